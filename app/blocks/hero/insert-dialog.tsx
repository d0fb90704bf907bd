import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { FormField, SelectField, SwitchField, TextField } from "~/components/admin/forms/fields";
import { FormDialog } from "~/components/admin/forms/form-dialog";
import { Button } from "~/components/ui/button";
import { Slider } from "~/components/ui/slider";
import { deEditor } from "~/i18n/editor";
import type { ButtonVariant } from "~/components/admin/editor/insert/content";
import { VARIANT_OPTIONS, useSubmit } from "~/components/admin/editor/insert/form-parts";
import { ImageSourceField } from "~/components/admin/editor/insert/image-source-field";
import type { InsertDialogProps } from "../block-editor";
import { HERO_MAX_BUTTONS, HERO_OVERLAY, heroButtonDefaults, heroContent, heroDefaults, snapOverlay, type HeroValues } from "./insert";

const t = deEditor.insert;
const de = { title: "Hero-Sektion einfügen", description: "Der große Einstieg oben auf der Seite." };

/**
 * Hero insert (spec §5 'Hero'): title, subtitle, background image, up to 2 buttons, the overlay
 * (0–100 in steps of 5, only usable with a background image) and the one-H1 hint.
 */
export function HeroInsertDialog({ onCancel, onInsert }: InsertDialogProps) {
  const [values, setValues] = useState<HeroValues>(heroDefaults);
  const { errors, setErrors, submit } = useSubmit(onInsert);
  const set = (patch: Partial<HeroValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };
  const setButton = (i: number, patch: Partial<HeroValues["buttons"][number]>) => set({ buttons: values.buttons.map((b, j) => (j === i ? { ...b, ...patch } : b)) });
  const hasBackground = values.backgroundImage.trim() !== "";
  return (
    <FormDialog
      title={de.title}
      description={de.description}
      onClose={onCancel}
      submitLabel={t.submit}
      onSubmit={() => submit(heroContent(values))}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
    >
      <TextField id="insert-hero-title" label={t.title} value={values.title} onChange={(title) => set({ title })} />
      <SwitchField id="insert-hero-h1" label={t.isH1} hint={t.h1Hint} checked={values.isH1} onChange={(isH1) => set({ isH1 })} />
      <TextField id="insert-hero-subtitle" label={t.subtitle} value={values.subtitle} multiline onChange={(subtitle) => set({ subtitle })} />
      <ImageSourceField id="insert-hero-bg" label={t.backgroundImage} value={values.backgroundImage} error={errors.backgroundImage} onChange={(backgroundImage) => set({ backgroundImage })} />
      <FormField id="insert-hero-overlay" label={t.overlay} hint={hasBackground ? t.overlayHint : t.overlayDisabled}>
        {(aria) => (
          <div className="flex items-center gap-3">
            <Slider
              id="insert-hero-overlay"
              min={HERO_OVERLAY.min}
              max={HERO_OVERLAY.max}
              step={HERO_OVERLAY.step}
              value={[values.overlayOpacity]}
              disabled={!hasBackground}
              onValueChange={([v]) => set({ overlayOpacity: snapOverlay(v) })}
              aria-label={t.overlay}
              aria-describedby={aria["aria-describedby"]}
              className="flex-1"
            />
            <span className="w-12 text-right text-sm tabular-nums" aria-hidden="true">
              {t.overlayValue(values.overlayOpacity)}
            </span>
          </div>
        )}
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">{t.buttons}</legend>
        {values.buttons.map((button, i) => (
          <div key={i} className="grid gap-3 rounded-md border p-3">
            <div className="flex items-center justify-between">
              <p className="text-sm font-medium">{t.buttonN(i + 1)}</p>
              <Button type="button" variant="ghost" size="sm" aria-label={t.removeButton(i + 1)} onClick={() => set({ buttons: values.buttons.filter((_, j) => j !== i) })}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField id={`insert-hero-button-${i}-text`} label={t.text} value={button.text} error={errors[`buttons.${i}.text`]} onChange={(text) => setButton(i, { text })} />
              <TextField id={`insert-hero-button-${i}-href`} label={t.href} value={button.href} error={errors[`buttons.${i}.href`]} onChange={(href) => setButton(i, { href })} />
            </div>
            <SelectField id={`insert-hero-button-${i}-variant`} label={t.variant} value={button.variant} options={VARIANT_OPTIONS} onChange={(variant) => setButton(i, { variant: variant as ButtonVariant })} />
          </div>
        ))}
        {values.buttons.length < HERO_MAX_BUTTONS ? (
          <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => set({ buttons: [...values.buttons, heroButtonDefaults()] })}>
            <Plus aria-hidden="true" />
            {t.addButton}
          </Button>
        ) : (
          <p className="text-xs text-muted-foreground">{t.maxButtons}</p>
        )}
        {errors.buttons && <p className="text-xs font-medium text-destructive">{errors.buttons}</p>}
      </fieldset>
    </FormDialog>
  );
}
