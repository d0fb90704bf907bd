import { FormField, NONE } from "~/components/admin/forms/fields";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import type { SelectField } from "~/blocks/types";
import { deEditor } from "~/i18n/editor";
import { FONT_FAMILIES } from "./constants";
import type { FieldInputProps } from "./field-props";

const t = deEditor.properties;
const FONTS: readonly string[] = FONT_FAMILIES;

/** The options a select shows: "" becomes Radix's NONE; a style value gains 'Standard' (unset) if it has none. */
export function selectOptions(field: SelectField, optional: boolean): { value: string; label: string }[] {
  const options = field.options.map((o) => ({ value: o.value === "" ? NONE : o.value, label: o.label }));
  if (optional && !options.some((o) => o.value === NONE)) options.unshift({ value: NONE, label: t.standard });
  return options;
}

/** A choice from the field's options; font choices show in their own font. */
export function SelectInput({ field, value, id, onChange, optional = false }: FieldInputProps<SelectField>) {
  const options = selectOptions(field, optional);
  const stored = typeof value === "string" || typeof value === "number" ? String(value) : "";
  const selected = stored === "" ? NONE : options.some((o) => o.value === stored) ? stored : NONE;
  const fontPreview = field.options.every((o) => FONTS.includes(o.value));
  return (
    <FormField id={id} label={field.label} hint={field.help}>
      {(aria) => (
        <Select
          value={selected}
          onValueChange={(next) => {
            if (next === NONE) onChange(optional ? undefined : "");
            else onChange(next);
          }}
        >
          <SelectTrigger id={id} className="w-full" {...aria}>
            {/* The label given here also shows before the option list first mounts (server render). */}
            <SelectValue>{options.find((o) => o.value === selected)?.label ?? t.standard}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value} style={fontPreview && option.value !== NONE ? { fontFamily: option.value } : undefined}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
