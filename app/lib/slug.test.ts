import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, slugify } from "./slug";

describe("slugify", () => {
  it("transliterates German characters", () => {
    expect(slugify("Über uns")).toBe("ueber-uns");
    expect(slugify("Größenänderung für Maße")).toBe("groessenaenderung-fuer-masse");
    expect(slugify("Öl & Gas")).toBe("oel-und-gas");
  });
  it("drops accents and punctuation and trims dashes", () => {
    expect(slugify("  Café — Crème!  ")).toBe("cafe-creme");
    expect(slugify("Industrie 4.0")).toBe("industrie-4-0");
  });
  it("respects the maximum length without a trailing dash", () => {
    const s = slugify("a ".repeat(100), 9);
    expect(s.length).toBeLessThanOrEqual(9);
    expect(s.endsWith("-")).toBe(false);
  });
  it("produces slugs that match the pattern", () => {
    for (const t of ["Über uns", "KI & Machine Learning", "C-Teile-Management"]) {
      expect(SLUG_PATTERN.test(slugify(t))).toBe(true);
    }
    expect(SLUG_PATTERN.test("Nicht gültig")).toBe(false);
  });
});
