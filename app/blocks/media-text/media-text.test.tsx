import { describe, expect, it } from "vitest";
import { type BlockData } from "../data";
import { block } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>, data: BlockData = {}): string {
  return renderBlock(block, content, { id: "m", data });
}

describe("media-text block", () => {
  it("has complete defaults with a 24 px gap", () => {
    expect(block.schema.parse({})).toEqual({
      imageSrc: "",
      imageAlt: "",
      title: "Medien und Text",
      text: "Beschreiben Sie hier Ihr Produkt oder Ihre Leistung.",
      buttonText: "",
      buttonHref: "",
      buttonVariant: "default",
      order: "image-left",
      ratio: "50-50",
      gap: 24,
      backgroundColor: "",
    });
    expect(block.htmlFields).toEqual(["text"]);
    expect(block.category).toBe("Media");
  });

  it("clamps the gap to 0–100 and falls back for unknown options and colours", () => {
    const g = (v: unknown) => block.schema.parse({ gap: v }).gap;
    expect([g(0), g(100), g(-8), g(101), g("40")]).toEqual([0, 100, 0, 100, 40]);
    const c = block.schema.parse({ order: "top", ratio: "20-80", buttonVariant: "fancy", backgroundColor: "blue" });
    expect(c).toMatchObject({ order: "image-left", ratio: "50-50", buttonVariant: "default", backgroundColor: "" });
    expect(block.schema.parse({ backgroundColor: "#fafafa" }).backgroundColor).toBe("#fafafa");
    expect(block.schema.parse({ imageSrc: "javascript:alert(1)" }).imageSrc).toBe("");
    expect(block.schema.safeParse({ text: ["a"] }).success).toBe(false);
  });

  it("renders image and text side by side from 768 px, with alt text, heading, rich text and a button", () => {
    const html = render({
      imageSrc: "/media/images/team.jpg",
      imageAlt: "Unser Team in der Werkstatt",
      title: "Über uns",
      text: "<p>Seit <strong>1982</strong> in Familienhand.</p>",
      buttonText: "Team kennenlernen",
      buttonHref: "/team",
      ratio: "33-67",
      gap: 32,
      backgroundColor: "#f1f5f9",
    }, { images: { "/media/images/team.jpg": { width: 1200, height: 800 } } });
    expect(html).toMatch(/^<div class="grid grid-cols-1 items-center md:grid-cols-\(--media-text-columns\) rounded-xl/);
    expect(html).toContain("--media-text-columns:minmax(0,1fr) minmax(0,2fr)");
    expect(html).toContain("gap:32px");
    expect(html).toContain("background-color:#f1f5f9");
    expect(html).toContain('alt="Unser Team in der Werkstatt"');
    expect(html).toMatch(/<picture class="contents"><source type="image\/avif" srcSet="[^"]*team\.jpg\?width=640&amp;quality=85&amp;format=avif 640w/);
    expect(html).toContain("team.jpg?width=1280&amp;quality=85&amp;format=webp 1280w");
    expect(html).toContain('src="/media/images/team.jpg?width=1024&amp;quality=85"');
    expect(html).toContain('sizes="(max-width: 768px) 100vw, 50vw"');
    expect(html).toMatch(/<img [^>]*width="1200" height="800" loading="lazy"/);
    expect(html).toMatch(/<h2[^>]*>Über uns<\/h2>/);
    expect(html).toContain("<p>Seit <strong>1982</strong> in Familienhand.</p>");
    expect(html).toMatch(/<a[^>]*href="\/team"[^>]*>Team kennenlernen<\/a>/);
    expect(html).toContain("bg-primary-strong");
  });

  it("puts the image on the right from 768 px for image-right (first on mobile)", () => {
    const html = render({ imageSrc: "/a.jpg", order: "image-right", ratio: "67-33" });
    expect(html).toContain("--media-text-columns:minmax(0,1fr) minmax(0,2fr)");
    expect(html).toMatch(/<img[^>]*class="[^"]*md:order-2/);
    expect(html.indexOf("<img")).toBeLessThan(html.indexOf("<h2"));
  });

  it("shows a picture from elsewhere plainly and loads the block at the top of the page at once", () => {
    const html = render({ imageSrc: "https://cdn.example.org/team.jpg", imageAlt: "Team" }, { priorityBlockId: "m" });
    expect(html).not.toContain("<picture");
    expect(html).toContain('<img src="https://cdn.example.org/team.jpg" alt="Team" loading="eager" fetchPriority="high"');
  });

  it("shows text alone without an image and no button without button text", () => {
    const html = render({ title: "Nur Text" });
    expect(html).not.toContain("<img");
    expect(html).not.toContain("md:grid-cols");
    expect(html).not.toContain("<a ");
  });
});
