import { describe, expect, it } from "vitest";
import { type BlockData } from "../data";
import type { Block } from "../types";
import { block, imageAttributes, imageLayout } from "./block";
import { renderBlock } from "../render-for-test";
import { captionCss, imageUrl, safeMediaSrc } from "./media";
import { UNSAFE_LINK } from "./link";

function render(content: Record<string, unknown>, style?: Block["style"], data: BlockData = {}): string {
  return renderBlock(block, content, { id: "i", style, data });
}

const PHOTO = "/media/images/werk.jpg";
const STORED: BlockData = { images: { [PHOTO]: { width: 3000, height: 2000 } } };

describe("image block", () => {
  it("has complete defaults", () => {
    expect(block.schema.parse({})).toEqual({
      src: "",
      alt: "",
      caption: "",
      width: "auto",
      height: "auto",
      customWidth: "",
      customHeight: "",
      aspectRatio: "original",
      align: "center",
      link: "",
      linkTarget: "_self",
    });
    expect(block.label).toBe("Bild");
    expect(block.category).toBe("Media");
  });

  it("falls back for unknown aspect ratios and alignments and turns numbers into text", () => {
    const c = block.schema.parse({ aspectRatio: "5:4", align: "middle", width: 300 });
    expect(c.aspectRatio).toBe("original");
    expect(c.align).toBe("center");
    expect(c.width).toBe("300");
  });

  it("renders nothing for visitors without a source (no editor empty state)", () => {
    const html = render({});
    expect(html).toBe("");
    expect(html).not.toContain("Konfigurieren Sie dieses Bild");
    expect(render({ src: "javascript:alert(1)" })).toBe("");
    expect(render({ src: "data:image/png;base64,AAAA" })).toBe("");
  });

  it("asks an editor to configure an image without a source (spec §8), in edit mode only", () => {
    expect(render({}, undefined, { editMode: true })).toContain("Konfigurieren Sie dieses Bild im Eigenschaften-Panel");
    expect(render({ src: PHOTO }, undefined, { editMode: true })).not.toContain("Konfigurieren Sie");
  });

  it("renders a lazy figure: a <picture> with AVIF/WebP sources, srcset, sizes, alt and caption", () => {
    const html = render(
      { src: PHOTO, alt: "Werkhalle", caption: "Unsere Fertigung", align: "right" },
      { captionStyle: { textAlign: "center", fontSize: 40, color: "#112233", fontFamily: "x;}body{" } },
      STORED,
    );
    expect(html).toMatch(/^<figure[^>]*class="[^"]*ml-auto/);
    expect(html).toMatch(/<picture class="contents"><source type="image\/avif" [^>]*><source type="image\/webp" [^>]*><img [^>]*><\/picture>/);
    expect(html).toContain('alt="Werkhalle"');
    expect(html).toContain('loading="lazy"');
    // Spec §9 auto: 800 wide; the srcset stops at what that needs.
    expect(html).toContain('src="/media/images/werk.jpg?width=800&amp;quality=85"');
    expect(html).toContain('srcSet="/media/images/werk.jpg?width=640&amp;quality=85 640w, /media/images/werk.jpg?width=800&amp;quality=85 800w"');
    expect(html).toContain("werk.jpg?width=640&amp;quality=85&amp;format=avif 640w, /media/images/werk.jpg?width=800&amp;quality=85&amp;format=avif 800w");
    expect(html).toContain("werk.jpg?width=800&amp;quality=85&amp;format=webp 800w");
    expect(html).not.toContain("1024w");
    expect(html.match(/sizes="\(max-width: 800px\) 100vw, 800px"/g)).toHaveLength(3);
    // Stored 3000×2000, shown at most 800 wide: the box is reserved at that size.
    expect(html).toMatch(/<img [^>]*width="800" height="533"/);
    expect(html).toMatch(/<figcaption[^>]*style="text-align:center;font-size:24px;color:#112233"[^>]*>Unsere Fertigung<\/figcaption>/);
  });

  it("shows pictures from elsewhere as a plain <img>, as large as before (at most 800 px for auto)", () => {
    for (const src of ["https://cdn.example.org/werk.jpg", "/demo/halle.svg"]) {
      const html = render({ src, alt: "Halle" }, undefined, STORED);
      expect(html).not.toContain("<picture");
      expect(html).not.toContain("srcSet");
      expect(html).toContain(`<img src="${src}" alt="Halle" loading="lazy" decoding="async"`);
      expect(html).toContain("max-w-[min(100%,800px)]");
    }
  });

  it("uses width/height attributes or aspect-ratio against layout shift", () => {
    const fixed = render({ src: "/a.jpg", width: "300", height: "200" });
    expect(fixed).toContain('width="300"');
    expect(fixed).toContain('height="200"');
    expect(fixed).toContain('src="/a.jpg"');
    // Numeric widths are asked for doubled (300 → 600, snapped to the 640 variant).
    const media = render({ src: PHOTO, width: "300" }, undefined, STORED);
    expect(media).toContain('src="/media/images/werk.jpg?width=640&amp;quality=85"');
    expect(media).toMatch(/<img [^>]*width="300" height="200"/);
    expect(media).toContain('sizes="(max-width: 768px) 100vw, 300px"');
    // Without a stored size the chosen width stays, the height is left to the picture.
    const unknown = render({ src: "/media/images/neu.jpg", width: "300" });
    expect(unknown).toMatch(/<img [^>]*width="300"/);
    expect(unknown).not.toMatch(/<img [^>]*height=/);
    const ratio = render({ src: "/a.jpg", width: "full", aspectRatio: "16:9" });
    expect(ratio).toContain("aspect-ratio:16 / 9");
    expect(ratio).toContain("object-cover");
    expect(ratio).toContain("width:100%");
    const full = render({ src: PHOTO, width: "full" }, undefined, STORED);
    expect(full).toMatch(/<img [^>]*width="3000" height="2000"/);
    expect(full).toContain("werk.jpg?width=1280&amp;quality=85 1280w");
    expect(full).not.toContain("1920w");
  });

  it("loads the picture at the top of the page eagerly with high priority", () => {
    const top = render({ src: PHOTO }, undefined, { ...STORED, priorityBlockId: "i" });
    expect(top).toContain('loading="eager"');
    expect(top).toContain('fetchPriority="high"');
    const below = render({ src: PHOTO }, undefined, { ...STORED, priorityBlockId: "other" });
    expect(below).toContain('loading="lazy"');
    expect(below).not.toContain("fetchPriority");
  });

  it("sizes the attributes by layout", () => {
    const layout = (width: string, height = "auto") => imageLayout({ width, height, customWidth: "", customHeight: "" });
    const stored = { width: 600, height: 400 };
    expect(imageAttributes(layout("auto"), stored)).toEqual({ width: 600, height: 400 });
    expect(imageAttributes(layout("auto"), { width: 1600, height: 400 })).toEqual({ width: 800, height: 200 });
    expect(imageAttributes(layout("500"), stored)).toEqual({ width: 500, height: 333 });
    expect(imageAttributes(layout("500", "250"), stored)).toEqual({ width: 500, height: 250 });
    expect(imageAttributes(layout("full"), stored)).toEqual(stored);
    expect(imageAttributes(layout("full"), null)).toEqual({});
    expect(imageAttributes(layout("auto"), null)).toEqual({});
  });

  it("maps widths as spec §9 says: full 1280, auto 800, numeric doubled up to 1920", () => {
    expect(imageLayout({ width: "full", height: "auto", customWidth: "", customHeight: "" }).requestWidth).toBe(1280);
    expect(imageLayout({ width: "auto", height: "auto", customWidth: "", customHeight: "" }).requestWidth).toBe(800);
    expect(imageLayout({ width: "500", height: "auto", customWidth: "", customHeight: "" }).requestWidth).toBe(1000);
    expect(imageLayout({ width: "1500px", height: "auto", customWidth: "", customHeight: "" }).requestWidth).toBe(1920);
    const custom = imageLayout({ width: "custom", height: "custom", customWidth: "50%", customHeight: "320" });
    expect(custom).toMatchObject({ requestWidth: 1280, cssWidth: "50%", cssHeight: "320px" });
    expect(imageLayout({ width: "calc(1px)", height: "x", customWidth: "", customHeight: "" }).cssWidth).toBe("");
  });

  it("checks media URLs and keeps existing query strings", () => {
    expect(safeMediaSrc("https://cdn.example.org/a.png")).toBe("https://cdn.example.org/a.png");
    expect(safeMediaSrc("//evil.example/a.png")).toBe("");
    expect(safeMediaSrc("mailto:x@y.de")).toBe("");
    expect(imageUrl("/media/images/a.jpg?v=2#x", 640, "webp")).toBe("/media/images/a.jpg?v=2&width=640&quality=85&format=webp#x");
    expect(imageUrl("/a.jpg?v=2#x", 640)).toBe("/a.jpg?v=2#x");
    expect(captionCss(undefined)).toEqual({});
    expect(captionCss({ captionStyle: { fontSize: 4 } })).toEqual({ fontSize: "10px" });
  });

  describe("link (issue 39: a linked picture keeps its link)", () => {
    it("renders old stored content without a link exactly as before: no <a>", () => {
      const html = render({ src: PHOTO, alt: "Werkhalle", caption: "Fertigung" }, undefined, STORED);
      expect(html).not.toContain("<a");
      expect(html).toBe(render({ src: PHOTO, alt: "Werkhalle", caption: "Fertigung", link: "", linkTarget: "_self" }, undefined, STORED));
    });

    it("wraps the picture, not the caption, in the link; the alt text names it", () => {
      const html = render({ src: PHOTO, alt: "Werkhalle", caption: "Fertigung", link: "/leistungen" }, undefined, STORED);
      expect(html).toMatch(/<figure[^>]*><a href="\/leistungen" class="[^"]*"><picture [^>]*>.*<img [^>]*alt="Werkhalle"[^>]*><\/picture><\/a><figcaption/);
      expect(html).not.toContain("target=");
      expect(html).not.toContain("aria-label");
    });

    it("opens in a new tab with rel=noopener when asked, and for other hosts (spec §4)", () => {
      const tab = render({ src: "/a.jpg", alt: "A", link: "/leistungen", linkTarget: "_blank" });
      expect(tab).toContain('<a href="/leistungen" target="_blank" rel="noopener noreferrer"');
      const external = render({ src: "/a.jpg", alt: "A", link: "https://example.org/x" });
      expect(external).toContain('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer"');
      const mail = render({ src: "/a.jpg", alt: "A", link: "mailto:info@example.org" });
      expect(mail).toContain('<a href="mailto:info@example.org" class=');
      // No mail symbol beside the picture (SmartLink adds one to text links).
      expect(mail).not.toContain("<svg");
    });

    it("names a link whose picture has no alt text by the caption, else by the address", () => {
      expect(render({ src: "/a.jpg", caption: "Unser Team", link: "/team" })).toContain('aria-label="Unser Team"');
      expect(render({ src: "/a.jpg", link: "/team" })).toContain('aria-label="Link: /team"');
    });

    it("refuses an unsafe address on save, naming it in German; accepts paths, http(s), mailto and tel", () => {
      for (const bad of ["javascript:alert(1)", " JaVa\tScript:alert(1)", "data:text/html,x", "//evil.example/x", "vbscript:x"]) {
        const result = block.schema.safeParse({ src: PHOTO, link: bad });
        expect(result.success, bad).toBe(false);
        expect(result.error?.issues[0]).toMatchObject({ code: "custom", path: ["link"], message: UNSAFE_LINK });
      }
      for (const good of ["/leistungen", "/blog/hallo?x=1#a", "https://example.org", "http://example.org", "mailto:a@b.de", "tel:+4930123", "#", ""]) {
        expect(block.schema.safeParse({ src: PHOTO, link: good }).success, good).toBe(true);
      }
    });

    it("never links unsafe stored content (not parsed by the schema) and ignores a bare #", () => {
      const parsed = { ...block.schema.parse({ src: "/a.jpg", alt: "A" }), link: "javascript:alert(1)" };
      expect(renderBlock(block, {}, { parsed })).not.toContain("<a");
      expect(render({ src: "/a.jpg", alt: "A", link: "#" })).not.toContain("<a");
    });

    it("counts the link for the SEO check", () => {
      expect(block.hooks?.seo?.({ src: PHOTO, alt: "A", link: "/leistungen" }).links).toEqual(["/leistungen"]);
    });
  });
});
