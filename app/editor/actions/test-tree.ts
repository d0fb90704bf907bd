import { vi } from "vitest";
import { tree } from "~/blocks/tree-fixture";
import { createEditorState, type EditorState } from "../state";

/** Shared fixture of the action tests (the tree itself lives beside the tree module). */
export { p, tree } from "~/blocks/tree-fixture";

export function state(selectedId: string | null = null): EditorState {
  return createEditorState(tree(), selectedId);
}

/** console.warn spied and silenced; returns the spy. */
export function spyWarn() {
  return vi.spyOn(console, "warn").mockImplementation(() => {});
}
