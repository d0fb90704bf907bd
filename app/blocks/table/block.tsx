import { MIN_COLUMN_PERCENT } from "../column-widths";
import { deTable } from "./strings";
import { z } from "zod";
import { useEditable } from "../editable";
import { field } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";

/** Spec §5: 1–12 columns; the properties panel allows 0–50 data rows; columns at least 10 % wide. */
export const MAX_COLUMNS = 12;
export const MAX_ROWS = 50;
export const MIN_COLUMN_WIDTH = MIN_COLUMN_PERCENT;

const cell = z
  .union([z.string(), z.number(), z.null()])
  .transform((v) => (v === null ? "" : String(v)));

const schema = z.preprocess(
  // Older content keeps the data rows under "data".
  (v) => (v && typeof v === "object" && !Array.isArray(v) && !("rows" in v) && "data" in v ? { ...v, rows: (v as { data: unknown }).data } : v),
  z
    .object({
      headers: z
        .array(cell)
        .transform((h) => h.slice(0, MAX_COLUMNS))
        .default(["Spalte 1", "Spalte 2", "Spalte 3"]),
      rows: z
        // A row has 1–12 cells (spec §5: columns 1–12).
        .array(z.array(cell).transform((r) => (r.length === 0 ? [""] : r.slice(0, MAX_COLUMNS))))
        .transform((r) => r.slice(0, MAX_ROWS))
        .default([
          ["", "", ""],
          ["", "", ""],
        ]),
      /** Percent per column; anything that does not fit the columns means "equal widths". */
      columnWidths: z
        .array(z.union([z.number(), z.string()]).transform((w) => (typeof w === "number" ? w : Number.parseFloat(w))))
        .transform((ws) => ws.map((w) => (Number.isFinite(w) ? w : 0)))
        .default([]),
    })
    .strip(),
);

export type TableContent = z.infer<typeof schema>;

/** Number of columns shown: the widest of headers and rows, 1–12 (0 when there is no data at all). */
export function columnCount(content: TableContent): number {
  const n = Math.max(content.headers.length, ...content.rows.map((r) => r.length), 0);
  return Math.min(MAX_COLUMNS, n);
}

/** Column widths in percent that add up to 100, each at least 10 %; undefined for equal widths. */
export function columnPercents(widths: number[], columns: number): number[] | undefined {
  if (widths.length !== columns || columns === 0 || widths.some((w) => !Number.isFinite(w) || w <= 0)) return undefined;
  const total = widths.reduce((a, b) => a + b, 0);
  const scaled = widths.map((w) => Math.max(MIN_COLUMN_WIDTH, (w / total) * 100));
  const sum = scaled.reduce((a, b) => a + b, 0);
  return scaled.map((w) => Math.round(((w / sum) * 100) * 100) / 100);
}

export const block = defineBlock({
  type: "table",
  label: "Tabelle",
  category: "Components",
  schema,
  fields: {
    headers: field.values("Spaltenköpfe", "Spalte", field.text("Spaltenkopf"), { maxItems: MAX_COLUMNS, help: "Leer: keine Kopfzeile" }),
    rows: field.values("Zeilen", "Zeile", field.values("Zellen", "Zelle", field.text("Zelle"), { minItems: 1, maxItems: MAX_COLUMNS }), { maxItems: MAX_ROWS }),
    columnWidths: field.notEditable(`Wird durch Ziehen der Spaltenränder gesetzt (mindestens ${MIN_COLUMN_WIDTH} % je Spalte)`, "Spaltenbreiten"),
  },
  styleFields: BLOCK_STYLE,
  Render: ({ content }) => {
    const editable = useEditable();
    const columns = columnCount(content);
    const hasHeaders = content.headers.some((h) => h.trim() !== "");
    const hasData = content.rows.some((r) => r.some((c) => c.trim() !== ""));
    if (columns === 0 || (!hasHeaders && !hasData)) {
      return <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{deTable.empty}</p>;
    }
    const widths = columnPercents(content.columnWidths, columns);
    const indexes = Array.from({ length: columns }, (_, i) => i);
    return (
      <div role="region" aria-label={deTable.region} tabIndex={0} className="w-full overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring">
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm md:min-w-0">
          {widths && (
            <colgroup>
              {widths.map((w, i) => (
                <col key={i} style={{ width: `${w}%` }} />
              ))}
            </colgroup>
          )}
          {hasHeaders && (
            <thead className="bg-muted">
              <tr>
                {indexes.map((i) => (
                  // Only cells that exist in the stored content are editable in place (a path must resolve).
                  <th key={i} scope="col" className="border-b border-border px-4 py-3 font-semibold text-foreground" {...(i < content.headers.length ? editable(`headers.${i}`) : {})}>
                    {content.headers[i] ?? ""}
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {content.rows.map((row, r) => (
              <tr key={r} className="border-b border-border last:border-b-0 even:bg-muted/40">
                {indexes.map((i) => (
                  <td key={i} className="px-4 py-3 align-top" {...(i < row.length ? editable(`rows.${r}.${i}`) : {})}>
                    {row[i] ?? ""}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  },
});
