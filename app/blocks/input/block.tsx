import { cn } from "~/lib/utils";
import { z } from "zod";
import { bool, field, oneOf, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { CONTROL_CLASS, FieldFrame, fieldIdentity } from "./form-field";

export const INPUT_TYPES = ["text", "email", "password", "number", "tel", "url"] as const;

const schema = z.object({
  label: text("Eingabefeld"),
  inputType: oneOf(INPUT_TYPES, "text"),
  /** Older name of inputType; used when inputType is not set. */
  type: z.enum(INPUT_TYPES).optional().catch(undefined),
  placeholder: text(""),
  required: bool(false),
});

export type InputContent = z.infer<typeof schema>;

export function effectiveInputType(content: Pick<InputContent, "inputType" | "type">): (typeof INPUT_TYPES)[number] {
  return content.inputType === "text" && content.type ? content.type : content.inputType;
}

const AUTOCOMPLETE: Partial<Record<(typeof INPUT_TYPES)[number], string>> = { email: "email", tel: "tel", url: "url" };

/** A standalone form field; rendering and in-browser validation only. */
export const block = defineBlock({
  type: "input",
  label: "Eingabefeld",
  category: "Forms",
  schema,
  fields: {
    label: field.text("Beschriftung"),
    inputType: field.select("Eingabetyp", INPUT_TYPES, { text: "Text", email: "E-Mail", password: "Passwort", number: "Zahl", tel: "Telefon", url: "Webadresse" }),
    type: field.notEditable("Älterer Name von „Eingabetyp“ (inputType); gilt, solange dieser „Text“ ist"),
    placeholder: field.text("Platzhalter"),
    required: field.switch("Pflichtfeld"),
  },
  styleFields: BLOCK_STYLE,
  Render: ({ block, content }) => {
    const type = effectiveInputType(content);
    const { name, id } = fieldIdentity(block.id, content.label);
    return (
      <FieldFrame id={id} label={content.label} required={content.required}>
        <input
          id={id}
          name={name}
          type={type}
          placeholder={content.placeholder || undefined}
          required={content.required}
          autoComplete={AUTOCOMPLETE[type]}
          inputMode={type === "number" ? "decimal" : undefined}
          className={cn(CONTROL_CLASS, "h-9 py-1")}
        />
      </FieldFrame>
    );
  },
});
