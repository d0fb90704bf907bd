import { FormField } from "~/components/admin/forms/fields";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { TextField } from "~/blocks/types";
import type { FieldInputProps } from "./field-props";
import { usePanel } from "./panel-context";
import { useDraft } from "./use-draft";

/**
 * One line or several of plain text; every keystroke is one coalesced change. A field with
 * `suggestions` offers the editor's list of that name (a native datalist: typing filters it, the
 * arrow keys pick, and any other text is still allowed).
 */
export function TextInput({ field, value, id, onChange }: FieldInputProps<TextField>) {
  const { suggestions } = usePanel();
  const options = field.suggestions && !field.multiline ? (suggestions[field.suggestions] ?? []) : [];
  const listId = options.length > 0 ? `${id}-suggestions` : undefined;
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
          <>
            <Input type={field.format === "email" ? "email" : field.format === "date" ? "date" : "text"} list={listId} autoComplete={listId ? "off" : undefined} {...common} {...aria} />
            {listId && (
              <datalist id={listId} data-testid={listId}>
                {options.map((option) => (
                  <option key={option} value={option} />
                ))}
              </datalist>
            )}
          </>
        )
      }
    </FormField>
  );
}
