import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockDataContext, type BlockData } from "../data";
import { sanitizeBlocks } from "../sanitize.server";
import { block } from "./block";

function render(content: Record<string, unknown>, data: BlockData = {}): string {
  const [sanitised] = sanitizeBlocks([{ id: "bp", type: "blog-post", content }]);
  const Render = block.Render;
  return renderToStaticMarkup(
    <BlockDataContext.Provider value={data}>
      <Render block={sanitised} content={block.schema.parse(sanitised.content)} renderSlot={() => null} />
    </BlockDataContext.Provider>,
  );
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
    // A /demo file is shown as it is: no variant parameters, no <picture>.
    expect(html).toMatch(/^<article class="w-full"><figure data-featured-image="" class="mb-6"><img src="\/demo\/lager\.svg" alt="" loading="lazy"/);
    expect(html).not.toContain("<picture");
    expect(html).toContain(">Digitalisierung</span>");
    expect(html).toContain('<time dateTime="2025-03-18">18. März 2025</time>');
    expect(html).toContain("Sabine Krüger");
    expect(html).toContain("3 Min. Lesezeit");
    expect(html).toContain(">Kanban für C-Teile</h2>");
    expect(html).toContain("Wie Behälter den Nachschub steuern.");
    expect(html).toContain("<strong>Zwei-Behälter-System</strong>");
    expect(html).not.toMatch(/onerror|<script/);
    // Spec §2: each tag leads to the overview filtered by it.
    expect(html).toMatch(/<a href="\/blog\?schlagwort=Kanban"[^>]*>#Kanban<\/a>/);
    expect(html).toMatch(/<a href="\/blog\?schlagwort=Logistik"[^>]*>#Logistik<\/a>/);
  });

  it("shows a library featured image as <picture> up to 1920 (spec §9: asked for 2000), eager at the top", () => {
    const html = render(
      { title: "Kanban", featuredImage: "/media/images/lager.jpg" },
      { images: { "/media/images/lager.jpg": { width: 2400, height: 1350 } }, priorityBlockId: "bp" },
    );
    expect(html).toMatch(/^<article class="w-full"><figure data-featured-image="" class="mb-6"><picture class="contents"><source type="image\/avif" /);
    expect(html).toContain("lager.jpg?width=1920&amp;quality=85&amp;format=avif 1920w");
    expect(html).toContain("lager.jpg?width=1920&amp;quality=85&amp;format=webp 1920w");
    expect(html).toContain('src="/media/images/lager.jpg?width=1920&amp;quality=85"');
    expect(html).toMatch(/<img [^>]*width="2400" height="1350" loading="eager" fetchPriority="high"/);
  });

  it("rewrites a file-sharing featured image to the direct image, with the other link form as fallback", () => {
    const html = render({ title: "Kanban", featuredImage: "https://www.dropbox.com/s/abc123/lager.jpg?dl=0" });
    expect(html).toContain('src="https://www.dropbox.com/s/abc123/lager.jpg?raw=1"');
    expect(html).toContain('data-fallback-src="https://dl.dropboxusercontent.com/s/abc123/lager.jpg"');
    expect(html).toContain('referrerPolicy="no-referrer"');
  });

  it("renders nothing for an empty block and no image for an unsafe address", () => {
    expect(render({})).toBe("");
    const html = render({ title: "Titel", featuredImage: "javascript:alert(1)" });
    expect(html).not.toContain("<img");
    expect(html).not.toContain("javascript:");
  });
});
