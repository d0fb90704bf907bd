import { describe, expect, it } from "vitest";
import { fromBerlinInput, toBerlinInput } from "./publish-at";

describe("publish-at field in German time", () => {
  it("reads and writes winter and summer times", () => {
    expect(fromBerlinInput("2026-01-15T09:00")).toBe("2026-01-15T08:00:00.000Z");
    expect(fromBerlinInput("2026-07-15T09:00")).toBe("2026-07-15T07:00:00.000Z");
    expect(toBerlinInput("2026-01-15T08:00:00.000Z")).toBe("2026-01-15T09:00");
    expect(toBerlinInput("2026-07-15T07:00:00.000Z")).toBe("2026-07-15T09:00");
    expect(toBerlinInput("2026-12-31T23:30:00Z")).toBe("2027-01-01T00:30");
  });

  it("round-trips every quarter hour across both clock changes", () => {
    for (let t = Date.parse("2026-03-28T00:00:00Z"); t < Date.parse("2026-03-30T00:00:00Z"); t += 15 * 60_000) {
      expect(fromBerlinInput(toBerlinInput(new Date(t).toISOString()))).toBe(new Date(t).toISOString());
    }
    // October: 02:30 happens twice; the input can name one of them.
    for (let t = Date.parse("2026-10-24T00:00:00Z"); t < Date.parse("2026-10-26T00:00:00Z"); t += 15 * 60_000) {
      const back = fromBerlinInput(toBerlinInput(new Date(t).toISOString()))!;
      expect(toBerlinInput(back)).toBe(toBerlinInput(new Date(t).toISOString()));
    }
  });

  it("treats empty and garbage as none", () => {
    expect(fromBerlinInput("")).toBeNull();
    expect(fromBerlinInput("morgen")).toBeNull();
    expect(toBerlinInput(null)).toBe("");
    expect(toBerlinInput("kaputt")).toBe("");
  });
});
