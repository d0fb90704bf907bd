import { moveBlock } from "~/blocks/tree";
import type { EditorState } from "../state";
import type { DropTarget } from "../state";
import { requireBlock, toAddress, withBlocks } from "./helpers";

/** A block dragged to another place, also into another slot or nesting level. */
export interface MoveAction {
  type: "move";
  id: string;
  /** `index` is the block's index in the destination slot after the move. */
  to: DropTarget;
}

export function move(state: EditorState, action: MoveAction): EditorState {
  requireBlock(state.blocks, action.id);
  return withBlocks(state, moveBlock(state.blocks, action.id, toAddress(action.to)));
}
