import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockDataContext, type BlockData } from "../data";
import { LogoPicture, ResponsivePicture, imageSizeIn, useImageSize, useIsPriorityBlock } from "./picture";

function html(element: ReactElement, data: BlockData = {}): string {
  return renderToStaticMarkup(<BlockDataContext.Provider value={data}>{element}</BlockDataContext.Provider>);
}

/** Attributes of the first element named `tag` in `markup`. */
function attrs(markup: string, tag: string, index = 0): Record<string, string> {
  const found = [...markup.matchAll(new RegExp(`<${tag}\\b([^>]*?)/?>`, "g"))][index];
  if (!found) throw new Error(`no <${tag}> #${index} in ${markup}`);
  return Object.fromEntries([...found[1].matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2].replaceAll("&amp;", "&")]));
}

describe("ResponsivePicture", () => {
  const media = (
    <ResponsivePicture
      src="/media/images/halle.jpg"
      alt="Werkhalle"
      width={1024}
      widths={[640, 1024]}
      sizes="(max-width: 768px) 100vw, 50vw"
      size={{ width: 2400, height: 1600 }}
      className="w-full"
    />
  );

  it("shows a media library picture as <picture>: AVIF, then WebP, then the original format", () => {
    const markup = html(media);
    expect(markup).toMatch(/^<picture class="contents"><source [^>]*\/><source [^>]*\/><img [^>]*\/><\/picture>$/);
    const avif = attrs(markup, "source", 0);
    const webp = attrs(markup, "source", 1);
    const img = attrs(markup, "img");
    expect(avif).toEqual({
      type: "image/avif",
      srcSet: "/media/images/halle.jpg?width=640&quality=85&format=avif 640w, /media/images/halle.jpg?width=1024&quality=85&format=avif 1024w",
      sizes: "(max-width: 768px) 100vw, 50vw",
    });
    expect(webp.type).toBe("image/webp");
    expect(webp.srcSet).toBe("/media/images/halle.jpg?width=640&quality=85&format=webp 640w, /media/images/halle.jpg?width=1024&quality=85&format=webp 1024w");
    expect(webp.sizes).toBe("(max-width: 768px) 100vw, 50vw");
    expect(img).toMatchObject({
      src: "/media/images/halle.jpg?width=1024&quality=85",
      srcSet: "/media/images/halle.jpg?width=640&quality=85 640w, /media/images/halle.jpg?width=1024&quality=85 1024w",
      sizes: "(max-width: 768px) 100vw, 50vw",
      alt: "Werkhalle",
      width: "2400",
      height: "1600",
      loading: "lazy",
      decoding: "async",
      class: "w-full",
    });
    expect(img.fetchPriority).toBeUndefined();
  });

  it("loads a picture above the fold eagerly with high priority", () => {
    const markup = html(<ResponsivePicture src="/media/images/a.jpg" alt="" width={1920} widths={[640, 1024, 1920]} sizes="100vw" priority />);
    const img = attrs(markup, "img");
    expect(img.loading).toBe("eager");
    expect(img.fetchPriority).toBe("high");
    expect(img.decoding).toBeUndefined();
    // No size known: no width/height attributes rather than wrong ones.
    expect(img.width).toBeUndefined();
    expect(img.height).toBeUndefined();
  });

  it("shows any other source as a plain <img> without parameters", () => {
    for (const src of ["/demo/halle.svg", "https://cdn.example.org/a.jpg", "/media/videos/film.mp4"]) {
      const markup = html(<ResponsivePicture src={src} alt="x" width={1280} widths={[640, 1280]} sizes="100vw" size={{ height: 256 }} />);
      expect(markup).not.toContain("<picture");
      expect(markup).not.toContain("<source");
      expect(markup).not.toContain("srcSet");
      expect(markup).not.toContain("sizes=");
      expect(attrs(markup, "img")).toEqual({ src, alt: "x", height: "256", loading: "lazy", decoding: "async" });
    }
  });

  it("drops unusable sizes", () => {
    const markup = html(<ResponsivePicture src="/media/images/a.jpg" alt="" width={640} widths={[640]} sizes="64px" size={{ width: 0, height: Number.NaN }} />);
    expect(attrs(markup, "img").width).toBeUndefined();
    expect(attrs(markup, "img").height).toBeUndefined();
  });
});

describe("LogoPicture", () => {
  it("asks for the spec §7 logo variant in AVIF, WebP and the original format, at 1x, 2x and 3x", () => {
    const markup = html(<LogoPicture src="/media/images/logo.png" alt="Logo" size={{ width: 81, height: 32 }} style={{ height: "32px", width: "auto" }} />);
    // High-density screens get the same 183×72 box with 2x and 3x the pixels (issue 25, Lighthouse).
    const set = (format?: string) =>
      [1, 2, 3].map((n) => `/media/images/logo.png?width=${183 * n}&height=${72 * n}&quality=85${format ? `&format=${format}` : ""} ${n}x`).join(", ");
    expect(attrs(markup, "source", 0)).toEqual({ type: "image/avif", srcSet: set("avif") });
    expect(attrs(markup, "source", 1)).toEqual({ type: "image/webp", srcSet: set("webp") });
    const img = attrs(markup, "img");
    expect(img).toMatchObject({ src: "/media/images/logo.png?width=183&height=72&quality=85", srcSet: set(), alt: "Logo", width: "81", height: "32", style: "height:32px;width:auto" });
    // Part of the first screen of every page: not lazy.
    expect(img.loading).toBeUndefined();
    expect(markup).not.toContain(" 183w");
  });

  it("shows a logo from elsewhere as it is", () => {
    const markup = html(<LogoPicture src="/demo/logo.svg" alt="Logo" size={{ height: 32 }} />);
    // (React adds its own preload hint for an eager <img> outside <picture>.)
    expect(markup.replace(/<link rel="preload"[^>]*\/>/, "")).toBe('<img src="/demo/logo.svg" alt="Logo" height="32" decoding="async"/>');
  });
});

describe("picture data of the page", () => {
  function Probe({ src, id }: { src: string; id: string }) {
    const size = useImageSize(src);
    const priority = useIsPriorityBlock(id);
    return <i data-size={size ? `${size.width}x${size.height}` : "none"} data-priority={String(priority)} />;
  }

  it("finds stored sizes by path (query and fragment ignored) and the block shown first", () => {
    const data: BlockData = { images: { "/media/images/a.jpg": { width: 1600, height: 900 } }, priorityBlockId: "hero-1" };
    expect(html(<Probe src="/media/images/a.jpg?v=3" id="hero-1" />, data)).toBe('<i data-size="1600x900" data-priority="true"></i>');
    expect(html(<Probe src="/media/images/b.jpg" id="x" />, data)).toBe('<i data-size="none" data-priority="false"></i>');
    expect(html(<Probe src="/demo/a.jpg" id="x" />, data)).toBe('<i data-size="none" data-priority="false"></i>');
    expect(html(<Probe src="/media/images/a.jpg" id="x" />)).toBe('<i data-size="none" data-priority="false"></i>');
    expect(imageSizeIn({ "/media/images/z.jpg": { width: 0, height: 5 } }, "/media/images/z.jpg")).toBeNull();
  });
});
