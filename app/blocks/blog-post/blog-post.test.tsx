import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockDataContext, type BlockData, type BlogPostSummary } from "../data";
import { block, selectPosts } from "./block";

const post = (over: Partial<BlogPostSummary>): BlogPostSummary => ({
  id: "p",
  slug: "beitrag",
  title: "Beitrag",
  excerpt: "",
  featuredImage: "",
  author: "",
  publishDate: "2026-01-01",
  category: "",
  readTime: 0,
  ...over,
});

const posts = [
  post({ id: "1", slug: "fuenf-achsen", title: "Fünf Achsen im Einsatz", publishDate: "2026-10-01", category: "Technik", readTime: 4, excerpt: "Seit Oktober fräsen wir auf fünf Achsen.", featuredImage: "/uploads/fz.jpg" }),
  post({ id: "2", slug: "ausbildung-2026", title: "Ausbildung 2026", publishDate: "2026-09-01", category: "Karriere" }),
  post({ id: "3", slug: "kanban", title: "Kanban für C-Teile", publishDate: "2026-11-15", category: "Technik", featuredImage: "javascript:alert(1)" }),
  post({ id: "4", slug: "messe", title: "Messe Hannover", publishDate: "2025-04-01", category: "Unternehmen" }),
];

function render(content: Record<string, unknown>, data: BlockData = { posts }): string {
  const Render = block.Render;
  return renderToStaticMarkup(
    <BlockDataContext.Provider value={data}>
      <Render block={{ id: "bp", type: "blog-post", content }} content={block.schema.parse(content)} renderBlocks={() => null} />
    </BlockDataContext.Provider>,
  );
}

describe("blog-post block", () => {
  it("defaults and clamps", () => {
    expect(block.schema.parse({})).toEqual({
      title: "Aktuelle Beiträge",
      description: "",
      count: 3,
      category: "",
      layout: "grid",
      columns: 3,
      showImage: true,
      showExcerpt: true,
      showMeta: true,
    });
    expect(block.schema.parse({ count: 40, columns: 0 })).toMatchObject({ count: 12, columns: 1 });
    expect(block.schema.parse({ count: -3, columns: 9, layout: "karussell" })).toMatchObject({ count: 1, columns: 4, layout: "grid" });
    expect(block.label).toBe("Blogbeiträge");
  });

  it("shows the newest posts first, limited by count and category", () => {
    expect(selectPosts(posts, { count: 3, category: "" }).map((p) => p.id)).toEqual(["3", "1", "2"]);
    expect(selectPosts(posts, { count: 12, category: "technik" }).map((p) => p.id)).toEqual(["3", "1"]);
    expect(selectPosts(posts, { count: 1, category: "" }).map((p) => p.id)).toEqual(["3"]);
  });

  it("renders cards with date, read time, category, excerpt and 'Weiterlesen' links", () => {
    const html = render({ count: 2 });
    expect(html).toContain("Aktuelle Beiträge</h2>");
    expect(html).toContain('<a href="/blog/fuenf-achsen"');
    expect(html).toContain("1. Oktober 2026");
    expect(html).toContain("15. November 2026");
    expect(html).toContain("4 Min. Lesezeit");
    expect(html).toContain(">Technik</span>");
    expect(html).toContain("Seit Oktober fräsen wir auf fünf Achsen.");
    // No excerpt: the spec's fallback.
    expect(html).toContain("Erfahren Sie mehr in diesem Artikel...");
    expect(html).toContain('Weiterlesen<span class="sr-only">: Kanban für C-Teile</span>');
    expect(html).not.toContain("Ausbildung 2026");
    // Featured image with srcset; an unsafe one becomes the gradient.
    expect(html).toMatch(/<img src="\/uploads\/fz\.jpg\?width=640[^"]*" srcSet="[^"]*1280w"/);
    expect(html).not.toContain("javascript:");
    expect(html).toContain("lg:grid-cols-3");
  });

  it("hides image, excerpt and meta when switched off; list layout", () => {
    const html = render({ showImage: false, showExcerpt: false, showMeta: false, layout: "list" });
    expect(html).not.toContain("<img");
    expect(html).not.toContain("Seit Oktober");
    expect(html).not.toContain("Min. Lesezeit");
    expect(html).not.toContain("lg:grid-cols-3");
  });

  it("says so when nothing is published", () => {
    expect(render({}, {})).toContain("Noch keine Beiträge veröffentlicht.");
    expect(render({ category: "Gibt es nicht" })).toContain("Noch keine Beiträge veröffentlicht.");
  });
});
