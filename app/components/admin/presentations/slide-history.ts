import type { Slide } from "~/blocks/content";
import { HISTORY_LIMIT } from "~/editor/history";

/**
 * Undo/redo over slide snapshots, the slide editor's small version of app/editor/history.ts (that
 * one is bound to the block actions): the same limit of 50 steps, and typing in one field of one
 * slide (the same coalesce key) is one step until anything else happens.
 */
export interface SlideHistory {
  past: Slide[][];
  present: Slide[];
  future: Slide[][];
  lastKey: string | null;
}

export const createSlideHistory = (slides: Slide[]): SlideHistory => ({ past: [], present: slides, future: [], lastKey: null });

/** A new present; the same array (a refused or empty operation) adds no step. */
export function commit(h: SlideHistory, next: Slide[], coalesce: string | null = null): SlideHistory {
  if (next === h.present) return h;
  if (coalesce !== null && coalesce === h.lastKey) return { ...h, present: next, future: [] };
  const past = [...h.past, h.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], lastKey: coalesce };
}

export function undo(h: SlideHistory): SlideHistory {
  if (h.past.length === 0) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future], lastKey: null };
}

export function redo(h: SlideHistory): SlideHistory {
  if (h.future.length === 0) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1), lastKey: null };
}
