import { useState } from "react";
import type { InsertDialogProps } from "../block-editor";
import { FormField, SwitchField } from "~/components/admin/forms/fields";
import { FormDialog } from "~/components/admin/forms/form-dialog";
import { useSubmit } from "~/components/admin/editor/insert/form-parts";
import { Input } from "~/components/ui/input";
import { deEditor } from "~/i18n/editor";
import { TABLE_LIMITS, clampTable, tableContent, tableDefaults } from "./insert";

const t = deEditor.insert;
const de = { title: "Tabelle einfügen", description: "Größe der Tabelle; die Zellen füllen Sie danach auf der Arbeitsfläche oder im Eigenschaften-Panel." };

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

/** The table insert dialog (spec §2/§5); 'Einfügen' hands over the block content. */
export function TableInsertDialog({ onCancel, onInsert }: InsertDialogProps) {
  const [values, setValues] = useState(tableDefaults);
  const { submit } = useSubmit(onInsert);
  const shown = clampTable(values);
  return (
    <FormDialog title={de.title} description={de.description} onClose={onCancel} submitLabel={t.submit} onSubmit={() => submit(tableContent(values))} className="sm:max-w-md">
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
