import { describe, expect, it } from "vitest";
import type { Block } from "../types";
import { block } from "./block";
import { columnSlots, renderBlock } from "../render-for-test";

const p = (id: string): Block => ({ id, type: "paragraph", content: { text: id } });

function render(slots: Block["slots"]): string {
  return renderBlock(block, {}, { id: "t", slots, router: false });
}

describe("three-column block", () => {
  it("has equal column widths as its default content", () => {
    expect(block.schema.parse({})).toEqual({ columnWidths: [33.33, 33.33, 33.33] });
    expect(block.label).toBe("Drei Spalten");
    expect(block.category).toBe("Layout");
  });

  it("renders three columns in order that stack below 768 px", () => {
    const html = render(columnSlots([p("eins")], [p("zwei")], [p("drei")]));
    expect(html).toMatch(/^<div class="grid grid-cols-1[^"]*md:grid-cols-3/);
    expect(html.match(/min-w-0/g)).toHaveLength(3);
    expect(html.indexOf("eins")).toBeLessThan(html.indexOf("zwei"));
    expect(html.indexOf("zwei")).toBeLessThan(html.indexOf("drei"));
  });

  it("pads missing columns", () => {
    const html = render(columnSlots([p("nur eine")]));
    expect(html.match(/min-w-0/g)).toHaveLength(3);
    expect(html).toContain("<p>nur eine</p>");
  });
});
