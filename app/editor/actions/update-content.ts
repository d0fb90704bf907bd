import { updateContent as updateTreeContent } from "~/blocks/tree";
import { deepEqual } from "../equal";
import { InvalidActionError, type EditorState } from "../state";
import { isPlainObject, requireBlock } from "./helpers";

export interface UpdateContentAction {
  type: "update-content";
  id: string;
  /** Merged into the content; a key set to undefined is removed. */
  patch: Record<string, unknown>;
  /**
   * Typing in one field: consecutive updates with the same key (of the same block) are one undo
   * step (app/editor/history.ts). Usually the field's name.
   */
  coalesce?: string;
}

/** Merges the patch; a patch that changes nothing returns the same state (spec: redundant updates skipped). */
export function updateContent(state: EditorState, action: UpdateContentAction): EditorState {
  if (!isPlainObject(action.patch)) throw new InvalidActionError("Ungültige Inhaltsänderung");
  const { block } = requireBlock(state.blocks, action.id);
  const content = block.content ?? {};
  if (Object.entries(action.patch).every(([key, value]) => deepEqual(content[key], value))) return state;
  return { ...state, blocks: updateTreeContent(state.blocks, action.id, action.patch) };
}
