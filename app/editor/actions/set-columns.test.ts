import { afterEach, describe, expect, it, vi } from "vitest";
import { flattenBlocks, findBlock, slotsOf } from "~/blocks/tree";
import { editorReducer } from ".";
import { spyWarn, state } from "./test-tree";

afterEach(() => vi.restoreAllMocks());

const columns = (blocks: ReturnType<typeof state>["blocks"]) =>
  slotsOf(findBlock(blocks, "row")!.block).map((s) => s.blocks.map((b) => b.id));

describe("set-columns", () => {
  it("adds columns with equal widths and keeps the children in their columns", () => {
    const next = editorReducer(state(), { type: "set-columns", id: "row", count: 4 });
    expect(columns(next.blocks)).toEqual([["s2"], ["b"], [], []]);
    expect(findBlock(next.blocks, "row")!.block.content).toMatchObject({ columns: 4, columnWidths: [25, 25, 25, 25] });
  });

  it("moves a removed column's children into the last remaining column", () => {
    const two = editorReducer(state(), { type: "set-columns", id: "row", count: 2 });
    expect(columns(two.blocks)).toEqual([["s2"], ["b"]]);
    const one = editorReducer(two, { type: "set-columns", id: "row", count: 1 });
    expect(columns(one.blocks)).toEqual([["s2", "b"]]);
    expect(findBlock(one.blocks, "row")!.block.content).toMatchObject({ columns: 1, columnWidths: [100] });
    expect(flattenBlocks(one.blocks)).toHaveLength(7);
  });

  it("makes widths equal again after custom widths", () => {
    const custom = editorReducer(state(), { type: "update-content", id: "row", patch: { columns: 2, columnWidths: [33, 67] } });
    const next = editorReducer(custom, { type: "set-columns", id: "row", count: 2 });
    expect(findBlock(next.blocks, "row")!.block.content.columnWidths).toEqual([50, 50]);
  });

  it("ignores and logs counts outside 1–6, fractions and blocks that are no flexible row", () => {
    const warn = spyWarn();
    const before = state();
    for (const count of [0, 7, 2.5, Number.NaN]) expect(editorReducer(before, { type: "set-columns", id: "row", count })).toBe(before);
    expect(editorReducer(before, { type: "set-columns", id: "s1", count: 2 })).toBe(before);
    expect(editorReducer(before, { type: "set-columns", id: "ghost", count: 2 })).toBe(before);
    expect(warn).toHaveBeenCalledTimes(6);
  });
});
