import type { EditorState } from "../state";
import { requireBlock } from "./helpers";

export interface SelectAction {
  type: "select";
  /** null clears the selection. */
  id: string | null;
}

export function select(state: EditorState, action: SelectAction): EditorState {
  if (action.id === state.selectedId) return state;
  if (action.id !== null) requireBlock(state.blocks, action.id);
  return { ...state, selectedId: action.id };
}
