import { updateStyle as updateTreeStyle } from "~/blocks/tree";
import type { BlockStyle } from "~/blocks/types";
import { deepEqual } from "../equal";
import { InvalidActionError, type EditorState } from "../state";
import { isPlainObject, requireBlock } from "./helpers";

export interface UpdateStyleAction {
  type: "update-style";
  id: string;
  /** Merged into the style; a key set to undefined is removed. */
  patch: Partial<BlockStyle>;
  /** As in update-content: same key in a row = one undo step. */
  coalesce?: string;
}

export function updateStyle(state: EditorState, action: UpdateStyleAction): EditorState {
  if (!isPlainObject(action.patch)) throw new InvalidActionError("Ungültige Stiländerung");
  const { block } = requireBlock(state.blocks, action.id);
  const style = (block.style ?? {}) as Record<string, unknown>;
  if (Object.entries(action.patch).every(([key, value]) => deepEqual(style[key], value))) return state;
  return { ...state, blocks: updateTreeStyle(state.blocks, action.id, action.patch) };
}
