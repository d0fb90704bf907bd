import { describe, expect, it } from "vitest";
import { buildFooterNavigation, buildMainNavigation, canBeParent, currentTrail, isLandingTemplate, pageNodes, treeCrumbs, type MenuLink } from "./navigation";
import type { PageSummary } from "./pages";
import { menuLinkSchema } from "./settings";
import { pageSummary } from "./pages.fixture";

let n = 0;
function page(p: Partial<PageSummary> & { slug: string }): PageSummary {
  n += 1;
  return pageSummary({ id: `p${n}`, sort_order: n * 10, created_at: "", updated_at: "", ...p });
}

describe("buildMainNavigation", () => {
  it("applies the spec's exclusions and keeps the tree in sort order", () => {
    const pages = [
      page({ id: "l", slug: "leistungen", sort_order: 20 }),
      page({ id: "u", slug: "ueber-uns", sort_order: 10 }),
      page({ slug: "home" }),
      page({ slug: "blog" }),
      page({ slug: "downloads" }),
      page({ slug: "impressum", is_legal: true }),
      page({ slug: "post", content_type: "blog" }),
      page({ slug: "entwurf", is_published: false }),
      page({ id: "c2", slug: "automatisierung", parent_id: "l", sort_order: 20, content_type: "technical" }),
      page({ id: "c1", slug: "c-teile", parent_id: "l", sort_order: 10, content_type: "produkt" }),
      page({ slug: "referenzen", content_type: "referenz", sort_order: 30 }),
    ];
    const nav = buildMainNavigation(pages);
    expect(nav.map((i) => i.href)).toEqual(["/ueber-uns", "/leistungen", "/referenzen"]);
    expect(nav[1].children.map((i) => i.href)).toEqual(["/c-teile", "/automatisierung"]);
  });

  it("hides children of an unpublished parent", () => {
    const nav = buildMainNavigation([
      page({ id: "x", slug: "versteckt", is_published: false }),
      page({ slug: "kind", parent_id: "x" }),
    ]);
    expect(nav).toEqual([]);
  });
});

describe("menu control (issue 25)", () => {
  const tree = () => [
    page({ id: "u", slug: "ueber-uns", title: "Über uns", sort_order: 10 }),
    page({ id: "l", slug: "leistungen", title: "Leistungen", sort_order: 20 }),
    page({ id: "c", slug: "c-teile-management", title: "C-Teile-Management", parent_id: "l", sort_order: 10, content_type: "produkt" }),
    page({ id: "k", slug: "kontakt", title: "Kontakt", sort_order: 30 }),
    page({
      id: "lp",
      slug: "groessere-losgroessen",
      title: "Größere Losgrößen & Straßenfertigung – Übersicht",
      sort_order: 40,
      show_in_menu: false,
    }),
  ];

  it("lists only pages marked 'Im Menü anzeigen', and hides a hidden page's children with it", () => {
    const pages = tree();
    const nav = buildMainNavigation(pages);
    expect(nav.map((i) => i.title)).toEqual(["Über uns", "Leistungen", "Kontakt"]);
    expect(JSON.stringify(nav)).not.toContain("Straßenfertigung");
    const hiddenParent = pages.map((p) => (p.id === "l" ? { ...p, show_in_menu: false } : p));
    expect(JSON.stringify(buildMainNavigation(hiddenParent))).not.toContain("C-Teile");
  });

  it("labels an entry by its menu title when set (blank counts as not set)", () => {
    const pages = tree().map((p) =>
      p.id === "lp" ? { ...p, show_in_menu: true, menu_title: "Losgrößen" } : p.id === "k" ? { ...p, menu_title: "   " } : p,
    );
    const nav = buildMainNavigation(pages);
    expect(nav.map((i) => i.title)).toEqual(["Über uns", "Leistungen", "Kontakt", "Losgrößen"]);
    expect(nav[3].href).toBe("/groessere-losgroessen");
  });

  it("places custom entries by their position among the pages, nested under a page, external", () => {
    const links: MenuLink[] = [
      { id: "shop", label: "Shop", url: "https://shop.example.de", parent_id: null, sort_order: 25 },
      { id: "portal", label: "Kundenportal", url: "https://portal.example.de/login", parent_id: "l", sort_order: 5 },
      // Its page is not in the menu: it stays visible at the top level, at the end here.
      { id: "karriere", label: "Karriere", url: "https://jobs.example.de", parent_id: "lp", sort_order: 99 },
    ];
    const nav = buildMainNavigation(tree(), links);
    expect(nav.map((i) => i.title)).toEqual(["Über uns", "Leistungen", "Shop", "Kontakt", "Karriere"]);
    expect(nav[2]).toEqual({ id: "link-shop", title: "Shop", href: "https://shop.example.de", external: true, children: [] });
    expect(nav[1].children.map((i) => [i.title, i.href])).toEqual([
      ["Kundenportal", "https://portal.example.de/login"],
      ["C-Teile-Management", "/c-teile-management"],
    ]);
  });

  it("a custom entry to the blog (/blog, as a WordPress menu's 'Blog' is imported) opens in the same tab; only /blog and /downloads of ours are allowed", () => {
    const nav = buildMainNavigation(tree(), [{ id: "wp-9", label: "Blog", url: "/blog", parent_id: null, sort_order: 25 }]);
    expect(nav.find((i) => i.title === "Blog")).toEqual({ id: "link-wp-9", title: "Blog", href: "/blog", external: false, children: [] });
    const entry = { id: "x", label: "X", parent_id: null, sort_order: 10 };
    expect(menuLinkSchema.safeParse({ ...entry, url: "/blog" }).success).toBe(true);
    expect(menuLinkSchema.safeParse({ ...entry, url: "/downloads" }).success).toBe(true);
    expect(menuLinkSchema.safeParse({ ...entry, url: "/kontakt" }).success).toBe(false);
    expect(menuLinkSchema.safeParse({ ...entry, url: "//evil.example/blog" }).success).toBe(false);
  });

  it("marks the page's entry and its parents as current; a page not in the menu marks its nearest listed ancestor", () => {
    const pages = tree();
    const nav = buildMainNavigation(pages);
    expect(currentTrail(nav, "/c-teile-management")).toEqual(["/c-teile-management", "/leistungen"]);
    expect(currentTrail(nav, "/kontakt")).toEqual(["/kontakt"]);
    const hiddenChild = [...pages, page({ id: "h", slug: "anfahrt", parent_id: "k", show_in_menu: false })];
    expect(currentTrail(buildMainNavigation(hiddenChild), "/anfahrt", pageNodes(hiddenChild))).toEqual(["/kontakt"]);
    expect(currentTrail(nav, "/groessere-losgroessen", pageNodes(pages))).toEqual([]);
    // A custom entry is never current, even with an address like a page's.
    const odd = buildMainNavigation(pages, [{ id: "x", label: "X", url: "https://example.de/kontakt", parent_id: null, sort_order: 1 }]);
    expect(currentTrail(odd, "/kontakt")).toEqual(["/kontakt"]);
  });

  it("builds breadcrumbs from the page tree with menu titles, for pages only", () => {
    const pages = tree().map((p) => (p.id === "l" ? { ...p, menu_title: "Unsere Leistungen" } : p));
    const nodes = pageNodes(pages);
    expect(treeCrumbs(nodes, "/c-teile-management")).toEqual({
      ancestors: [{ label: "Unsere Leistungen", href: "/leistungen" }],
      label: "C-Teile-Management",
    });
    expect(treeCrumbs(nodes, "/leistungen")).toEqual({ ancestors: [], label: "Unsere Leistungen" });
    // Hidden from the menu still has its place in the tree.
    expect(treeCrumbs(nodes, "/groessere-losgroessen")?.label).toBe("Größere Losgrößen & Straßenfertigung – Übersicht");
    expect(treeCrumbs(nodes, "/blog/ein-beitrag")).toBeNull();
    expect(treeCrumbs(nodes, "/gibt-es-nicht")).toBeNull();
    expect(treeCrumbs(nodes, "/")).toBeNull();
    // A cycle in stored data ends the walk instead of looping.
    const cyclic = pageNodes([page({ id: "a", slug: "a", parent_id: "b" }), page({ id: "b", slug: "b", parent_id: "a" })]);
    expect(treeCrumbs(cyclic, "/a")).toEqual({ ancestors: [{ label: "b", href: "/b" }], label: "a" });
  });

  it("offers no post or presentation as a parent, and starts landing pages hidden", () => {
    expect(canBeParent({ content_type: "blog" })).toBe(false);
    expect(canBeParent({ content_type: "presentation" })).toBe(false);
    expect(canBeParent({ content_type: "produkt" })).toBe(true);
    expect(isLandingTemplate("Landingpage")).toBe(true);
    expect(isLandingTemplate("Landing Page")).toBe(true);
    expect(isLandingTemplate("Leistungsseite")).toBe(false);
  });
});

describe("buildFooterNavigation", () => {
  it("lists published footer pages in order, without blog, downloads, legal pages and posts", () => {
    const links = buildFooterNavigation([
      page({ slug: "kontakt", title: "Kontakt", show_in_footer_navigation: true, sort_order: 30 }),
      page({ slug: "ueber-uns", title: "Über uns", show_in_footer_navigation: true, sort_order: 10 }),
      page({ slug: "intern", title: "Intern", show_in_footer_navigation: false }),
      page({ slug: "entwurf", title: "Entwurf", show_in_footer_navigation: true, is_published: false }),
      page({ slug: "blog", title: "Blog", show_in_footer_navigation: true }),
      page({ slug: "downloads", title: "Downloads", show_in_footer_navigation: true }),
      page({ slug: "impressum", title: "Impressum", show_in_footer_navigation: true, is_legal: true }),
      page({ slug: "ein-beitrag", title: "Beitrag", show_in_footer_navigation: true, content_type: "blog" }),
    ]);
    expect(links).toEqual([
      { title: "Über uns", href: "/ueber-uns" },
      { title: "Kontakt", href: "/kontakt" },
    ]);
  });
});
