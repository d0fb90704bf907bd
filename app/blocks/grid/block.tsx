import { z } from "zod";
import { columnChildren, contentBlocks } from "../container/children";
import { defineBlock } from "../types";

const COLUMNS = 3;

/** Spec §3: grid {columns: three lists} of blocks; missing lists are added, extra ones cut. */
const schema = z.object({
  columns: z
    .array(z.array(z.unknown()).transform((v) => contentBlocks(v)))
    .transform((lists) => Array.from({ length: COLUMNS }, (_, i) => lists[i] ?? []))
    .default([[], [], []]),
});

export type GridContent = z.infer<typeof schema>;

export const block = defineBlock({
  type: "grid",
  label: "Raster",
  category: "Layout",
  blockListFields: ["columns"],
  icon: "layout-grid",
  schema,
  Render: ({ block, content, renderBlocks }) => {
    const children = columnChildren(block, COLUMNS);
    return (
      <div className="grid grid-cols-1 gap-6 md:grid-cols-3 md:gap-8">
        {content.columns.map((blocks, i) => (
          <div key={i} className="min-w-0">
            {renderBlocks([...blocks, ...children[i]])}
          </div>
        ))}
      </div>
    );
  },
});
