import { afterEach, describe, expect, it, vi } from "vitest";
import { findBlock, flattenBlocks, slotBlocks } from "~/blocks/tree";
import { editorReducer } from ".";
import { spyWarn, state } from "./test-tree";

afterEach(() => vi.restoreAllMocks());

describe("move", () => {
  it("moves a nested block into a flexible-row column and removes it from its old place", () => {
    const before = state("deep");
    const next = editorReducer(before, { type: "move", id: "deep", to: { parentId: "row", slot: "columns[2]", index: 0 } });
    expect(slotBlocks(next.blocks, "row", "columns[2]")!.map((b) => b.id)).toEqual(["deep"]);
    expect(slotBlocks(next.blocks, "s2", "children")).toEqual([]);
    expect(flattenBlocks(next.blocks).filter((b) => b.id === "deep")).toHaveLength(1);
    expect(next.selectedId).toBe("deep");
  });

  it("reorders within the root list (index after the move) and appends without an index", () => {
    const up = editorReducer(state(), { type: "move", id: "end", to: { parentId: null, slot: "children", index: 0 } });
    expect(up.blocks.map((b) => b.id)).toEqual(["end", "s1"]);
    const out = editorReducer(state(), { type: "move", id: "h", to: { parentId: null, slot: "children" } });
    expect(out.blocks.map((b) => b.id)).toEqual(["s1", "end", "h"]);
    expect(findBlock(out.blocks, "h")!.parentId).toBeNull();
  });

  it("ignores and logs a drop into itself, into a descendant, of an unknown block or into a missing slot", () => {
    const warn = spyWarn();
    const before = state();
    expect(editorReducer(before, { type: "move", id: "s1", to: { parentId: "s1", slot: "children", index: 0 } })).toBe(before);
    expect(editorReducer(before, { type: "move", id: "s1", to: { parentId: "s2", slot: "children", index: 0 } })).toBe(before);
    expect(editorReducer(before, { type: "move", id: "ghost", to: { parentId: null, slot: "children", index: 0 } })).toBe(before);
    expect(editorReducer(before, { type: "move", id: "h", to: { parentId: "row", slot: "children", index: 0 } })).toBe(before);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(String(warn.mock.calls[0][0])).toContain("sich selbst");
  });
});
