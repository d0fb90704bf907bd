import { useCallback, useEffect, useRef, useState, type Dispatch, type MutableRefObject, type SetStateAction } from "react";
import { patchForPath } from "~/blocks/editable";
import { findBlock, updateContent } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import type { EditingSession } from "~/components/admin/editor/session/session";
import { toast } from "~/components/ui/sonner";
import { deSite } from "~/i18n/site";
import { contentOf, currentValue, HOST_ATTR, showValue, targetOf, type FieldTarget } from "./dom";

const t = deSite.inlineEdit;

interface Editing {
  target: FieldTarget;
  host: HTMLElement;
  initial: string;
  /** What the text box holds now: already in the blocks, the queue and the browser draft. */
  value: string;
  /** A list item or table cell holds its editor itself (a <div> can't sit between <li>s): its own nodes meanwhile. */
  saved: ChildNode[] | null;
}

/** Elements whose parent takes no <div>: the editor goes inside them instead of after them. */
const HOLDS_EDITOR = /^(LI|TD|TH|DT|DD)$/;

/**
 * The one field open on the live page: a click (or Enter) on a marked field opens its editor in
 * place, every keystroke goes into the blocks and the session, 'Speichern' shows the value and
 * saves now, 'Abbrechen' goes back to the text the field had.
 */
export function useInlineFields(doc: Document, blocksRef: MutableRefObject<Block[]>, setBlocks: Dispatch<SetStateAction<Block[]>>, session: EditingSession) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const editingRef = useRef(editing);
  editingRef.current = editing;

  const close = useCallback(() => {
    const current = editingRef.current;
    if (!current) return;
    const { element } = current.target;
    // A committed value replaced the nodes already (showValue); otherwise the item gets its own back.
    if (current.saved && current.host.parentNode === element) element.replaceChildren(...current.saved);
    current.host.remove();
    element.hidden = false;
    current.target.element.focus();
    editingRef.current = null;
    setEditing(null);
  }, []);

  const open = useCallback(
    (target: FieldTarget) => {
      const current = editingRef.current;
      if (current) {
        // One field at a time: the open one keeps what was typed until it is saved or cancelled.
        current.host.querySelector<HTMLElement>("textarea, [contenteditable]")?.focus();
        return;
      }
      const host = doc.createElement("div");
      host.setAttribute(HOST_ATTR, "");
      const initial = currentValue(target, blocksRef.current);
      let saved: ChildNode[] | null = null;
      if (HOLDS_EDITOR.test(target.element.tagName)) {
        saved = [...target.element.childNodes];
        target.element.replaceChildren(host);
      } else {
        target.element.after(host);
        target.element.hidden = true;
      }
      const next = { target, host, initial, value: initial, saved };
      editingRef.current = next;
      setEditing(next);
    },
    [doc, blocksRef],
  );

  /**
   * Every keystroke of the open field goes into the blocks at once: the queue saves it into the
   * working copy 1.5 s after the last one (spec §4), the browser draft keeps it meanwhile, and
   * leaving before the server has it asks first. Nothing typed waits for 'Speichern'.
   */
  const track = useCallback(
    (value: string) => {
      const current = editingRef.current;
      if (!current) return false;
      current.value = value;
      const { target } = current;
      const block = findBlock(blocksRef.current, target.blockId)?.block;
      try {
        if (!block) throw new RangeError(`Block ${target.blockId} fehlt`);
        const next = updateContent(blocksRef.current, target.blockId, patchForPath(contentOf(block), target.path, value));
        blocksRef.current = next;
        setBlocks(next);
        session.change(next);
        return true;
      } catch (error) {
        console.error("Inline-Bearbeitung: Feld nicht gefunden", target.blockId, target.path, error);
        toast.error(t.fieldGone, { id: "inline-field-gone" });
        return false;
      }
    },
    [session, blocksRef, setBlocks],
  );

  /** 'Speichern' / Ctrl+Enter: the value shows on the page and is saved now instead of after the delay. */
  const commit = useCallback(
    (value: string) => {
      const current = editingRef.current;
      if (!current) return;
      if (track(value)) {
        showValue(current.target.element, current.target.field, value);
        if (session.dirty()) void session.flush();
      }
      close();
    },
    [track, close, session],
  );

  /** 'Abbrechen' / Escape: back to the text the field had when it was opened (saved again if the typing was). */
  const cancel = useCallback(() => {
    const current = editingRef.current;
    if (!current) return;
    if (current.value !== current.initial) track(current.initial);
    close();
  }, [track, close]);

  // Clicks and Enter on marked fields, delegated to the document: content replaced by a live update works the same.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = targetOf(event.target as Element | null, blocksRef.current);
      if (!target) return;
      // A link inside a paragraph is edited, not followed.
      event.preventDefault();
      open(target);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || event.defaultPrevented) return;
      const element = event.target as HTMLElement | null;
      if (!element?.hasAttribute?.("tabindex") || element.closest(`[${HOST_ATTR}]`)) return;
      const target = targetOf(element, blocksRef.current);
      if (!target || target.element !== element) return;
      event.preventDefault();
      open(target);
    };
    doc.addEventListener("click", onClick);
    doc.addEventListener("keydown", onKeyDown);
    return () => {
      doc.removeEventListener("click", onClick);
      doc.removeEventListener("keydown", onKeyDown);
    };
  }, [doc, open, blocksRef]);

  return { editing, editingRef, track, commit, cancel };
}
