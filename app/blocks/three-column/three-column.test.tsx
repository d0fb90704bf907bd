import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fakeRenderSlot } from "../container/fake-slots";
import type { Block } from "../types";
import { block } from "./block";

const p = (id: string): Block => ({ id, type: "paragraph", content: { text: id } });

function render(children: Block["children"]): string {
  const b: Block = { id: "t", type: "three-column", content: {}, children };
  const Render = block.Render;
  return renderToStaticMarkup(<Render block={b} content={block.schema.parse({})} renderSlot={fakeRenderSlot(b)} />);
}

describe("three-column block", () => {
  it("has empty default content", () => {
    expect(block.schema.parse({})).toEqual({});
    expect(block.label).toBe("Drei Spalten");
    expect(block.category).toBe("Layout");
  });

  it("renders three columns in order that stack below 768 px", () => {
    const html = render([[p("eins")], [p("zwei")], [p("drei")]]);
    expect(html).toMatch(/^<div class="grid grid-cols-1[^"]*md:grid-cols-3/);
    expect(html.match(/min-w-0/g)).toHaveLength(3);
    expect(html.indexOf("eins")).toBeLessThan(html.indexOf("zwei"));
    expect(html.indexOf("zwei")).toBeLessThan(html.indexOf("drei"));
  });

  it("pads missing columns", () => {
    const html = render([[p("nur eine")]]);
    expect(html.match(/min-w-0/g)).toHaveLength(3);
    expect(html).toContain("<p>nur eine</p>");
  });
});
