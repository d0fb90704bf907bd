import { memo, useCallback, useMemo } from "react";
import type { FieldDescription, GroupField } from "~/blocks/types";
import { cn } from "~/lib/utils";
import { AssetInput } from "./asset-input";
import { ColourInput } from "./colour-input";
import { ColumnWidthsInput } from "./column-widths-input";
import type { CompositeInputProps, KeyChange } from "./field-props";
import { FoldersInput } from "./folders-input";
import { LinkInput } from "./link-input";
import { ListInput } from "./list-input";
import { NotEditable } from "./not-editable";
import { NumberInput } from "./number-input";
import { usePanel } from "./panel-context";
import { RichTextInput } from "./richtext-input";
import { SelectInput } from "./select-input";
import { SwitchInput } from "./switch-input";
import { isShown } from "./tabs";
import { takeOverFromAsset, type OfferedText } from "./take-over";
import { TextInput } from "./text-input";
import { useStableCallback } from "~/lib/use-stable-callback";
import { fieldId, isRecord, pathKey, type PathSegment } from "./values";

/** The input for one field, chosen by its kind. Adding a block type needs nothing here. */
export function FieldInput(props: CompositeInputProps<FieldDescription>) {
  const { idPrefix } = usePanel();
  const { field, path, onChange } = props;
  const id = fieldId(idPrefix, path);
  const leaf = { value: props.value, path, id, optional: props.optional, compact: props.compact, onChange: (value: unknown, typing?: boolean, offered?: OfferedText) => onChange(value, typing ? pathKey(path) : undefined, offered) };
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
      return <ListInput {...props} field={field} nested={NESTED} />;
    case "column-widths":
      return <ColumnWidthsInput {...leaf} field={field} />;
    case "not-editable":
      return <NotEditable field={field} id={id} />;
  }
}

/** Several fields of one object (a tab, a group, a list item) one below the other. */
export function FieldList({
  fields,
  values,
  path,
  onChange,
  optional,
  compact,
  className,
}: {
  fields: Readonly<Record<string, FieldDescription>>;
  values: Record<string, unknown>;
  path: readonly PathSegment[];
  /** One key changed (see CompositeInputProps for `typingPath`), with the siblings it fills. */
  onChange: KeyChange;
  optional?: boolean;
  compact?: boolean;
  className?: string;
}) {
  // A chosen asset's texts go into the sibling fields that are still empty (take-over.ts); the
  // values are read when the change comes, so the rows keep one stable handler.
  const change = useStableCallback((key: string, value: unknown, typingPath?: string, offered?: OfferedText) =>
    onChange(key, value, typingPath, offered ? takeOverFromAsset(fields[key], offered, values) : undefined),
  );
  return (
    <div className={cn("grid gap-4", className)}>
      {Object.entries(fields)
        .filter(([, field]) => isShown(field))
        .map(([key, field]) => (
          <FieldRow key={key} name={key} field={field} value={values[key]} path={path} optional={optional} compact={compact} onChange={change} />
        ))}
    </div>
  );
}

/**
 * One field of the list, re-rendered only when its own value (or description) changes: typing in
 * one field leaves the others alone, as long as the list's `path` and `onChange` are stable.
 */
const FieldRow = memo(function FieldRow({
  name,
  field,
  value,
  path,
  optional,
  compact,
  onChange,
}: {
  name: string;
  field: FieldDescription;
  value: unknown;
  path: readonly PathSegment[];
  onChange: (key: string, value: unknown, typingPath?: string, offered?: OfferedText) => void;
  optional?: boolean;
  compact?: boolean;
}) {
  const fieldPath = useMemo(() => [...path, name], [path, name]);
  const change = useCallback((next: unknown, typingPath?: string, offered?: OfferedText) => onChange(name, next, typingPath, offered), [onChange, name]);
  return <FieldInput field={field} value={value} path={fieldPath} optional={optional} compact={compact} onChange={change} />;
});

/** Sides of a box (top/right/bottom/left) sit in a two-by-two grid; other groups stack. */
function isSides(field: GroupField): boolean {
  const keys = Object.keys(field.fields);
  return keys.length === 4 && ["top", "right", "bottom", "left"].every((k) => keys.includes(k) && field.fields[k].kind === "number");
}

/** Named values edited together (padding, caption style) as one fieldset; a change writes the whole object. */
export function GroupInput({ field, value, path, onChange, optional }: CompositeInputProps<GroupField>) {
  const values = isRecord(value) ? value : {};
  const sides = isSides(field);
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">{field.label}</legend>
      {field.help && <p className="-mt-1 text-xs text-muted-foreground">{field.help}</p>}
      <FieldList
        fields={field.fields}
        values={values}
        path={path}
        optional={optional}
        compact={sides}
        className={sides ? "grid-cols-2 gap-3" : undefined}
        onChange={(key, next, typingPath, siblings) => {
          const merged: Record<string, unknown> = { ...values, ...siblings, [key]: next };
          // A style side set back to "as the theme says" leaves the object rather than staying as undefined.
          if (next === undefined) delete merged[key];
          onChange(optional && Object.keys(merged).length === 0 ? undefined : merged, typingPath);
        }}
      />
    </fieldset>
  );
}

/**
 * The inputs a list item is drawn with. FieldInput, FieldList, GroupInput and ListInput call each
 * other (a list of groups of lists …); the list gets these two as a prop so that list-input.tsx
 * need not import this module back (no import cycle).
 */
const NESTED = { FieldInput, FieldList };
export type NestedInputs = typeof NESTED;
