import { z } from "zod";
import { columnChildren } from "../container/children";
import { defineBlock } from "../types";

const schema = z.object({});

/** 2 columns of child blocks (children as Block[][]), stacked below 768 px. */
export const block = defineBlock({
  type: "two-column",
  label: "Zwei Spalten",
  category: "Layout",
  icon: "columns-2",
  schema,
  Render: ({ block, renderBlocks }) => (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2 md:gap-8">
      {columnChildren(block, 2).map((children, i) => (
        <div key={i} className="min-w-0">
          {renderBlocks(children)}
        </div>
      ))}
    </div>
  ),
});
