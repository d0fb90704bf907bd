import { z } from "zod";
import { columnSlot } from "../container/children";
import { BOX_STYLE } from "../style-fields";
import { defineBlock } from "../types";

const COLUMNS = 3;

const schema = z.object({});

export type GridContent = z.infer<typeof schema>;

export const block = defineBlock({
  type: "grid",
  label: "Raster",
  category: "Layout",
  schema,
  fields: {},
  styleFields: BOX_STYLE,
  // Spec §3 stores grid {columns: three lists} in content; reading moves them into the slots.
  slots: { columns: { label: "Spalte", count: COLUMNS, legacyFields: ["columns"] } },
  Render: ({ renderSlot }) => (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-3 md:gap-8">
      {Array.from({ length: COLUMNS }, (_, i) => (
        <div key={i} className="min-w-0">
          {renderSlot(columnSlot(i))}
        </div>
      ))}
    </div>
  ),
});
