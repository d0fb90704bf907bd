import type { Block } from "~/blocks/types";
import { editorReducer, type EditorAction } from "./actions";
import { keepSelection } from "./actions/helpers";
import { deepEqual } from "./equal";
import { mergeBlocks, type MergeChoices } from "./merge";
import type { EditorState } from "./state";

/** Spec §9: undo history of 50 snapshots. */
export const HISTORY_LIMIT = 50;

/**
 * Undo/redo over block snapshots. The tree operations share untouched branches, so a snapshot costs
 * only its changed path. The selection is not history: undo keeps it when the block still exists.
 */
export interface HistoryState {
  past: Block[][];
  present: EditorState;
  future: Block[][];
  /** The coalesce key (block id + field) of the last step; the same key again extends that step. */
  lastCoalesce: string | null;
}

export type HistoryAction =
  | EditorAction
  | { type: "undo" }
  | { type: "redo" }
  /** A freshly loaded page: new present, no history (nothing to undo back to an empty editor). */
  | { type: "reset"; blocks: Block[] }
  /**
   * Someone else's save merged in (the save queue's Rebase): the present and every undo/redo
   * snapshot get their changes, so undo takes back one's own steps, never the colleague's work.
   */
  | { type: "rebase"; base: Block[]; theirs: Block[]; choices: MergeChoices };

export function createHistory(blocks: Block[] = [], selectedId: string | null = null): HistoryState {
  return { past: [], present: { blocks, selectedId }, future: [], lastCoalesce: null };
}

export const canUndo = (h: HistoryState): boolean => h.past.length > 0;
export const canRedo = (h: HistoryState): boolean => h.future.length > 0;

function coalesceKey(action: EditorAction): string | null {
  if ((action.type === "update-content" || action.type === "update-style") && action.coalesce) {
    return `${action.type}:${action.id}:${action.coalesce}`;
  }
  return null;
}

function restore(h: HistoryState, blocks: Block[], past: Block[][], future: Block[][]): HistoryState {
  return { past, future, present: { blocks, selectedId: keepSelection(blocks, h.present.selectedId) }, lastCoalesce: null };
}

/**
 * Spec §4 'History': every change, delete, reorder or drop pushes one snapshot (at most 50), a
 * change that leaves the blocks equal pushes none, `select` never pushes, and consecutive updates
 * with the same coalesce key (typing in one field) are one step until any other action comes.
 */
export function historyReducer(h: HistoryState, action: HistoryAction): HistoryState {
  switch (action.type) {
    case "undo": {
      if (h.past.length === 0) return h;
      return restore(h, h.past[h.past.length - 1], h.past.slice(0, -1), [h.present.blocks, ...h.future]);
    }
    case "redo": {
      if (h.future.length === 0) return h;
      return restore(h, h.future[0], [...h.past, h.present.blocks], h.future.slice(1));
    }
    case "reset":
      return Array.isArray(action.blocks) ? createHistory(action.blocks, keepSelection(action.blocks, h.present.selectedId)) : h;
    case "rebase": {
      const onto = (blocks: Block[]) => mergeBlocks(action.base, blocks, action.theirs, action.choices).blocks;
      const blocks = onto(h.present.blocks);
      return {
        past: h.past.map(onto),
        future: h.future.map(onto),
        present: { blocks, selectedId: keepSelection(blocks, h.present.selectedId) },
        lastCoalesce: h.lastCoalesce,
      };
    }
  }
  const present = editorReducer(h.present, action);
  if (present === h.present) return h;
  const key = coalesceKey(action);
  if (present.blocks === h.present.blocks || deepEqual(present.blocks, h.present.blocks)) {
    // Selection only, or a change that changed nothing: no step, and a typing run ends at another action.
    return { ...h, present, lastCoalesce: action.type === "select" ? null : h.lastCoalesce };
  }
  if (key !== null && key === h.lastCoalesce) {
    // Typed back to where the step began (Escape in a text edited in place): no step is left.
    const before = h.past[h.past.length - 1];
    if (before && deepEqual(present.blocks, before)) return { ...h, past: h.past.slice(0, -1), present, future: [], lastCoalesce: null };
    return { ...h, present, future: [] };
  }
  const past = h.past.length >= HISTORY_LIMIT ? [...h.past.slice(h.past.length - HISTORY_LIMIT + 1), h.present.blocks] : [...h.past, h.present.blocks];
  return { past, present, future: [], lastCoalesce: key };
}
