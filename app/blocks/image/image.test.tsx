import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Block } from "../types";
import { block, imageLayout } from "./block";
import { captionCss, imageUrl, safeMediaSrc } from "./media";

function render(content: Record<string, unknown>, style?: Block["style"]): string {
  const b: Block = { id: "i", type: "image", content, style };
  const Render = block.Render;
  const router = createMemoryRouter([
    { path: "/", element: <Render block={b} content={block.schema.parse(content)} renderSlot={() => null} /> },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

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

  it("renders a lazy figure with srcset, sizes, alt and caption", () => {
    const html = render(
      { src: "/uploads/images/werk.jpg", alt: "Werkhalle", caption: "Unsere Fertigung", align: "right" },
      { captionStyle: { textAlign: "center", fontSize: 40, color: "#112233", fontFamily: "x;}body{" } },
    );
    expect(html).toMatch(/^<figure[^>]*class="[^"]*ml-auto/);
    expect(html).toContain('alt="Werkhalle"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('src="/uploads/images/werk.jpg?width=800&amp;quality=85&amp;format=webp"');
    expect(html).toContain("werk.jpg?width=640&amp;quality=85&amp;format=webp 640w");
    expect(html).toContain("1024w");
    expect(html).toContain("1280w");
    expect(html).toContain('sizes="(max-width: 800px) 100vw, 800px"');
    expect(html).toMatch(/<figcaption[^>]*style="text-align:center;font-size:24px;color:#112233"[^>]*>Unsere Fertigung<\/figcaption>/);
  });

  it("uses width/height attributes or aspect-ratio against layout shift", () => {
    const fixed = render({ src: "/a.jpg", width: "300", height: "200" });
    expect(fixed).toContain('width="300"');
    expect(fixed).toContain('height="200"');
    expect(fixed).toContain("a.jpg?width=600&amp;");
    const ratio = render({ src: "/a.jpg", width: "full", aspectRatio: "16:9" });
    expect(ratio).toContain("aspect-ratio:16 / 9");
    expect(ratio).toContain("object-cover");
    expect(ratio).toContain("width:100%");
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
    expect(imageUrl("/a.jpg?v=2#x", 640)).toBe("/a.jpg?v=2&width=640&quality=85&format=webp#x");
    expect(captionCss(undefined)).toEqual({});
    expect(captionCss({ captionStyle: { fontSize: 4 } })).toEqual({ fontSize: "10px" });
  });
});
