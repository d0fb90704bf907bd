import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Block } from "../types";
import { block } from "./block";

function render(content: Record<string, unknown>): string {
  const b: Block = { id: "s", type: "spacer", content };
  const Render = block.Render;
  return renderToStaticMarkup(<Render block={b} content={block.schema.parse(content)} renderSlot={() => null} />);
}

describe("spacer block", () => {
  it("defaults to 32 px", () => {
    expect(block.schema.parse({})).toEqual({ height: 32 });
    expect(block.label).toBe("Abstand");
    expect(block.category).toBe("Layout");
  });

  it("clamps the height to 0–512 in steps of 8", () => {
    const h = (v: unknown) => block.schema.parse({ height: v }).height;
    expect(h(0)).toBe(0);
    expect(h(512)).toBe(512);
    expect(h(-10)).toBe(0);
    expect(h(513)).toBe(512);
    expect(h(9999)).toBe(512);
    expect(h(30)).toBe(32);
    expect(h(27)).toBe(24);
    expect(h("64")).toBe(64);
    // A second parse keeps the value (stored content is parsed again on load).
    expect(h(h(30))).toBe(32);
  });

  it("renders an empty, hidden box of that height", () => {
    expect(render({ height: 64 })).toBe('<div aria-hidden="true" class="w-full" style="height:64px"></div>');
  });
});
