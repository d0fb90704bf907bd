import type { CSSProperties } from "react";
import { z } from "zod";
import { equalWidths, normaliseWidths, storedWidths, widthsTemplate, WIDTH_PRESETS } from "../column-widths";
import { columnSlot } from "../container/children";
import { clampedNumber, field } from "../fields";
import { BOX_STYLE } from "../style-fields";
import { defineBlock } from "../types";

/** Spec §5/§9: 1–6 columns (default 2), gap 0–100 px (default 16). */
export const MAX_COLUMNS = 6;

export { equalWidths, normaliseWidths, WIDTH_PRESETS };

const ALIGN_ITEMS = { start: "items-start", center: "items-center", end: "items-end", stretch: "items-stretch" } as const;
type Alignment = keyof typeof ALIGN_ITEMS;
const ALIGNMENT_VALUES = Object.keys(ALIGN_ITEMS) as Alignment[];
const ALIGN_ALIASES: Record<string, Alignment> = { top: "start", bottom: "end", middle: "center" };

const schema = z
  .object({
    columns: clampedNumber(1, MAX_COLUMNS, 2),
    columnWidths: storedWidths(),
    gap: clampedNumber(0, 100, 16),
    alignment: z
      .string()
      .transform((v): Alignment => (v in ALIGN_ITEMS ? (v as Alignment) : (ALIGN_ALIASES[v] ?? "stretch")))
      .default("stretch"),
  })
  .transform((c) => ({ ...c, columnWidths: normaliseWidths(c.columnWidths, c.columns) }));

export type FlexibleRowContent = z.infer<typeof schema>;

export const block = defineBlock({
  type: "flexible-row",
  label: "Flexible Zeile",
  category: "Layout",
  schema,
  fields: {
    columns: field.number("Spalten", 1, MAX_COLUMNS),
    columnWidths: field.columnWidths("Spaltenbreiten", WIDTH_PRESETS),
    gap: field.number("Abstand", 0, 100, { unit: "px" }),
    alignment: field.select("Vertikale Ausrichtung", ALIGNMENT_VALUES, { start: "Oben", center: "Mitte", end: "Unten", stretch: "Gleiche Höhe" }),
  },
  styleFields: BOX_STYLE,
  slots: { columns: { label: "Spalte", count: { field: "columns" } } },
  Render: ({ content, renderSlot }) => {
    const template = widthsTemplate(content.columnWidths);
    return (
      <div
        data-row-columns=""
        className={`grid grid-cols-1 md:grid-cols-(--row-columns) ${ALIGN_ITEMS[content.alignment]}`}
        style={{ "--row-columns": template, gap: `${content.gap}px` } as CSSProperties}
      >
        {content.columnWidths.map((_, i) => (
          <div key={i} className="min-w-0">
            {renderSlot(columnSlot(i))}
          </div>
        ))}
      </div>
    );
  },
});
