import { FormField } from "~/components/admin/forms/fields";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { TextField } from "~/blocks/types";
import type { FieldInputProps } from "./field-props";
import { useDraft } from "./use-draft";

/** One line or several of plain text; every keystroke is one coalesced change. */
export function TextInput({ field, value, id, onChange }: FieldInputProps<TextField>) {
  const draft = useDraft(typeof value === "string" ? value : value === undefined || value === null ? "" : String(value));
  const common = {
    id,
    value: draft.shown,
    maxLength: field.maxLength,
    placeholder: field.placeholder,
    onFocus: draft.begin,
    onBlur: draft.end,
    onChange: (e: { target: { value: string } }) => {
      draft.set(e.target.value);
      onChange(e.target.value, true);
    },
  };
  return (
    <FormField id={id} label={field.label} hint={field.help}>
      {(aria) =>
        field.multiline ? (
          <Textarea rows={4} {...common} {...aria} />
        ) : (
          <Input type={field.format === "email" ? "email" : field.format === "date" ? "date" : "text"} {...common} {...aria} />
        )
      }
    </FormField>
  );
}
