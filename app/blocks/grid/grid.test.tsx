import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fakeRenderSlot } from "../container/fake-slots";
import { readBlocks } from "../content";
import type { Block } from "../types";
import { block } from "./block";

const p = (id: string): Block => ({ id, type: "paragraph", content: { text: id } });

function render(content: Record<string, unknown>, children?: Block["children"]): string {
  const b: Block = { id: "g", type: "grid", content, children };
  const Render = block.Render;
  return renderToStaticMarkup(<Render block={b} content={block.schema.parse(content)} renderSlot={fakeRenderSlot(b)} />);
}

describe("grid block", () => {
  it("has no content fields and three column slots", () => {
    expect(block.schema.parse({})).toEqual({});
    expect(block.slots).toEqual({ kind: "columns", count: 3, legacyFields: ["columns"] });
    expect(block.label).toBe("Raster");
    expect(block.category).toBe("Layout");
  });

  it("reads the spec's grid {columns: three lists} into exactly three column slots", () => {
    const read = (content: Record<string, unknown>, children?: unknown) => readBlocks([{ id: "g", type: "grid", content, children }])[0];
    expect(read({ columns: [[p("a")]] })).toEqual({ id: "g", type: "grid", content: {}, children: [[p("a")], [], []] });
    // A fourth list is not lost: its blocks join the last column.
    expect(read({ columns: [[], [], [p("c")], [p("x")]] }).children).toEqual([[], [], [p("c"), p("x")]]);
    expect(read({ columns: [["junk", p("b")]] }).children).toEqual([[p("b")], [], []]);
    expect(read({ columns: [[p("a")]] }, [[p("b")], [p("m")]]).children).toEqual([[p("a"), p("b")], [p("m")], []]);
  });

  it("renders three columns that stack below 768 px", () => {
    const html = render({}, [[p("eins")], [p("zwei")], [p("drei")]]);
    expect(html).toBe(
      '<div class="grid grid-cols-1 gap-6 md:grid-cols-3 md:gap-8"><div class="min-w-0"><p>eins</p></div><div class="min-w-0"><p>zwei</p></div><div class="min-w-0"><p>drei</p></div></div>',
    );
  });

  it("pads missing columns", () => {
    const html = render({}, [[], [p("mitte")]]);
    expect(html).toContain('<div class="min-w-0"></div><div class="min-w-0"><p>mitte</p></div><div class="min-w-0"></div>');
  });
});
