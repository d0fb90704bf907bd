import { describe, expect, it } from "vitest";
import { type BlockData } from "../data";
import { block } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>, data: BlockData = {}): string {
  return renderBlock(block, content, { id: "c", data });
}

describe("card block", () => {
  it("has complete defaults and declares its HTML field", () => {
    expect(block.schema.parse({})).toEqual({
      title: "Kartentitel",
      description: "Eine kurze Beschreibung des Inhalts.",
      text: "",
      content: "",
      image: "",
      link: "",
    });
    expect(block.htmlFields).toEqual(["content"]);
    expect(block.label).toBe("Karte");
    expect(block.category).toBe("Components");
  });

  it("refuses unsafe images and content of the wrong shape", () => {
    expect(block.schema.parse({ image: "javascript:alert(1)" }).image).toBe("");
    expect(block.schema.parse({ image: "data:image/png;base64,AAAA" }).image).toBe("");
    expect(block.schema.parse({ image: "/uploads/images/a.jpg" }).image).toBe("/uploads/images/a.jpg");
    expect(block.schema.safeParse({ title: { de: "x" } }).success).toBe(false);
  });

  it("renders an article with image, title, description, text and rich content", () => {
    const html = render({
      title: "Wartung",
      description: "Regelmäßig und planbar",
      text: "Wir kommen zu Ihnen.",
      content: "<ul><li>24/7</li></ul>",
      image: "/media/images/wartung.jpg",
    }, { images: { "/media/images/wartung.jpg": { width: 1000, height: 700 } } });
    expect(html).toMatch(/^<article /);
    expect(html).toMatch(/<picture class="contents"><source type="image\/avif" [^>]*><source type="image\/webp" [^>]*><img [^>]*><\/picture>/);
    expect(html).toContain('src="/media/images/wartung.jpg?width=640&amp;quality=85"');
    // A 1000 px original: 1024 is the largest variant worth listing.
    expect(html).toContain("wartung.jpg?width=1024&amp;quality=85&amp;format=webp 1024w");
    expect(html).not.toContain("1280w");
    expect(html).toContain('sizes="(max-width: 768px) 100vw, 400px"');
    expect(html).toMatch(/<img [^>]*width="1000" height="700"/);
    expect(html).toContain('alt=""');
    expect(html).toContain('loading="lazy"');
    expect(html).toMatch(/<h3[^>]*>Wartung<\/h3>/);
    expect(html).toContain(">Regelmäßig und planbar</p>");
    expect(html).toContain(">Wir kommen zu Ihnen.</p>");
    expect(html).toContain('<div class="prose-cms"><ul><li>24/7</li></ul></div>');
    expect(html).not.toContain("<a ");
  });

  it("shows a picture from elsewhere as a plain <img> without parameters", () => {
    const html = render({ image: "/demo/lager.svg" });
    expect(html).not.toContain("<picture");
    expect(html).toContain('<img src="/demo/lager.svg" alt="" loading="lazy" decoding="async" class="aspect-[16/9] w-full object-cover"/>');
  });

  it("makes the whole card a link through its title, with the link rules", () => {
    const internal = render({ title: "Service", link: "/service" });
    expect(internal).toMatch(/<h3[^>]*><a[^>]*href="\/service"[^>]*>Service<\/a><\/h3>/);
    expect(internal).toContain("after:absolute");
    const external = render({ title: "Partner", link: "https://example.org" });
    expect(external).toContain('target="_blank"');
    expect(external).toContain('rel="noopener noreferrer"');
    expect(render({ title: "Böse", link: "javascript:alert(1)" })).not.toContain("javascript:");
  });

  it("leaves out empty parts", () => {
    const html = render({ title: "", description: "" });
    expect(html).not.toContain("<h3");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<p");
  });
});
