import { duplicateBlock, slotBlocks } from "~/blocks/tree";
import type { EditorState } from "../state";
import { requireBlock } from "./helpers";

export interface DuplicateAction {
  type: "duplicate";
  id: string;
}

/** Inserts a deep copy (fresh ids throughout) right after the block and selects the copy. */
export function duplicate(state: EditorState, action: DuplicateAction): EditorState {
  const { parentId, slot, index } = requireBlock(state.blocks, action.id);
  const blocks = duplicateBlock(state.blocks, action.id);
  const copy = slotBlocks(blocks, parentId, slot)![index + 1];
  return { blocks, selectedId: copy.id };
}
