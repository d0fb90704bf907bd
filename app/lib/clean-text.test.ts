import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cleanText, findUncleanText, isCleanText, stripUncleanText } from "./clean-text";
import { fieldErrors } from "./page-schema";

describe("clean text", () => {
  it("refuses every bad character class, in single- and multi-line fields", () => {
    const bad = {
      nul: "Ctl \u0000 NUL",
      c0: "Glocke \u0007",
      escape: "\u001b[31mrot",
      del: "Entf \u007f",
      c1: "C1 \u0085",
      fffe: "Nicht\uFFFE",
      ffff: "Nicht\uFFFF",
      loneHigh: "halb \uD83D",
      loneLow: "halb \uDE00 ",
      reversedPair: "\uDE00\uD83D",
    };
    for (const [name, value] of Object.entries(bad)) {
      expect(isCleanText(value), name).toBe(false);
      expect(isCleanText(value, { multiline: true }), name).toBe(false);
    }
  });

  it("allows line breaks only in multi-line fields, tab everywhere", () => {
    for (const value of ["Zeile\nZeile", "Zeile\r\nZeile", "Zeile\rZeile", "a\u2028b", "a\u2029b"]) {
      expect(isCleanText(value)).toBe(false);
    }
    for (const value of ["Zeile\nZeile", "Zeile\r\nZeile", "Zeile\rZeile"]) expect(isCleanText(value, { multiline: true })).toBe(true);
    expect(isCleanText("Spalte\tSpalte")).toBe(true);
  });

  it("passes German text with umlauts, ß, typographic quotes and emoji (surrogate pairs)", () => {
    for (const value of ["Über uns – Größe & Maße", "„Straße“ ‚ß‘ ÄÖÜäöü €", "Wir 💚 Präzision 🇩🇪 👩‍🔧", "日本語 · العربية", ""]) {
      expect(isCleanText(value), value).toBe(true);
      expect(isCleanText(value, { multiline: true }), value).toBe(true);
    }
  });

  it("gives zod a German message naming the field, as fieldErrors reports it", () => {
    const schema = z.object({ title: z.string().refine(...cleanText("Titel")) });
    const result = schema.safeParse({ title: "Ctl \u0000 NUL" });
    expect(result.success).toBe(false);
    const fields = fieldErrors(result.error!);
    expect(Object.keys(fields)).toEqual(["title"]);
    expect(fields.title).toMatch(/^Titel: enthält unzulässige Zeichen/);
    expect(schema.safeParse({ title: "Größe 💚" }).success).toBe(true);
  });

  it("finds the first unclean string or key in nested data, and strips file names", () => {
    expect(findUncleanText({ a: ["gut", { b: "Öl\nund Wasser" }] })).toBeNull();
    expect(findUncleanText({ a: ["gut", { b: "schlecht\u0000" }] })).toEqual(["a", "1", "b"]);
    expect(findUncleanText({ ["k\u0000"]: 1 })).toEqual(["k\u0000"]);
    expect(stripUncleanText("Rech\u0000nung\r\n\uFFFE\uD800.pdf")).toBe("Rechnung.pdf");
    expect(stripUncleanText("Foto 💚.jpg")).toBe("Foto 💚.jpg");
  });
});
