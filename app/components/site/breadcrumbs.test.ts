import { describe, expect, it } from "vitest";
import { breadcrumbTrail } from "./breadcrumbs";

describe("breadcrumbs", () => {
  it("starts with Home, turns hyphens into spaces, capitalises and ends unlinked with the title", () => {
    expect(breadcrumbTrail("/leistungen/c-teile-management", "C-Teile-Management")).toEqual([
      { label: "Home", href: "/" },
      { label: "Leistungen", href: "/leistungen" },
      { label: "C-Teile-Management", href: null },
    ]);
    expect(breadcrumbTrail("/ueber-uns")).toEqual([
      { label: "Home", href: "/" },
      { label: "Ueber Uns", href: null },
    ]);
    expect(breadcrumbTrail("/blog/ki-gestuetzte-qualitaetspruefung").map((c) => c.label)).toEqual(["Home", "Blog", "Ki Gestuetzte Qualitaetspruefung"]);
  });

  it("follows the page tree when the address is a page's (flat slugs would drop the parent)", () => {
    const tree = { ancestors: [{ label: "Leistungen", href: "/leistungen" }], label: "C-Teile" };
    expect(breadcrumbTrail("/c-teile-management", "C-Teile-Management", tree)).toEqual([
      { label: "Home", href: "/" },
      { label: "Leistungen", href: "/leistungen" },
      { label: "C-Teile", href: null },
    ]);
  });

  it("links no /vorschau crumb on a shared preview (there is no such page)", () => {
    expect(breadcrumbTrail("/vorschau/abc.def", "Angebot")).toEqual([
      { label: "Home", href: "/" },
      { label: "Vorschau", href: null },
      { label: "Angebot", href: null },
    ]);
  });

  it("is a single item (hidden) on the home page", () => {
    expect(breadcrumbTrail("/")).toHaveLength(1);
  });
});
