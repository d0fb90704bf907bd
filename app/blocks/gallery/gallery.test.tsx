import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type BlockData } from "../data";
import type { Block } from "../types";
import { block, galleryImageHeight } from "./block";
import { renderBlock } from "../render-for-test";
import { gallerySizes, gridColumnClasses } from "./gallery-grid.island";
import { Lightbox, lightboxKeyAction, lightboxReducer, type LightboxState } from "./lightbox";

function inRouter(element: ReactElement): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

function render(content: Record<string, unknown>, style?: Block["style"], data: BlockData = {}): string {
  return renderBlock(block, content, { id: "g", style, data });
}

const images = [
  { url: "/media/images/halle.jpg", alt: "Produktionshalle", caption: "Unsere Halle in Esslingen" },
  { url: "/media/images/team.jpg", alt: "Das Team", caption: "" },
  "https://cdn.example.org/roboter.jpg",
];
const STORED: BlockData = { images: { "/media/images/halle.jpg": { width: 1600, height: 1200 } } };

describe("gallery block", () => {
  it("has complete defaults", () => {
    expect(block.schema.parse({})).toEqual({
      title: "",
      images: [],
      columns: 3,
      gap: 16,
      imageSize: "medium",
      customImageHeight: 256,
      imageFit: "cover",
      textSpacing: 8,
      enableLightbox: true,
    });
    expect(block.category).toBe("Media");
  });

  it("clamps columns 1–6, gap 0–64, text spacing 0–32 and custom height 100–800", () => {
    const p = (c: Record<string, unknown>) => block.schema.parse(c);
    expect([p({ columns: 1 }).columns, p({ columns: 6 }).columns, p({ columns: 0 }).columns, p({ columns: 9 }).columns]).toEqual([1, 6, 1, 6]);
    expect([p({ gap: 0 }).gap, p({ gap: 64 }).gap, p({ gap: -5 }).gap, p({ gap: 65 }).gap]).toEqual([0, 64, 0, 64]);
    expect([p({ textSpacing: 0 }).textSpacing, p({ textSpacing: 32 }).textSpacing, p({ textSpacing: -1 }).textSpacing, p({ textSpacing: 40 }).textSpacing]).toEqual([0, 32, 0, 32]);
    expect([
      p({ customImageHeight: 100 }).customImageHeight,
      p({ customImageHeight: 800 }).customImageHeight,
      p({ customImageHeight: 99 }).customImageHeight,
      p({ customImageHeight: 801 }).customImageHeight,
    ]).toEqual([100, 800, 100, 800]);
    expect(p({ imageSize: "huge", imageFit: "stretch" })).toMatchObject({ imageSize: "medium", imageFit: "cover" });
  });

  it("turns plain strings (and legacy src) into image objects", () => {
    expect(block.schema.parse({ images: ["/a.jpg", { src: "/b.jpg", alt: "B" }] }).images).toEqual([
      { url: "/a.jpg", alt: "", caption: "" },
      { url: "/b.jpg", alt: "B", caption: "" },
    ]);
  });

  it("uses the spec's heights per size", () => {
    expect(["small", "medium", "large", "xlarge"].map((imageSize) => galleryImageHeight(block.schema.parse({ imageSize })))).toEqual([192, 256, 320, 384]);
    expect(galleryImageHeight(block.schema.parse({ imageSize: "custom", customImageHeight: 500 }))).toBe(500);
  });

  it("limits columns to 1 on mobile and 2 up to 1024 px", () => {
    expect(gridColumnClasses(4)).toBe("grid-cols-1 md:grid-cols-2 lg:grid-cols-4");
    expect(gridColumnClasses(1)).toBe("grid-cols-1");
    expect(gallerySizes(3)).toBe("(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 34vw");
  });

  it("renders nothing with no images and no title", () => {
    expect(render({})).toBe("");
    expect(render({ images: ["javascript:alert(1)"] })).toBe("");
  });

  it("renders a titled grid of lazy images with captions and lightbox links", () => {
    const html = render(
      { title: "Einblicke", images, columns: 4, gap: 24, imageSize: "large", textSpacing: 12, imageFit: "contain" },
      { captionStyle: { textAlign: "center" } },
      STORED,
    );
    expect(html).toMatch(/^<section aria-label="Einblicke"[^>]*><h2[^>]*>Einblicke<\/h2><ul role="list" class="grid list-none p-0 grid-cols-1 md:grid-cols-2 lg:grid-cols-4" style="gap:24px">/);
    expect(html.match(/<li/g)).toHaveLength(3);
    expect(html.match(/loading="lazy"/g)).toHaveLength(3);
    expect(html).toContain('alt="Produktionshalle"');
    expect(html).toContain("height:320px;object-fit:contain");
    // Library pictures: <picture> with AVIF and WebP, up to 1280 (one column), 1024 as the fallback.
    expect(html.match(/<picture/g)).toHaveLength(2);
    expect(html).toContain("halle.jpg?width=640&amp;quality=85&amp;format=avif 640w");
    expect(html).toContain("halle.jpg?width=1280&amp;quality=85&amp;format=webp 1280w");
    expect(html).toContain('src="/media/images/halle.jpg?width=1024&amp;quality=85"');
    expect(html).toContain('sizes="(max-width: 767px) 100vw, (max-width: 1023px) 50vw, 25vw"');
    // Stored 1600×1200 at 320 px high: the ratio is reserved; unknown sizes keep just the height.
    expect(html).toMatch(/<img [^>]*alt="Produktionshalle" width="427" height="320"/);
    expect(html).toMatch(/<img [^>]*alt="Das Team" height="320"/);
    // Another host's picture: plain, untouched.
    expect(html).toContain('<img src="https://cdn.example.org/roboter.jpg" alt="" height="320" loading="lazy"');
    expect(html).not.toContain("roboter.jpg?");
    expect(html).toMatch(/<figcaption[^>]*style="margin-top:12px;text-align:center"[^>]*>Unsere Halle in Esslingen<\/figcaption>/);
    // Without JavaScript a click opens the largest variant (the original may be huge) or the address itself.
    expect(html).toContain('href="/media/images/halle.jpg?width=1920&amp;quality=85"');
    expect(html).toContain('href="https://cdn.example.org/roboter.jpg"');
    expect(html).toContain('aria-label="Produktionshalle in großer Ansicht öffnen"');
    expect(html).toContain('aria-label="Bild 3 in großer Ansicht öffnen"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).not.toContain('role="dialog"');
  });

  it("renders plain images when the lightbox is off and drops unsafe URLs", () => {
    const html = render({ images: [...images, "javascript:alert(1)", "data:image/png;base64,AA"], enableLightbox: false });
    expect(html).not.toContain("<a ");
    expect(html.match(/<img/g)).toHaveLength(3);
    expect(html).not.toMatch(/javascript:|data:/);
  });
});

describe("gallery lightbox", () => {
  const closed: LightboxState = { index: null, zoomed: false };

  it("opens, steps around with wrap-around and resets the zoom on every change", () => {
    let s = lightboxReducer(closed, { type: "open", index: 2 });
    expect(s).toEqual({ index: 2, zoomed: false });
    s = lightboxReducer(s, { type: "zoomIn" });
    expect(s.zoomed).toBe(true);
    s = lightboxReducer(s, { type: "next", count: 3 });
    expect(s).toEqual({ index: 0, zoomed: false });
    s = lightboxReducer(s, { type: "previous", count: 3 });
    expect(s).toEqual({ index: 2, zoomed: false });
    expect(lightboxReducer(s, { type: "close" })).toEqual(closed);
    expect(lightboxReducer(closed, { type: "next", count: 3 })).toBe(closed);
  });

  it("maps Escape, arrows and +/- to actions", () => {
    expect(lightboxKeyAction("Escape", 3)).toEqual({ type: "close" });
    expect(lightboxKeyAction("ArrowLeft", 3)).toEqual({ type: "previous", count: 3 });
    expect(lightboxKeyAction("ArrowRight", 3)).toEqual({ type: "next", count: 3 });
    expect(lightboxKeyAction("+", 3)).toEqual({ type: "zoomIn" });
    expect(lightboxKeyAction("-", 3)).toEqual({ type: "zoomOut" });
    expect(lightboxKeyAction("a", 3)).toBeNull();
  });

  it("renders an accessible modal dialog with counter, controls and zoom 1.5", () => {
    const imgs = block.schema.parse({ images }).images;
    const html = inRouter(<Lightbox images={imgs} state={{ index: 0, zoomed: true }} dispatch={() => {}} />);
    expect(html).toMatch(/role="dialog" aria-modal="true" aria-label="Bildansicht: Produktionshalle"/);
    expect(html).toContain("Bild 1 von 3");
    for (const label of ["Verkleinern", "Schließen", "Vorheriges Bild", "Nächstes Bild"]) expect(html).toContain(`aria-label="${label}"`);
    expect(html).toContain("transform:scale(1.5)");
    expect(html).toContain("Unsere Halle in Esslingen");
    // The picture shown large: every width up to 1920, the format the browser prefers, loaded at once.
    expect(html).toContain('<source type="image/avif" srcSet="/media/images/halle.jpg?width=640&amp;quality=85&amp;format=avif 640w');
    expect(html).toContain("halle.jpg?width=1920&amp;quality=85&amp;format=webp 1920w");
    expect(html).toMatch(/<img src="\/media\/images\/halle\.jpg\?width=1280&amp;quality=85"[^>]*sizes="100vw" alt="Produktionshalle" loading="eager"/);
    expect(inRouter(<Lightbox images={imgs} state={closed} dispatch={() => {}} />)).toBe("");
  });
});
