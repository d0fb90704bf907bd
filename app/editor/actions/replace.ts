import type { Block } from "~/blocks/types";
import { InvalidActionError, type EditorState } from "../state";
import { keepSelection } from "./helpers";

/** The whole tree at once: the server's version after a conflict, the JSON expert view, a restored draft. */
export interface ReplaceAction {
  type: "replace";
  blocks: Block[];
}

export function replace(state: EditorState, action: ReplaceAction): EditorState {
  if (!Array.isArray(action.blocks)) throw new InvalidActionError("Ungültige Blockliste");
  if (action.blocks === state.blocks) return state;
  return { blocks: action.blocks, selectedId: keepSelection(action.blocks, state.selectedId) };
}
