import { describe, expect, it } from "vitest";
import {
  blogCategory,
  countWords,
  cutAtWord,
  parseReadTime,
  parseTags,
  postExcerpt,
  readTimeMinutes,
} from "./blog-rules";

describe("blog rules", () => {
  it("read time: a stored integer wins, a non-number counts as missing", () => {
    expect(readTimeMinutes(7, 5000)).toBe(7);
    expect(readTimeMinutes("12", 10)).toBe(12);
    expect(readTimeMinutes("5 Minuten", 10)).toBe(5);
    expect(readTimeMinutes("kurz", 401)).toBe(3);
    expect(readTimeMinutes(null, 0)).toBe(1);
    expect(readTimeMinutes(0, 200)).toBe(1);
    expect(readTimeMinutes(undefined, 201)).toBe(2);
    expect(parseReadTime(-3)).toBeNull();
    expect(parseReadTime("")).toBeNull();
  });

  it("counts words of text or HTML", () => {
    expect(countWords("<p>Eins zwei</p><p>drei</p>")).toBe(3);
    expect(countWords("   ")).toBe(0);
  });

  it("category: blog-meta, else content, else Allgemein", () => {
    expect(blogCategory("Technologie", "Innovation")).toBe("Technologie");
    expect(blogCategory("  ", "Innovation")).toBe("Innovation");
    expect(blogCategory(undefined, undefined)).toBe("Allgemein");
  });

  it("excerpt: meta description, stored excerpt, first text cut at a word", () => {
    expect(
      postExcerpt({
        metaDescription: "Kurz.",
        storedExcerpt: "Lang",
        firstText: "Text",
      }),
    ).toBe("Kurz.");
    expect(
      postExcerpt({
        metaDescription: " ",
        storedExcerpt: "Gespeichert",
        firstText: "Text",
      }),
    ).toBe("Gespeichert");
    expect(postExcerpt({ firstText: "" })).toBe("");
    const long = "Wort ".repeat(40).trim();
    const cut = postExcerpt({ firstText: long });
    expect(cut.endsWith("Wort…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(151);
    expect(cutAtWord("a".repeat(200)).length).toBe(151);
  });

  it("tags from an array or a comma list", () => {
    expect(parseTags("CNC, Fräsen ,cnc,")).toEqual(["CNC", "Fräsen"]);
    expect(parseTags(["A", 3, "B"])).toEqual(["A", "B"]);
    expect(parseTags(null)).toEqual([]);
  });
});
