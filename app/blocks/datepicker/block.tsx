import { cn } from "~/lib/utils";
import { z } from "zod";
import { CONTROL_CLASS, FieldFrame, fieldIdentity } from "../input/form-field";
import { bool, field, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { useEditable } from "../editable";

const schema = z.object({
  label: text("Datum"),
  /** A date input shows no placeholder, so it is rendered as a hint tied to the field. */
  placeholder: text(""),
  required: bool(false),
});

export type DatepickerContent = z.infer<typeof schema>;

export const block = defineBlock({
  type: "datepicker",
  label: "Datumsauswahl",
  category: "Forms",
  schema,
  fields: {
    label: field.text("Beschriftung"),
    placeholder: field.text("Hinweis", { help: "Steht unter dem Feld (ein Datumsfeld zeigt keinen Platzhalter)." }),
    required: field.switch("Pflichtfeld"),
  },
  styleFields: BLOCK_STYLE,
  Render: function DatepickerBlock({ block, content }) {
    const editable = useEditable();
    const { name, id } = fieldIdentity(block.id, content.label);
    const hintId = `${id}-hinweis`;
    return (
      <FieldFrame id={id} label={content.label} required={content.required} narrow>
        <input
          id={id}
          name={name}
          type="date"
          required={content.required}
          aria-describedby={content.placeholder ? hintId : undefined}
          className={cn(CONTROL_CLASS, "h-9 py-1")}
        />
        {content.placeholder && (
          <p id={hintId} {...editable("placeholder")} className="text-sm text-muted-foreground">
            {content.placeholder}
          </p>
        )}
      </FieldFrame>
    );
  },
});
