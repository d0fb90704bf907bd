import type { GroupField } from "~/blocks/types";
import { FieldList } from "./field-list";
import type { CompositeInputProps } from "./field-props";
import { isRecord } from "./values";

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
        onChange={(key, next, typingPath) => {
          const merged: Record<string, unknown> = { ...values, [key]: next };
          // A style side set back to "as the theme says" leaves the object rather than staying as undefined.
          if (next === undefined) delete merged[key];
          onChange(optional && Object.keys(merged).length === 0 ? undefined : merged, typingPath);
        }}
      />
    </fieldset>
  );
}
