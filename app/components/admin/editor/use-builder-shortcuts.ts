import { useEffect, useRef } from "react";
import { readBlocks } from "~/blocks/content";
import { findBlock, newBlockId, ROOT_SLOT, withFreshIds } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { toast } from "~/components/ui/sonner";
import type { InsertAction } from "~/editor/actions";
import type { HistoryAction } from "~/editor/history";
import { isEditableTarget } from "~/editor/use-editor";
import { deBuilderShortcuts } from "~/i18n/builder-shortcuts";

const t = deBuilderShortcuts;

/**
 * The page builder's block shortcuts (Delete, Ctrl+C/V/D, Escape, '?'). Every one goes through the
 * editor's existing actions (remove, insert, duplicate, select), so it is one undo step like a click.
 * Undo/redo (useEditor) and Ctrl+S (useEditingGuards) keep their own listeners.
 */
export type BuilderCommand = "remove" | "copy" | "paste" | "duplicate" | "parent" | "help";

type KeyEvent = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey"> & { target: EventTarget | null };

/** Widgets that own their keys: a dialog, a menu, a list box (Escape closes them, arrows move in them). */
const OWN_KEYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="combobox"]';

/**
 * The command a key press means, or null: nothing while typing (a form field, a contenteditable
 * text edited in place, TipTap) or inside a widget that has its own keys.
 */
export function builderCommand(event: KeyEvent): BuilderCommand | null {
  if (isEditableTarget(event.target)) return null;
  const element = event.target as { closest?: (selector: string) => unknown } | null;
  if (typeof element?.closest === "function" && element.closest(OWN_KEYS)) return null;
  const mod = event.ctrlKey || event.metaKey;
  if (event.altKey) return null;
  const key = event.key.toLowerCase();
  if (mod) {
    if (event.shiftKey) return null;
    if (key === "c") return "copy";
    if (key === "v") return "paste";
    if (key === "d") return "duplicate";
    return null;
  }
  if (event.key === "Delete" || event.key === "Backspace") return "remove";
  if (event.key === "Escape") return "parent";
  if (event.key === "?") return "help";
  return null;
}

/** The mark that tells our blocks on the clipboard from any other text. */
export const CLIPBOARD_KIND = "cms-page-builder/blocks";
/** Where the copy also goes, for browsers that do not let the page read the clipboard. */
export const CLIPBOARD_STORAGE_KEY = "cms.builder.clipboard";

interface ClipboardPayload {
  kind: typeof CLIPBOARD_KIND;
  version: 1;
  blocks: Block[];
}

export function clipboardText(blocks: Block[]): string {
  const payload: ClipboardPayload = { kind: CLIPBOARD_KIND, version: 1, blocks };
  return JSON.stringify(payload);
}

/** Our blocks from clipboard text, or null when the text is anything else. */
export function parseClipboard(text: string | null | undefined): Block[] | null {
  if (!text || !text.includes(CLIPBOARD_KIND)) return null;
  try {
    const payload = JSON.parse(text) as Partial<ClipboardPayload> | null;
    if (!payload || payload.kind !== CLIPBOARD_KIND || !Array.isArray(payload.blocks)) return null;
    // Read like any outside content: a tab of an older release copies nested blocks as `children`.
    const blocks = readBlocks(payload.blocks);
    return blocks.length > 0 ? blocks : null;
  } catch {
    return null;
  }
}

/**
 * The insert actions that paste `copied` right after the selected block (in its slot), or at the
 * end of the page with nothing selected. Every pasted block and everything inside it gets a fresh
 * id, so a block pasted twice (or back onto its own page) never shares an id.
 */
export function pasteActions(blocks: Block[], selectedId: string | null, copied: Block[], makeId: () => string = newBlockId): InsertAction[] {
  const at = selectedId ? findBlock(blocks, selectedId) : null;
  const parentId = at ? at.parentId : null;
  const slot = at ? at.slot : ROOT_SLOT;
  const start = at ? at.index + 1 : blocks.length;
  return copied.map((block, i) => ({ type: "insert", block: withFreshIds(block, makeId), to: { parentId, slot, index: start + i } }));
}

export async function writeClipboard(text: string): Promise<void> {
  try {
    localStorage.setItem(CLIPBOARD_STORAGE_KEY, text);
  } catch (error) {
    console.warn("Zwischenablage (localStorage) nicht beschreibbar", error);
  }
  try {
    await navigator.clipboard?.writeText(text);
  } catch (error) {
    // Denied or unavailable: the copy still lives in localStorage for pages of this site.
    console.warn("Systemzwischenablage nicht beschreibbar, Kopie nur im Browser gespeichert", error);
  }
}

/** Our blocks from the system clipboard; when the page may not read it, the copy in localStorage. */
export async function readClipboard(): Promise<Block[] | null> {
  try {
    if (navigator.clipboard?.readText) return parseClipboard(await navigator.clipboard.readText());
  } catch (error) {
    console.warn("Systemzwischenablage nicht lesbar, nehme die Kopie im Browser", error);
  }
  try {
    return parseClipboard(localStorage.getItem(CLIPBOARD_STORAGE_KEY));
  } catch {
    return null;
  }
}

export interface BuilderShortcutOptions {
  /** Off in preview mode. */
  enabled: boolean;
  blocks: Block[];
  selectedId: string | null;
  dispatch: (action: HistoryAction) => void;
  /** While a drag is on, its keys (Escape cancels it) are dnd-kit's. */
  isDragging: () => boolean;
  onHelp: () => void;
}

/** Binds the block shortcuts on the document while the builder is open. */
export function useBuilderShortcuts(options: BuilderShortcutOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const enabled = options.enabled;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || latest.current.isDragging()) return;
      const command = builderCommand(event);
      if (!command) return;
      const { blocks, selectedId, dispatch, onHelp } = latest.current;
      const selected = selectedId ? findBlock(blocks, selectedId) : null;
      switch (command) {
        case "help":
          event.preventDefault();
          onHelp();
          return;
        case "paste":
          event.preventDefault();
          void readClipboard().then((copied) => {
            if (!copied) return toast.info(t.nothingToPaste);
            // The state may have moved on while the clipboard was read.
            const now = latest.current;
            for (const action of pasteActions(now.blocks, now.selectedId, copied)) now.dispatch(action);
            toast.success(t.pasted);
          });
          return;
      }
      if (!selected) return;
      if (command === "copy") {
        // Text selected on the canvas: Ctrl+C copies that text, as everywhere.
        const selection = window.getSelection();
        if (selection && !selection.isCollapsed && selection.toString().trim() !== "") return;
        event.preventDefault();
        void writeClipboard(clipboardText([selected.block])).then(() => toast.success(t.copied));
        return;
      }
      event.preventDefault();
      if (command === "remove") dispatch({ type: "remove", id: selected.block.id });
      else if (command === "duplicate") dispatch({ type: "duplicate", id: selected.block.id });
      else if (command === "parent") dispatch({ type: "select", id: selected.parentId });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
