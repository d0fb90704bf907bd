import { afterEach, describe, expect, it, vi } from "vitest";
import { editorReducer } from ".";
import { p, spyWarn, state } from "./test-tree";

afterEach(() => vi.restoreAllMocks());

describe("replace", () => {
  it("replaces the tree, keeping the selection only if its block is still there", () => {
    const blocks = [p("h", "Server"), p("z")];
    const kept = editorReducer(state("h"), { type: "replace", blocks });
    expect(kept).toEqual({ blocks, selectedId: "h" });
    expect(editorReducer(state("deep"), { type: "replace", blocks }).selectedId).toBeNull();
  });

  it("ignores and logs something that is no list", () => {
    const warn = spyWarn();
    const before = state();
    expect(editorReducer(before, { type: "replace", blocks: { id: "x" } as never })).toBe(before);
    expect(warn).toHaveBeenCalledOnce();
  });
});
