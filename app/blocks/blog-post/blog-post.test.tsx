import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sanitizeBlocks } from "../sanitize.server";
import { block } from "./block";

function render(content: Record<string, unknown>): string {
  const [sanitised] = sanitizeBlocks([{ id: "bp", type: "blog-post", content }]);
  const Render = block.Render;
  return renderToStaticMarkup(<Render block={sanitised} content={block.schema.parse(sanitised.content)} renderSlot={() => null} />);
}

describe("blog-post block (spec §3: one post's content)", () => {
  it("has the spec's fields with defaults", () => {
    expect(block.schema.parse({})).toEqual({
      title: "",
      excerpt: "",
      content: "",
      author: "",
      publishDate: "",
      readTime: 0,
      category: "",
      tags: [],
      featuredImage: "",
    });
    expect(block.label).toBe("Blogbeitrag");
    expect(block.category).toBe("Components");
    expect(block.htmlFields).toEqual(["content"]);
  });

  it("reads tags as a list or a comma string and read time as a number or numeric text", () => {
    expect(block.schema.parse({ tags: "Kanban, C-Teile ,, Logistik" }).tags).toEqual(["Kanban", "C-Teile", "Logistik"]);
    expect(block.schema.parse({ tags: [" OPC UA ", ""] }).tags).toEqual(["OPC UA"]);
    expect(block.schema.parse({ tags: 5 }).tags).toEqual([]);
    expect(block.schema.parse({ readTime: "4" }).readTime).toBe(4);
    expect(block.schema.parse({ readTime: 3.6 }).readTime).toBe(4);
    expect(block.schema.parse({ readTime: "bald" }).readTime).toBe(0);
  });

  it("renders image, meta line, title, excerpt, sanitised content and tags", () => {
    const html = render({
      title: "Kanban für C-Teile",
      excerpt: "Wie Behälter den Nachschub steuern.",
      content: '<p>Das <strong>Zwei-Behälter-System</strong> <img src=x onerror="alert(1)"></p><script>alert(1)</script>',
      author: "Sabine Krüger",
      publishDate: "2025-03-18",
      readTime: 3,
      category: "Digitalisierung",
      tags: ["Kanban", "Logistik"],
      featuredImage: "/demo/lager.svg",
    });
    expect(html).toMatch(/<img src="\/demo\/lager\.svg\?width=1280[^"]*" srcSet="[^"]*640w/);
    expect(html).toContain(">Digitalisierung</span>");
    expect(html).toContain('<time dateTime="2025-03-18">18. März 2025</time>');
    expect(html).toContain("Sabine Krüger");
    expect(html).toContain("3 Min. Lesezeit");
    expect(html).toContain(">Kanban für C-Teile</h2>");
    expect(html).toContain("Wie Behälter den Nachschub steuern.");
    expect(html).toContain("<strong>Zwei-Behälter-System</strong>");
    expect(html).not.toMatch(/onerror|<script/);
    expect(html).toContain(">#Kanban</li>");
    expect(html).toContain(">#Logistik</li>");
  });

  it("renders nothing for an empty block and no image for an unsafe address", () => {
    expect(render({})).toBe("");
    const html = render({ title: "Titel", featuredImage: "javascript:alert(1)" });
    expect(html).not.toContain("<img");
    expect(html).not.toContain("javascript:");
  });
});
