import { describe, expect, it } from "vitest";
import { readBlocks } from "../content";
import type { Block } from "../types";
import { block } from "./block";
import { columnSlots, renderBlock } from "../render-for-test";

const p = (id: string): Block => ({ id, type: "paragraph", content: { text: id } });

function render(content: Record<string, unknown>, slots?: Block["slots"]): string {
  return renderBlock(block, content, { id: "g", slots, router: false });
}

describe("grid block", () => {
  it("has only the column widths as content (equal by default) and three column slots", () => {
    expect(block.schema.parse({})).toEqual({ columnWidths: [33.33, 33.33, 33.33] });
    expect(block.slots).toEqual({ columns: { label: "Spalte", count: 3, legacyFields: ["columns"] } });
    expect(block.label).toBe("Raster");
    expect(block.category).toBe("Layout");
  });

  it("reads the spec's grid {columns: three lists} into exactly three column slots", () => {
    const read = (content: Record<string, unknown>, children?: unknown) => readBlocks([{ id: "g", type: "grid", content, children }])[0];
    expect(read({ columns: [[p("a")]] })).toEqual({ id: "g", type: "grid", content: {}, slots: { "columns[0]": [p("a")] } });
    // A fourth list is not lost: its blocks join the last column.
    expect(read({ columns: [[], [], [p("c")], [p("x")]] }).slots).toEqual({ "columns[2]": [p("c"), p("x")] });
    expect(read({ columns: [["junk", p("b")]] }).slots).toEqual({ "columns[0]": [p("b")] });
    expect(read({ columns: [[p("a")]] }, [[p("b")], [p("m")]]).slots).toEqual({ "columns[0]": [p("a"), p("b")], "columns[1]": [p("m")] });
  });

  it("renders three columns that stack below 768 px", () => {
    const html = render({}, columnSlots([p("eins")], [p("zwei")], [p("drei")]));
    expect(html).toBe(
      '<div class="grid grid-cols-1 gap-6 md:grid-cols-3 md:gap-8"><div class="min-w-0"><p>eins</p></div><div class="min-w-0"><p>zwei</p></div><div class="min-w-0"><p>drei</p></div></div>',
    );
  });

  it("pads missing columns", () => {
    const html = render({}, columnSlots([], [p("mitte")]));
    expect(html).toContain('<div class="min-w-0"></div><div class="min-w-0"><p>mitte</p></div><div class="min-w-0"></div>');
  });
});
