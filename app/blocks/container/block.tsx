import { z } from "zod";
import { defineBlock } from "../types";
import { flatChildren } from "./children";

const schema = z.object({});

export const block = defineBlock({
  type: "container",
  label: "Container",
  category: "Layout",
  icon: "square-dashed",
  schema,
  Render: ({ block, renderBlocks }) => <div className="mx-auto w-full max-w-6xl">{renderBlocks(flatChildren(block))}</div>,
});
