import { z } from "zod";
import { fixedColumnsGrid, normaliseWidths, storedWidths, WIDTH_PRESETS } from "../column-widths";
import { columnSlot } from "../container/children";
import { field, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { useEditable } from "../editable";

const schema = z.object({
  /** Rich text (HTML), sanitised on the server. */
  leftText: text("Inhalt der linken Spalte"),
  rightText: text("Inhalt der rechten Spalte"),
  /** Issue 38: the column widths, as on 'Flexible Zeile' (presets and the edge dragged on the canvas). */
  columnWidths: storedWidths(),
}).transform((c) => ({ ...c, columnWidths: normaliseWidths(c.columnWidths, 2) }));

export type ColumnsContent = z.infer<typeof schema>;

function html(value: string): string {
  return /^\s*</.test(value) ? value : `<p>${value}</p>`;
}

export const block = defineBlock({
  type: "columns",
  label: "Spalten",
  category: "Layout",
  schema,
  fields: {
    leftText: field.richtext("Text der linken Spalte"),
    rightText: field.richtext("Text der rechten Spalte"),
    columnWidths: field.columnWidths("Spaltenbreiten", WIDTH_PRESETS),
  },
  styleFields: BLOCK_STYLE,
  htmlFields: ["leftText", "rightText"],
  // Spec §3 stores the column blocks in content.leftColumn / rightColumn; reading moves them here.
  slots: { columns: { label: "Spalte", count: 2, legacyFields: ["leftColumn", "rightColumn"] } },
  Render: function ColumnsBlock({ content, renderSlot }) {
    const editable = useEditable();
    return (
      <div {...fixedColumnsGrid(2, content.columnWidths)}>
        {[content.leftText, content.rightText].map((text, i) => (
          <div key={i} className="min-w-0">
            {text.trim() !== "" && <div {...editable(i === 0 ? "leftText" : "rightText")} className="prose-cms" dangerouslySetInnerHTML={{ __html: html(text) }} />}
            {renderSlot(columnSlot(i))}
          </div>
        ))}
      </div>
    );
  },
});
