import { describe, expect, it } from "vitest";
import { block } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "p" });
}

describe("product-benefits block", () => {
  it("defaults to a title and three German benefits", () => {
    const d = block.schema.parse({});
    expect(d.title).toBe("Ihre Vorteile");
    expect(d.description).toBe("");
    expect(d.benefits.map((b) => b.title)).toEqual(["Höchste Qualität", "Schnelle Lieferung", "Persönlicher Service"]);
    expect(block.label).toBe("Produktvorteile");
    expect(block.category).toBe("Components");
  });

  it("fills missing benefit fields", () => {
    expect(block.schema.parse({ benefits: [{ title: "Robust" }] }).benefits).toEqual([{ title: "Robust", description: "" }]);
  });

  it("renders a responsive list of benefits with headings and decorative icons", () => {
    const html = render({
      title: "Warum wir?",
      description: "Drei gute Gründe.",
      benefits: [
        { title: "Langlebig", description: "20 Jahre Ersatzteilgarantie." },
        { title: "Effizient", description: "Bis zu 30 % weniger Energie." },
        { title: "", description: "" },
      ],
    });
    expect(html).toMatch(/<header[^>]*><h2[^>]*>Warum wir\?<\/h2><p[^>]*>Drei gute Gründe\.<\/p><\/header>/);
    expect(html).toContain("sm:grid-cols-2 lg:grid-cols-3");
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toMatch(/<li[^>]*><svg[^>]*aria-hidden="true"/);
    expect(html).toMatch(/<h3[^>]*>Langlebig<\/h3><p[^>]*>20 Jahre Ersatzteilgarantie\.<\/p>/);
  });

  it("renders no list without benefits", () => {
    expect(render({ benefits: [] })).not.toContain("<ul");
  });
});
