import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fakeRenderSlot } from "./fake-slots";
import type { Block } from "../types";
import { block } from "./block";

const p = (id: string, text: string): Block => ({ id, type: "paragraph", content: { text } });

function render(children: Block["children"]): string {
  const b: Block = { id: "c", type: "container", content: {}, children };
  const Render = block.Render;
  return renderToStaticMarkup(<Render block={b} content={block.schema.parse({})} renderSlot={fakeRenderSlot(b)} />);
}

describe("container block", () => {
  it("has empty default content", () => {
    expect(block.schema.parse({})).toEqual({});
    expect(block.category).toBe("Layout");
    expect(block.label).toBe("Container");
  });

  it('renders its "children" slot inside a centred wrapper', () => {
    const html = render([p("a", "Eins"), p("b", "Zwei")]);
    expect(html).toBe('<div class="mx-auto w-full max-w-6xl"><p>Eins</p><p>Zwei</p></div>');
    expect(render(undefined)).toBe('<div class="mx-auto w-full max-w-6xl"></div>');
  });

  it("joins per-column children and drops junk", () => {
    expect(render([[p("a", "A")], [p("b", "B")]])).toContain("<p>A</p><p>B</p>");
    expect(render([1, p("a", "A")] as unknown as Block[])).toBe('<div class="mx-auto w-full max-w-6xl"><p>A</p></div>');
  });
});
