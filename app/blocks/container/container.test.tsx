import { describe, expect, it } from "vitest";
import type { Block } from "../types";
import { block } from "./block";
import { renderBlock } from "../render-for-test";

const p = (id: string, text: string): Block => ({ id, type: "paragraph", content: { text } });

function render(slots: Block["slots"]): string {
  return renderBlock(block, {}, { id: "c", slots, router: false });
}

describe("container block", () => {
  it("has empty default content", () => {
    expect(block.schema.parse({})).toEqual({});
    expect(block.category).toBe("Layout");
    expect(block.label).toBe("Container");
  });

  it('renders its "children" slot inside a centred wrapper', () => {
    const html = render({ children: [p("a", "Eins"), p("b", "Zwei")] });
    expect(html).toBe('<div class="mx-auto w-full max-w-6xl"><p>Eins</p><p>Zwei</p></div>');
    expect(render(undefined)).toBe('<div class="mx-auto w-full max-w-6xl"></div>');
  });

  it("joins stored lists it has no slot for and drops junk", () => {
    expect(render({ "columns[0]": [p("a", "A")], "columns[1]": [p("b", "B")] })).toContain("<p>A</p><p>B</p>");
    expect(render({ children: [1, p("a", "A")] as unknown as Block[] })).toBe('<div class="mx-auto w-full max-w-6xl"><p>A</p></div>');
  });
});
