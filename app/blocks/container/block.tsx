import { z } from "zod";
import { BOX_STYLE } from "../style-fields";
import { defineBlock } from "../types";

const schema = z.object({});

export const block = defineBlock({
  type: "container",
  label: "Container",
  category: "Layout",
  schema,
  fields: {},
  styleFields: BOX_STYLE,
  slots: { children: { label: "Inhalt" } },
  Render: ({ renderSlot }) => <div className="mx-auto w-full max-w-6xl">{renderSlot("children")}</div>,
});
