import { z } from "zod";
import { fixedColumnsGrid, normaliseWidths, storedWidths, WIDTH_PRESETS } from "../column-widths";
import { columnSlot } from "../container/children";
import { field } from "../fields";
import { BOX_STYLE } from "../style-fields";
import { defineBlock } from "../types";

/** Issue 38: the column widths, as on 'Flexible Zeile' (presets and the edge dragged on the canvas). */
const schema = z.object({ columnWidths: storedWidths() }).transform((c) => ({ columnWidths: normaliseWidths(c.columnWidths, 3) }));

export type ThreeColumnContent = z.infer<typeof schema>;

/** 3 columns of child blocks (the indexed slot "columns"), stacked below 768 px. */
export const block = defineBlock({
  type: "three-column",
  label: "Drei Spalten",
  category: "Layout",
  schema,
  fields: { columnWidths: field.columnWidths("Spaltenbreiten", WIDTH_PRESETS) },
  styleFields: BOX_STYLE,
  slots: { columns: { label: "Spalte", count: 3 } },
  Render: ({ content, renderSlot }) => (
    <div {...fixedColumnsGrid(3, content.columnWidths)}>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="min-w-0">
          {renderSlot(columnSlot(i))}
        </div>
      ))}
    </div>
  ),
});
