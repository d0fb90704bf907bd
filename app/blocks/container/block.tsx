import { z } from "zod";
import { BOX_STYLE } from "../style-fields";
import { defineBlock } from "../types";

const schema = z.object({});

export const block = defineBlock({
  type: "container",
  label: "Container",
  category: "Layout",
  icon: "square-dashed",
  schema,
  fields: {},
  styleFields: BOX_STYLE,
  slots: { kind: "children" },
  Render: ({ renderSlot }) => <div className="mx-auto w-full max-w-6xl">{renderSlot("children")}</div>,
});
