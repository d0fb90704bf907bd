import { z } from "zod";
import { clampedNumber, field } from "../fields";
import { defineBlock } from "../types";

const schema = z.object({
  /** Spec §5/§9: 0–512 px in steps of 8, default 32. */
  height: clampedNumber(0, 512, 32).transform((v) => Math.round(v / 8) * 8),
});

export const block = defineBlock({
  type: "spacer",
  label: "Abstand",
  category: "Layout",
  schema,
  fields: {
    height: field.number("Höhe", 0, 512, { step: 8, unit: "px" }),
  },
  styleFields: ["margin"],
  Render: ({ content }) => <div aria-hidden="true" className="w-full" style={{ height: `${content.height}px` }} />,
});
