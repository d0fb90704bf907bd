import { cn } from "~/lib/utils";
import { z } from "zod";
import { CONTROL_CLASS, FieldFrame, fieldIdentity } from "../input/form-field";
import { bool, clampedNumber, field, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";

const schema = z.object({
  label: text("Nachricht"),
  placeholder: text(""),
  /** Spec §5: rows 2–20, default 4. */
  rows: clampedNumber(2, 20, 4),
  required: bool(false),
});

export type TextareaContent = z.infer<typeof schema>;

export const block = defineBlock({
  type: "textarea",
  label: "Textbereich",
  category: "Forms",
  schema,
  fields: {
    label: field.text("Beschriftung"),
    placeholder: field.text("Platzhalter"),
    rows: field.number("Zeilen", 2, 20),
    required: field.switch("Pflichtfeld"),
  },
  styleFields: BLOCK_STYLE,
  Render: ({ block, content }) => {
    const { name, id } = fieldIdentity(block.id, content.label);
    return (
      <FieldFrame id={id} label={content.label} required={content.required}>
        <textarea
          id={id}
          name={name}
          rows={content.rows}
          placeholder={content.placeholder || undefined}
          required={content.required}
          className={cn(CONTROL_CLASS, "resize-y")}
        />
      </FieldFrame>
    );
  },
});
