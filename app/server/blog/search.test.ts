import { describe, expect, it } from "vitest";
import {
  buildSearchIndex,
  foldGerman,
  matchesSearch,
  parseSearchQuery,
  stemGerman,
} from "./search";

const finds = (text: string, q: string) =>
  matchesSearch(buildSearchIndex(text), parseSearchQuery(q));

describe("German blog search", () => {
  it("folds case, ß and umlauts", () => {
    expect(foldGerman("Straße ÜBER Fräsen Café")).toBe(
      "strasse ueber fraesen cafe",
    );
  });

  it("stems inflected forms alike (CISTEM)", () => {
    expect(stemGerman(foldGerman("Maschinen"))).toBe(
      stemGerman(foldGerman("Maschine")),
    );
    expect(stemGerman(foldGerman("Frästeile"))).toBe(
      stemGerman(foldGerman("Frästeil")),
    );
  });

  it("matches umlauts, ß/ss and inflection both ways", () => {
    expect(finds("Neue Frästeile für die Industrie", "frästeil")).toBe(true);
    expect(finds("Neue Frästeile für die Industrie", "Fraesteile")).toBe(true);
    expect(finds("Unsere Maschine läuft", "Maschinen")).toBe(true);
    expect(finds("Die Straße ist frei", "strasse")).toBe(true);
    expect(finds("Die Strasse ist frei", "Straße")).toBe(true);
    expect(finds("Über uns", "ueber")).toBe(true);
    expect(finds("Vernetzte Kühlhäuser", "kuehlhaus")).toBe(true);
  });

  it("finds word starts (typing) and parts of compounds, all words required", () => {
    expect(finds("Automatisierung in der Fertigung", "autom")).toBe(true);
    expect(finds("Das Frästeil", "teil")).toBe(true);
    expect(
      finds("Automatisierung in der Fertigung", "automatisierung roboter"),
    ).toBe(false);
    expect(
      finds("Automatisierung mit Robotern", "automatisierung roboter"),
    ).toBe(true);
    expect(finds("Fräsen in Frankreich", "Fräsen")).toBe(true);
    expect(finds("Reisen nach Frankreich", "Fräsen")).toBe(false);
    expect(finds("irgendwas", "")).toBe(true);
  });
});
