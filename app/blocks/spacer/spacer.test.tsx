import { describe, expect, it } from "vitest";
import { block } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "s", router: false });
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
