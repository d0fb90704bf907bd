import { describe, expect, it } from "vitest";
import { addressOf, cacheable, cacheKey, preferredEncoding } from "./page-cache.server";

describe("page cache rules", () => {
  it("prefers br, then gzip, honours q=0 and knows no encoding without the header", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("")).toBeNull();
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeNull();
    expect(preferredEncoding("*")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
  });

  it("caches anonymous GET/HEAD of public pages, .data, sitemap and robots only", () => {
    const req = (url: string, headers: Record<string, string> = {}, method = "GET") => cacheable({ method, url, headers });
    expect(req("/")).toBe(true);
    expect(req("/kontakt")).toBe(true);
    expect(req("/kontakt", {}, "HEAD")).toBe(true);
    expect(req("/kontakt.data")).toBe(true);
    expect(req("/sitemap.xml")).toBe(true);
    expect(req("/robots.txt")).toBe(true);
    expect(req("/kontakt?from=blog-fallback")).toBe(true);
    expect(req("/kontakt", {}, "POST")).toBe(false);
    expect(req("/kontakt?preview=true")).toBe(false);
    expect(req("/kontakt?x=1&edit=true")).toBe(false);
    for (const path of ["/admin", "/admin/pages", "/auth", "/api/pages", "/api/events", "/assets/site.js", "/embed/a/b", "/healthz", "/media/x.png", "/favicon.svg", "/vorschau/eyJh~c2ln", "/vorschau/x.data", "/vorschau"]) {
      expect(req(path), path).toBe(false);
    }
    expect(req("/kontakt", { cookie: "cms.session_token=abc" })).toBe(false);
    expect(req("/kontakt", { cookie: "a=1; __Secure-cms.session_token=abc" })).toBe(false);
    expect(req("/kontakt", { cookie: "cms_remember_me=1" })).toBe(true);
    // With the app's check (the cookie's signature), a made-up session cookie is a visitor's.
    const signedIn = (cookie: string | undefined) => cookie === "cms.session_token=gueltig";
    expect(cacheable({ method: "GET", url: "/kontakt", headers: { cookie: "cms.session_token=abc" } }, signedIn)).toBe(true);
    expect(cacheable({ method: "GET", url: "/kontakt", headers: { cookie: "cms.session_token=gueltig" } }, signedIn)).toBe(false);
  });

  it("keys an address by the query parameters the site reads only (issue 38 item 23)", () => {
    expect(cacheKey("/")).toEqual({ key: "/", exact: true });
    expect(cacheKey("/?utm_source=news&fbclid=x")).toEqual({ key: "/", exact: false });
    expect(cacheKey("/?x9f2=1")).toEqual({ key: "/", exact: false });
    expect(cacheKey("/blog?seite=2")).toEqual({ key: "/blog?seite=2", exact: true });
    expect(cacheKey("/blog?seite=2&utm_source=x")).toEqual({ key: "/blog?seite=2", exact: false });
    // Sorted, first value only: one key per answer.
    expect(cacheKey("/blog?seite=2&q=motor")).toEqual({ key: "/blog?q=motor&seite=2", exact: false });
    expect(cacheKey("/blog?q=motor&seite=2")).toEqual({ key: "/blog?q=motor&seite=2", exact: true });
    expect(cacheKey("/blog?q=a&q=b").key).toBe("/blog?q=a");
    for (const url of ["/?p=123", "/?page_id=45", "/praesentation?druck=1", "/?konto=bestaetigt", "/blog?kategorie=a&schlagwort=b&sortierung=alt"]) {
      expect(cacheKey(url), url).toEqual({ key: url, exact: true });
    }
    expect(cacheKey("/kontakt.data?_routes=routes%2Fsite%2Fpage")).toEqual({ key: "/kontakt.data?_routes=routes%2Fsite%2Fpage", exact: true });
    expect(cacheKey(`/?q=${"x".repeat(3000)}`).exact).toBe(false);
  });

  it("maps every cached form of an address onto the page address change events name", () => {
    expect(addressOf("/kontakt")).toBe("/kontakt");
    expect(addressOf("/kontakt?utm_source=x")).toBe("/kontakt");
    expect(addressOf("/kontakt.data")).toBe("/kontakt");
    expect(addressOf("/kontakt.data?_routes=routes%2Fsite%2Fpage")).toBe("/kontakt");
    expect(addressOf("/kontakt/")).toBe("/kontakt");
    expect(addressOf("/")).toBe("/");
    expect(addressOf("/_root.data")).toBe("/");
    expect(addressOf("/blog/erster-beitrag.data")).toBe("/blog/erster-beitrag");
    expect(addressOf("/%C3%BCber")).toBe("/über");
    expect(addressOf("/sitemap.xml")).toBe("/sitemap.xml");
    expect(addressOf("/%E0%A4%A")).toBe("/%E0%A4%A");
  });
});
