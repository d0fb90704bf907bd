import type { DocumentParts } from "~/components/site/document-parts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { createPage } from "~/server/pages/pages.server";
import { loadSiteChrome } from "~/server/site/public-site.server";
import { loader as sitemapLoader } from "../seo/sitemap";
import { loader as blogPostLoader } from "./blog-post";
import { loader as pageLoader } from "./page";
import { loader as notFoundLoader } from "./not-found";
import { settingsSchema } from "~/lib/settings";
import { saveSettings } from "~/server/settings/settings.server";

type PageArgs = Parameters<typeof pageLoader>[0];
/** The document parts of the last loader call: the rendered HTML its loaders handed over. */
let handedOver: DocumentParts = {};
const pageArgs = (request: Request, slug: string) => {
  handedOver = {};
  return { request, params: { slug }, context: { cspNonce: "", documentParts: handedOver } } as unknown as PageArgs;
};

/** What a loader threw (404/410 data or a redirect Response), or its result. */
async function outcome(fn: () => Promise<unknown>): Promise<{ status: number; text: string }> {
  try {
    const result = await fn();
    // What the document would show: the loader data and the HTML handed over beside it.
    return { status: 200, text: JSON.stringify({ result, handedOver }) };
  } catch (e) {
    if (e instanceof Response) return { status: e.status, text: await e.clone().text() };
    const thrown = e as { init?: { status?: number }; data?: unknown };
    if (thrown.init?.status) return { status: thrown.init.status, text: JSON.stringify(thrown.data ?? null) };
    throw e;
  }
}

describe(`public routes (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: ReturnType<TestApp["client"]>;
  let visitor: ReturnType<TestApp["client"]>;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signedUp("admin@example.org");
    visitor = app.client();
    const db = app.database.db;
    const leistungen = await createPage(db, { slug: "leistungen", title: "Leistungen", is_published: true, content_type: "basis", sort_order: 20 });
    await createPage(db, { slug: "ueber-uns", title: "Über uns", is_published: true, content_type: "basis", sort_order: 10 });
    await createPage(db, { slug: "fraesen", title: "Fräsen", is_published: true, content_type: "produkt", parent_id: leistungen.id, sort_order: 10 });
    await createPage(db, { slug: "drehen-entwurf", title: "Drehen (Entwurf)", is_published: false, content_type: "produkt", parent_id: leistungen.id });
    await createPage(db, { slug: "impressum", title: "Impressum", is_published: true, content_type: "basis", is_legal: true });
    await createPage(db, { slug: "blog", title: "Blog", is_published: true, content_type: "basis" });
    await createPage(db, { slug: "neuer-standort", title: "Neuer Standort", is_published: true, content_type: "blog" });
    await createPage(db, {
      slug: "geheimer-entwurf",
      title: "Projekt Falke",
      is_published: false,
      content: [{ id: "p", type: "paragraph", content: { text: "<p>Streng vertraulicher Inhalt</p>" } }],
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("a draft is a 404 for anybody but an admin, with nothing of it in the answer, also with ?preview=true and ?edit=true", async () => {
    for (const query of ["", "?preview=true", "?edit=true"]) {
      const result = await outcome(() => pageLoader(pageArgs(visitor.request(`/geheimer-entwurf${query}`), "geheimer-entwurf")));
      expect(result.status, query).toBe(404);
      expect(result.text).not.toContain("Projekt Falke");
      expect(result.text).not.toContain("vertraulich");
    }
    // The admin sees it only when asking for a mode.
    expect((await outcome(() => pageLoader(pageArgs(admin.request("/geheimer-entwurf"), "geheimer-entwurf")))).status).toBe(404);
    const preview = await outcome(() => pageLoader(pageArgs(admin.request("/geheimer-entwurf?preview=true"), "geheimer-entwurf")));
    expect(preview.status).toBe(200);
    expect(preview.text).toContain("Streng vertraulicher Inhalt");
  });

  it("posts answer at /blog/{slug}; their old address moves there with 301", async () => {
    const moved = await outcome(() => pageLoader(pageArgs(visitor.request("/neuer-standort?x=1"), "neuer-standort")));
    expect(moved.status).toBe(301);
    const post = await outcome(() => blogPostLoader(pageArgs(visitor.request("/blog/neuer-standort"), "neuer-standort") as never));
    expect(post.status).toBe(200);
    const missing = await outcome(() => blogPostLoader(pageArgs(visitor.request("/blog/gibt-es-nicht"), "gibt-es-nicht") as never));
    expect(missing.status).toBe(302);
  });

  it("sitemap.xml lists exactly the published pages and posts, each with lastmod", async () => {
    const xml = await (await sitemapLoader()).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(app.env.PUBLIC_URL.replace(/\/+$/, ""), "")).sort();
    expect(locs).toEqual(["/blog", "/blog/neuer-standort", "/fraesen", "/impressum", "/leistungen", "/ueber-uns"].sort());
    expect(xml.match(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/g)).toHaveLength(locs.length);
  });

  it("main navigation: published only, no legal pages, blog or posts, in sort order, as a tree", async () => {
    const chrome = await loadSiteChrome();
    expect(chrome.navigation.map((item) => item.title)).toEqual(["Über uns", "Leistungen"]);
    const leistungen = chrome.navigation.find((item) => item.title === "Leistungen")!;
    expect(leistungen.children.map((child) => [child.title, child.href])).toEqual([["Fräsen", "/fraesen"]]);
  });

  it("deeper blog addresses: the last segment names the post (301 to its address), anything else is the 404 screen", async () => {
    const deep = (splat: string) => outcome(() => notFoundLoader({ request: visitor.request(`/${splat}?utm_source=alt`), params: { "*": splat }, context: {} } as never));
    const found = await deep("blog/2024/05/neuer-standort");
    expect(found.status).toBe(301);
    const res = await (async () => {
      try {
        await notFoundLoader({ request: visitor.request("/blog/archiv/neuer-standort?utm_source=alt"), params: { "*": "blog/archiv/neuer-standort" }, context: {} } as never);
      } catch (e) {
        return e as Response;
      }
      throw new Error("keine Weiterleitung");
    })();
    expect(res.headers.get("location")).toBe("/blog/neuer-standort?utm_source=alt");
    // No such post, a page that is no post, a draft post: the 404 screen.
    expect((await deep("blog/2024/gibt-es-nicht")).status).toBe(404);
    expect((await deep("blog/x/ueber-uns")).status).toBe(404);
    expect((await deep("blog/x/geheimer-entwurf")).status).toBe(404);
    // Not below /blog: untouched.
    expect((await deep("news/2024/neuer-standort")).status).toBe(404);
  });

  it("/downloads is a route: without a published page of that slug it shows the downloads view while downloads are enabled", async () => {
    const db = app.database.db;
    const get = () => outcome(() => pageLoader(pageArgs(visitor.request("/downloads"), "downloads")));
    // No page at all: the view under its own title.
    let result = await get();
    expect(result.status).toBe(200);
    expect(result.text).toContain("Downloads");
    expect(result.text).toContain("Es sind noch keine Downloads verfügbar");
    // An unpublished page of that slug: still the view, nothing of the draft.
    await createPage(db, { slug: "downloads", title: "Entwurf Dateiablage", is_published: false, content_type: "basis" });
    result = await get();
    expect(result.status).toBe(200);
    expect(result.text).not.toContain("Entwurf Dateiablage");
    // The configured overview page, published under another address, lends title and text.
    const dateien = await createPage(db, { slug: "dateien", title: "Unsere Dokumente", is_published: true, content_type: "basis", meta_description: "Datenblätter und Zertifikate zum Herunterladen." });
    await saveSettings(db, settingsSchema.parse({ downloads: { enabled: true, overview_page_id: dateien.id } }));
    result = await get();
    expect(result.status).toBe(200);
    expect(result.text).toContain("Unsere Dokumente");
    expect(result.text).toContain("Datenblätter und Zertifikate zum Herunterladen.");
    expect(result.text).toContain('"canonicalPath":"/dateien"');
    // Downloads switched off: 404.
    await saveSettings(db, settingsSchema.parse({ downloads: { enabled: false, overview_page_id: dateien.id } }));
    expect((await get()).status).toBe(404);
    await saveSettings(db, settingsSchema.parse({}));
  });
});
