import { describe, expect, it } from "vitest";
import { CSV_BOM, csvField, groupNotes, noteKind, reportCsvLines } from "./import-report";

describe("import report notes by kind", () => {
  it("takes the engine's kind, else reads it from what a note is about (older reports)", () => {
    expect(noteKind({ item: "Seite „Über uns“", message: "x", kind: "menu" })).toBe("menu");
    expect(noteKind({ item: "Seite „Über uns“", message: "Shortcode [ultimatemember] entfernt (2×)" })).toBe("content");
    expect(noteKind({ item: "Beitrag „Messe“", message: "Eingebettete Bilddaten (data:-Adresse) nicht übernommen" })).toBe("content");
    expect(noteKind({ item: "Datei https://alt.example.de/wp-content/uploads/a.jpg", message: "nicht übernommen: 404; Verweise behalten die ursprüngliche Adresse" })).toBe("media");
    expect(noteKind({ item: "Menüeintrag „Shop“", message: "nicht übernommen" })).toBe("menu");
    expect(noteKind({ item: null, message: "3 Kommentare nicht übernommen (das CMS hat keine Kommentarfunktion)" })).toBe("general");
    expect(noteKind({ item: null, message: "2 Weiterleitungen nicht angelegt" })).toBe("redirects");
  });

  it("groups in the order Inhalte, Medien, Menü, Weiterleitungen, Allgemein, keeping each group's order and leaving out empty ones", () => {
    const groups = groupNotes([
      { item: null, message: "1 Eintrag vom Typ product nicht übernommen" },
      { item: "Menüeintrag „News“", message: "nicht übernommen" },
      { item: "Seite „A“", message: "eins" },
      { item: "Datei https://alt.example.de/b.jpg", message: "nicht übernommen" },
      { item: "Seite „B“", message: "zwei" },
    ]);
    expect(groups.map((g) => [g.label, g.notes.map((n) => n.message)])).toEqual([
      ["Inhalte", ["eins", "zwei"]],
      ["Medien", ["nicht übernommen"]],
      ["Menü", ["nicht übernommen"]],
      ["Allgemein", ["1 Eintrag vom Typ product nicht übernommen"]],
    ]);
  });
});

describe("import report as CSV", () => {
  it("quotes semicolons, quotes and line breaks, and defuses spreadsheet formulas", () => {
    expect(csvField("Über uns")).toBe("Über uns");
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField('Titel „x“ "y"')).toBe('"Titel „x“ ""y"""');
    expect(csvField("zwei\nZeilen")).toBe('"zwei\nZeilen"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-1")).toBe("'-1");
  });

  it("has a header and one row per note, grouped, with the group's German name; the BOM is UTF-8's", () => {
    const lines = reportCsvLines({
      notes: [
        { item: null, message: "Menü nicht geändert", kind: "menu" },
        { item: "Seite „Preise; Angebote“", message: "Elementor-Widget „price-table“ als HTML übernommen (2×)", kind: "content" },
      ],
    });
    expect(lines).toEqual(["Bereich;Eintrag;Hinweis", 'Inhalte;"Seite „Preise; Angebote“";Elementor-Widget „price-table“ als HTML übernommen (2×)', "Menü;;Menü nicht geändert"]);
    expect([...new TextEncoder().encode(CSV_BOM)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("lists the files not taken over after the media notes, a row each, where the report has them", () => {
    const failures = [
      { url: "https://alt.example.de/wp-content/uploads/a.jpg", reason: "nicht erreichbar (HTTP 404)" },
      { url: "https://alt.example.de/wp-content/uploads/b;c.jpg", reason: "nicht mehr versucht" },
    ];
    expect(
      reportCsvLines({
        notes: [
          { item: null, message: "Menü nicht geändert", kind: "menu" },
          { item: null, message: "2 Dateien von alt.example.de nicht übernommen", kind: "media" },
          { item: "Seite „A“", message: "eins" },
        ],
        media_failures: failures,
      }),
    ).toEqual([
      "Bereich;Eintrag;Hinweis",
      "Inhalte;Seite „A“;eins",
      "Medien;;2 Dateien von alt.example.de nicht übernommen",
      "Medien;https://alt.example.de/wp-content/uploads/a.jpg;nicht erreichbar (HTTP 404)",
      'Medien;"https://alt.example.de/wp-content/uploads/b;c.jpg";nicht mehr versucht',
      "Menü;;Menü nicht geändert",
    ]);
    // Files beyond the report's list are counted in one row.
    expect(reportCsvLines({ notes: [], media_failures: failures.slice(0, 1), media_failures_left_off: 1200 }).slice(1)).toEqual([
      "Medien;https://alt.example.de/wp-content/uploads/a.jpg;nicht erreichbar (HTTP 404)",
      "Medien;;1.200 weitere Dateien nicht übernommen und hier nicht aufgeführt",
    ]);
    // Without media notes the files stand where the group would.
    expect(reportCsvLines({ notes: [{ item: null, message: "Menü nicht geändert", kind: "menu" }], media_failures: failures.slice(0, 1) }).slice(1)).toEqual([
      "Medien;https://alt.example.de/wp-content/uploads/a.jpg;nicht erreichbar (HTTP 404)",
      "Menü;;Menü nicht geändert",
    ]);
  });
});
