import { describe, expect, it } from "vitest";
import { buildFooterNavigation, buildMainNavigation } from "./navigation";
import type { PageSummary } from "./pages";

let n = 0;
function page(p: Partial<PageSummary> & { slug: string }): PageSummary {
  n += 1;
  return {
    id: p.id ?? `p${n}`,
    title: p.title ?? p.slug,
    parent_id: null,
    sort_order: n * 10,
    is_published: true,
    is_legal: false,
    content_type: "basis",
    show_in_footer_navigation: false,
    show_in_menu: true,
    menu_title: null,
    meta_title: null,
    meta_description: null,
    created_at: "",
    updated_at: "",
    version: 1,
    published_at: null,
    has_unpublished_changes: false,
    ...p,
  };
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
