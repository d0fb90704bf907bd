import { describe, expect, it } from "vitest";
import { block } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "l", router: false });
}

describe("list block", () => {
  it("has complete defaults", () => {
    expect(block.schema.parse({})).toEqual({
      items: ["Erster Punkt", "Zweiter Punkt", "Dritter Punkt"],
      ordered: false,
      listStyle: "disc",
      start: 1,
      reversed: false,
    });
    expect(block.label).toBe("Liste");
  });

  it("sets ordered for decimal and alpha, keeps it for bullets, and falls back for unknown styles", () => {
    expect(block.schema.parse({ listStyle: "decimal" }).ordered).toBe(true);
    expect(block.schema.parse({ listStyle: "alpha", ordered: false }).ordered).toBe(true);
    expect(block.schema.parse({ listStyle: "dash" }).ordered).toBe(false);
    expect(block.schema.parse({ listStyle: "roman" }).listStyle).toBe("disc");
    expect(block.schema.parse({ items: [1, "zwei"] }).items).toEqual(["1", "zwei"]);
    expect(block.schema.safeParse({ items: "nicht eine Liste" }).success).toBe(false);
  });

  it("renders a bulleted list", () => {
    const html = render({ items: ["Beratung", "Planung"] });
    expect(html).toMatch(/^<ul class="[^"]*list-disc/);
    expect(html).toContain(">Beratung</li>");
    expect(html.match(/<li/g)).toHaveLength(2);
  });

  it("renders decimal and alpha as ordered lists", () => {
    expect(render({ items: ["a", "b"], listStyle: "decimal" })).toMatch(/^<ol type="1" class="[^"]*list-decimal/);
    expect(render({ items: ["a", "b"], listStyle: "alpha" })).toMatch(/^<ol type="a" class="[^"]*list-\[lower-alpha\]/);
    expect(render({ items: ["a"], ordered: true })).toMatch(/^<ol type="1"/);
  });

  it("renders an ordered list's start and countdown, and neither when they are the usual", () => {
    expect(render({ items: ["a", "b"], ordered: true, start: 5 })).toMatch(/^<ol type="1" start="5" class=/);
    expect(render({ items: ["a", "b"], ordered: true, reversed: true })).toMatch(/^<ol type="1" reversed="" class=/);
    expect(render({ items: ["a", "b"], ordered: true })).not.toMatch(/start=|reversed/);
    expect(block.schema.parse({ start: "3", reversed: true })).toMatchObject({ start: 3, reversed: true });
  });

  it("renders dashes as a bullet-free list with a dash marker", () => {
    const html = render({ items: ["Erstens"], listStyle: "dash" });
    expect(html).toMatch(/^<ul class="[^"]*list-none/);
    expect(html).toContain("before:content-[&#x27;–&#x27;]");
  });

  it("escapes item text and renders nothing without items", () => {
    expect(render({ items: ["<script>x</script>"] })).toContain("&lt;script&gt;");
    expect(render({ items: [] })).toBe("");
    expect(render({ items: ["", "  "] })).toBe("");
  });
});
