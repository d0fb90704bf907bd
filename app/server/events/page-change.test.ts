import { describe, expect, it } from "vitest";
import { pageChange, type PublicPageFacts } from "./page-change.server";

const page: PublicPageFacts = {
  id: "p1",
  slug: "leistungen",
  title: "Leistungen",
  is_published: true,
  content_type: "basis",
  parent_id: null,
  sort_order: 10,
  is_legal: false,
  show_in_footer_navigation: false,
};

describe("pageChange", () => {
  it("narrows a content-only change of a published page to its addresses and the sitemap", () => {
    expect(pageChange(page, page, "updated")).toEqual({
      topic: "pages",
      action: "updated",
      pageId: "p1",
      slug: "leistungen",
      public: true,
      scope: "page",
      paths: ["/leistungen", "/sitemap.xml"],
    });
    // The home page lives at / (and its slug's address).
    expect(pageChange({ ...page, slug: "home" }, { ...page, slug: "home" }, "published").paths).toEqual(["/", "/home", "/sitemap.xml"]);
  });

  it("refreshes the whole site when navigation, lists or the publish state may show the change", () => {
    const changes: Partial<PublicPageFacts>[] = [
      { title: "Neu" },
      { slug: "neu" },
      { sort_order: 20 },
      { parent_id: "p0" },
      { is_legal: true },
      { show_in_footer_navigation: true },
      { content_type: "produkt" },
    ];
    for (const change of changes) {
      const input = pageChange(page, { ...page, ...change }, "updated");
      expect(input.scope, JSON.stringify(change)).toBeUndefined();
      expect(input.public).toBe(true);
    }
    // Posts show in the blog overview and post lists with an excerpt of their content.
    const post = { ...page, content_type: "blog" as const };
    expect(pageChange(post, post, "updated").scope).toBeUndefined();
    // Created, deleted, published, unpublished.
    expect(pageChange(null, page, "created")).toMatchObject({ action: "created", public: true, slug: "leistungen" });
    expect(pageChange(page, null, "deleted")).toMatchObject({ action: "deleted", public: true, slug: "leistungen" });
    expect(pageChange({ ...page, is_published: false }, page, "updated")).toMatchObject({ action: "published", public: true, slug: "leistungen" });
    expect(pageChange(page, { ...page, is_published: false }, "updated")).toMatchObject({ action: "unpublished", public: true, slug: null });
    for (const input of [pageChange(null, page, "created"), pageChange(page, null, "deleted"), pageChange({ ...page, is_published: false }, page, "x")]) {
      expect(input.scope).toBeUndefined();
    }
  });

  it("keeps a draft's change private, without its slug", () => {
    const draft = { ...page, is_published: false };
    expect(pageChange(draft, { ...draft, title: "Entwurf" }, "updated")).toEqual({ topic: "pages", action: "updated", pageId: "p1", slug: null, public: false });
    expect(pageChange(null, draft, "created").public).toBe(false);
    expect(pageChange(draft, null, "deleted")).toMatchObject({ public: false, slug: null });
  });
});
