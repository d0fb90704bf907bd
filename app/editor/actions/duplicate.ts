import { duplicateBlock, slotBlocks, updateContent } from "~/blocks/tree";
import { InvalidActionError, type EditorState } from "../state";
import { isPlainObject, requireBlock } from "./helpers";

export interface DuplicateAction {
  type: "duplicate";
  id: string;
  /** Merged into the copy's content in the same step (the presentation editor's title ' (Kopie)', spec §4). */
  patch?: Record<string, unknown>;
}

/** Inserts a deep copy (fresh ids throughout) right after the block, its content patched, and selects the copy. */
export function duplicate(state: EditorState, action: DuplicateAction): EditorState {
  if (action.patch !== undefined && !isPlainObject(action.patch)) throw new InvalidActionError("Ungültige Inhaltsänderung");
  const { parentId, slot, index } = requireBlock(state.blocks, action.id);
  const copied = duplicateBlock(state.blocks, action.id);
  const copy = slotBlocks(copied, parentId, slot)![index + 1];
  const blocks = action.patch ? updateContent(copied, copy.id, action.patch) : copied;
  return { blocks, selectedId: copy.id };
}
