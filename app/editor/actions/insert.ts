import { insertBlock } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { InvalidActionError, type DropTarget, type EditorState } from "../state";
import { isPlainObject, toAddress } from "./helpers";

/** A new block (from the element library or an insert dialog) dropped at `to`. */
export interface InsertAction {
  type: "insert";
  /** Its id and the ids inside it must be new to the page (newBlockId in app/blocks/tree.ts). */
  block: Block;
  to: DropTarget;
}

/** Inserts the block and selects it, so its properties open right after the drop. */
export function insert(state: EditorState, action: InsertAction): EditorState {
  const { block } = action;
  if (!isPlainObject(block) || typeof block.id !== "string" || block.id === "" || typeof block.type !== "string") {
    throw new InvalidActionError("Ungültiger Block");
  }
  const blocks = insertBlock(state.blocks, toAddress(action.to), { ...block, content: isPlainObject(block.content) ? block.content : {} });
  return { blocks, selectedId: block.id };
}
