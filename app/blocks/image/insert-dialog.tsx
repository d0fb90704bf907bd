import { useState } from "react";
import type { InsertDialogProps } from "../block-editor";
import { TextField } from "~/components/admin/forms/fields";
import { FormDialog } from "~/components/admin/forms/form-dialog";
import { useSubmit } from "~/components/admin/editor/insert/form-parts";
import { ImageSourceField } from "~/components/admin/editor/insert/image-source-field";
import { deEditor } from "~/i18n/editor";
import { imageContent, imageReady } from "./insert";

const t = deEditor.insert;
const de = { title: "Bild einfügen", description: "Wählen Sie ein Bild aus der Asset-Bibliothek oder geben Sie eine Adresse ein." };

/** The image insert dialog (spec §2/§5); 'Einfügen' hands over the block content. */
export function ImageInsertDialog({ onCancel, onInsert }: InsertDialogProps) {
  const [values, setValues] = useState({ src: "", alt: "", width: "", height: "" });
  const { errors, setErrors, submit } = useSubmit(onInsert);
  const set = (patch: Partial<typeof values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  return (
    <FormDialog
      title={de.title}
      description={de.description}
      onClose={onCancel}
      submitLabel={t.submit}
      submitDisabled={!imageReady(values)}
      onSubmit={() => submit(imageContent(values))}
      className="sm:max-w-lg"
    >
      <ImageSourceField
        id="insert-image-src"
        label={t.src}
        value={values.src}
        required
        error={errors.src}
        onChange={(src) => set({ src })}
        onAltSuggestion={(alt) => setValues((v) => (v.alt === "" ? { ...v, alt } : v))}
      />
      <TextField id="insert-image-alt" label={t.alt} hint={t.altHint} value={values.alt} onChange={(alt) => set({ alt })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="insert-image-width" label={t.width} hint={t.sizeHint} placeholder="300px" value={values.width} error={errors.width} onChange={(width) => set({ width })} />
        <TextField id="insert-image-height" label={t.height} hint={t.sizeHint} placeholder="auto" value={values.height} error={errors.height} onChange={(height) => set({ height })} />
      </div>
    </FormDialog>
  );
}
