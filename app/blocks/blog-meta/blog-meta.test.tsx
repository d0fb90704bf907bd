import { describe, expect, it } from "vitest";
import { type BlockData } from "../data";
import { block } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>, data: BlockData = {}): string {
  return renderBlock(block, content, { id: "meta", data, router: false });
}

describe("blog-meta block: the post's featured image", () => {
  it("shows a library featured image first, as <picture> up to 1920, eager as the top of the post", () => {
    const html = render(
      { featuredImage: "/media/images/lager.jpg", author: "Sabine Krüger", category: "Logistik" },
      { images: { "/media/images/lager.jpg": { width: 1600, height: 900 } }, priorityBlockId: "meta" },
    );
    expect(html).toMatch(/^<figure data-featured-image="" class="mb-6"><picture class="contents"><source type="image\/avif" srcSet="[^"]*lager\.jpg\?width=640&amp;quality=85&amp;format=avif 640w/);
    // A 1600 px original: variants up to 1920 (the one covering it), none beyond.
    expect(html).toContain("lager.jpg?width=1920&amp;quality=85&amp;format=webp 1920w");
    expect(html).toContain('src="/media/images/lager.jpg?width=1920&amp;quality=85"');
    expect(html).toContain('sizes="(max-width: 768px) 100vw, 768px"');
    expect(html).toMatch(/<img [^>]*alt="" width="1600" height="900" loading="eager" fetchPriority="high"/);
    expect(html.indexOf("<picture")).toBeLessThan(html.indexOf("Sabine Krüger"));
  });

  it("shows another address plainly, accepts the older field names and leaves out unsafe ones", () => {
    const html = render({ coverImage: "https://cdn.example.org/lager.jpg", author: "A" });
    expect(html).toMatch(/^<figure data-featured-image="" class="mb-6"><img src="https:\/\/cdn\.example\.org\/lager\.jpg" alt="" loading="lazy"/);
    expect(html).not.toContain("<picture");
    expect(render({ featuredImage: "javascript:alert(1)", author: "A" })).not.toContain("<img");
    expect(render({ author: "A" })).toMatch(/^<div class="flex flex-wrap/);
  });
});

describe("blog-meta block: fields and file-sharing images", () => {
  it("reads read time as an integer (spec §5: a non-number counts as missing) and tags as a list or comma text", () => {
    expect(block.schema.parse({ readTime: "7" }).readTime).toBe(7);
    expect(block.schema.parse({ Lesezeit: "12 Minuten" }).readTime).toBe(12);
    expect(block.schema.parse({ read_time: "bald" }).readTime).toBe(0);
    expect(block.schema.parse({ readTime: null }).readTime).toBe(0);
    expect(block.schema.parse({ readTime: -3 }).readTime).toBe(0);
    expect(block.schema.parse({ tags: "Kanban, Logistik ," }).tags).toEqual(["Kanban", "Logistik"]);
    expect(block.schema.parse({}).tags).toEqual([]);
  });

  it("shows 'N Min. Lesezeit' only for a known read time", () => {
    expect(render({ author: "A", readTime: 4 })).toContain("<span>4 Min. Lesezeit</span>");
    expect(render({ author: "A", readTime: "x" })).not.toContain("Lesezeit");
  });

  it("rewrites a Google Drive link to the direct image with the other form as fallback; social cards get the direct one", () => {
    const link = "https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing";
    const html = render({ featuredImage: link, author: "A" });
    expect(html).toContain('src="https://drive.google.com/thumbnail?id=1AbCdEfGhIjKlMnOp&amp;sz=w2000"');
    expect(html).toContain('data-fallback-src="https://drive.google.com/uc?export=view&amp;id=1AbCdEfGhIjKlMnOp"');
    expect(block.hooks?.shareImage?.(block.schema.parse({ featuredImage: link }))).toBe("https://drive.google.com/thumbnail?id=1AbCdEfGhIjKlMnOp&sz=w2000");
  });
});
