import { useState } from "react";
import type { InsertDialogProps } from "../block-editor";
import { TextField } from "~/components/admin/forms/fields";
import { FormDialog } from "~/components/admin/forms/form-dialog";
import { useSubmit } from "~/components/admin/editor/insert/form-parts";
import { ImageSourceField } from "~/components/admin/editor/insert/image-source-field";
import { deEditor } from "~/i18n/editor";
import { cardContent, cardDefaults } from "./insert";

const t = deEditor.insert;
const de = { title: "Karte einfügen", description: "Titel, Beschreibung, Bild und Link der Karte. Alles lässt sich später im Eigenschaften-Panel ändern." };

/** The card insert dialog (spec §2/§5); 'Einfügen' hands over the block content. */
export function CardInsertDialog({ onCancel, onInsert }: InsertDialogProps) {
  const [values, setValues] = useState(cardDefaults);
  const { errors, setErrors, submit } = useSubmit(onInsert);
  const set = (patch: Partial<typeof values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };
  return (
    <FormDialog title={de.title} description={de.description} onClose={onCancel} submitLabel={t.submit} onSubmit={() => submit(cardContent(values))} className="sm:max-w-lg">
      <TextField id="insert-card-title" label={t.title} value={values.title} onChange={(title) => set({ title })} />
      <TextField id="insert-card-description" label={t.description} value={values.description} multiline onChange={(description) => set({ description })} />
      <ImageSourceField id="insert-card-image" label={t.image} value={values.image} error={errors.image} onChange={(image) => set({ image })} />
      <TextField id="insert-card-link" label={t.cardLink} hint={`${t.cardLinkHint} ${t.hrefHint}`} value={values.link} error={errors.link} onChange={(link) => set({ link })} />
    </FormDialog>
  );
}
