import { useState } from "react";
import type { InsertDialogProps } from "../block-editor";
import { SelectField, TextField } from "~/components/admin/forms/fields";
import { FormDialog } from "~/components/admin/forms/form-dialog";
import { SIZE_OPTIONS, VARIANT_OPTIONS, useSubmit } from "~/components/admin/editor/insert/form-parts";
import type { ButtonSize, ButtonVariant } from "~/components/admin/editor/insert/content";
import { deEditor } from "~/i18n/editor";
import { buttonContent, buttonDefaults } from "./insert";

const t = deEditor.insert;
const de = { title: "Button einfügen", description: "Beschriftung, Ziel und Aussehen des Buttons." };

/** The button insert dialog (spec §2/§5); 'Einfügen' hands over the block content. */
export function ButtonInsertDialog({ onCancel, onInsert }: InsertDialogProps) {
  const [values, setValues] = useState(buttonDefaults);
  const { errors, setErrors, submit } = useSubmit(onInsert);
  const set = (patch: Partial<typeof values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };
  return (
    <FormDialog title={de.title} description={de.description} onClose={onCancel} submitLabel={t.submit} onSubmit={() => submit(buttonContent(values))} className="sm:max-w-lg">
      <TextField id="insert-button-text" label={t.text} value={values.text} required error={errors.text} onChange={(text) => set({ text })} />
      <TextField id="insert-button-href" label={t.href} hint={t.hrefHint} value={values.href} required error={errors.href} onChange={(href) => set({ href })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="insert-button-variant" label={t.variant} value={values.variant} options={VARIANT_OPTIONS} onChange={(variant) => set({ variant: variant as ButtonVariant })} />
        <SelectField id="insert-button-size" label={t.size} value={values.size} options={SIZE_OPTIONS} onChange={(size) => set({ size: size as ButtonSize })} />
      </div>
    </FormDialog>
  );
}
