import { afterEach, describe, expect, it, vi } from "vitest";
import { flattenBlocks } from "~/blocks/tree";
import { editorReducer } from ".";
import { spyWarn, state } from "./test-tree";

afterEach(() => vi.restoreAllMocks());

describe("remove", () => {
  it("removes a block with everything inside it", () => {
    const next = editorReducer(state(), { type: "remove", id: "row" });
    expect(flattenBlocks(next.blocks).map((b) => b.id)).toEqual(["s1", "h", "end"]);
  });

  it("clears the selection when the selected block or an ancestor of it goes, keeps it otherwise", () => {
    expect(editorReducer(state("h"), { type: "remove", id: "h" }).selectedId).toBeNull();
    expect(editorReducer(state("deep"), { type: "remove", id: "row" }).selectedId).toBeNull();
    expect(editorReducer(state("end"), { type: "remove", id: "row" }).selectedId).toBe("end");
  });

  it("ignores and logs an unknown id", () => {
    const warn = spyWarn();
    const before = state("h");
    expect(editorReducer(before, { type: "remove", id: "ghost" })).toBe(before);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0][0])).toContain("ghost");
  });
});
