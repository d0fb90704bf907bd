import { afterEach, describe, expect, it, vi } from "vitest";
import { editorReducer } from ".";
import { spyWarn, state } from "./test-tree";

afterEach(() => vi.restoreAllMocks());

describe("select", () => {
  it("selects a nested block and clears with null, leaving the blocks alone", () => {
    const before = state();
    const selected = editorReducer(before, { type: "select", id: "deep" });
    expect(selected.selectedId).toBe("deep");
    expect(selected.blocks).toBe(before.blocks);
    expect(editorReducer(selected, { type: "select", id: null }).selectedId).toBeNull();
    expect(editorReducer(selected, { type: "select", id: "deep" })).toBe(selected);
  });

  it("ignores and logs an unknown id", () => {
    const warn = spyWarn();
    const before = state("h");
    expect(editorReducer(before, { type: "select", id: "ghost" })).toBe(before);
    expect(warn).toHaveBeenCalledOnce();
  });
});
