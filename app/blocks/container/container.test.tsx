import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Block } from "../types";
import { block } from "./block";
import { columnChildren, contentBlocks, flatChildren } from "./children";

const p = (id: string, text: string): Block => ({ id, type: "paragraph", content: { text } });
const fakeRender = (blocks: Block[] | undefined) => (blocks ?? []).map((b) => <p key={b.id}>{String(b.content.text)}</p>);

function render(children: Block["children"]): string {
  const b: Block = { id: "c", type: "container", content: {}, children };
  const Render = block.Render;
  return renderToStaticMarkup(<Render block={b} content={block.schema.parse({})} renderBlocks={fakeRender} />);
}

describe("container block", () => {
  it("has empty default content", () => {
    expect(block.schema.parse({})).toEqual({});
    expect(block.category).toBe("Layout");
    expect(block.label).toBe("Container");
  });

  it("renders its children through renderBlocks inside a centred wrapper", () => {
    const html = render([p("a", "Eins"), p("b", "Zwei")]);
    expect(html).toBe('<div class="mx-auto w-full max-w-6xl"><p>Eins</p><p>Zwei</p></div>');
    expect(render(undefined)).toBe('<div class="mx-auto w-full max-w-6xl"></div>');
  });

  it("joins per-column children and drops junk", () => {
    expect(flatChildren({ id: "x", type: "container", content: {}, children: [[p("a", "A")], [p("b", "B")]] }).map((b) => b.id)).toEqual(["a", "b"]);
    expect(flatChildren({ id: "x", type: "container", content: {}, children: [1, p("a", "A")] as unknown as Block[] })).toHaveLength(1);
  });

  it("reads per-column children for layout blocks", () => {
    const flat: Block = { id: "r", type: "two-column", content: {}, children: [p("a", "A"), p("b", "B")] };
    expect(columnChildren(flat, 2).map((c) => c.map((b) => b.id))).toEqual([["a", "b"], []]);
    const many: Block = { id: "r", type: "two-column", content: {}, children: [[p("a", "A")], [p("b", "B")], [p("c", "C")]] };
    expect(columnChildren(many, 2).map((c) => c.map((b) => b.id))).toEqual([["a"], ["b", "c"]]);
    expect(columnChildren({ id: "r", type: "x", content: {} }, 3)).toEqual([[], [], []]);
    expect(contentBlocks([{ type: "heading" }, "x", null])).toEqual([{ id: "block-0", type: "heading", content: {} }]);
    expect(contentBlocks("x")).toEqual([]);
  });
});
