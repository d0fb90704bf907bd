import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockDataContext, type BlockData, type BlogPostSummary } from "~/blocks/data";
import { BlogPostList } from "./blog-list";

const post = (id: string, featuredImage: string, publishDate: string): BlogPostSummary => ({
  id,
  slug: `beitrag-${id}`,
  title: `Beitrag ${id}`,
  excerpt: "Kurz gesagt.",
  featuredImage,
  author: "A",
  publishDate,
  category: "Allgemein",
  readTime: 3,
});

function render(posts: BlogPostSummary[], data: BlockData = {}, layout: "grid" | "list" = "grid"): string {
  return renderToStaticMarkup(
    <BlockDataContext.Provider value={data}>
      <BlogPostList posts={posts} options={{ layout }} />
    </BlockDataContext.Provider>,
  );
}

describe("blog cards: featured images", () => {
  it("show library pictures as <picture> with AVIF/WebP, the card sizes and the stored size", () => {
    const html = render([post("1", "/media/images/fz.jpg", "2026-01-02")], { images: { "/media/images/fz.jpg": { width: 1200, height: 675 } } });
    expect(html).toMatch(/<li[^>]*><picture class="contents"><source type="image\/avif" [^>]*><source type="image\/webp" [^>]*><img [^>]*><\/picture>/);
    expect(html).toContain('src="/media/images/fz.jpg?width=640&amp;quality=85"');
    expect(html).toContain("fz.jpg?width=1280&amp;quality=85&amp;format=avif 1280w");
    expect(html.match(/sizes="\(max-width: 767px\) 100vw, 400px"/g)).toHaveLength(3);
    expect(html).toMatch(/<img [^>]*width="1200" height="675" loading="lazy"/);
    expect(render([post("1", "/media/images/fz.jpg", "2026-01-02")], {}, "list")).toContain('sizes="(max-width: 640px) 100vw, 240px"');
  });

  it("show other addresses plainly and the gradient without a picture", () => {
    const html = render([post("1", "https://cdn.example.org/fz.jpg", "2026-01-02"), post("2", "", "2026-01-01")]);
    expect(html).not.toContain("<picture");
    expect(html).toContain('<img src="https://cdn.example.org/fz.jpg" alt="" loading="lazy"');
    expect(html).toContain("bg-[linear-gradient(");
  });
});
