import { cn } from "~/lib/utils";
import { z } from "zod";
import { CONTROL_CLASS, FieldLabel, fieldId, fieldName } from "../input/form-field";
import { bool, clampedNumber, field, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { EditableText } from "../editable-text";

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
  icon: "text",
  schema,
  fields: {
    label: field.text("Beschriftung"),
    placeholder: field.text("Platzhalter"),
    rows: field.number("Zeilen", 2, 20),
    required: field.switch("Pflichtfeld"),
  },
  styleFields: BLOCK_STYLE,
  Render: ({ block, content }) => {
    const name = fieldName("", content.label, block.id);
    const id = fieldId(block.id, name);
    return (
      <div className="grid max-w-xl gap-2">
        <FieldLabel htmlFor={id} required={content.required}>
          <EditableText path="label">{content.label}</EditableText>
        </FieldLabel>
        <textarea
          id={id}
          name={name}
          rows={content.rows}
          placeholder={content.placeholder || undefined}
          required={content.required}
          className={cn(CONTROL_CLASS, "resize-y")}
        />
      </div>
    );
  },
});
