import { z } from "zod";
import { clampedNumber, field } from "../fields";
import { defineBlock } from "../types";

const schema = z.object({
  /** Spec §5/§9: 1–16 px, default 1. */
  thickness: clampedNumber(1, 16, 1),
});

export const block = defineBlock({
  type: "divider",
  label: "Trennlinie",
  category: "Basic",
  schema,
  fields: {
    thickness: field.number("Stärke", 1, 16, { unit: "px" }),
  },
  styleFields: ["margin"],
  Render: ({ content }) => (
    <hr className="my-2 w-full border-0 border-t border-solid border-border" style={{ borderTopWidth: `${content.thickness}px` }} />
  ),
});
