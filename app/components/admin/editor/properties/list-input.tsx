import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { FieldDescription, ListField } from "~/blocks/types";
import { deEditor } from "~/i18n/editor";
import type { NestedInputs } from "./field-input";
import type { CompositeInputProps } from "./field-props";
import { addItem, asList, canAddItem, canRemoveItem, moveItem, removeItem } from "./list-ops";
import { usePanel } from "./panel-context";
import { isRecord, newListItem } from "./values";

const t = deEditor.properties.list;

/**
 * A list the editor adds to, removes from and reorders (up/down buttons, so it works by keyboard),
 * within the field's minItems/maxItems. Items are single values (`item`) or objects (`fields`).
 */
export function ListInput({ field, value, path, onChange, nested: { FieldInput, FieldList } }: CompositeInputProps<ListField> & { nested: NestedInputs }) {
  const panel = usePanel();
  const items = asList(value);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  // After a move the item sits at a new index: focus follows it there, so repeated moves by keyboard work.
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  useEffect(() => {
    if (focusAfterMove === null) return;
    buttons.current.get(focusAfterMove)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const canAdd = canAddItem(items, field);
  const canRemove = canRemoveItem(items, field);
  const setItem = (index: number, next: unknown, typingPath?: string) => {
    const copy = [...items];
    copy[index] = next;
    onChange(copy, typingPath);
  };
  const move = (index: number, by: -1 | 1) => {
    onChange(moveItem(items, index, by));
    const to = index + by;
    const edge = to === 0 || to === items.length - 1;
    // At the end of the list the pressed button is disabled; the other direction takes the focus.
    setFocusAfterMove(`${to}-${edge ? (by < 0 ? "down" : "up") : by < 0 ? "up" : "down"}`);
  };
  const add = () => {
    const module = path[0] === "style" ? null : panel.module;
    onChange(addItem(items, newListItem(field, module, panel.content(), path, items), field));
  };

  const ref = (key: string) => (el: HTMLButtonElement | null) => {
    buttons.current.set(key, el);
  };

  const status = [
    field.help,
    field.maxItems !== undefined && !canAdd ? t.atMax(field.maxItems) : null,
    field.minItems !== undefined && field.minItems > 0 && !canRemove ? t.atMin(field.minItems) : null,
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <fieldset className="grid gap-2 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">
        {field.label} <span className="font-normal text-muted-foreground tabular-nums">({t.count(items.length, field.maxItems)})</span>
      </legend>
      {status && <p className="-mt-1 text-xs text-muted-foreground">{status}</p>}
      {items.length === 0 && <p className="text-xs text-muted-foreground">{t.empty}</p>}
      <ol className="grid gap-2">
        {items.map((item, index) => {
          const n = index + 1;
          const controls = (
            <div className="flex shrink-0 gap-0.5">
              <Button ref={ref(`${index}-up`)} type="button" variant="ghost" size="icon" className="size-7" disabled={index === 0} title={t.up(field.itemLabel, n)} aria-label={t.up(field.itemLabel, n)} onClick={() => move(index, -1)}>
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button
                ref={ref(`${index}-down`)}
                type="button"
                variant="ghost"
                size="icon"
                className="size-7"
                disabled={index === items.length - 1}
                title={t.down(field.itemLabel, n)}
                aria-label={t.down(field.itemLabel, n)}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7 text-destructive hover:text-destructive"
                disabled={!canRemove}
                title={t.remove(field.itemLabel, n)}
                aria-label={t.remove(field.itemLabel, n)}
                onClick={() => onChange(removeItem(items, index, field))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          );
          if (field.item) {
            const itemField = { ...field.item, label: t.item(field.itemLabel, n) } as FieldDescription;
            return (
              <li key={index} className="flex items-end gap-1">
                <div className="min-w-0 flex-1">
                  <FieldInput field={itemField} value={item} path={[...path, index]} onChange={(next, typingPath) => setItem(index, next, typingPath)} />
                </div>
                {controls}
              </li>
            );
          }
          const values = isRecord(item) ? item : {};
          return (
            <li key={index} className="grid gap-3 rounded-md border bg-muted/30 p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium">{t.item(field.itemLabel, n)}</span>
                {controls}
              </div>
              <FieldList fields={field.fields} values={values} path={[...path, index]} onChange={(key, next, typingPath, siblings) => setItem(index, { ...values, ...siblings, [key]: next }, typingPath)} />
            </li>
          );
        })}
      </ol>
      <Button type="button" variant="outline" size="sm" className="w-fit" disabled={!canAdd} onClick={add}>
        <Plus aria-hidden="true" />
        {t.add(field.itemLabel)}
      </Button>
    </fieldset>
  );
}
