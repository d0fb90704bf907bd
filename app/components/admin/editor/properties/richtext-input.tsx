import { FormField } from "~/components/admin/forms/fields";
import { Textarea } from "~/components/ui/textarea";
import type { RichTextField } from "~/blocks/types";
import { deEditor } from "~/i18n/editor";
import type { FieldInputProps } from "./field-props";
import { useDraft } from "./use-draft";

const t = deEditor.properties;

/**
 * Rich text as its HTML source. The server sanitises it (the module's htmlFields) on save and
 * before rendering; the formatting editor (TipTap) replaces this textarea in a later step.
 */
export function RichTextInput({ field, value, id, onChange }: FieldInputProps<RichTextField>) {
  const draft = useDraft(typeof value === "string" ? value : "");
  const hint = field.help ? `${field.help} ${t.richtext.hint}` : t.richtext.hint;
  return (
    <FormField id={id} label={field.label} hint={hint}>
      {(aria) => (
        <Textarea
          id={id}
          rows={6}
          spellCheck
          className="font-mono text-xs"
          value={draft.shown}
          onFocus={draft.begin}
          onBlur={draft.end}
          onChange={(e) => {
            draft.set(e.target.value);
            onChange(e.target.value, true);
          }}
          {...aria}
        />
      )}
    </FormField>
  );
}
