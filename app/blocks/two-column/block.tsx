import { z } from "zod";
import { fixedColumnsGrid, normaliseWidths, storedWidths, WIDTH_PRESETS } from "../column-widths";
import { columnSlot } from "../container/children";
import { field } from "../fields";
import { BOX_STYLE } from "../style-fields";
import { defineBlock } from "../types";

/** Issue 38: the column widths, as on 'Flexible Zeile' (presets and the edge dragged on the canvas). */
const schema = z.object({ columnWidths: storedWidths() }).transform((c) => ({ columnWidths: normaliseWidths(c.columnWidths, 2) }));

export type TwoColumnContent = z.infer<typeof schema>;

/** 2 columns of child blocks (the indexed slot "columns"), stacked below 768 px. */
export const block = defineBlock({
  type: "two-column",
  label: "Zwei Spalten",
  category: "Layout",
  schema,
  fields: { columnWidths: field.columnWidths("Spaltenbreiten", WIDTH_PRESETS) },
  styleFields: BOX_STYLE,
  slots: { columns: { label: "Spalte", count: 2 } },
  Render: ({ content, renderSlot }) => (
    <div {...fixedColumnsGrid(2, content.columnWidths)}>
      {Array.from({ length: 2 }, (_, i) => (
        <div key={i} className="min-w-0">
          {renderSlot(columnSlot(i))}
        </div>
      ))}
    </div>
  ),
});
