import { describe, expect, it } from "vitest";
import type { Block } from "../types";
import { block } from "./block";
import { columnSlots, renderBlock } from "../render-for-test";

const p = (id: string): Block => ({ id, type: "paragraph", content: { text: id } });

function render(slots: Block["slots"]): string {
  return renderBlock(block, {}, { id: "t", slots, router: false });
}

describe("two-column block", () => {
  it("has equal column widths as its default content", () => {
    expect(block.schema.parse({})).toEqual({ columnWidths: [50, 50] });
    expect(block.label).toBe("Zwei Spalten");
    expect(block.category).toBe("Layout");
  });

  it("renders two columns that stack below 768 px", () => {
    const html = render(columnSlots([p("links")], [p("rechts"), p("rechts-2")]));
    expect(html).toMatch(/^<div class="grid grid-cols-1[^"]*md:grid-cols-2/);
    expect(html).toBe(
      '<div class="grid grid-cols-1 gap-6 md:grid-cols-2 md:gap-8"><div class="min-w-0"><p>links</p></div><div class="min-w-0"><p>rechts</p><p>rechts-2</p></div></div>',
    );
  });

  it("always renders two columns, moving blocks of extra columns into the last and stray lists into the first", () => {
    expect(render(undefined).match(/min-w-0/g)).toHaveLength(2);
    const html = render(columnSlots([p("a")], [p("b")], [p("c")]));
    expect(html.match(/min-w-0/g)).toHaveLength(2);
    expect(html).toContain("<p>b</p><p>c</p>");
    expect(render({ children: [p("flach")] })).toContain('<div class="min-w-0"><p>flach</p></div><div class="min-w-0"></div>');
  });
});
