import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import type { EditableField } from "~/blocks/editable";
import { RichTextEditor } from "~/components/admin/editor/rich-text";
import { Button } from "~/components/ui/button";
import { deSite } from "~/i18n/site";

const t = deSite.inlineEdit;

/** The element's look, so the text field reads like the text it replaces. */
const COPIED = ["fontFamily", "fontSize", "fontWeight", "fontStyle", "lineHeight", "letterSpacing", "textAlign", "textTransform", "color"] as const;

function lookOf(element: HTMLElement): CSSProperties {
  const computed = getComputedStyle(element);
  const style: Record<string, string> = {};
  for (const key of COPIED) style[key] = computed[key];
  return style as CSSProperties;
}

interface Props {
  field: EditableField;
  /** The element being edited (hidden meanwhile): its look is copied. */
  element: HTMLElement;
  initial: string;
  /** Every change of the text: the page keeps it in its working copy (autosave, browser draft) while the editor is open. */
  onChange: (value: string) => void;
  onCommit: (value: string) => void;
  onCancel: () => void;
}

/**
 * The subtitle editor of spec §4 in place of a field on the page: 'Speichern' or Ctrl+Enter commits,
 * 'Abbrechen' or Escape reverts. Plain text gets a text field that grows with its text and looks like
 * the element; rich text the CMS's rich text editor.
 */
export function FieldEditor({ field, element, initial, onChange, onCommit, onCancel }: Props) {
  const [value, setValue] = useState(initial);
  const [look] = useState(() => lookOf(element));
  const textarea = useRef<HTMLTextAreaElement>(null);

  function change(next: string) {
    const clean = field.kind === "text" && !field.multiline ? next.replace(/\r?\n/g, " ") : next;
    setValue(clean);
    onChange(clean);
  }

  useEffect(() => {
    const box = textarea.current;
    if (!box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, []);
  // Grows with its text (no scrollbar inside a heading).
  useLayoutEffect(() => {
    const box = textarea.current;
    if (!box) return;
    box.style.height = "auto";
    box.style.height = `${box.scrollHeight}px`;
  }, [value]);

  function onKeyDown(event: KeyboardEvent) {
    // A menu or popover of the rich text toolbar closes with its own Escape first.
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.preventDefault();
      onCancel();
    } else if (event.key === "Enter" && (event.ctrlKey || event.metaKey || (field.kind === "text" && !field.multiline))) {
      event.preventDefault();
      onCommit(value);
    }
  }

  return (
    <div role="group" aria-label={t.editField(field.label)} className="grid gap-2 rounded-md bg-sky-50/60 p-1 outline-2 outline-sky-500" onKeyDown={onKeyDown}>
      {field.kind === "text" ? (
        <textarea
          ref={textarea}
          aria-label={field.label}
          aria-describedby="inline-edit-tasten"
          rows={1}
          value={value}
          maxLength={field.maxLength}
          onChange={(event) => change(event.target.value)}
          style={look}
          className="block w-full resize-none overflow-hidden rounded-sm border-0 bg-white/80 p-0 outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
        />
      ) : (
        <RichTextEditor value={value} label={field.label} aria-describedby="inline-edit-tasten" autoFocus onChange={(html) => change(html)} />
      )}
      <div className="flex flex-wrap items-center justify-end gap-2 font-sans text-sm font-normal">
        <span id="inline-edit-tasten" className="mr-auto text-xs text-muted-foreground">
          {t.shortcuts}
        </span>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="button" size="sm" onClick={() => onCommit(value)}>
          {t.save}
        </Button>
      </div>
    </div>
  );
}
