import { findBlock, type BlockLocation, type SlotAddress } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { InvalidActionError, type DropTarget, type EditorState } from "../state";

export function requireBlock(blocks: Block[], id: unknown): BlockLocation {
  if (typeof id !== "string" || id === "") throw new InvalidActionError("Keine Block-ID angegeben");
  const found = findBlock(blocks, id);
  if (!found) throw new InvalidActionError(`Block ${id} nicht gefunden`);
  return found;
}

/** A tree address; no index (or one past the end) appends, which insertAt clamps to the list's length. */
export function toAddress(target: DropTarget | undefined): SlotAddress {
  if (!target || typeof target.slot !== "string" || (target.parentId !== null && typeof target.parentId !== "string")) {
    throw new InvalidActionError("Ungültiges Ziel");
  }
  const index = target.index ?? Number.POSITIVE_INFINITY;
  if (typeof index !== "number" || Number.isNaN(index) || index < 0) throw new InvalidActionError(`Ungültige Position ${String(target.index)}`);
  return { parentId: target.parentId, slot: target.slot, index };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object" && !Array.isArray(value);
}

/** The selection, or null when its block is no longer in the tree. */
export function keepSelection(blocks: Block[], selectedId: string | null): string | null {
  return selectedId !== null && findBlock(blocks, selectedId) ? selectedId : null;
}

/** The next state, or the same object when nothing changed (so React and the history skip it). */
export function withBlocks(state: EditorState, blocks: Block[], selectedId = state.selectedId): EditorState {
  return blocks === state.blocks && selectedId === state.selectedId ? state : { blocks, selectedId };
}
