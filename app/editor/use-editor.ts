import { useCallback, useEffect, useReducer } from "react";
import type { Block } from "~/blocks/types";
import { canRedo, canUndo, createHistory, historyReducer, type HistoryAction } from "./history";
import type { EditorState } from "./state";

export interface UseEditor {
  state: EditorState;
  canUndo: boolean;
  canRedo: boolean;
  /** Any editor action, or undo/redo/reset (reset: a newly loaded page without history). */
  dispatch: (action: HistoryAction) => void;
  undo: () => void;
  redo: () => void;
}

type ShortcutEvent = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey"> & { target: EventTarget | null };

/** Form fields and rich text keep their own undo; the page's undo must not steal their shortcut. */
export function isEditableTarget(target: EventTarget | null): boolean {
  const element = target as { tagName?: unknown; isContentEditable?: unknown } | null;
  if (!element || typeof element.tagName !== "string") return false;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName.toUpperCase()) || element.isContentEditable === true;
}

/** Ctrl+Z undo; Ctrl+Y or Ctrl+Shift+Z redo (spec §4), Cmd instead of Ctrl on a Mac. */
export function historyShortcut(event: ShortcutEvent): "undo" | "redo" | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || isEditableTarget(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && !event.shiftKey) return "redo";
  return null;
}

/** The page builder's state with undo history and the undo/redo keyboard shortcuts on the document. */
export function useEditor(initialBlocks: Block[]): UseEditor {
  const [history, dispatch] = useReducer(historyReducer, initialBlocks, (blocks) => createHistory(blocks));
  const undo = useCallback(() => dispatch({ type: "undo" }), []);
  const redo = useCallback(() => dispatch({ type: "redo" }), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const command = historyShortcut(event);
      if (!command) return;
      event.preventDefault();
      dispatch({ type: command });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  return { state: history.present, canUndo: canUndo(history), canRedo: canRedo(history), dispatch, undo, redo };
}
