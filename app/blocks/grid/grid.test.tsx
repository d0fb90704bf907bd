import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Block } from "../types";
import { block } from "./block";

const p = (id: string): Block => ({ id, type: "paragraph", content: { text: id } });
const fakeRender = (blocks: Block[] | undefined) => (blocks ?? []).map((b) => <p key={b.id}>{String(b.content.text)}</p>);

function render(content: Record<string, unknown>, children?: Block["children"]): string {
  const b: Block = { id: "g", type: "grid", content, children };
  const Render = block.Render;
  return renderToStaticMarkup(<Render block={b} content={block.schema.parse(content)} renderBlocks={fakeRender} />);
}

describe("grid block", () => {
  it("defaults to three empty lists", () => {
    expect(block.schema.parse({})).toEqual({ columns: [[], [], []] });
    expect(block.label).toBe("Raster");
    expect(block.category).toBe("Layout");
  });

  it("always has exactly three lists of blocks", () => {
    expect(block.schema.parse({ columns: [[p("a")]] }).columns).toEqual([[p("a")], [], []]);
    expect(block.schema.parse({ columns: [[], [], [], [p("x")]] }).columns).toHaveLength(3);
    expect(block.schema.parse({ columns: [["junk", p("b")]] }).columns[0]).toEqual([p("b")]);
    expect(block.schema.safeParse({ columns: "drei" }).success).toBe(false);
  });

  it("renders three columns that stack below 768 px", () => {
    const html = render({ columns: [[p("eins")], [p("zwei")], [p("drei")]] });
    expect(html).toBe(
      '<div class="grid grid-cols-1 gap-6 md:grid-cols-3 md:gap-8"><div class="min-w-0"><p>eins</p></div><div class="min-w-0"><p>zwei</p></div><div class="min-w-0"><p>drei</p></div></div>',
    );
  });

  it("also renders per-column children", () => {
    const html = render({}, [[], [p("mitte")], []]);
    expect(html).toContain('<div class="min-w-0"></div><div class="min-w-0"><p>mitte</p></div>');
  });
});
