import { describe, expect, it } from "vitest";
import { unsupportedContent } from "./unsupported";

describe("unsupportedContent", () => {
  it("finds nothing in what the editor itself writes", () => {
    const html =
      '<h2>Titel</h2><p>Ein <strong>fetter</strong>, <em>kursiver</em> und <u>unterstrichener</u> Text mit <a target="_blank" rel="noopener noreferrer" href="https://example.de">Link</a> und <span style="color: #3B82F6">Farbe</span>.</p><ul><li><p>Punkt</p></li></ul><ol start="3"><li><p>Nummer</p></li></ol><h3>A</h3><h4>B</h4><p>Zeile<br>Umbruch</p>';
    expect(unsupportedContent(html)).toEqual([]);
    expect(unsupportedContent("")).toEqual([]);
    expect(unsupportedContent("Nur Text")).toEqual([]);
  });

  it("names tables, images, other heading levels, classes, ids and layout styles", () => {
    expect(unsupportedContent('<table><tr><td>1</td></tr></table><img src="/a.png" alt="">')).toEqual(["Tabellen", "Bilder"]);
    expect(unsupportedContent("<h1>A</h1><h5>B</h5><h6>C</h6>")).toEqual(["Überschrift 1", "Überschriften 5 und 6"]);
    expect(unsupportedContent('<p class="lead">A</p>')).toEqual(["CSS-Klassen"]);
    expect(unsupportedContent('<h2 id="anker">A</h2>')).toEqual(["Anker-IDs"]);
    expect(unsupportedContent('<p style="text-align: center">A</p>')).toEqual(["Stilangaben außer Textfarbe, Schriftgröße und Schriftart der Werkzeugleiste"]);
    expect(unsupportedContent('<span style="color: red; font-size: 20px">A</span>')).toEqual(["Stilangaben außer Textfarbe, Schriftgröße und Schriftart der Werkzeugleiste"]);
    // The toolbar's own sizes and fonts are kept by the editor.
    expect(unsupportedContent('<span style="font-size: 24px; font-family: Georgia">A</span> <span style="font-family: &quot;Times New Roman&quot;">B</span>')).toEqual([]);
    expect(unsupportedContent("<div>A</div><sup>2</sup><mark>m</mark>")).toEqual(["Abschnitte (div)", "Hoch- und Tiefstellung", "Markierungen"]);
    expect(unsupportedContent("<details><summary>x</summary></details>")).toEqual(["weitere HTML-Elemente"]);
  });
});
