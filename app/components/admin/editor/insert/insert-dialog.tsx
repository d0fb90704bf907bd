import { useState } from "react";
import { FormField, SelectField, SwitchField, TextField } from "~/components/admin/forms/fields";
import { FormDialog } from "~/components/admin/forms/form-dialog";
import { Input } from "~/components/ui/input";
import { deEditor } from "~/i18n/editor";
import {
  TABLE_LIMITS,
  buttonContent,
  buttonDefaults,
  cardContent,
  cardDefaults,
  clampTable,
  imageContent,
  imageReady,
  tableContent,
  tableDefaults,
  type ButtonSize,
  type ButtonVariant,
  type InsertDialogType,
} from "./content";
import { SIZE_OPTIONS, VARIANT_OPTIONS, useSubmit, type InsertFormProps } from "./form-parts";
import { HeroInsertForm } from "./hero-form";
import { ImageSourceField } from "./image-source-field";

const t = deEditor.insert;


/** The insert dialog of one block type (spec §2/§5); 'Einfügen' hands over the block content. */
export function InsertDialog({ type, ...props }: InsertFormProps & { type: InsertDialogType }) {
  switch (type) {
    case "image":
      return <ImageInsertForm {...props} />;
    case "button":
      return <ButtonInsertForm {...props} />;
    case "card":
      return <CardInsertForm {...props} />;
    case "hero":
      return <HeroInsertForm {...props} />;
    case "table":
      return <TableInsertForm {...props} />;
  }
}

function ImageInsertForm({ onCancel, onInsert }: InsertFormProps) {
  const [values, setValues] = useState({ src: "", alt: "", width: "", height: "" });
  const { errors, setErrors, submit } = useSubmit(onInsert);
  const set = (patch: Partial<typeof values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  return (
    <FormDialog
      title={t.titles.image}
      description={t.descriptions.image}
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

function ButtonInsertForm({ onCancel, onInsert }: InsertFormProps) {
  const [values, setValues] = useState(buttonDefaults);
  const { errors, setErrors, submit } = useSubmit(onInsert);
  const set = (patch: Partial<typeof values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };
  return (
    <FormDialog title={t.titles.button} description={t.descriptions.button} onClose={onCancel} submitLabel={t.submit} onSubmit={() => submit(buttonContent(values))} className="sm:max-w-lg">
      <TextField id="insert-button-text" label={t.text} value={values.text} required error={errors.text} onChange={(text) => set({ text })} />
      <TextField id="insert-button-href" label={t.href} hint={t.hrefHint} value={values.href} required error={errors.href} onChange={(href) => set({ href })} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField id="insert-button-variant" label={t.variant} value={values.variant} options={VARIANT_OPTIONS} onChange={(variant) => set({ variant: variant as ButtonVariant })} />
        <SelectField id="insert-button-size" label={t.size} value={values.size} options={SIZE_OPTIONS} onChange={(size) => set({ size: size as ButtonSize })} />
      </div>
    </FormDialog>
  );
}

function CardInsertForm({ onCancel, onInsert }: InsertFormProps) {
  const [values, setValues] = useState(cardDefaults);
  const { errors, setErrors, submit } = useSubmit(onInsert);
  const set = (patch: Partial<typeof values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };
  return (
    <FormDialog title={t.titles.card} description={t.descriptions.card} onClose={onCancel} submitLabel={t.submit} onSubmit={() => submit(cardContent(values))} className="sm:max-w-lg">
      <TextField id="insert-card-title" label={t.title} value={values.title} onChange={(title) => set({ title })} />
      <TextField id="insert-card-description" label={t.description} value={values.description} multiline onChange={(description) => set({ description })} />
      <ImageSourceField id="insert-card-image" label={t.image} value={values.image} error={errors.image} onChange={(image) => set({ image })} />
      <TextField id="insert-card-link" label={t.cardLink} hint={`${t.cardLinkHint} ${t.hrefHint}`} value={values.link} error={errors.link} onChange={(link) => set({ link })} />
    </FormDialog>
  );
}

/** A whole number typed freely; clamped when it leaves the field, so typing '1' on the way to '12' works. */
function CountField(props: { id: string; label: string; hint: string; value: number; min: number; max: number; onChange: (n: number) => void }) {
  const [text, setText] = useState(String(props.value));
  const commit = () => {
    const n = Number.parseInt(text, 10);
    const next = Number.isFinite(n) ? Math.min(props.max, Math.max(props.min, n)) : props.value;
    setText(String(next));
    props.onChange(next);
  };
  return (
    <FormField id={props.id} label={props.label} hint={props.hint}>
      {(aria) => (
        <Input
          id={props.id}
          type="number"
          inputMode="numeric"
          min={props.min}
          max={props.max}
          step={1}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const n = Number.parseInt(e.target.value, 10);
            if (Number.isFinite(n)) props.onChange(Math.min(props.max, Math.max(props.min, n)));
          }}
          onBlur={commit}
          {...aria}
        />
      )}
    </FormField>
  );
}

function TableInsertForm({ onCancel, onInsert }: InsertFormProps) {
  const [values, setValues] = useState(tableDefaults);
  const { submit } = useSubmit(onInsert);
  const shown = clampTable(values);
  return (
    <FormDialog title={t.titles.table} description={t.descriptions.table} onClose={onCancel} submitLabel={t.submit} onSubmit={() => submit(tableContent(values))} className="sm:max-w-md">
      <div className="grid gap-4 sm:grid-cols-2">
        <CountField
          id="insert-table-cols"
          label={t.columns}
          hint={t.columnsHint}
          value={values.cols}
          min={TABLE_LIMITS.cols.min}
          max={TABLE_LIMITS.cols.max}
          onChange={(cols) => setValues((v) => ({ ...v, cols }))}
        />
        <CountField
          id="insert-table-rows"
          label={t.rows}
          hint={t.rowsHint}
          value={values.rows}
          min={TABLE_LIMITS.rows.min}
          max={TABLE_LIMITS.rows.max}
          onChange={(rows) => setValues((v) => ({ ...v, rows }))}
        />
      </div>
      <SwitchField id="insert-table-header" label={t.header} hint={t.headerHint} checked={values.header} onChange={(header) => setValues((v) => ({ ...v, header }))} />
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="insert-table-summary">
        {t.tableSummary(shown.cols, shown.rows, shown.header)}
      </p>
    </FormDialog>
  );
}
