import { describe, expect, it } from "vitest";
import { berlinTime, initialsOf } from "./presence";

describe("presence helpers", () => {
  it("makes initials of the first and last name", () => {
    expect(initialsOf("Anna Berger")).toBe("AB");
    expect(initialsOf("Anna Maria von Berger")).toBe("AB");
    expect(initialsOf("bernd")).toBe("B");
    expect(initialsOf("  ")).toBe("?");
    expect(initialsOf("émile zola")).toBe("ÉZ");
  });
  it("tells the time in Berlin as HH:MM (summer and winter)", () => {
    expect(berlinTime("2026-07-01T08:42:00Z")).toBe("10:42");
    expect(berlinTime("2026-12-01T09:42:00Z")).toBe("10:42");
  });
});
