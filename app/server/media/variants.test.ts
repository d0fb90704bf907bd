import { describe, expect, it } from "vitest";
import { parseRange } from "./serve.server";
import { negotiateFormat, parseVariantParams, snapQuality, snapWidth, variantKey, variantPrefix } from "./variants.server";

const q = (query: string) => parseVariantParams(new URLSearchParams(query));

describe("image variant parameters", () => {
  it("snaps widths to the allowed set, ties to the larger", () => {
    expect([1, 640, 700, 720, 721, 900, 1100, 1300, 1700, 5000].map(snapWidth)).toEqual([640, 640, 640, 800, 800, 800, 1024, 1280, 1920, 1920]);
    expect(q("width=183").width).toBe(640);
    expect(q("width=abc").width).toBeNull();
    expect(q("width=-5").width).toBeNull();
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

  it("clamps quality to 40–95 in steps of 5, default 85", () => {
    expect([0, 40, 42, 43, 77, 85, 96, 100].map(snapQuality)).toEqual([40, 40, 40, 45, 75, 85, 95, 95]);
    expect(q("width=640").quality).toBe(85);
    expect(q("quality=viel").quality).toBe(85);
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
    expect(variantKey("images/abc.jpg", q("quality=61"), "avif")).toBe("variants/images/abc/full-q60.avif");
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
