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
          <FieldInput
            key={key}
            field={field}
            value={values[key]}
            path={[...path, key]}
            optional={optional}
            compact={compact}
            onChange={(value, typingPath) => onChange(key, value, typingPath)}
          />
        ))}
    </div>
  );
}
