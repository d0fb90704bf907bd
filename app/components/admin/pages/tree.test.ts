import { describe, expect, it } from "vitest";
import { descendantIds, flattenTree, getProjection, matchesSearch, planDrop, rootPageStarts, withAllRoots } from "./tree";

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

describe("page tree in pages (issue 38)", () => {
  it("cuts pages only between root subtrees; a subtree larger than a page gets one of its own", () => {
    const depths = (...list: number[]) => list.map((depth) => ({ depth }));
    // Roots at 0, 3, 5, 9: subtrees of 3, 2, 4 and 1 rows; pages of at most 5 rows.
    const rows = depths(0, 1, 1, 0, 1, 0, 1, 2, 1, 0);
    expect(rootPageStarts(rows, 5)).toEqual([0, 5]);
    expect(rootPageStarts(rows, 4)).toEqual([0, 3, 5, 9]);
    expect(rootPageStarts(rows, 100)).toEqual([0]);
    expect(rootPageStarts(depths(0, 1, 1, 1, 1, 1, 1, 0), 3)).toEqual([0, 7]);
    expect(rootPageStarts([], 50)).toEqual([]);
  });

  it("a drop among the roots of one page keeps the other pages' roots in place", () => {
    const all = ["a", "b", "c", "d", "e", "f"];
    // Page 2 shows c, d, e; e moved before c.
    expect(withAllRoots(all, ["e", "c", "d"], "e")).toEqual(["a", "b", "e", "c", "d", "f"]);
    // d became a child: the remaining roots of the page close up.
    expect(withAllRoots(all, ["c", "e"], "d")).toEqual(["a", "b", "c", "e", "f"]);
    // A child x became a root on this page, after c.
    expect(withAllRoots(all, ["c", "x", "d", "e"], "x")).toEqual(["a", "b", "c", "x", "d", "e", "f"]);
  });
});
