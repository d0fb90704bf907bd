import type { ColumnWidthsField } from "~/blocks/types";
import { equalWidths } from "~/blocks/column-widths";
import { FormField } from "~/components/admin/forms/fields";
import { Button } from "~/components/ui/button";
import { deEditor } from "~/i18n/editor";
import type { FieldInputProps } from "./field-props";

const t = deEditor.properties.columnWidths;

/** Two width lists are the same layout when every column differs by less than half a percent. */
function sameWidths(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((w, i) => Math.abs(w - b[i]) < 0.5);
}

/**
 * Column widths from presets (spec §9): 'Gleich breit' and every preset with as many columns as the
 * block has; the chosen one is pressed. Widths dragged on the canvas show as numbers below.
 */
export function ColumnWidthsInput({ field, value, id, onChange }: FieldInputProps<ColumnWidthsField>) {
  const widths = Array.isArray(value) ? value.filter((w): w is number => typeof w === "number") : [];
  const columns = widths.length;
  const options = [
    { key: "equal", label: t.equal, title: t.equal, widths: equalWidths(Math.max(1, columns)) },
    ...field.presets.filter((p) => p.length === columns).map((p) => ({ key: p.join("-"), label: t.preset(p), title: t.presetLabel(p), widths: [...p] })),
  ];
  return (
    <FormField id={id} label={field.label} hint={field.help ?? t.hint}>
      {(aria) => (
        <div className="grid gap-2">
          <div id={id} role="group" aria-label={field.label} className="flex flex-wrap gap-1.5" {...aria}>
            {options.map((option) => {
              const pressed = sameWidths(widths, option.widths);
              return (
                <Button
                  key={option.key}
                  type="button"
                  size="sm"
                  variant={pressed ? "default" : "outline"}
                  aria-pressed={pressed}
                  title={option.title}
                  disabled={columns < 2}
                  onClick={() => onChange(option.widths)}
                >
                  {option.label}
                </Button>
              );
            })}
          </div>
          {columns > 1 && (
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {t.current(widths)}
            </p>
          )}
        </div>
      )}
    </FormField>
  );
}
