import { memo, useCallback, useMemo } from "react";
import type { FieldDescription } from "~/blocks/types";
import { cn } from "~/lib/utils";
import { FieldInput } from "./field-input";
import { isShown } from "./tabs";
import type { PathSegment } from "./values";

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
  /** One key changed (see CompositeInputProps for `typingPath`). */
  onChange: (key: string, value: unknown, typingPath?: string) => void;
  optional?: boolean;
  compact?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-4", className)}>
      {Object.entries(fields)
        .filter(([, field]) => isShown(field))
        .map(([key, field]) => (
          <FieldRow key={key} name={key} field={field} value={values[key]} path={path} optional={optional} compact={compact} onChange={onChange} />
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
  onChange: (key: string, value: unknown, typingPath?: string) => void;
  optional?: boolean;
  compact?: boolean;
}) {
  const fieldPath = useMemo(() => [...path, name], [path, name]);
  const change = useCallback((next: unknown, typingPath?: string) => onChange(name, next, typingPath), [onChange, name]);
  return <FieldInput field={field} value={value} path={fieldPath} optional={optional} compact={compact} onChange={change} />;
});
