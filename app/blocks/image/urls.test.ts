import { describe, expect, it } from "vitest";
import {
  imageSrcSet,
  imageUrl,
  isMediaImage,
  logoUrl,
  mediaImagePath,
  scaleToHeight,
  scaleToWidth,
  snapWidth,
  srcSetWidths,
  validSize,
} from "./urls";

describe("image URLs (spec §7 parameters, §9 widths)", () => {
  it("knows media library pictures by their path, nothing else", () => {
    expect(mediaImagePath("/media/images/ab12.jpg")).toBe("/media/images/ab12.jpg");
    expect(mediaImagePath("/media/images/ab12.jpg?v=2#top")).toBe("/media/images/ab12.jpg");
    expect(mediaImagePath("/media/images/")).toBeNull();
    expect(mediaImagePath("/media/videos/film.mp4")).toBeNull();
    expect(mediaImagePath("/media/documents/katalog.pdf")).toBeNull();
    expect(mediaImagePath("/demo/halle.svg")).toBeNull();
    expect(mediaImagePath("https://cdn.example.org/media/images/a.jpg")).toBeNull();
    expect(mediaImagePath("/uploads/media/images/a.jpg")).toBeNull();
    expect(isMediaImage("/media/images/a.png")).toBe(true);
    expect(isMediaImage("/demo/a.svg")).toBe(false);
  });

  it("adds width and quality 85 (and a format) only to media library pictures", () => {
    expect(imageUrl("/media/images/a.jpg", 1280)).toBe("/media/images/a.jpg?width=1280&quality=85");
    expect(imageUrl("/media/images/a.jpg", 640, "webp")).toBe("/media/images/a.jpg?width=640&quality=85&format=webp");
    expect(imageUrl("/media/images/a.jpg", 1920, "avif")).toBe("/media/images/a.jpg?width=1920&quality=85&format=avif");
    expect(imageUrl("/media/images/a.jpg?v=2#x", 640)).toBe("/media/images/a.jpg?v=2&width=640&quality=85#x");
    for (const other of ["/demo/halle.svg", "https://cdn.example.org/a.jpg", "/media/videos/poster.jpg", "/a.jpg?v=2#x"]) {
      expect(imageUrl(other, 640, "webp")).toBe(other);
      expect(imageSrcSet(other)).toBe("");
      expect(logoUrl(other, "avif")).toBe(other);
    }
  });

  it("asks only for widths the image service makes, snapping up to cover the wish", () => {
    expect(snapWidth(300)).toBe(640);
    expect(snapWidth(640)).toBe(640);
    expect(snapWidth(700)).toBe(800);
    expect(snapWidth(1000)).toBe(1024);
    expect(snapWidth(1281)).toBe(1920);
    expect(snapWidth(5000)).toBe(1920);
    expect(imageUrl("/media/images/a.jpg", 600)).toBe("/media/images/a.jpg?width=640&quality=85");
    expect(imageUrl("/media/images/a.jpg", 1000)).toBe("/media/images/a.jpg?width=1024&quality=85");
  });

  it("builds srcsets from the allowed widths up to what is needed and what the original has", () => {
    expect(imageSrcSet("/media/images/a.jpg")).toBe(
      "/media/images/a.jpg?width=640&quality=85 640w, /media/images/a.jpg?width=1024&quality=85 1024w, /media/images/a.jpg?width=1280&quality=85 1280w",
    );
    expect(imageSrcSet("/media/images/a.jpg", [640, 1920], "avif")).toBe(
      "/media/images/a.jpg?width=640&quality=85&format=avif 640w, /media/images/a.jpg?width=1920&quality=85&format=avif 1920w",
    );
    expect(srcSetWidths(800)).toEqual([640, 800]);
    expect(srcSetWidths(600)).toEqual([640]);
    expect(srcSetWidths(1000)).toEqual([640, 800, 1024]);
    expect(srcSetWidths(1280)).toEqual([640, 800, 1024, 1280]);
    expect(srcSetWidths(1920)).toEqual([640, 800, 1024, 1280, 1920]);
    // A 900 px original: 1024 is the last variant that differs; 1280 and 1920 would be the same file.
    expect(srcSetWidths(1920, 900)).toEqual([640, 800, 1024]);
    expect(srcSetWidths(1920, 300)).toEqual([640]);
    expect(srcSetWidths(1920, 0)).toEqual([640, 800, 1024, 1280, 1920]);
  });

  it("gives logos the one spec §7 variant, 183×72 at quality 85", () => {
    expect(logoUrl("/media/images/logo.png")).toBe("/media/images/logo.png?width=183&height=72&quality=85");
    expect(logoUrl("/media/images/logo.png", "webp")).toBe("/media/images/logo.png?width=183&height=72&quality=85&format=webp");
  });

  it("scales stored sizes keeping the ratio and refuses unusable ones", () => {
    expect(scaleToWidth({ width: 4000, height: 3000 }, 800)).toEqual({ width: 800, height: 600 });
    expect(scaleToHeight({ width: 366, height: 144 }, 32)).toEqual({ width: 81, height: 32 });
    expect(validSize({ width: 10, height: 0 })).toBeNull();
    expect(validSize({ width: Number.NaN, height: 5 })).toBeNull();
    expect(validSize(null)).toBeNull();
    expect(validSize({ width: 10, height: 5 })).toEqual({ width: 10, height: 5 });
  });
});
