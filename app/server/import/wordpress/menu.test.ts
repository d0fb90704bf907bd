import { describe, expect, it } from "vitest";
import { chooseMenu, planMenu, type MenuItemInfo } from "./menu.server";

const item = (id: number, menu: string, order: number, fields: Partial<MenuItemInfo>): MenuItemInfo => ({
  id, menu, order, title: "", parent: 0, kind: "post_type", object: "page", objectId: 0, url: "", ...fields,
});

describe("chooseMenu", () => {
  it("takes the menu named like a main menu, else the one with the most entries", () => {
    const items = [item(1, "footer", 1, {}), item(2, "footer", 2, {}), item(3, "hauptmenue", 1, {})];
    expect(chooseMenu(items, new Map([["hauptmenue", "Hauptmenü"]]))?.slug).toBe("hauptmenue");
    const sidebar = [item(1, "footer", 1, {}), item(2, "footer", 2, {}), item(3, "seitenleiste", 1, {})];
    expect(chooseMenu(sidebar, new Map([["seitenleiste", "Seitenleiste"]]))?.slug).toBe("footer");
    expect(chooseMenu([item(1, "menu-a", 1, {}), item(2, "menu-b", 1, {})], new Map([["menu-b", "Hauptmenü"]]))?.slug).toBe("menu-b");
    expect(chooseMenu([item(1, "x", 1, {})], new Map([["x", "Primary Menu"]]))?.slug).toBe("x");
    expect(chooseMenu([], new Map())).toBeNull();
  });
});

describe("planMenu", () => {
  const pages = [
    { wpId: 1, parentWpId: 0, menuOrder: 3, targetId: "a" },
    { wpId: 2, parentWpId: 1, menuOrder: 0, targetId: "b" },
    { wpId: 3, parentWpId: 2, menuOrder: 1, targetId: "c" },
    { wpId: 4, parentWpId: 0, menuOrder: 0, targetId: "d" },
  ];
  const targets = new Map(pages.map((p) => [p.wpId, p.targetId]));
  const base = {
    pages,
    pathOf: (id: number) => `/p${id}`,
    targetOf: (id: number) => targets.get(id) ?? null,
    mapUrl: (url: string) => url.replace("https://alt.example.de/vier/", "/p4"),
    isPost: (id: number) => id === 9,
  };

  it("without a menu: WordPress parents and menu_order, every page in the menu", () => {
    const plan = planMenu({ ...base, menu: null });
    expect(Object.fromEntries(plan.places)).toEqual({
      a: { parent_id: null, sort_order: 40, show_in_menu: true },
      b: { parent_id: "a", sort_order: 10, show_in_menu: true },
      c: { parent_id: "b", sort_order: 20, show_in_menu: true },
      d: { parent_id: null, sort_order: 10, show_in_menu: true },
    });
    expect(plan.entries).toBe(0);
  });

  it("with a menu: its order and nesting; custom links to other sites; the rest named", () => {
    const menu = {
      slug: "hauptmenue",
      name: "Hauptmenü",
      items: [
        item(10, "hauptmenue", 1, { kind: "custom", object: "custom", url: "https://alt.example.de/vier/", title: "Start" }),
        item(11, "hauptmenue", 2, { objectId: 2, title: "Leistungen" }),
        item(12, "hauptmenue", 3, { objectId: 1, parent: 11 }),
        item(13, "hauptmenue", 4, { kind: "custom", object: "custom", url: "https://shop.example.com", title: "Shop", parent: 11 }),
        item(14, "hauptmenue", 5, { kind: "taxonomy", object: "category", objectId: 5, title: "News" }),
        item(15, "hauptmenue", 6, { objectId: 9, object: "post", title: "Ein Beitrag" }),
        item(16, "hauptmenue", 7, { kind: "custom", object: "custom", url: "#", title: "Anker" }),
      ],
    };
    const plan = planMenu({ ...base, menu });
    expect(Object.fromEntries(plan.places)).toEqual({
      d: { parent_id: null, sort_order: 10, show_in_menu: true, menu_title: "Start" },
      b: { parent_id: null, sort_order: 20, show_in_menu: true, menu_title: "Leistungen" },
      a: { parent_id: "b", sort_order: 30, show_in_menu: true },
      // Not in the menu: its WordPress parent, hidden from the menu.
      c: { parent_id: "b", sort_order: 20, show_in_menu: false },
    });
    expect(plan.links).toEqual([{ id: "wp-13", label: "Shop", url: "https://shop.example.com", parent_id: "b", sort_order: 40 }]);
    expect(plan.entries).toBe(4);
    expect(plan.notes.map((n) => n.item)).toEqual(["Menüeintrag „News“", "Menüeintrag „Ein Beitrag“", "Menüeintrag „Anker“"]);
  });
});
