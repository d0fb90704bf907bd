import { describe, expect, it } from "vitest";
import { formatCount, formatDecimal, formatPercent, pagesPerVisitor, shortDay, trendOf } from "./numbers";
import { checkCustomRange, customSearch, presetSearch, rangeFromSearch } from "./range";

const TODAY = "2026-11-26";
const range = (query: string) => rangeFromSearch(new URLSearchParams(query), TODAY);

describe("the screen's range from its address", () => {
  it("defaults to the last 30 days, today included", () => {
    expect(range("")).toEqual({ choice: "30", from: "2026-10-28", to: TODAY, fallback: false });
  });

  it("reads the presets, 'jahr' being 1 January until today", () => {
    expect(range("zeitraum=7")).toMatchObject({ choice: "7", from: "2026-11-20", to: TODAY });
    expect(range("zeitraum=90")).toMatchObject({ choice: "90", from: "2026-08-29" });
    expect(range("zeitraum=jahr")).toMatchObject({ choice: "year", from: "2026-01-01", to: TODAY, fallback: false });
  });

  it("reads a custom range", () => {
    expect(range("von=2026-03-01&bis=2026-03-31")).toEqual({ choice: "custom", from: "2026-03-01", to: "2026-03-31", fallback: false });
  });

  it("falls back to the default for anything unusable, and says so", () => {
    for (const query of ["zeitraum=14", "zeitraum=", "von=2026-02-30&bis=2026-03-01", "von=2026-03-02&bis=2026-03-01", "von=2020-01-01&bis=2026-01-01", "von=2026-03-01", "bis=x"]) {
      expect(range(query), query).toEqual({ choice: "30", from: "2026-10-28", to: TODAY, fallback: true });
    }
  });

  it("writes the addresses it reads", () => {
    expect(range(presetSearch("year").slice(1)).choice).toBe("year");
    expect(range(customSearch("2026-01-05", "2026-01-09").slice(1))).toMatchObject({ choice: "custom", from: "2026-01-05", to: "2026-01-09" });
  });

  it("names the input at fault in German", () => {
    expect(checkCustomRange("", "")).toEqual({ von: "Bitte ein Datum angeben", bis: "Bitte ein Datum angeben" });
    expect(checkCustomRange("2026-13-01", "2026-01-01").von).toMatch(/JJJJ-MM-TT/);
    expect(checkCustomRange("2026-03-02", "2026-03-01")).toEqual({ bis: "Das Enddatum liegt vor dem Startdatum" });
    expect(checkCustomRange("2020-01-01", "2026-01-01")).toEqual({ von: "Höchstens 731 Tage auf einmal" });
    expect(checkCustomRange("2026-03-01", "2026-03-01")).toEqual({});
  });
});

describe("German numbers", () => {
  it("formats counts, decimals, percent and days", () => {
    expect(formatCount(1234567)).toBe("1.234.567");
    expect(formatDecimal(2.345)).toBe("2,3");
    expect(formatDecimal(2)).toBe("2,0");
    expect(formatPercent(12)).toBe("12\u00a0%");
    expect(shortDay("2026-11-26")).toBe("26.11.");
  });

  it("has no ratio or trend without a base", () => {
    expect(pagesPerVisitor({ views: 5, visitors: 0 })).toBeNull();
    expect(pagesPerVisitor({ views: 5, visitors: 2 })).toBe(2.5);
    expect(trendOf(5, 0)).toBeNull();
    expect(trendOf(null, 2)).toBeNull();
    expect(trendOf(15, 10)).toBe(50);
    expect(trendOf(5, 10)).toBe(-50);
  });
});
