import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as blogPost from "~/routes/site/blog-post";
import * as home from "~/routes/site/home";
import * as notFound from "~/routes/site/not-found";
import * as page from "~/routes/site/page";
import { routeBuild } from "../../../../tests/route-build";
import { createTestApp, type TestApp } from "../../../../tests/test-app";
import { closeOldSiteTest, importFromOldSite, listenLocally } from "../../../../tests/old-site";
import { testDbLabel } from "../../../../tests/test-db";
import { importWordPress } from "./import.server";
import { buildExport, type ExportSpec } from "./test-export";

/**
 * Old WordPress addresses that are not items (issue 39, items 4 and 10), end to end: a
 * WordPress.com-style export that lists no categories or tags at the top (every post carries its
 * own), imported by the engine, then its old addresses requested through the real HTTP app with
 * the site's public routes.
 */

/** A WordPress.com blog: no wp:category/wp:tag list, authors, posts with their terms, an upload on the blog's host. */
function travelBlog(origin: string): ExportSpec {
  const up = (file: string) => `${origin}/wp-content/uploads/2012/01/${file}`;
  const reisen = { taxonomy: "category", slug: "reisen", name: "Reisen" };
  return {
    authors: [{ login: "wanderer", displayName: "Wanda Wanderer" }],
    items: [
      { id: 30, type: "attachment", title: "bild", attachmentUrl: up("bild.jpg") },
      { id: 31, type: "attachment", title: "fehlt", attachmentUrl: up("fehlt.jpg") },
      {
        id: 1, type: "post", title: "Reise nach Rom", slug: "reise-nach-rom", link: `${origin}/2012/01/15/reise-nach-rom/`, date: "2012-01-15 10:00:00", creator: "wanderer",
        content: `<p>Rom im Winter.</p><p><img src="${up("bild-300x200.jpg")}" alt="Forum" /></p>`,
        terms: [reisen, { taxonomy: "post_tag", slug: "%d1%80%d0%b8%d0%bc", name: "Рим" }, { taxonomy: "post_tag", slug: "winter", name: "Winter" }],
      },
      {
        id: 2, type: "post", title: "Wandern im Harz", slug: "wandern-im-harz", link: `${origin}/2013/05/02/wandern-im-harz/`, date: "2013-05-02 08:00:00", creator: "wanderer",
        content: "<p>Brocken.</p>", terms: [{ taxonomy: "category", slug: "uncategorized", name: "Uncategorized" }],
      },
      { id: 3, type: "page", title: "Über mich", slug: "ueber-mich", link: `${origin}/ueber-mich/`, content: "<p>Ich reise.</p>" },
    ],
  };
}

describe(`old WordPress addresses (${testDbLabel})`, () => {
  let app: TestApp;
  let uploads: http.Server;
  let origin = "";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-wp-old-"));

  beforeAll(async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0a0" } }).jpeg().toBuffer();
    uploads = http.createServer((req, res) => {
      if (req.url === "/wp-content/uploads/2012/01/bild.jpg") res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
      else res.writeHead(404).end("nicht da");
    });
    origin = await listenLocally(uploads);
    // The public site's routes, as app/routes.ts has them: where old addresses arrive.
    const build = routeBuild({ "blog/:slug": blogPost, ":slug": page, "*": notFound });
    build.routes.home = { id: "home", parentId: "root", index: true, module: home } as unknown as (typeof build.routes)[string];
    app = await createTestApp({ build });
  }, 60_000);

  afterAll(() => closeOldSiteTest(app, uploads, dir));

  async function get(pathAndQuery: string): Promise<{ status: number; location: string | null }> {
    const response = await fetch(`${app.url}${pathAndQuery}`, { redirect: "manual" });
    await response.arrayBuffer();
    return { status: response.status, location: response.headers.get("location") };
  }

  it("a WordPress.com export without a term list: categories, tags, dates, authors, search, feeds and uploads answer 301, from a bounded number of rows", async () => {
    const file = path.join(dir, "reiseblog.xml");
    fs.writeFileSync(file, buildExport(travelBlog(origin), { site: { title: "Reiseblog", link: origin } }));
    const report = await importFromOldSite(app, file, origin);
    expect(report.posts.created).toBe(2);
    expect(report.media).toMatchObject({ created: 1, failed: 1 });
    const asset = await app.database.db.selectFrom("content_assets").select("file_path").executeTakeFirstOrThrow();
    const bild = `/media/${asset.file_path}`;

    // Categories and tags, with their page and feed forms; a non-Latin slug in either spelling.
    expect(await get("/category/reisen/")).toEqual({ status: 301, location: "/blog?kategorie=Reisen" });
    expect(await get("/category/reisen/page/2/")).toEqual({ status: 301, location: "/blog?kategorie=Reisen" });
    expect(await get("/category/reisen/feed/")).toEqual({ status: 301, location: "/blog?kategorie=Reisen" });
    expect(await get("/category/uncategorized/")).toEqual({ status: 301, location: "/blog?kategorie=Allgemein" });
    const rom = `/blog?schlagwort=${encodeURIComponent("Рим")}`;
    expect(await get("/tag/%d1%80%d0%b8%d0%bc/")).toEqual({ status: 301, location: rom });
    expect(await get("/tag/%D1%80%D0%B8%D0%BC/page/3/")).toEqual({ status: 301, location: rom });
    expect(await get("/tag/winter")).toEqual({ status: 301, location: "/blog?schlagwort=Winter" });
    // The blog filters by text, not by date or author: those archives lead to the blog.
    expect(await get("/?s=R%C3%B6mische+Foren")).toEqual({ status: 301, location: `/blog?q=${encodeURIComponent("Römische Foren")}` });
    expect(await get("/2012/01/")).toEqual({ status: 301, location: "/blog" });
    expect(await get("/2012/")).toEqual({ status: 301, location: "/blog" });
    expect(await get("/2012/01/15/")).toEqual({ status: 301, location: "/blog" });
    expect(await get("/?m=201201")).toEqual({ status: 301, location: "/blog" });
    expect(await get("/author/wanderer/")).toEqual({ status: 301, location: "/blog" });
    expect(await get("/?author=2")).toEqual({ status: 301, location: "/blog" });
    // A post's own permalink still wins over its year's rule.
    expect(await get("/2012/01/15/reise-nach-rom/")).toEqual({ status: 301, location: "/blog/reise-nach-rom" });
    // Feeds in one step (the blog's post route used to answer /blog/feed/ with a 302 first).
    expect(await get("/blog/feed/")).toEqual({ status: 301, location: "/blog/rss.xml" });
    expect(await get("/feed/")).toEqual({ status: 301, location: "/blog/rss.xml" });
    expect(await get("/feed/atom/")).toEqual({ status: 301, location: "/blog/atom.xml" });
    // Uploads: the imported file and its generated sizes lead to our copy; one not imported stays a 404.
    expect(await get("/wp-content/uploads/2012/01/bild.jpg")).toEqual({ status: 301, location: bild });
    expect(await get("/wp-content/uploads/2012/01/bild-300x200.jpg")).toEqual({ status: 301, location: bild });
    expect(await get("/wp-content/uploads/2012/01/bild-scaled.jpg")).toEqual({ status: 301, location: bild });
    // Not redirected: the route renders its 404 (this test build has no document, so the answer is its 500).
    for (const unknown of ["/wp-content/uploads/2012/01/fehlt.jpg", "/2014/01/", "/category/andere/", "/?s="]) {
      const answer = await get(unknown);
      expect(answer.location, unknown).toBeNull();
      expect(answer.status, unknown).toBeGreaterThanOrEqual(400);
    }

    // A row per rule, per item address and per imported upload, not per archive page.
    const rows = (await app.database.db.selectFrom("redirects").select("from_path").execute()).map((r) => r.from_path).sort();
    expect(rows).toEqual([
      "/2012/*",
      "/2012/01/15/reise-nach-rom",
      "/2013/*",
      "/2013/05/02/wandern-im-harz",
      "/?author=*",
      "/?m=*",
      "/?p=1",
      "/?p=2",
      "/?p=3",
      "/?page_id=3",
      "/?s=*",
      "/author/*",
      "/blog/feed/*",
      "/category/reisen/*",
      "/category/uncategorized/*",
      "/feed/*",
      "/feed/atom",
      "/tag/%D1%80%D0%B8%D0%BC/*",
      "/tag/winter/*",
      "/wp-content/uploads/2012/01/bild.jpg",
    ]);
  });

  it("a full export's nested categories answer at /category/eltern/kind/ and /category/kind/", async () => {
    const file = path.join(dir, "verschachtelt.xml");
    const other = "https://verschachtelt.example.de";
    fs.writeFileSync(
      file,
      buildExport(
        {
          terms: [
            { taxonomy: "category", slug: "europa", name: "Europa" },
            { taxonomy: "category", slug: "%c3%a4gypten", name: "Ägypten", parent: "europa" },
          ],
          items: [{ id: 9, type: "post", title: "Kairo", slug: "kairo", link: `${other}/kairo/`, content: "<p>Nil.</p>", terms: [{ taxonomy: "category", slug: "%c3%a4gypten", name: "Ägypten" }] }],
        },
        { site: { link: other } },
      ),
    );
    await importWordPress({ db: app.database.db, storage: app.storage }, file, { allowedHosts: [] });
    const aegypten = `/blog?${new URLSearchParams({ kategorie: "Ägypten" })}`;
    expect(await get("/category/europa/%c3%a4gypten/")).toEqual({ status: 301, location: aegypten });
    expect(await get("/category/europa/%C3%A4gypten/page/2/")).toEqual({ status: 301, location: aegypten });
    expect(await get("/category/%c3%a4gypten/")).toEqual({ status: 301, location: aegypten });
    expect(await get("/category/europa/")).toEqual({ status: 301, location: "/blog?kategorie=Europa" });
  });
});
