import { describe, expect, it } from "vitest";
import type { MenuItemInfo } from "./menu.server";
import { findFrontPage, findPostsPage, isEmptyContent, type SitePageInfo } from "./site-pages.server";
import { legalKind } from "./site-takeover.server";
import { SiteAddresses } from "./url-map.server";

const SITE = "https://www.example.de";
const addresses = new SiteAddresses([SITE]);
const page = (id: number, wpSlug: string, title: string, link: string | null, empty = false): SitePageInfo => ({ id, wpSlug, title, link, empty });
const item = (id: number, title: string, kind: string, objectId: number, url = ""): MenuItemInfo => ({ id, menu: "main", title, order: id, parent: 0, kind, object: kind === "custom" ? "custom" : "page", objectId, url });

describe("WordPress's front page and posts page", () => {
  it("finds the front page by its link at the site root (with or without www and slash)", () => {
    const pages = [page(1, "willkommen", "Willkommen", "https://example.de"), page(2, "team", "Team", `${SITE}/team/`)];
    expect(findFrontPage(pages, addresses, [])).toBe(1);
    // ?page_id=… names a page: it is not the root.
    expect(findFrontPage([page(3, "entwurf", "Entwurf", `${SITE}/?page_id=3`)], addresses, [])).toBeNull();
  });

  it("else a page home/startseite that the menu links, as a page or at the root", () => {
    const pages = [page(5, "startseite", "Startseite", `${SITE}/startseite/`), page(6, "kontakt", "Kontakt", `${SITE}/kontakt/`)];
    expect(findFrontPage(pages, addresses, [])).toBeNull();
    expect(findFrontPage(pages, addresses, [item(10, "Start", "post_type", 5)])).toBe(5);
    expect(findFrontPage(pages, addresses, [item(11, "Home", "custom", 11, `${SITE}/`)])).toBe(5);
    expect(findFrontPage([page(6, "kontakt", "Kontakt", `${SITE}/kontakt/`)], addresses, [item(11, "Home", "custom", 11, `${SITE}/`)])).toBeNull();
  });

  it("finds the posts page: empty and called Blog/Beiträge/News, by its title or its menu entry", () => {
    const blog = page(7, "aktuelles-2", "Aus der Werkstatt", `${SITE}/aktuelles-2/`, true);
    expect(findPostsPage([blog], [], null)).toBeNull();
    expect(findPostsPage([blog], [item(12, "Beiträge", "post_type", 7)], null)).toBe(7);
    expect(findPostsPage([page(8, "blog", "Blog", `${SITE}/blog/`, true)], [], null)).toBe(8);
    // With content it is a page of its own.
    expect(findPostsPage([page(9, "news", "News", `${SITE}/news/`, false)], [], null)).toBeNull();
  });

  it("tells empty content (template pages) from content", () => {
    expect(isEmptyContent("")).toBe(true);
    expect(isEmptyContent("<!-- wp:shortcode -->\n<!-- /wp:shortcode -->\n<p>&nbsp;</p>")).toBe(true);
    expect(isEmptyContent('<img src="a.jpg" alt="">')).toBe(false);
    expect(isEmptyContent("[contact-form-7 id=\"5\"]")).toBe(false);
  });

  it("names the legal pages by slug or title", () => {
    expect(legalKind({ type: "page", wpSlug: "impressum", title: "Impressum" })).toBe("impressum");
    expect(legalKind({ type: "page", wpSlug: "datenschutzerklaerung", title: "Datenschutzerklärung" })).toBe("datenschutz");
    expect(legalKind({ type: "page", wpSlug: "seite-12", title: "Datenschutz" })).toBe("datenschutz");
    expect(legalKind({ type: "page", wpSlug: "agb", title: "AGB" })).toBe("agb");
    expect(legalKind({ type: "post", wpSlug: "impressum", title: "Impressum" })).toBeNull();
    expect(legalKind({ type: "page", wpSlug: "kontakt", title: "Kontakt" })).toBeNull();
  });
});
