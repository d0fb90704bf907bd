import { z } from "zod";
import { fixedColumnsGrid, normaliseWidths, storedWidths, WIDTH_PRESETS } from "../column-widths";
import { columnSlot } from "../container/children";
import { field } from "../fields";
import { BOX_STYLE } from "../style-fields";
import { defineBlock } from "../types";

const COLUMNS = 3;

/** Issue 38: the column widths, as on 'Flexible Zeile' (presets and the edge dragged on the canvas). */
const schema = z.object({ columnWidths: storedWidths() }).transform((c) => ({ columnWidths: normaliseWidths(c.columnWidths, COLUMNS) }));

export type GridContent = z.infer<typeof schema>;

export const block = defineBlock({
  type: "grid",
  label: "Raster",
  category: "Layout",
  schema,
  fields: { columnWidths: field.columnWidths("Spaltenbreiten", WIDTH_PRESETS) },
  styleFields: BOX_STYLE,
  // Spec §3 stores grid {columns: three lists} in content; reading moves them into the slots.
  slots: { columns: { label: "Spalte", count: COLUMNS, legacyFields: ["columns"] } },
  Render: ({ content, renderSlot }) => (
    <div {...fixedColumnsGrid(COLUMNS, content.columnWidths)}>
      {Array.from({ length: COLUMNS }, (_, i) => (
        <div key={i} className="min-w-0">
          {renderSlot(columnSlot(i))}
        </div>
      ))}
    </div>
  ),
});
