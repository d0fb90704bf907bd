import { equalWidths, MAX_COLUMNS } from "~/blocks/flexible-row/block";
import { updateContent } from "~/blocks/tree";
import { InvalidActionError, type EditorState } from "../state";
import { requireBlock } from "./helpers";

/** Flexible row: add or remove columns (spec §4 'Flexible row'). */
export interface SetColumnsAction {
  type: "set-columns";
  id: string;
  /** 1–6. */
  count: number;
}

/**
 * Sets the column count and rebuilds equal widths. Children stay in their columns; the blocks of a
 * removed column move into the last remaining one (the tree's column fitting), so none is lost.
 */
export function setColumns(state: EditorState, action: SetColumnsAction): EditorState {
  const { block } = requireBlock(state.blocks, action.id);
  if (block.type !== "flexible-row") throw new InvalidActionError(`Block ${block.id} (${block.type}) ist keine flexible Zeile`);
  const { count } = action;
  if (!Number.isInteger(count) || count < 1 || count > MAX_COLUMNS) {
    throw new InvalidActionError(`Spaltenanzahl ${String(count)} ungültig (1–${MAX_COLUMNS})`);
  }
  return { ...state, blocks: updateContent(state.blocks, action.id, { columns: count, columnWidths: equalWidths(count) }) };
}
