import { cn } from "~/lib/utils";
import { z } from "zod";
import { deSite as de } from "~/i18n/site";
import { CONTROL_CLASS, FieldFrame, fieldIdentity } from "../input/form-field";
import { bool, field, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";

const option = z.object({
  value: z.union([z.string(), z.number().transform(String)]).default(""),
  label: text(""),
});

const DEFAULT_OPTIONS = [
  { value: "option-1", label: "Option 1" },
  { value: "option-2", label: "Option 2" },
  { value: "option-3", label: "Option 3" },
];

const schema = z.object({
  label: text("Auswahl"),
  placeholder: text(""),
  options: z.array(option).default(() => DEFAULT_OPTIONS.map((o) => ({ ...o }))),
  required: bool(false),
});

export type SelectContent = z.infer<typeof schema>;

export const block = defineBlock({
  type: "select",
  label: "Auswahlliste",
  category: "Forms",
  schema,
  fields: {
    label: field.text("Beschriftung"),
    placeholder: field.text("Platzhalter", { help: "Leer: „Bitte wählen“" }),
    options: field.list("Optionen", "Option", {
      value: field.text("Wert", { help: "Leer: die Beschriftung" }),
      label: field.text("Beschriftung"),
    }),
    required: field.switch("Pflichtfeld"),
  },
  styleFields: BLOCK_STYLE,
  Render: ({ block, content }) => {
    const { name, id } = fieldIdentity(block.id, content.label);
    // An option without a value uses its label (an empty value would count as "nothing chosen").
    const options = content.options
      .map((o) => ({ value: o.value || o.label, label: o.label || o.value }))
      .filter((o) => o.value !== "");
    return (
      <FieldFrame id={id} label={content.label} required={content.required}>
        <select id={id} name={name} required={content.required} defaultValue="" className={cn(CONTROL_CLASS, "h-9 py-1")}>
          <option value="">{content.placeholder || de.blocks.form.selectPlaceholder}</option>
          {options.map((o, i) => (
            <option key={i} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </FieldFrame>
    );
  },
});
