import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { keepShortPrefixes } from "./block";

const html = (title: string) => renderToStaticMarkup(<h1>{keepShortPrefixes(title)}</h1>);

describe("hero title: short prefixes stay with their word", () => {
  it("holds 'C-Teile' together and leaves the rest breakable", () => {
    expect(html("Präzisionsteile, C-Teile-Management und Automation aus einer Hand")).toBe(
      '<h1>Präzisionsteile, <span class="whitespace-nowrap">C-Teile</span>-Management und Automation aus einer Hand</h1>',
    );
    expect(html("E-Mail-Marketing für IT-Dienstleister")).toBe(
      '<h1><span class="whitespace-nowrap">E-Mail</span>-Marketing für <span class="whitespace-nowrap">IT-Dienstleister</span></h1>',
    );
  });

  it("leaves other titles as they are", () => {
    expect(keepShortPrefixes("Willkommen bei Brenner")).toBe("Willkommen bei Brenner");
    // Not a prefix: a longer first part, or inside a word.
    expect(html("Dreh-Fräs-Zentrum")).toBe("<h1>Dreh-Fräs-Zentrum</h1>");
    expect(html("Fertigungs-C-Teile")).toBe("<h1>Fertigungs-C-Teile</h1>");
  });
});
