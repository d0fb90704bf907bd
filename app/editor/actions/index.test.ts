import { afterEach, describe, expect, it, vi } from "vitest";
import * as tree from "~/blocks/tree";
import { editorReducer, type EditorAction } from ".";
import { spyWarn, state } from "./test-tree";

afterEach(() => vi.restoreAllMocks());

describe("editorReducer", () => {
  it("ignores and logs an unknown action type, also one named like an Object property", () => {
    const warn = spyWarn();
    const before = state();
    expect(editorReducer(before, { type: "explode" } as unknown as EditorAction)).toBe(before);
    expect(editorReducer(before, { type: "toString" } as unknown as EditorAction)).toBe(before);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0][0])).toContain("Unbekannte Editor-Aktion");
  });

  it("never throws, even when a tree operation fails unexpectedly", () => {
    const warn = spyWarn();
    vi.spyOn(tree, "removeBlock").mockImplementation(() => {
      throw new TypeError("kaputt");
    });
    const before = state();
    expect(() => editorReducer(before, { type: "remove", id: "h" })).not.toThrow();
    expect(editorReducer(before, { type: "remove", id: "h" })).toBe(before);
    expect(String(warn.mock.calls[0][0])).toContain("kaputt");
  });
});
