import { describe, expect, it } from "vitest";
import { block, photoSrc } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "t" });
}

describe("testimonial block", () => {
  it("has complete German defaults", () => {
    const d = block.schema.parse({});
    expect(d).toMatchObject({ author: "Maria Schneider", photo: "", layout: "default" });
    expect(d.quote.length).toBeGreaterThan(0);
    expect(block.label).toBe("Kundenstimme");
    expect(block.category).toBe("Components");
  });

  it("falls back to the default layout for unknown values", () => {
    expect(block.schema.parse({ layout: "carousel" }).layout).toBe("default");
    expect(block.schema.parse({ layout: "horizontal" }).layout).toBe("horizontal");
  });

  it("renders a figure with blockquote, author, position and an initials avatar", () => {
    const html = render({ quote: "Hervorragende Qualität.", author: "Jan Weber", position: "Einkauf, Muster AG" });
    // figcaption is a direct child of figure (valid HTML), right after the quote.
    expect(html).toMatch(/^<figure[^>]*><blockquote[^>]*><p>„Hervorragende Qualität\.“<\/p><\/blockquote><figcaption[^>]*>.*<\/figcaption><\/figure>$/);
    expect(html).toContain(">Jan Weber</span>");
    expect(html).toContain(">Einkauf, Muster AG</span>");
    expect(html).toMatch(/<span aria-hidden="true"[^>]*>JW<\/span>/);
    expect(html).not.toContain("<img");
  });

  it("renders the photo in the centered and horizontal layouts", () => {
    // A library photo: <picture> with the smallest variant (640) in AVIF, WebP and the original format.
    const centered = render({ photo: "/media/images/maria.jpg", layout: "centered" });
    expect(centered).toContain("text-center");
    expect(centered).toContain(
      '<picture class="contents"><source type="image/avif" srcSet="/media/images/maria.jpg?width=640&amp;quality=85&amp;format=avif 640w" sizes="64px"/><source type="image/webp" srcSet="/media/images/maria.jpg?width=640&amp;quality=85&amp;format=webp 640w" sizes="64px"/>',
    );
    expect(centered).toMatch(/<img src="\/media\/images\/maria.jpg\?width=640&amp;quality=85" [^>]*alt="" width="64" height="64" loading="lazy"/);
    // Another host's photo: plain. The horizontal layout sizes the photo through its own <img>.
    const horizontal = render({ photo: "https://cdn.example.org/p.jpg", layout: "horizontal" });
    expect(horizontal).toContain("md:grid-cols-[auto_minmax(0,1fr)]");
    expect(horizontal).toMatch(/^<figure[^>]*><div class="[^"]*\[&amp;_img\]:size-24[^"]*"><img src="https:\/\/cdn.example.org\/p.jpg"/);
    expect(horizontal).not.toContain("<picture");
    expect(render({ photo: "/media/images/maria.jpg", layout: "horizontal" })).toContain('sizes="(min-width: 768px) 112px, 96px"');
  });

  it("drops unsafe photo URLs", () => {
    expect(photoSrc("javascript:alert(1)")).toBe("");
    expect(photoSrc("data:image/png;base64,AAA")).toBe("");
    expect(photoSrc("//evil.example/x.png")).toBe("");
    expect(render({ photo: "javascript:alert(1)" })).not.toContain("<img");
  });
});
