import { describe, expect, it } from "vitest";
import { block } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "d", router: false });
}

describe("divider block", () => {
  it("defaults to 1 px", () => {
    expect(block.schema.parse({})).toEqual({ thickness: 1 });
    expect(block.label).toBe("Trennlinie");
  });

  it("clamps the thickness to 1–16", () => {
    const t = (v: unknown) => block.schema.parse({ thickness: v }).thickness;
    expect(t(1)).toBe(1);
    expect(t(16)).toBe(16);
    expect(t(0)).toBe(1);
    expect(t(-5)).toBe(1);
    expect(t(17)).toBe(16);
    expect(t(400)).toBe(16);
    expect(t("4")).toBe(4);
    expect(t(2.6)).toBe(3);
  });

  it("renders a semantic <hr> with the thickness", () => {
    const html = render({ thickness: 4 });
    expect(html).toMatch(/^<hr [^>]*style="border-top-width:4px"/);
    expect(html).toContain("border-border");
  });
});
