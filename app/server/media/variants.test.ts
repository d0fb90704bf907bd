import { describe, expect, it } from "vitest";
import { parseRange } from "./serve.server";
import { IMAGE_QUALITY, IMAGE_WIDTHS, imageSrcSet, imageUrl, logoSrcSet, srcSetWidths } from "~/blocks/image/urls";
import { negotiateFormat, parseVariantParams, snapQuality, snapWidth, VARIANT_QUALITIES, VARIANT_WIDTHS, variantKey, variantPrefix } from "./variants.server";

const q = (query: string) => parseVariantParams(new URLSearchParams(query));

describe("image variant parameters", () => {
  it("snaps widths to the allowed set, ties to the larger", () => {
    expect([1, 640, 700, 720, 721, 900, 1100, 1300, 1700, 5000].map(snapWidth)).toEqual([640, 640, 640, 800, 800, 800, 1024, 1280, 1920, 1920]);
    expect(q("width=183").width).toBe(640);
    // No (usable) width: the largest one, never the original's full size.
    expect(q("width=abc").width).toBe(1920);
    expect(q("width=-5").width).toBe(1920);
    expect(q("width=0").width).toBe(1920);
  });

  it("keeps the logo pair 183×72 and ignores other heights", () => {
    expect(q("width=183&height=72&quality=85")).toEqual({ width: 183, height: 72, quality: 85, format: null });
    expect(q("width=1280&height=72")).toMatchObject({ width: 1280, height: null });
  });

  it("keeps the logo box at 2x and 3x for high-density screens, nothing in between", () => {
    expect(q("width=366&height=144")).toMatchObject({ width: 366, height: 144 });
    expect(q("width=549&height=216")).toMatchObject({ width: 549, height: 216 });
    expect(q("width=732&height=288")).toMatchObject({ width: 800, height: null });
    expect(q("width=366&height=72")).toMatchObject({ width: 640, height: null });
  });

  it("snaps quality to 60 or 85, default 85", () => {
    expect([-5, 0, 40, 60, 72, 72.5, 73, 85, 96, 100, 1e9].map(snapQuality)).toEqual([60, 60, 60, 60, 60, 85, 85, 85, 85, 85, 85]);
    expect(snapQuality(Number.NaN)).toBe(85);
    expect(q("width=640").quality).toBe(85);
    expect(q("quality=viel").quality).toBe(85);
    expect(q("quality=").quality).toBe(85);
  });

  it("gives format and quality alone the largest width, never the full size", () => {
    expect(q("format=avif")).toEqual({ width: 1920, height: null, quality: 85, format: "avif" });
    expect(q("format=webp&quality=40")).toEqual({ width: 1920, height: null, quality: 60, format: "webp" });
    expect(q("quality=95")).toEqual({ width: 1920, height: null, quality: 85, format: null });
    expect(q("height=72")).toEqual({ width: 1920, height: null, quality: 85, format: null });
  });

  it("maps any query onto a small fixed set of stored variants", () => {
    const keys = new Set<string>();
    const formats = ["", "webp", "avif", "auto", "tiff", "png"];
    for (let width = -10; width <= 10_000; width += 37) {
      for (let quality = -20; quality <= 120; quality += 7) {
        for (const format of formats) {
          const params = q(`width=${width}&quality=${quality}&format=${format}`);
          for (const accept of ["image/avif", "image/webp", "*/*"]) keys.add(variantKey("images/a.jpg", params, negotiateFormat(params, "images/a.jpg", accept).format));
        }
      }
    }
    for (const scale of [1, 2, 3]) {
      for (const format of formats) {
        const params = q(`width=${183 * scale}&height=${72 * scale}&format=${format}`);
        keys.add(variantKey("images/a.jpg", params, negotiateFormat(params, "images/a.jpg", "image/avif").format));
      }
    }
    // 5 widths × 2 qualities × 3 formats, and the logo box at 1×, 2×, 3× in 3 formats.
    expect(keys.size).toBe(5 * 2 * 3 + 3 * 3);
    expect([...keys].every((key) => /^variants\/images\/a\/w(640|800|1024|1280|1920|183h72|366h144|549h216)-q(60|85)\.(jpg|webp|avif)$/.test(key))).toBe(true);
  });

  it("asks, from the public site, only for variants inside that set", () => {
    expect(IMAGE_WIDTHS).toEqual(VARIANT_WIDTHS);
    expect(VARIANT_QUALITIES).toContain(IMAGE_QUALITY);
    const src = "/media/images/abc.jpg";
    const urls = [
      ...[1, 300, 640, 700, 1000, 1500, 2000, 5000].map((w) => imageUrl(src, w)),
      ...[undefined, "avif", "webp"].flatMap((f) => imageSrcSet(src, srcSetWidths(2000), f as "avif" | "webp" | undefined).split(", ").map((part) => part.split(" ")[0])),
      ...logoSrcSet(src, "avif").split(", ").map((part) => part.split(" ")[0]),
    ];
    for (const url of urls) {
      const query = new URLSearchParams(url.split("?")[1]);
      const params = q(query.toString());
      expect(params.width, url).toBe(Number(query.get("width")));
      expect(params.quality, url).toBe(Number(query.get("quality")));
    }
  });

  it("accepts only webp, avif and auto as formats", () => {
    expect(q("format=webp").format).toBe("webp");
    expect(q("format=avif").format).toBe("avif");
    expect(q("format=auto").format).toBe("auto");
    expect(q("format=tiff").format).toBeNull();
  });

  it("negotiates auto from Accept and otherwise keeps the original's format", () => {
    const auto = q("format=auto");
    expect(negotiateFormat(auto, "images/a.jpg", "image/avif,image/webp,*/*")).toEqual({ format: "avif", vary: true });
    expect(negotiateFormat(auto, "images/a.jpg", "image/webp,*/*")).toEqual({ format: "webp", vary: true });
    expect(negotiateFormat(auto, "images/a.png", "image/avif;q=0,*/*")).toEqual({ format: "png", vary: true });
    expect(negotiateFormat(auto, "images/a.jpg", undefined)).toEqual({ format: "jpeg", vary: true });
    expect(negotiateFormat(q("width=640"), "images/a.gif", "image/avif")).toEqual({ format: "png", vary: false });
    expect(negotiateFormat(q("format=webp"), "images/a.jpg", "image/avif")).toEqual({ format: "webp", vary: false });
  });

  it("names variants below the original's folder", () => {
    expect(variantPrefix("images/abc.jpg")).toBe("variants/images/abc/");
    expect(variantKey("images/abc.jpg", q("width=1000&format=webp"), "webp")).toBe("variants/images/abc/w1024-q85.webp");
    expect(variantKey("images/abc.png", q("width=183&height=72"), "png")).toBe("variants/images/abc/w183h72-q85.png");
    expect(variantKey("images/abc.jpg", q("quality=61"), "avif")).toBe("variants/images/abc/w1920-q60.avif");
  });
});

describe("parseRange", () => {
  it("reads one range and refuses what lies outside the file", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-", 0)).toBe("unsatisfiable");
    // Whole file for what we do not serve as a range.
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeNull();
    expect(parseRange("bytes=50-10", 1000)).toBeNull();
    expect(parseRange("items=0-1", 1000)).toBeNull();
    expect(parseRange("bytes=-", 1000)).toBeNull();
  });
});
