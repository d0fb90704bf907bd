import { removeBlock } from "~/blocks/tree";
import type { EditorState } from "../state";
import { keepSelection, requireBlock } from "./helpers";

export interface RemoveAction {
  type: "remove";
  id: string;
}

/** Removes the block with everything inside it; a selection inside what went is cleared (spec §4). */
export function remove(state: EditorState, action: RemoveAction): EditorState {
  requireBlock(state.blocks, action.id);
  const blocks = removeBlock(state.blocks, action.id);
  return { blocks, selectedId: keepSelection(blocks, state.selectedId) };
}
