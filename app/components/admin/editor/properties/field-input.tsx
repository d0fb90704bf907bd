import type { FieldDescription } from "~/blocks/types";
import { AssetInput } from "./asset-input";
import { ColourInput } from "./colour-input";
import type { CompositeInputProps } from "./field-props";
import { FoldersInput } from "./folders-input";
import { GroupInput } from "./group-input";
import { LinkInput } from "./link-input";
import { ListInput } from "./list-input";
import { NotEditable } from "./not-editable";
import { NumberInput } from "./number-input";
import { usePanel } from "./panel-context";
import { RichTextInput } from "./richtext-input";
import { SelectInput } from "./select-input";
import { SwitchInput } from "./switch-input";
import { TextInput } from "./text-input";
import { fieldId, pathKey } from "./values";

/** The input for one field, chosen by its kind. Adding a block type needs nothing here. */
export function FieldInput(props: CompositeInputProps<FieldDescription>) {
  const { idPrefix } = usePanel();
  const { field, path, onChange } = props;
  const id = fieldId(idPrefix, path);
  const leaf = { value: props.value, path, id, optional: props.optional, compact: props.compact, onChange: (value: unknown, typing?: boolean) => onChange(value, typing ? pathKey(path) : undefined) };
  switch (field.kind) {
    case "text":
      return <TextInput {...leaf} field={field} />;
    case "richtext":
      return <RichTextInput {...leaf} field={field} />;
    case "number":
      return <NumberInput {...leaf} field={field} />;
    case "select":
      return <SelectInput {...leaf} field={field} />;
    case "switch":
      return <SwitchInput {...leaf} field={field} />;
    case "colour":
      return <ColourInput {...leaf} field={field} />;
    case "link":
      return <LinkInput {...leaf} field={field} />;
    case "asset":
      return <AssetInput {...leaf} field={field} />;
    case "folders":
      return <FoldersInput {...leaf} field={field} />;
    case "group":
      return <GroupInput {...props} field={field} />;
    case "list":
      return <ListInput {...props} field={field} />;
    case "not-editable":
      return <NotEditable field={field} id={id} />;
  }
}
