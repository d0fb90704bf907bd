import { afterEach, describe, expect, it, vi } from "vitest";
import { flattenBlocks, slotBlocks } from "~/blocks/tree";
import { editorReducer } from ".";
import { spyWarn, state } from "./test-tree";

afterEach(() => vi.restoreAllMocks());

describe("duplicate", () => {
  it("merges a patch into the copy's content in the same step, the original untouched", () => {
    const before = state("h");
    const next = editorReducer(before, { type: "duplicate", id: "row", patch: { note: "Kopie" } });
    const list = slotBlocks(next.blocks, "s1", "children")!;
    expect(list[2].content.note).toBe("Kopie");
    expect(list[1].content.note).toBeUndefined();
    spyWarn();
    expect(editorReducer(before, { type: "duplicate", id: "row", patch: [] as never })).toBe(before);
  });

  it("inserts a deep copy with fresh ids right after the original and selects it", () => {
    const before = state("h");
    const next = editorReducer(before, { type: "duplicate", id: "row" });
    const list = slotBlocks(next.blocks, "s1", "children")!;
    expect(list).toHaveLength(3);
    expect(list[1].id).toBe("row");
    const copy = list[2];
    expect(next.selectedId).toBe(copy.id);
    const ids = flattenBlocks(next.blocks).map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    const copied = flattenBlocks([copy]);
    expect(copied.map((b) => b.type)).toEqual(["flexible-row", "section", "paragraph", "paragraph"]);
    expect(copied.some((b) => ["row", "s2", "deep", "b"].includes(b.id))).toBe(false);
    expect(copied[2].content).toEqual({ text: "deep" });
  });

  it("duplicates inside a column", () => {
    const next = editorReducer(state(), { type: "duplicate", id: "b" });
    const column = slotBlocks(next.blocks, "row", "columns[1]")!;
    expect(column).toHaveLength(2);
    expect(column[1].content).toEqual({ text: "b" });
    expect(next.selectedId).toBe(column[1].id);
  });

  it("ignores and logs an unknown id", () => {
    const warn = spyWarn();
    const before = state();
    expect(editorReducer(before, { type: "duplicate", id: "ghost" })).toBe(before);
    expect(warn).toHaveBeenCalledOnce();
  });
});
