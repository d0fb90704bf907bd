import { describe, expect, it } from "vitest";
import { relativeTime, sparklinePoints, trendText, weekdayOf } from "./format";

describe("dashboard formatting", () => {
  const now = Date.parse("2026-03-18T10:00:00Z");

  it("says how long ago within a day, else the German date and time", () => {
    expect(relativeTime("2026-03-18T09:59:40Z", now)).toBe("gerade eben");
    expect(relativeTime("2026-03-18T09:59:00Z", now)).toBe("vor 1 Minute");
    expect(relativeTime("2026-03-18T09:15:00Z", now)).toBe("vor 45 Minuten");
    expect(relativeTime("2026-03-18T07:00:00Z", now)).toBe("vor 3 Stunden");
    expect(relativeTime("2026-03-17T08:30:00Z", now)).toBe("17.03.2026, 09:30");
    // A clock running ahead elsewhere must not give "vor -2 Minuten".
    expect(relativeTime("2026-03-18T10:02:00Z", now)).toBe("18.03.2026, 11:02");
  });

  it("puts the trend in words with an arrow", () => {
    expect(trendText(12)).toBe("▲ 12 % mehr");
    expect(trendText(-1250)).toBe("▼ 1.250 % weniger");
    expect(trendText(0)).toBe("unverändert");
    expect(trendText(null)).toBe("kein Vergleich möglich");
  });

  it("names weekdays of calendar days", () => {
    expect(["2026-03-16", "2026-03-21", "2026-03-22"].map(weekdayOf)).toEqual(["Mo", "Sa", "So"]);
  });

  it("scales a sparkline into its box, flat when all days are equal", () => {
    expect(sparklinePoints([0, 10, 5], 100, 24)).toEqual([
      [0, 22],
      [50, 2],
      [100, 12],
    ]);
    expect(sparklinePoints([3, 3], 100, 24)).toEqual([
      [0, 12],
      [100, 12],
    ]);
    expect(sparklinePoints([], 100, 24)).toEqual([]);
  });
});
