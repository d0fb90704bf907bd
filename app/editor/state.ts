import type { Block } from "~/blocks/types";

/** What the page builder edits: the page's block tree and the block the properties panel shows. */
export interface EditorState {
  blocks: Block[];
  selectedId: string | null;
}

export function createEditorState(blocks: Block[] = [], selectedId: string | null = null): EditorState {
  return { blocks, selectedId };
}

/**
 * Where a block goes: a slot of a parent block (null: the page's own list) and the index in it.
 * Without an index the block is appended, so a drop on an empty area needs no counting.
 */
export interface DropTarget {
  parentId: string | null;
  slot: string;
  index?: number;
}

/**
 * An action that can't apply to the current tree (unknown id, a drop into itself, a missing slot).
 * The reducer logs it and ignores the action (spec §8: invalid drops are only logged).
 */
export class InvalidActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidActionError";
  }
}
