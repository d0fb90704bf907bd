import crypto from "node:crypto";
import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApi, startApp, type AdminApi, type RunningApp } from "../built-app";

/**
 * The public site's HTTP answers on the built app (`node server.mjs`): what the real server, its
 * page cache, its compression and its static files do, which the route-level integration tests
 * (public-routes, page-cache, drafts, feed, pages-api) cannot show. Moved here from the e2e files
 * site, public-site, blog-post and pages-api, which needed no browser for them.
 */

/** A GET with exactly these headers (fetch would add and decode its own Accept-Encoding). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on("data", (c: Buffer) => (bytes += c.length));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, bytes }));
      })
      .on("error", reject);
  });
}

describe("public site over HTTP on the built app", () => {
  let app: RunningApp;
  let api: AdminApi;
  let adminCookie: string;

  beforeAll(async () => {
    app = await startApp();
    ({ api, cookie: adminCookie } = await adminApi(app));
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("blog posts live at /blog/{slug}: the old address answers 301, the post names its canonical address, Article data and og:type; a missing post falls back once", async () => {
    const moved = await fetch(`${app.url}/opc-ua-in-der-praxis`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/blog/opc-ua-in-der-praxis");
    const post = await fetch(`${app.url}/blog/opc-ua-in-der-praxis`);
    expect(post.status).toBe(200);
    const html = await post.text();
    expect(html).toContain(`<link rel="canonical" href="${app.url}/blog/opc-ua-in-der-praxis"/>`);
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    const fallback = await fetch(`${app.url}/blog/gibt-es-nicht`, { redirect: "manual" });
    expect(fallback.status).toBe(302);
    expect(fallback.headers.get("location")).toBe("/gibt-es-nicht?from=blog-fallback");
    expect((await fetch(`${app.url}/gibt-es-nicht?from=blog-fallback`, { redirect: "manual" })).status).toBe(404);
    // A page that is no post: the same one fallback to its own address.
    const page = await fetch(`${app.url}/blog/ueber-uns`, { redirect: "manual" });
    expect(page.headers.get("location")).toBe("/ueber-uns?from=blog-fallback");
  });

  it("sitemap.xml lists published pages and posts with lastmod, no draft; robots.txt names it and keeps /admin out", async () => {
    const draft = await api("POST", "/api/pages", { title: "Projekt Falke", slug: "geheimer-entwurf" });
    expect(draft.status).toBe(201);
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${app.url}/</loc>`);
    expect(sitemap).toContain(`<loc>${app.url}/blog/opc-ua-in-der-praxis</loc>`);
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect(sitemap).not.toContain("geheimer-entwurf");
    const robots = await (await fetch(`${app.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${app.url}/sitemap.xml`);
    expect(robots).toContain("Disallow: /admin");
  });

  it("caches public pages with ETag (304 on revalidation), keeps them over a save and drops them on a publish", async () => {
    // Read the whole first answer: it is stored once it has been sent completely.
    await (await fetch(`${app.url}/referenzen`)).text();
    const hit = await fetch(`${app.url}/referenzen`);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    // A public document runs no inline script, so its bytes are the same for everybody and its
    // cached answer's CSP allows no inline script at all (no nonce).
    const hitHtml = await hit.text();
    const csp = hit.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("nonce");
    expect(hitHtml).not.toContain("nonce=");
    expect(hitHtml).not.toContain("__CSP_NONCE__");
    const again = await fetch(`${app.url}/referenzen`);
    expect(again.headers.get("content-security-policy")).toBe(csp);
    expect(await again.text()).toBe(hitHtml);
    expect(hit.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const etag = hit.headers.get("etag")!;
    expect((await fetch(`${app.url}/referenzen`, { headers: { "if-none-match": etag } })).status).toBe(304);
    const referenzen = (await api<{ id: string; slug: string; version: number }[]>("GET", "/api/pages")).body.find((p) => p.slug === "referenzen")!;
    const changed = await api("PATCH", `/api/pages/${referenzen.id}`, {
      meta_description: "Neue Beschreibung der Referenzen",
      version: referenzen.version,
    });
    expect(changed.status).toBe(200);
    // A save goes into the working copy: visitors keep the cached page until it is published.
    expect((await fetch(`${app.url}/referenzen`, { headers: { "if-none-match": etag } })).status).toBe(304);
    const published = await api("POST", `/api/pages/${referenzen.id}/publish`, { version: changed.body.version });
    expect(published.status).toBe(200);
    const fresh = await fetch(`${app.url}/referenzen`, { headers: { "if-none-match": etag } });
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain("Neue Beschreibung der Referenzen");
  });

  it("serves a made-up session cookie from the cache and a real session fresh; 600 made-up query strings neither render nor evict a page (issue 38 item 23)", async () => {
    const post = "/blog/opc-ua-in-der-praxis";
    await (await fetch(app.url + post)).text();
    const cached = await fetch(app.url + post);
    expect(cached.headers.get("x-cache")).toBe("HIT");
    const cachedHtml = await cached.text();
    // Garbage in better-auth's cookie: an anonymous visitor, answered from memory, no admin hint.
    for (const cookie of ["cms.session_token=abc", `cms.session_token=${"x".repeat(32)}.${"A".repeat(43)}%3D`, adminCookie.replace(/session_token=(.)/, (_m, first: string) => `session_token=${first === "Z" ? "Y" : "Z"}`)]) {
      const res = await fetch(app.url + post, { headers: { cookie } });
      expect(res.headers.get("x-cache"), cookie).toBe("HIT");
      expect(res.headers.get("set-cookie"), cookie).toBeNull();
      expect(await res.text()).toBe(cachedHtml);
    }
    // The admin's own cookie, signed by better-auth: rendered for the admin, never stored.
    const signedIn = await fetch(app.url + post, { headers: { cookie: adminCookie } });
    expect(signedIn.headers.get("x-cache")).toBeNull();
    expect(signedIn.headers.get("set-cookie")).toContain("cms_admin_hint=1");

    const health = async () => ((await (await fetch(`${app.url}/healthz`)).json()) as { pageCache: { entries: number } }).pageCache;
    await (await fetch(`${app.url}/`)).text();
    const entriesBefore = (await health()).entries;
    const random = () => crypto.randomBytes(6).toString("hex");
    const answers: (string | null)[] = [];
    for (let i = 0; i < 600; i += 20) {
      const batch = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const res = await fetch(`${app.url}/?${random()}=${random()}`);
          await res.arrayBuffer();
          return res.headers.get("x-cache");
        }),
      );
      answers.push(...batch);
    }
    expect(new Set(answers)).toEqual(new Set(["HIT"]));
    expect((await health()).entries).toBe(entriesBefore);
    expect((await fetch(app.url + post)).headers.get("x-cache")).toBe("HIT");
  });

  it("serves HTML compressed and hashed assets with immutable caching; a missing asset is a 404", async () => {
    const html = await fetch(app.url + "/").then((r) => r.text());
    // The cached page is compressed in the background once it is stored (page-cache.server.ts).
    await expect.poll(async () => (await rawGet(app.url + "/", { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
    const gzip = await rawGet(app.url + "/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.bytes).toBeLessThan(Buffer.byteLength(html) / 2);
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const assetRes = await rawGet(app.url + asset);
    expect(assetRes.status).toBe(200);
    expect(assetRes.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await rawGet(app.url + "/assets/gibt-es-nicht.js")).status).toBe(404);
  });

  it("answers /healthz with the database and the default disk threshold", async () => {
    const res = await fetch(app.url + "/healthz");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      database: { status: "ok", dialect: "sqlite" },
      disk: { minFreeBytes: 256 * 1024 * 1024 },
    });
    // "warning" only when this machine's disk is really short of space.
    expect(body.status).toBe(body.disk.status === "low" ? "warning" : "ok");
  });

  it("serves RSS and Atom with their content types, the newest post first, and revalidates a feed with 304", async () => {
    // A post dated before every demo post: not the newest.
    const old = await api("POST", "/api/pages", {
      title: "Alter Beitrag",
      slug: "alter-beitrag",
      content_type: "blog",
      content: [{ id: "m", type: "blog-meta", content: { author: "Jonas Weber", publishDate: "2024-06-01", category: "Technologie" } }],
    });
    expect((await api("POST", `/api/pages/${old.body.id}/publish`, { version: old.body.version })).status).toBe(200);
    const rss = await fetch(`${app.url}/blog/rss.xml`);
    expect(rss.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const body = await rss.text();
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const firstLink = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(body)?.[1];
    expect(firstLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/blog\/[^/]+$/);
    expect(firstLink).not.toContain("alter-beitrag");
    expect(body).toContain(`${app.url}/blog/alter-beitrag`);
    const atom = await fetch(`${app.url}/blog/atom.xml`);
    expect(atom.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    // Served again from the page cache with an ETag: a revalidation answers 304.
    const again = await fetch(`${app.url}/blog/rss.xml`);
    const etag = again.headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await fetch(`${app.url}/blog/rss.xml`, { headers: { "if-none-match": etag! } })).status).toBe(304);
  });

  it("a page from a template starts unpublished (404), is published by PATCH, and its old URL leads on (301) after a rename; the revisions name each step", async () => {
    const template = await api("POST", "/api/templates", {
      name: "E2E-Vorlage",
      content: [
        { id: "hero", type: "hero", content: { title: "Sondermaschinen nach Maß", subtitle: "Aus einer Hand" } },
        { id: "text", type: "paragraph", content: { text: "<p>Planung, Bau und Service.</p>" } },
      ],
    });
    expect(template.status).toBe(201);
    const created = await api("POST", "/api/pages", { title: "Sondermaschinen", slug: "sondermaschinen", template_id: template.body.id });
    expect(created.status).toBe(201);
    expect(created.body.is_published).toBe(false);
    expect((await fetch(`${app.url}/sondermaschinen`)).status).toBe(404);

    const published = await api("PATCH", `/api/pages/${created.body.id}`, { is_published: true, version: created.body.version });
    expect(published.status).toBe(200);
    const first = await fetch(`${app.url}/sondermaschinen`);
    expect(first.status).toBe(200);
    expect(await first.text()).toMatch(/<h1[^>]*>Sondermaschinen nach Maß<\/h1>/);

    const renamed = await api("PATCH", `/api/pages/${created.body.id}`, { slug: "maschinenbau", version: published.body.version });
    expect(renamed.status).toBe(200);
    const old = await fetch(`${app.url}/sondermaschinen`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/maschinenbau");
    const followed = await fetch(`${app.url}/sondermaschinen`);
    expect(followed.status).toBe(200);
    expect(new URL(followed.url).pathname).toBe("/maschinenbau");
    expect(await followed.text()).toMatch(/<h1[^>]*>Sondermaschinen nach Maß<\/h1>/);

    const revisions = await api<{ summary: string }[]>("GET", `/api/pages/${created.body.id}/revisions`);
    expect(revisions.body.map((r) => r.summary)).toEqual(["Slug: sondermaschinen → maschinenbau", "Veröffentlicht", "Seite erstellt"]);
  });

  it("answers an unknown API path with a JSON 404, not the site's 404 page", async () => {
    const unknown = await fetch(`${app.url}/api/gibt-es-nicht`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toContain("application/json");
  });
});

/**
 * An open live stream (GET /api/events) as an open page holds it: `ready` once the server has
 * subscribed it (its 'ready' message), `change` with the first change event's raw message.
 */
function liveStream(url: string, signal: AbortSignal): { ready: Promise<void>; change: Promise<string> } {
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const change = (async () => {
    const res = await fetch(`${url}/api/events`, { headers: { accept: "text/event-stream" }, signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error("Stream ohne Änderung beendet");
      buffer += value;
      const messages = buffer.split("\n\n");
      if (messages.some((m) => /^event: ready$/m.test(m))) ready();
      const message = messages.find((m) => /^event: change$/m.test(m));
      if (message) return message;
    }
  })();
  return { ready: isReady, change };
}

describe("two instances on one PostgreSQL database", () => {
  const base = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `cms_site_${crypto.randomBytes(4).toString("hex")}`;
  let a: RunningApp;
  let b: RunningApp;

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(sql);
    await client.end();
  }

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    a = await startApp({ env: { DATABASE_URL: url.toString() } });
    b = await startApp({ env: { DATABASE_URL: url.toString() } });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it("a page published through one instance reaches the other's open live streams and empties its cache", async () => {
    // B has the home page cached now, and an open page's live stream.
    await (await fetch(b.url + "/")).text();
    expect((await fetch(b.url + "/")).headers.get("x-cache")).toBe("HIT");
    const abort = new AbortController();
    const stream = liveStream(b.url, abort.signal);
    // Ended by the abort below once it has served (or when the test failed before).
    stream.change.catch(() => undefined);
    try {
      await stream.ready;
      const { api } = await adminApi(a, "admin-a@example.de");
      const created = await api("POST", "/api/pages", { title: "Standorte", slug: "standorte", is_published: true });
      expect(created.status).toBe(201);
      // The stream on B tells its open pages; the whole site is concerned (a new menu entry).
      const message = await stream.change;
      const data = JSON.parse(/^data: (.*)$/m.exec(message)![1]);
      expect(data).toMatchObject({ topic: "pages", scope: "site" });
      // B's cache was emptied by A's change.
      const after = await fetch(b.url + "/");
      expect(after.headers.get("x-cache")).not.toBe("HIT");
      expect(await after.text()).toContain("Standorte");
    } finally {
      abort.abort();
    }
  });
});
