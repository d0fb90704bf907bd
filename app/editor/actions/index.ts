import type { EditorState } from "../state";
import { duplicate, type DuplicateAction } from "./duplicate";
import { insert, type InsertAction } from "./insert";
import { move, type MoveAction } from "./move";
import { remove, type RemoveAction } from "./remove";
import { replace, type ReplaceAction } from "./replace";
import { select, type SelectAction } from "./select";
import { updateContent, type UpdateContentAction } from "./update-content";
import { updateStyle, type UpdateStyleAction } from "./update-style";

export type {
  DuplicateAction,
  InsertAction,
  MoveAction,
  RemoveAction,
  ReplaceAction,
  SelectAction,
  UpdateContentAction,
  UpdateStyleAction,
};

/** Every change the page builder can make to its state; one handler per file beside this one. */
export type EditorAction =
  | InsertAction
  | MoveAction
  | RemoveAction
  | DuplicateAction
  | UpdateContentAction
  | UpdateStyleAction
  | SelectAction
  | ReplaceAction;

type Handlers = { [K in EditorAction["type"]]: (state: EditorState, action: Extract<EditorAction, { type: K }>) => EditorState };

const handlers: Handlers = {
  insert,
  move,
  remove,
  duplicate,
  "update-content": updateContent,
  "update-style": updateStyle,
  select,
  replace,
};

/**
 * The page builder's reducer. It never throws: an action that can't apply (unknown type or id, a
 * drop into itself, a missing slot, bad values) is logged and leaves the state object unchanged —
 * spec §8: invalid drops are only logged and ignored; a throwing reducer would take the editor and
 * the user's unsaved work down with it.
 */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const handler = action && Object.hasOwn(handlers, action.type) ? (handlers[action.type] as (s: EditorState, a: EditorAction) => EditorState) : undefined;
  if (!handler) {
    console.warn(`Unbekannte Editor-Aktion ignoriert: ${String((action as { type?: unknown } | null)?.type)}`, action);
    return state;
  }
  try {
    return handler(state, action);
  } catch (error) {
    console.warn(`Editor-Aktion "${action.type}" ignoriert: ${error instanceof Error ? error.message : String(error)}`, action);
    return state;
  }
}
