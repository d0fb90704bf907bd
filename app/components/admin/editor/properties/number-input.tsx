import { RotateCcw } from "lucide-react";
import { FormField } from "~/components/admin/forms/fields";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Slider } from "~/components/ui/slider";
import type { NumberField } from "~/blocks/types";
import { deEditor } from "~/i18n/editor";
import type { FieldInputProps } from "./field-props";
import { computeValue } from "./computed";
import { clampNumber, numberValue, parseNumber, rangeLabel } from "./number-value";
import { useContext } from "react";
import { PageBlocksContext } from "./panel-context";
import { useDraft } from "./use-draft";

const t = deEditor.properties;

/**
 * A number with the field's limits (spec §5): the slider and the field keep to range and step;
 * typed values outside them are held until the field is left, then clamped and snapped, so typing
 * "16" never passes through an out-of-range "1" in the block.
 */
export function NumberInput({ field, value, id, onChange, optional, compact }: FieldInputProps<NumberField>) {
  const current = numberValue(value, field);
  const draft = useDraft(current === null ? "" : String(current));
  const clearable = optional || field.unsetValue !== undefined;
  const unset = () => (optional ? undefined : field.unsetValue);
  const pageBlocks = useContext(PageBlocksContext);
  // Only while unset: a computed value is what the page shows instead (e.g. 'Berechnet: 3 Min.').
  const computed = current === null && field.computed ? computeValue(field.computed, pageBlocks) : null;

  const commitText = (text: string, typing: boolean) => {
    const n = parseNumber(text);
    if (n === null) {
      if (!typing && text.trim() === "" && clearable) onChange(unset());
      return;
    }
    const clamped = clampNumber(n, field);
    if (typing && clamped !== n) return;
    if (clamped !== current) onChange(clamped, typing);
  };

  const range = t.number.range(rangeLabel(field));
  // Four sides in a grid have no room for hints: the range is the input's tooltip there.
  const unsetHint = computed ? computed.label : t.number.unset;
  const hint = compact ? field.help : [field.help, range, current === null && clearable ? unsetHint : null].filter(Boolean).join(" · ");
  const sliderValue = current ?? clampNumber(computed?.value ?? field.start ?? field.min, field);

  return (
    <FormField id={id} label={field.label} hint={hint}>
      {(aria) => (
        <div className="flex items-center gap-3">
          {!compact && (
            <Slider
              aria-label={t.number.slider(field.label)}
              min={field.min}
              max={field.max}
              step={field.step}
              value={[sliderValue]}
              onValueChange={([v]) => onChange(clampNumber(v, field), true)}
              className={current === null ? "flex-1 opacity-60" : "flex-1"}
            />
          )}
          <div className="flex items-center gap-1.5">
            <Input
              id={id}
              type="number"
              inputMode="decimal"
              min={field.min}
              max={field.max}
              step={field.step}
              placeholder={computed ? String(computed.value) : current === null && field.start !== undefined ? String(field.start) : undefined}
              title={compact ? range : undefined}
              className={compact ? "w-full min-w-16" : "w-20"}
              value={draft.shown}
              onFocus={draft.begin}
              onChange={(e) => {
                draft.set(e.target.value);
                commitText(e.target.value, true);
              }}
              onBlur={(e) => {
                commitText(e.target.value, false);
                draft.end();
              }}
              onKeyDown={(e) => {
                if (e.key === "Enter") commitText(e.currentTarget.value, false);
              }}
              {...aria}
            />
            {field.unit && <span className="text-xs text-muted-foreground">{field.unit}</span>}
            {clearable && current !== null && !compact && (
              <Button type="button" variant="ghost" size="icon" className="size-8" title={t.number.reset(field.label)} aria-label={t.number.reset(field.label)} onClick={() => onChange(unset())}>
                <RotateCcw aria-hidden="true" />
              </Button>
            )}
          </div>
        </div>
      )}
    </FormField>
  );
}
