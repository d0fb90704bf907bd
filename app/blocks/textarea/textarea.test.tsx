import { describe, expect, it } from "vitest";
import { block } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "t1" });
}

describe("textarea block", () => {
  it("has complete defaults (4 rows)", () => {
    expect(block.schema.parse({})).toEqual({ label: "Nachricht", placeholder: "", rows: 4, required: false });
    expect(block.label).toBe("Textbereich");
    expect(block.category).toBe("Forms");
  });

  it("clamps rows to 2–20", () => {
    const rows = (v: unknown) => block.schema.parse({ rows: v }).rows;
    expect(rows(2)).toBe(2);
    expect(rows(1)).toBe(2);
    expect(rows(-5)).toBe(2);
    expect(rows(20)).toBe(20);
    expect(rows(21)).toBe(20);
    expect(rows(999)).toBe(20);
    expect(rows("8")).toBe(8);
    expect(rows(6.6)).toBe(7);
  });

  it("renders a labelled textarea with rows, placeholder and required", () => {
    const html = render({ label: "Ihre Anfrage", placeholder: "Worum geht es?", rows: 30, required: true });
    const id = /<textarea id="([^"]+)"/.exec(html)![1];
    expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>Ihre Anfrage<span aria-hidden="true"[^>]*>\\*</span></label>`));
    expect(html).toContain('name="ihre-anfrage"');
    expect(html).toContain('rows="20"');
    expect(html).toContain('placeholder="Worum geht es?"');
    expect(html).toContain('required=""');
  });

  it("is optional by default", () => {
    const html = render({});
    expect(html).toContain('rows="4"');
    expect(html).not.toContain('required="');
    expect(html).not.toContain("*</span>");
  });
});
