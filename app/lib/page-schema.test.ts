import { describe, expect, it } from "vitest";
import { de } from "~/i18n/de";
import { findBlockProblems, MAX_BLOCK_DEPTH, pageContentSchema } from "./page-schema";

const m = de.pages.field;
const p = (id: string) => ({ id, type: "paragraph", content: { text: id } });

/** A section nested `depth` levels deep, in the new shape (slots) or the older one (children). */
function nested(depth: number, shape: "slots" | "children"): unknown[] {
  let list: unknown[] = [p("innen")];
  for (let i = depth; i > 0; i--) list = [{ id: `s${i}`, type: "section", content: {}, ...(shape === "slots" ? { slots: { children: list } } : { children: list }) }];
  return list;
}

describe("page content input: named slots and the older children", () => {
  it("accepts slots by name and both older children shapes", () => {
    expect(findBlockProblems([{ id: "x", type: "test", content: {}, slots: { children: [p("a")], aside: [p("b")], "columns[0]": [p("c")] } }])).toEqual([]);
    expect(findBlockProblems([{ id: "s", type: "section", content: {}, children: [p("a")] }])).toEqual([]);
    expect(findBlockProblems([{ id: "r", type: "two-column", content: {}, children: [[p("a")], [p("b")]] }])).toEqual([]);
    expect(pageContentSchema.safeParse([{ id: "x", type: "section", content: {}, slots: { children: [p("a")] } }]).success).toBe(true);
  });

  it("refuses slots that are no lists of blocks, and checks the blocks inside", () => {
    expect(findBlockProblems([{ id: "x", type: "section", slots: [p("a")] }])).toEqual([{ message: m.blockSlots("x") }]);
    expect(findBlockProblems([{ id: "x", type: "section", slots: { children: p("a") } }])).toEqual([{ message: m.blockSlots("x") }]);
    expect(findBlockProblems([{ id: "x", type: "section", children: "a" }])).toEqual([{ message: m.blockChildren("x") }]);
    expect(findBlockProblems([{ id: "x", type: "section", slots: { children: [{ id: "", type: "paragraph" }] } }])).toEqual([{ message: m.blockId(1) }]);
  });

  it("counts ids across every slot and the older children alike", () => {
    expect(findBlockProblems([{ id: "x", type: "t", slots: { a: [p("d")], b: [p("d")] } }])).toEqual([{ message: m.blockDuplicateId("d") }]);
    expect(findBlockProblems([{ id: "x", type: "t", slots: { a: [p("d")] }, children: [p("d")] }])).toEqual([{ message: m.blockDuplicateId("d") }]);
  });

  it("has one depth limit for both shapes", () => {
    for (const shape of ["slots", "children"] as const) {
      expect(findBlockProblems(nested(MAX_BLOCK_DEPTH, shape)), shape).toEqual([]);
      expect(findBlockProblems(nested(MAX_BLOCK_DEPTH + 1, shape)), shape).toEqual([{ message: m.tooDeep }]);
    }
  });
});
