import { afterEach, describe, expect, it, vi } from "vitest";
import { findBlock, flattenBlocks, slotBlocks } from "~/blocks/tree";
import { editorReducer } from ".";
import { insert } from "./insert";
import { p, spyWarn, state } from "./test-tree";

afterEach(() => vi.restoreAllMocks());

describe("insert", () => {
  it("inserts at the index of the slot and selects the new block", () => {
    const before = state("h");
    const next = editorReducer(before, { type: "insert", block: p("new"), to: { parentId: "s1", slot: "children", index: 1 } });
    expect(slotBlocks(next.blocks, "s1", "children")!.map((b) => b.id)).toEqual(["h", "new", "row"]);
    expect(next.selectedId).toBe("new");
    expect(findBlock(before.blocks, "new")).toBeNull();
  });

  it("appends without an index, also into a flexible-row column", () => {
    const next = insert(state(), { type: "insert", block: p("x"), to: { parentId: "row", slot: "columns[1]" } });
    expect(slotBlocks(next.blocks, "row", "columns[1]")!.map((b) => b.id)).toEqual(["b", "x"]);
    const root = insert(state(), { type: "insert", block: p("y"), to: { parentId: null, slot: "children" } });
    expect(root.blocks.map((b) => b.id)).toEqual(["s1", "end", "y"]);
  });

  it("ignores and logs a drop on a missing parent, a missing slot, a clashing id or a bad block", () => {
    const warn = spyWarn();
    const before = state("h");
    const bad = [
      { block: p("x"), to: { parentId: "nope", slot: "children" } },
      { block: p("x"), to: { parentId: "row", slot: "columns[7]" } },
      { block: p("x"), to: { parentId: "h", slot: "children" } },
      { block: p("b"), to: { parentId: null, slot: "children" } },
      { block: { id: "", type: "paragraph", content: {} }, to: { parentId: null, slot: "children" } },
      { block: p("x"), to: { parentId: null, slot: "children", index: -1 } },
    ];
    for (const action of bad) expect(editorReducer(before, { type: "insert", ...action })).toBe(before);
    expect(warn).toHaveBeenCalledTimes(bad.length);
    expect(String(warn.mock.calls[0][0])).toMatch(/ignoriert/);
    expect(flattenBlocks(before.blocks)).toHaveLength(7);
  });
});
