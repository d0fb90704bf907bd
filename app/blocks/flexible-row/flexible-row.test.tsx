import { describe, expect, it } from "vitest";
import type { Block } from "../types";
import { block, normaliseWidths } from "./block";
import { columnSlots, renderBlock } from "../render-for-test";

const p = (id: string): Block => ({ id, type: "paragraph", content: { text: id } });

function render(content: Record<string, unknown>, slots?: Block["slots"]): string {
  return renderBlock(block, content, { id: "f", slots, router: false });
}

describe("flexible-row block", () => {
  it("defaults to two equal columns with a 16 px gap", () => {
    expect(block.schema.parse({})).toEqual({ columns: 2, columnWidths: [50, 50], gap: 16, alignment: "stretch" });
    expect(block.label).toBe("Flexible Zeile");
    expect(block.category).toBe("Layout");
  });

  it("clamps columns to 1–6 and gap to 0–100", () => {
    const c = (v: unknown) => block.schema.parse({ columns: v }).columns;
    expect([c(1), c(6), c(0), c(-3), c(7), c(12), c("4")]).toEqual([1, 6, 1, 1, 6, 6, 4]);
    const g = (v: unknown) => block.schema.parse({ gap: v }).gap;
    expect([g(0), g(100), g(-1), g(101), g(500)]).toEqual([0, 100, 0, 100, 100]);
  });

  it("uses equal widths or the presets 33/67 and 25/50/25", () => {
    expect(block.schema.parse({ columns: 3 }).columnWidths).toEqual([33.33, 33.33, 33.33]);
    expect(block.schema.parse({ columns: 2, columnWidths: "33-67" }).columnWidths).toEqual([33, 67]);
    expect(block.schema.parse({ columns: 3, columnWidths: "25/50/25" }).columnWidths).toEqual([25, 50, 25]);
    expect(block.schema.parse({ columns: 3, columnWidths: "highlight-middle" }).columnWidths).toEqual([25, 50, 25]);
    // A preset that does not fit the column count, or widths of the wrong length, mean equal.
    expect(block.schema.parse({ columns: 4, columnWidths: "33-67" }).columnWidths).toEqual([25, 25, 25, 25]);
    expect(block.schema.parse({ columns: 2, columnWidths: [10, 20, 70] }).columnWidths).toEqual([50, 50]);
    expect(normaliseWidths([1, 3], 2)).toEqual([25, 75]);
    expect(normaliseWidths(["40%", "60%"], 2)).toEqual([40, 60]);
    expect(normaliseWidths([0, 100], 2)).toEqual([50, 50]);
    // Parsing the output again keeps it.
    const once = block.schema.parse({ columns: 3, columnWidths: [1, 1, 1] });
    expect(block.schema.parse(once)).toEqual(once);
  });

  it("maps alignments and falls back to stretch", () => {
    expect(block.schema.parse({ alignment: "center" }).alignment).toBe("center");
    expect(block.schema.parse({ alignment: "top" }).alignment).toBe("start");
    expect(block.schema.parse({ alignment: "diagonal" }).alignment).toBe("stretch");
    expect(block.schema.safeParse({ columns: { n: 2 } }).success).toBe(false);
  });

  it("renders one column per child list that stacks below 768 px", () => {
    const html = render({ columns: 3, columnWidths: "25-50-25", gap: 24, alignment: "center" }, columnSlots([p("a")], [p("b")], [p("c")]));
    expect(html).toMatch(/^<div data-row-columns="" class="grid grid-cols-1 md:grid-cols-\(--row-columns\) items-center"/);
    expect(html).toContain("--row-columns:minmax(0,25fr) minmax(0,50fr) minmax(0,25fr)");
    expect(html).toContain("gap:24px");
    expect(html).toContain('<div class="min-w-0"><p>a</p></div><div class="min-w-0"><p>b</p></div><div class="min-w-0"><p>c</p></div>');
  });

  it("keeps blocks of columns beyond the count in the last column", () => {
    const html = render({ columns: 1 }, columnSlots([p("a")], [p("b")]));
    expect(html.match(/min-w-0/g)).toHaveLength(1);
    expect(html).toContain("<p>a</p><p>b</p>");
  });
});
