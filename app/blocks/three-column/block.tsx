import { z } from "zod";
import { columnSlot } from "../container/children";
import { BOX_STYLE } from "../style-fields";
import { defineBlock } from "../types";

const schema = z.object({});

/** 3 columns of child blocks (the indexed slot "columns"), stacked below 768 px. */
export const block = defineBlock({
  type: "three-column",
  label: "Drei Spalten",
  category: "Layout",
  schema,
  fields: {},
  styleFields: BOX_STYLE,
  slots: { columns: { label: "Spalte", count: 3 } },
  Render: ({ renderSlot }) => (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-3 md:gap-8">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="min-w-0">
          {renderSlot(columnSlot(i))}
        </div>
      ))}
    </div>
  ),
});
