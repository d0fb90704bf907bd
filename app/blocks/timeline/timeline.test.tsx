import { describe, expect, it } from "vitest";
import { block, TIMELINE_COLORS } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "t" });
}

describe("timeline block", () => {
  it("has German defaults with three items", () => {
    const d = block.schema.parse({});
    expect(d.title).toBe("Unsere Geschichte");
    expect(d.subtitle).toBe("");
    expect(d.items).toHaveLength(3);
    expect(d.items[0]).toEqual({ year: "1982", title: "Gründung", description: expect.any(String), color: "primary" });
    expect(block.label).toBe("Zeitleiste");
  });

  it("allows only the spec's colours and turns numeric years into text", () => {
    expect(TIMELINE_COLORS).toEqual(["primary", "secondary", "destructive", "blue", "green", "purple", "orange"]);
    for (const color of TIMELINE_COLORS) expect(block.schema.parse({ items: [{ color }] }).items[0].color).toBe(color);
    expect(block.schema.parse({ items: [{ color: "#ff0000" }] }).items[0].color).toBe("primary");
    expect(block.schema.parse({ items: [{ color: "pink" }] }).items[0].color).toBe("primary");
    expect(block.schema.parse({ items: [{ year: 1999 }] }).items[0]).toEqual({ year: "1999", title: "", description: "", color: "primary" });
  });

  it("renders an ordered list with years, titles, descriptions and colour markers", () => {
    const html = render({
      title: "Meilensteine",
      subtitle: "Vier Jahrzehnte Präzision",
      items: [
        { year: "1990", title: "Erste CNC-Fräse", description: "Der Einstieg in die Automatisierung.", color: "orange" },
        { year: 2020, title: "Zertifizierung", color: "purple" },
      ],
    });
    expect(html).toMatch(/<h2[^>]*>Meilensteine<\/h2>/);
    expect(html).toContain("Vier Jahrzehnte Präzision");
    expect(html).toMatch(/^<section[^>]*><header/);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toMatch(/<ol[^>]*>.*>1990<\/p>.*<h3[^>]*>Erste CNC-Fräse<\/h3>.*Der Einstieg in die Automatisierung\..*>2020<\/p>/);
    expect(html).toContain("bg-orange-500");
    expect(html).toContain("bg-purple-500");
    expect(html).toContain('aria-hidden="true"');
  });

  it("renders no list for no items", () => {
    const html = render({ items: [] });
    expect(html).not.toContain("<ol");
    expect(html).toContain("Unsere Geschichte");
  });
});
