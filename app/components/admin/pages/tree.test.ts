import { describe, expect, it } from "vitest";
import { descendantIds, flattenTree, getProjection, matchesSearch, planDrop } from "./tree";

const pages = [
  { id: "home", title: "Startseite", parent_id: null, sort_order: 0 },
  { id: "about", title: "Über uns", parent_id: null, sort_order: 10 },
  { id: "services", title: "Leistungen", parent_id: null, sort_order: 20 },
  { id: "c", title: "C-Teile", parent_id: "services", sort_order: 0 },
  { id: "auto", title: "Automation", parent_id: "services", sort_order: 10 },
  { id: "contact", title: "Kontakt", parent_id: null, sort_order: 30 },
];

describe("page tree", () => {
  const flat = flattenTree(pages);

  it("flattens depth-first in sort order with depths", () => {
    expect(flat.map((p) => `${p.id}:${p.depth}`)).toEqual(["home:0", "about:0", "services:0", "c:1", "auto:1", "contact:0"]);
    expect([...descendantIds(flat, "services")]).toEqual(["c", "auto"]);
  });

  it("swaps two top-level pages: one order call for the root, parents unchanged", () => {
    const projection = getProjection(flat, "about", "home", 0, 24);
    expect(projection).toEqual({ depth: 0, parentId: null });
    const plan = planDrop(flat, flat, "about", "home", projection)!;
    expect(plan.newSiblings).toEqual(["about", "home", "services", "contact"]);
    expect(plan.oldSiblings).toBeNull();
    expect(plan.items.map((p) => p.id)).toEqual(["about", "home", "services", "c", "auto", "contact"]);
  });

  it("re-parents by a horizontal offset of one indent: under the page above, and orders both parents", () => {
    // Kontakt dragged right by one indent stays in place and becomes the last child of Leistungen.
    const projection = getProjection(flat, "contact", "contact", 24, 24);
    expect(projection).toEqual({ depth: 1, parentId: "services" });
    const plan = planDrop(flat, flat, "contact", "contact", projection)!;
    expect(plan.newParentId).toBe("services");
    expect(plan.newSiblings).toEqual(["c", "auto", "contact"]);
    expect(plan.oldSiblings).toEqual(["home", "about", "services"]);
    expect(plan.items.find((p) => p.id === "contact")).toMatchObject({ parent_id: "services", depth: 1 });
  });

  it("never nests deeper than one level below the page above, and a no-op drop plans nothing", () => {
    expect(getProjection(flat, "about", "about", 24 * 5, 24)).toEqual({ depth: 1, parentId: "home" });
    expect(planDrop(flat, flat, "home", "home", { depth: 0, parentId: null })).toBeNull();
  });

  it("matches umlauts spelled out or stripped", () => {
    for (const q of ["über", "ueber", "uber", "ÜBER"]) expect(matchesSearch(q, "Über uns", "ueber-uns")).toBe(true);
    expect(matchesSearch("kontakt", "Über uns", "ueber-uns")).toBe(false);
    expect(matchesSearch("  ", "x")).toBe(true);
  });
});
