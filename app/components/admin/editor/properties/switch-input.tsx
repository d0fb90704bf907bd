import { SwitchField as SwitchRow } from "~/components/admin/forms/fields";
import type { SwitchField } from "~/blocks/types";
import type { FieldInputProps } from "./field-props";

export function SwitchInput({ field, value, id, onChange }: FieldInputProps<SwitchField>) {
  return <SwitchRow id={id} label={field.label} hint={field.help} checked={value === true} onChange={(checked) => onChange(checked)} />;
}
