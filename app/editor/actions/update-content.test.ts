import { afterEach, describe, expect, it, vi } from "vitest";
import { findBlock, slotBlocks } from "~/blocks/tree";
import { editorReducer } from ".";
import { spyWarn, state } from "./test-tree";

afterEach(() => vi.restoreAllMocks());

describe("update-content", () => {
  it("merges the patch into a nested block's content and removes keys set to undefined", () => {
    const before = state();
    const next = editorReducer(before, { type: "update-content", id: "h", patch: { text: "Neu", level: undefined }, coalesce: "text" });
    expect(findBlock(next.blocks, "h")!.block.content).toEqual({ text: "Neu" });
    expect(findBlock(before.blocks, "h")!.block.content).toEqual({ text: "Titel", level: 2 });
    // Untouched branches are shared, which keeps history snapshots cheap.
    expect(next.blocks[1]).toBe(before.blocks[1]);
  });

  it("returns the same state for a patch that changes nothing", () => {
    const before = state();
    expect(editorReducer(before, { type: "update-content", id: "h", patch: { text: "Titel" } })).toBe(before);
  });

  it("reshapes the columns when a flexible row's column count changes through its content", () => {
    const next = editorReducer(state(), { type: "update-content", id: "row", patch: { columns: 1 } });
    expect(slotBlocks(next.blocks, "row", "columns[0]")!.map((b) => b.id)).toEqual(["s2", "b"]);
  });

  it("ignores and logs an unknown id or a patch that is no object", () => {
    const warn = spyWarn();
    const before = state();
    expect(editorReducer(before, { type: "update-content", id: "ghost", patch: { text: "x" } })).toBe(before);
    expect(editorReducer(before, { type: "update-content", id: "h", patch: null as never })).toBe(before);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
