import { Check } from "lucide-react";
import { FormField } from "~/components/admin/forms/fields";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { ColourField } from "~/blocks/types";
import { deEditor } from "~/i18n/editor";
import { cn } from "~/lib/utils";
import { isHexColour, normaliseHex } from "./colour-value";
import { PRESET_COLOURS } from "./constants";
import type { FieldInputProps } from "./field-props";
import { useDraft } from "./use-draft";

const t = deEditor.properties.colour;

/**
 * A colour by the rules of spec §5: #rrggbb only, else the theme colour. The native picker, the
 * hex text (committed once it is a colour, "#abc" written out in full) and the nine preset
 * colours of §9; 'Standard' clears it.
 */
export function ColourInput({ field, value, id, onChange, optional }: FieldInputProps<ColourField>) {
  const stored = isHexColour(value) ? value.toUpperCase() : "";
  const draft = useDraft(stored);
  const invalid = draft.editing && draft.shown.trim() !== "" && normaliseHex(draft.shown) === null;
  const clear = () => onChange(optional ? undefined : "");
  const set = (hex: string, typing?: boolean) => {
    if (hex !== stored) onChange(hex, typing);
  };

  return (
    <FormField id={id} label={field.label} hint={invalid ? undefined : field.help ?? (stored === "" ? t.theme : undefined)} error={invalid ? t.invalid : undefined}>
      {(aria) => (
        <div className="grid gap-2">
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label={t.picker(field.label)}
              value={(stored || "#000000").toLowerCase()}
              onChange={(e) => set(e.target.value.toUpperCase(), true)}
              className={cn(
                "h-9 w-11 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
                stored === "" && "opacity-50",
              )}
            />
            <Input
              id={id}
              value={draft.shown}
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
              placeholder={t.placeholder}
              className="w-28 font-mono uppercase"
              onFocus={draft.begin}
              onChange={(e) => {
                draft.set(e.target.value);
                const hex = /^#?[0-9a-fA-F]{6}$/.test(e.target.value.trim()) ? normaliseHex(e.target.value) : null;
                if (hex) set(hex, true);
              }}
              onBlur={(e) => {
                const text = e.target.value.trim();
                const hex = normaliseHex(text);
                if (text === "") {
                  if (stored !== "") clear();
                } else if (hex) set(hex);
                draft.end();
              }}
              {...aria}
            />
            <Button type="button" variant="outline" size="sm" title={t.standardTitle(field.label)} aria-pressed={stored === ""} onClick={clear}>
              {t.standard}
            </Button>
          </div>
          <div role="group" aria-label={t.presets(field.label)} className="flex flex-wrap gap-1.5">
            {PRESET_COLOURS.map((preset) => {
              const active = stored === preset.hex;
              return (
                <button
                  key={preset.hex}
                  type="button"
                  title={t.preset(preset.name, preset.hex)}
                  aria-label={t.preset(preset.name, preset.hex)}
                  aria-pressed={active}
                  onClick={() => set(preset.hex)}
                  className="flex size-6 items-center justify-center rounded-full border border-black/15 shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  style={{ backgroundColor: preset.hex }}
                >
                  {active && <Check aria-hidden="true" className={cn("size-3.5", preset.hex === "#FFFFFF" || preset.hex === "#F59E0B" ? "text-black" : "text-white")} />}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </FormField>
  );
}
