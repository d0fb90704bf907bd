import { afterEach, describe, expect, it, vi } from "vitest";
import { findBlock } from "~/blocks/tree";
import { editorReducer } from ".";
import { spyWarn, state } from "./test-tree";

afterEach(() => vi.restoreAllMocks());

describe("update-style", () => {
  it("merges the patch into the style", () => {
    const once = editorReducer(state(), { type: "update-style", id: "deep", patch: { margin: { top: 8 } } });
    const twice = editorReducer(once, { type: "update-style", id: "deep", patch: { textAlign: "center" } });
    expect(findBlock(twice.blocks, "deep")!.block.style).toEqual({ margin: { top: 8 }, textAlign: "center" });
    const removed = editorReducer(twice, { type: "update-style", id: "deep", patch: { margin: undefined } });
    expect(findBlock(removed.blocks, "deep")!.block.style).toEqual({ textAlign: "center" });
  });

  it("returns the same state for a patch equal to the current style", () => {
    const once = editorReducer(state(), { type: "update-style", id: "h", patch: { padding: { left: 4 } } });
    expect(editorReducer(once, { type: "update-style", id: "h", patch: { padding: { left: 4 } } })).toBe(once);
  });

  it("ignores and logs an unknown id", () => {
    const warn = spyWarn();
    const before = state();
    expect(editorReducer(before, { type: "update-style", id: "ghost", patch: { textAlign: "left" } })).toBe(before);
    expect(warn).toHaveBeenCalledOnce();
  });
});
