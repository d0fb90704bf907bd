import { describe, expect, it } from "vitest";
import { formatDateLong, formatFileSize, readTimeMinutes } from "./format";

describe("formatDateLong", () => {
  it("formats in German long form in Berlin time", () => {
    expect(formatDateLong("2026-03-05T10:00:00Z")).toBe("5. März 2026");
    expect(formatDateLong("2025-12-31T23:30:00Z")).toBe("1. Januar 2026");
  });
  it("returns an empty string for missing or invalid dates", () => {
    expect(formatDateLong(null)).toBe("");
    expect(formatDateLong("kein Datum")).toBe("");
  });
});

describe("readTimeMinutes", () => {
  it("counts words / 200 rounded up, at least 1", () => {
    expect(readTimeMinutes("")).toBe(1);
    expect(readTimeMinutes("wort ".repeat(200))).toBe(1);
    expect(readTimeMinutes("wort ".repeat(201))).toBe(2);
    expect(readTimeMinutes("<p>" + "wort ".repeat(401) + "</p>")).toBe(3);
  });
});

describe("formatFileSize", () => {
  it("shows B, KB always with one decimal, MB and larger without a trailing ,0 (spec §9)", () => {
    expect(formatFileSize(300)).toBe("300 B");
    expect(formatFileSize(3072)).toBe("3,0 KB");
    expect(formatFileSize(850_000)).toBe("830,1 KB");
    expect(formatFileSize(1024 * 1024)).toBe("1 MB");
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe("1,3 MB");
    expect(formatFileSize(-1)).toBe("");
  });
});
