import { describe, expect, it } from "vitest";
import { cacheKey } from "../../cache/page-cache.server";
import { uploadOriginalPath } from "../../redirects/lookup.server";
import { OldAddresses } from "./redirects.server";
import { SiteAddresses } from "./url-map.server";
import type { WxrItem } from "./wxr.server";

function post(id: number, date: string, terms: WxrItem["terms"]): WxrItem {
  return {
    id, type: "post", status: "publish", title: `Beitrag ${id}`, slug: `beitrag-${id}`, link: null, guid: null, parentId: 0, menuOrder: 0,
    date, dateGmt: date, creator: "anna", content: "", excerpt: "", terms, meta: {}, attachmentUrl: null, isSticky: false, passwordProtected: false, commentCount: 0,
  };
}

describe("old WordPress addresses as redirect rules", () => {
  const site = new SiteAddresses(["https://reiseblog.example.com"]);

  it("takes categories and tags from the posts when the export lists none, one rule each", () => {
    const old = new OldAddresses();
    old.addItem(post(1, "2012-01-15 10:00:00", [
      { taxonomy: "category", slug: "reisen", name: "Reisen" },
      { taxonomy: "post_tag", slug: "%d1%80%d0%b8%d0%bc", name: "Рим" },
      { taxonomy: "category", slug: "uncategorized", name: "Uncategorized" },
    ]));
    old.addItem(post(2, "2013-06-01 08:00:00", [{ taxonomy: "category", slug: "reisen", name: "Reisen" }]));
    const rules = old.redirects(site, []);
    expect(rules).toEqual([
      { from: "/category/reisen/*", to: "/blog?kategorie=Reisen" },
      { from: "/category/uncategorized/*", to: "/blog?kategorie=Allgemein" },
      { from: "/tag/%D1%80%D0%B8%D0%BC/*", to: `/blog?schlagwort=${encodeURIComponent("Рим")}` },
      { from: "/2012/*", to: "/blog" },
      { from: "/2013/*", to: "/blog" },
      { from: "/?s=*", to: "/blog?q=*" },
      { from: "/?m=*", to: "/blog" },
      { from: "/?author=*", to: "/blog" },
      { from: "/author/*", to: "/blog" },
      { from: "/feed/atom", to: "/blog/atom.xml" },
      { from: "/feed/*", to: "/blog/rss.xml" },
      { from: "/blog/feed/*", to: "/blog/rss.xml" },
    ]);
  });

  it("a listed category keeps its parents: /category/eltern/kind/ and /category/kind/", () => {
    const old = new OldAddresses();
    old.addTerm({ taxonomy: "category", slug: "europa", name: "Europa", parent: null });
    old.addTerm({ taxonomy: "category", slug: "italien", name: "Italien", parent: "europa" });
    // A loop in a broken export ends.
    old.addTerm({ taxonomy: "category", slug: "a", name: "A", parent: "b" });
    old.addTerm({ taxonomy: "category", slug: "b", name: "B", parent: "a" });
    old.addItem(post(1, "2012-01-15 10:00:00", [{ taxonomy: "category", slug: "italien", name: "Italien (anders)" }]));
    const from = old.redirects(site, []).map((r) => r.from);
    expect(from).toEqual(expect.arrayContaining(["/category/europa/*", "/category/europa/italien/*", "/category/italien/*", "/category/b/a/*", "/category/a/b/*"]));
    expect(old.redirects(site, []).find((r) => r.from === "/category/europa/italien/*")?.to).toBe("/blog?kategorie=Italien");
  });

  it("a row per imported upload on the old site's host, under its original's name; none for pages-only exports' feeds", () => {
    const old = new OldAddresses();
    const rules = old.redirects(site, [
      ["https://reiseblog.example.com/wp-content/uploads/2012/01/bild-scaled.jpg", "/media/a.jpg"],
      ["https://www.reiseblog.example.com/wp-content/uploads/2012/01/%C3%BCber.png", "/media/b.png"],
      ["https://cdn.example.net/wp-content/uploads/2012/01/fremd.jpg", "/media/c.jpg"],
      ["https://reiseblog.example.com/dateien/anders.pdf", "/media/d.pdf"],
    ]);
    expect(rules).toEqual([
      { from: "/wp-content/uploads/2012/01/bild.jpg", to: "/media/a.jpg" },
      { from: "/wp-content/uploads/2012/01/%C3%BCber.png", to: "/media/b.png" },
    ]);
  });

  it("sizes lead to their original; a search is a page of its own in the page cache", () => {
    expect(uploadOriginalPath("/wp-content/uploads/2012/01/bild-300x200.jpg")).toBe("/wp-content/uploads/2012/01/bild.jpg");
    expect(uploadOriginalPath("/wp-content/uploads/2012/01/bild-scaled-1024x768.jpg")).toBe("/wp-content/uploads/2012/01/bild.jpg");
    expect(uploadOriginalPath("/wp-content/uploads/2012/01/plan-2.pdf")).toBe("/wp-content/uploads/2012/01/plan-2.pdf");
    // Not the home page's entry: the search redirects.
    expect(cacheKey("/?s=wort")).toEqual({ key: "/?s=wort", exact: true });
  });
});
