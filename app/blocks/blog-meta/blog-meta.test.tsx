import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockDataContext, type BlockData } from "../data";
import { block } from "./block";

function render(content: Record<string, unknown>, data: BlockData = {}): string {
  const Render = block.Render;
  return renderToStaticMarkup(
    <BlockDataContext.Provider value={data}>
      <Render block={{ id: "meta", type: "blog-meta", content }} content={block.schema.parse(content)} renderSlot={() => null} />
    </BlockDataContext.Provider>,
  );
}

describe("blog-meta block: the post's featured image", () => {
  it("shows a library featured image first, as <picture> up to 1920, eager as the top of the post", () => {
    const html = render(
      { featuredImage: "/media/images/lager.jpg", author: "Sabine Krüger", category: "Logistik" },
      { images: { "/media/images/lager.jpg": { width: 1600, height: 900 } }, priorityBlockId: "meta" },
    );
    expect(html).toMatch(/^<picture class="contents"><source type="image\/avif" srcSet="[^"]*lager\.jpg\?width=640&amp;quality=85&amp;format=avif 640w/);
    // A 1600 px original: variants up to 1920 (the one covering it), none beyond.
    expect(html).toContain("lager.jpg?width=1920&amp;quality=85&amp;format=webp 1920w");
    expect(html).toContain('src="/media/images/lager.jpg?width=1920&amp;quality=85"');
    expect(html).toContain('sizes="(max-width: 768px) 100vw, 768px"');
    expect(html).toMatch(/<img [^>]*alt="" width="1600" height="900" loading="eager" fetchPriority="high"/);
    expect(html.indexOf("<picture")).toBeLessThan(html.indexOf("Sabine Krüger"));
  });

  it("shows another address plainly, accepts the older field names and leaves out unsafe ones", () => {
    const html = render({ coverImage: "https://cdn.example.org/lager.jpg", author: "A" });
    expect(html).toMatch(/^<img src="https:\/\/cdn\.example\.org\/lager\.jpg" alt="" loading="lazy"/);
    expect(html).not.toContain("<picture");
    expect(render({ featuredImage: "javascript:alert(1)", author: "A" })).not.toContain("<img");
    expect(render({ author: "A" })).toMatch(/^<div class="flex flex-wrap/);
  });
});
