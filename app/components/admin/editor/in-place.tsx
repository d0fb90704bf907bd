import { useCallback, useEffect, useRef, useState, type MouseEvent as ReactMouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { EDIT_FIELD_ATTR, patchForPath, readPath, resolveEditableField, type EditableField } from "~/blocks/editable";
import { parsedContent } from "~/blocks/hooks";
import { getBlockModule } from "~/blocks/registry";
import type { Block } from "~/blocks/types";
import { deEditor } from "~/i18n/editor";
import { RichTextEditor } from "./rich-text";

const t = deEditor.builder.canvas;

/** Set on the element being edited in place (styled in app.css). */
export const IN_PLACE_ATTR = "data-in-place";

interface Editing {
  path: string;
  field: EditableField;
  element: HTMLElement;
  /** The block as it was when editing began: the frame keeps rendering it, so React leaves the element alone. */
  frozen: Block;
  /** The field's value before editing: Escape goes back to it. */
  original: string;
  /** When editing began: the session's undo step key. */
  session: number;
}

/** One undo step per field edited in place (each editing session its own). */
const coalesceKey = (id: string, path: string, session: number) => `in-place:${id}:${path}:${session}`;

function placeCaret(element: HTMLElement, x: number, y: number) {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.caretRangeFromPoint?.(x, y);
  if (range && element.contains(range.startContainer)) {
    selection.removeAllRanges();
    selection.addRange(range);
    return;
  }
  // Not on a character (a click on the padding): at the end.
  const end = document.createRange();
  end.selectNodeContents(element);
  end.collapse(false);
  selection.removeAllRanges();
  selection.addRange(end);
}

/**
 * Text edited in place on the canvas (issue 14 item 3). A block's Render marks the elements that
 * show its text fields (app/blocks/editable.ts); clicking such an element of the selected block
 * (or double-clicking any) edits it where it stands: plain text as the element itself made
 * editable, rich text in the TipTap editor with its toolbar. Every input is an update-content
 * action, so the properties panel, history (one step per pause) and autosave see it at once.
 * While editing, the frame renders the block as it was when editing began, so React never writes
 * into the element under the cursor; when editing ends, the block's body is rendered afresh.
 */
export function useInPlaceEditing(block: Block, update: (id: string, patch: Record<string, unknown>, coalesce?: string) => void) {
  const [editing, setEditing] = useState<Editing | null>(null);
  /** Bumped when editing ends: the body is mounted again from the current content. */
  const [generation, setGeneration] = useState(0);
  const blockRef = useRef(block);
  blockRef.current = block;

  const write = useCallback(
    (path: string, value: string, session: number | null) => {
      const current = blockRef.current;
      const module = getBlockModule(current.type);
      if (!module) return;
      // Nested paths are written into the parsed content: defaults not stored yet are filled in.
      const base = path.includes(".") ? (parsedContent(module, current.content) as Record<string, unknown>) : current.content;
      try {
        update(current.id, patchForPath(base, path, value), session !== null ? coalesceKey(current.id, path, session) : undefined);
      } catch (error) {
        console.warn(`Feld ${path} von Block ${current.id} nicht mehr vorhanden`, error);
      }
    },
    [update],
  );

  const finish = useCallback(() => {
    setEditing((current) => {
      if (!current) return current;
      current.element.removeAttribute(IN_PLACE_ATTR);
      current.element.removeAttribute("contenteditable");
      setGeneration((g) => g + 1);
      return null;
    });
  }, []);

  /** Starts editing when the click was on a marked field of this block; false otherwise. */
  const tryStart = useCallback(
    (event: ReactMouseEvent, frame: HTMLElement | null): boolean => {
      if (editing || !frame) return false;
      const element = (event.target as Element).closest<HTMLElement>(`[${EDIT_FIELD_ATTR}]`);
      // Fields of blocks nested in this one belong to their own frames.
      if (!element || element.closest("[data-editor-block]") !== frame) return false;
      const path = element.getAttribute(EDIT_FIELD_ATTR)!;
      const current = blockRef.current;
      const module = getBlockModule(current.type);
      const field = module ? resolveEditableField(module, path) : null;
      if (!module || !field) return false;
      const value = readPath(parsedContent(module, current.content) as Record<string, unknown>, path);
      const original = typeof value === "string" ? value : "";
      // What shows must be the stored text itself; a field the block transforms (a heading written as
      // "<h3>…</h3>") is edited in the properties panel instead, so nothing is lost.
      if (field.kind === "text" && element.textContent !== original) return false;
      element.setAttribute(IN_PLACE_ATTR, "");
      if (field.kind === "text") {
        element.setAttribute("contenteditable", "plaintext-only");
        element.focus();
        placeCaret(element, event.clientX, event.clientY);
      } else {
        element.replaceChildren();
      }
      setEditing({ path, field, element, frozen: current, original, session: performance.now() });
      return true;
    },
    [editing],
  );

  // Plain text: the element itself is the editor.
  useEffect(() => {
    if (!editing || editing.field.kind !== "text") return;
    const { element, path, field, original, session } = editing;
    const read = () => {
      const text = field.multiline ? element.innerText.replace(/\n$/, "") : element.textContent.replace(/\s*\n\s*/g, " ");
      return field.maxLength ? text.slice(0, field.maxLength) : text;
    };
    const onInput = () => write(path, read(), session);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        element.textContent = original;
        write(path, original, session);
        element.blur();
      } else if (event.key === "Enter" && (!field.multiline || event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        element.blur();
      }
    };
    element.addEventListener("input", onInput);
    element.addEventListener("keydown", onKeyDown);
    element.addEventListener("blur", finish);
    return () => {
      element.removeEventListener("input", onInput);
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("blur", finish);
    };
  }, [editing, write, finish]);

  let portal: ReactNode = null;
  if (editing?.field.kind === "richtext") {
    const { element, path, original, field, session } = editing;
    portal = createPortal(
      <CanvasRichText
        value={original}
        label={t.editInPlace(field.label)}
        onChange={(html, typing) => write(path, html, typing ? session : null)}
        onCancel={() => {
          write(path, original, session);
          finish();
        }}
        onDone={finish}
      />,
      element,
    );
  }

  return { editing: editing !== null, frozen: editing?.frozen ?? null, generation, tryStart, portal };
}

/** The TipTap editor in place of a rich-text field; leaving it (focus elsewhere) or Escape ends editing. */
function CanvasRichText({
  value,
  label,
  onChange,
  onCancel,
  onDone,
}: {
  value: string;
  label: string;
  onChange: (html: string, typing: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={ref}
      data-in-place-rich-text=""
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          onCancel();
        }
      }}
      onBlur={(event) => {
        // Focus moving into the toolbar's popovers (link, colour) is portalled elsewhere: those stay open.
        const next = event.relatedTarget as Node | null;
        if (next && (ref.current?.contains(next) || (next as Element).closest?.("[data-radix-popper-content-wrapper],[role=dialog]"))) return;
        onDone();
      }}
    >
      <RichTextEditor value={value} onChange={onChange} label={label} size="canvas" autoFocus className="-mx-2 -my-1 px-2 py-1" />
    </div>
  );
}
