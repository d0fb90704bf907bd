import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signPreviewToken } from "~/server/preview/preview-token.server";
import { adminApi, startApp, type AdminApi, type RunningApp } from "../built-app";

/**
 * Shared previews (issue 30, item 4) on the built app over real HTTP, once on SQLite and once on
 * PostgreSQL: the page cache and the visitor statistics live in the Express layer, so only the
 * real server shows that /vorschau/ is neither stored nor counted.
 */

const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DOCUMENT = { accept: "text/html", "sec-fetch-dest": "document", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36" };
const PUBLISHED_TEXT = "Veröffentlichter Stand der Abnahmeseite";
const DRAFT_TEXT = "Entwurf nur für die Chefin";

/** SQL on the app's database, `?` placeholders for both. */
interface Sql {
  all(query: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  run(query: string, params?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

function sqliteSql(file: string): Sql {
  const db = new SqliteDatabase(file);
  return {
    all: async (q, p = []) => db.prepare(q).all(...p) as Record<string, unknown>[],
    run: async (q, p = []) => void db.prepare(q).run(...p),
    close: async () => void db.close(),
  };
}

async function pgSql(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const numbered = (q: string) => {
    let n = 0;
    return q.replace(/\?/g, () => `$${++n}`);
  };
  return {
    all: async (q, p = []) => (await client.query(numbered(q), p)).rows,
    run: async (q, p = []) => void (await client.query(numbered(q), p)),
    close: () => client.end(),
  };
}

const DATABASES = [{ name: "SQLite" }, { name: "PostgreSQL" }] as const;

describe.each(DATABASES)("shared preview links on the built app ($name)", ({ name }) => {
  let app: RunningApp;
  let api: AdminApi;
  let sql: Sql;
  let pgAdmin: pg.Client | null = null;
  let pgName = "";
  let authorCookie = "";
  let adminCookie = "";
  let pageId = "";
  let otherPageId = "";
  let authorPostId = "";

  async function call(method: string, url: string, options: { cookie?: string; body?: unknown } = {}) {
    const res = await fetch(app.url + url, {
      method,
      redirect: "manual",
      headers: { origin: app.url, ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.body !== undefined ? { "content-type": "application/json" } : {}) },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null };
  }

  /** An anonymous visitor's document request (as a browser sends it). */
  async function visit(url: string) {
    const res = await fetch(url.startsWith("http") ? url : app.url + url, { headers: DOCUMENT, redirect: "manual" });
    return { status: res.status, headers: res.headers, html: await res.text() };
  }

  async function links(page: string) {
    return sql.all("SELECT * FROM preview_links WHERE page_id = ? ORDER BY created_at", [page]);
  }
  async function logCount(action: string) {
    return Number((await sql.all("SELECT COUNT(*) AS n FROM audit_log WHERE action = ?", [action]))[0]!.n);
  }
  const pathOf = (url: string) => new URL(url).pathname;

  beforeAll(async () => {
    if (name === "PostgreSQL") {
      pgName = `cms_preview_${crypto.randomBytes(5).toString("hex")}`;
      pgAdmin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await pgAdmin.connect();
      await pgAdmin.query(`create database ${pgName}`);
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${pgName}`;
      app = await startApp({ env: { DATABASE_URL: url.toString(), ANALYTICS_FLUSH_MS: "100" } });
      sql = await pgSql(url.toString());
    } else {
      app = await startApp({ env: { ANALYTICS_FLUSH_MS: "100" } });
      sql = sqliteSql(path.join(app.dataDir, "cms.db"));
    }
    ({ api, cookie: adminCookie } = await adminApi(app));
    // An Autor: signed up, then granted the role in the database (as the role matrix does).
    const headers = { "content-type": "application/json", origin: app.url };
    expect((await fetch(`${app.url}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify({ email: "autor@example.de", password: "geheim123", name: "Autor" }) })).status).toBe(200);
    const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email: "autor@example.de", password: "geheim123" }) });
    const { user } = (await signIn.json()) as { user: { id: string } };
    authorCookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    await sql.run("INSERT INTO user_roles (user_id, role, created_at) VALUES (?, ?, ?)", [user.id, "author", new Date().toISOString()]);

    // A published page whose working copy differs.
    const created = await api("POST", "/api/pages", {
      title: "Abnahme",
      slug: "abnahme",
      content: [{ id: "p", type: "paragraph", content: { text: `<p>${PUBLISHED_TEXT}</p>` } }],
    });
    expect(created.status).toBe(201);
    pageId = created.body.id;
    expect((await api("POST", `/api/pages/${pageId}/publish`, { version: created.body.version })).status).toBe(200);
    const current = await api("GET", `/api/pages/${pageId}`);
    const drafted = await api("PATCH", `/api/pages/${pageId}`, { version: current.body.version, content: [{ id: "p", type: "paragraph", content: { text: `<p>${DRAFT_TEXT}</p>` } }] });
    expect(drafted.status).toBe(200);
    otherPageId = (await api("POST", "/api/pages", { title: "Andere Seite", slug: "andere-seite" })).body.id;
    const post = await call("POST", "/api/pages", { cookie: authorCookie, body: { title: "Beitrag des Autors", content_type: "blog" } });
    expect(post.status).toBe(201);
    authorPostId = post.body.id;
    // Statistics on, so a counted view would leave a row.
    const settings = await api("GET", "/api/settings");
    expect((await api("PUT", "/api/settings", { ...settings.body, features: { ...(settings.body.features as object), analytics: true } })).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await sql?.close();
    await app?.stop();
    if (pgAdmin) {
      await pgAdmin.query(`drop database if exists ${pgName} with (force)`);
      await pgAdmin.end();
    }
  });

  it("creates a link (201, default 7 days, absolute URL under PUBLIC_URL) that shows the working copy with the banner, noindex and no-store", async () => {
    const before = Date.now();
    const res = await api<{ url: string; expires_at: string }>("POST", `/api/pages/${pageId}/preview-links`, {});
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(new RegExp(`^${app.url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/vorschau/[A-Za-z0-9_-]+~[A-Za-z0-9_-]+$`));
    const days = (new Date(res.body.expires_at).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const rows = await links(pageId);
    expect(rows).toHaveLength(1);
    // The token is never stored.
    const token = pathOf(res.body.url).split("/")[2]!;
    expect(JSON.stringify(rows)).not.toContain(token.split("~")[1]);
    expect(await logCount("page.preview-link-created")).toBe(1);

    const shown = await visit(res.body.url);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain(DRAFT_TEXT);
    expect(shown.html).not.toContain(PUBLISHED_TEXT);
    expect(shown.html).toContain("Vorschau – nicht veröffentlicht");
    expect(shown.html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(shown.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(shown.headers.get("cache-control")).toBe("no-store");
    // No edit links of the admin on a visitor's preview.
    expect(shown.html).not.toContain("/admin/pages/");
    // Never through the page cache: no MISS to be stored, and a second request is no HIT either.
    expect(shown.headers.get("x-cache")).toBeNull();
    const again = await visit(res.body.url);
    expect(again.headers.get("x-cache")).toBeNull();
    expect(again.html).toContain(DRAFT_TEXT);

    // The published page, cached, stays the published state.
    const live = await visit("/abnahme");
    const liveAgain = await visit("/abnahme");
    expect(liveAgain.headers.get("x-cache")).toBe("HIT");
    for (const page of [live, liveAgain]) {
      expect(page.html).toContain(PUBLISHED_TEXT);
      expect(page.html).not.toContain(DRAFT_TEXT);
      expect(page.html).not.toContain("Vorschau – nicht veröffentlicht");
    }
  });

  it("counts no preview view in the statistics (a page view beside it is counted)", async () => {
    const { body } = await api<{ url: string }>("POST", `/api/pages/${pageId}/preview-links`, { days: 2 });
    expect((await visit(body.url)).status).toBe(200);
    expect((await visit("/andere-adresse-gibt-es-nicht")).status).toBe(404);
    expect((await visit("/abnahme")).status).toBe(200);
    await expect.poll(async () => (await sql.all("SELECT path FROM analytics_events WHERE path = ?", ["/abnahme"])).length, { timeout: 10_000, interval: 100 }).toBeGreaterThan(0);
    expect(await sql.all("SELECT path FROM analytics_events WHERE path LIKE ?", ["/vorschau%"])).toEqual([]);
  });

  it("answers 410 in German (noindex, no-store) for tampered, other-page, expired and revoked links", async () => {
    const { body } = await api<{ url: string }>("POST", `/api/pages/${pageId}/preview-links`, { days: 30 });
    const token = pathOf(body.url).split("/")[2]!;
    const [payload, signature] = token.split("~") as [string, string];
    const [linkId, , expires] = JSON.parse(Buffer.from(payload, "base64url").toString()) as [string, string, number];
    const flipped = signature.slice(0, 5) + (signature[5] === "A" ? "B" : "A") + signature.slice(6);
    const swapped = Buffer.from(JSON.stringify([linkId, otherPageId, expires])).toString("base64url");
    // Signed with the server's own secret (DATA_DIR/auth-secret), but naming another page than its row.
    const secret = fs.readFileSync(path.join(app.dataDir, "auth-secret"), "utf8").trim();
    const resigned = signPreviewToken(secret, { linkId, pageId: otherPageId, expires });
    expect((await visit(`/vorschau/${token}`)).status).toBe(200);
    for (const bad of [`${payload}~${flipped}`, `${swapped}~${signature}`, resigned, "kaputt", `${token}x`]) {
      const res = await visit(`/vorschau/${bad}`);
      expect(res.status, bad).toBe(410);
      expect(res.html).toContain("Dieser Vorschau-Link ist abgelaufen oder wurde widerrufen.");
      expect(res.html).toContain('<meta name="robots" content="noindex, nofollow"');
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(res.html).not.toContain(DRAFT_TEXT);
      // A 410 is cacheable for the page cache elsewhere; not under /vorschau/.
      expect(res.headers.get("x-cache")).toBeNull();
      expect((await visit(`/vorschau/${bad}`)).headers.get("x-cache")).toBeNull();
    }
    // Expired: the row says so (the token's own expiry is still ahead).
    await sql.run("UPDATE preview_links SET expires_at = ? WHERE id = ?", [new Date(Date.now() - 1000).toISOString(), linkId]);
    expect((await visit(`/vorschau/${token}`)).status).toBe(410);
  });

  it("revokes every link of the page at once (204, logged); the same URLs then answer 410", async () => {
    const a = await api<{ url: string }>("POST", `/api/pages/${pageId}/preview-links`, { days: 1 });
    const b = await api<{ url: string }>("POST", `/api/pages/${pageId}/preview-links`, { days: 3 });
    const other = await api<{ url: string }>("POST", `/api/pages/${otherPageId}/preview-links`, {});
    expect((await visit(a.body.url)).status).toBe(200);
    const revoked = await call("DELETE", `/api/pages/${pageId}/preview-links`, { cookie: adminCookie });
    expect(revoked.status).toBe(204);
    expect(await logCount("page.preview-links-revoked")).toBe(1);
    expect((await links(pageId)).every((row) => row.revoked_at !== null)).toBe(true);
    for (const url of [a.body.url, b.body.url]) {
      const res = await visit(url);
      expect(res.status).toBe(410);
      expect(res.html).toContain("Dieser Vorschau-Link ist abgelaufen oder wurde widerrufen.");
    }
    // Another page's link is untouched.
    expect((await visit(other.body.url)).status).toBe(200);
  });

  it("refuses days 0, 31, 'x', 1.5 with 400 naming days, and writes nothing", async () => {
    const before = await links(pageId);
    const logged = await logCount("page.preview-link-created");
    for (const days of [0, 31, "x", 1.5, null]) {
      const res = await api<{ error: string; fields: Record<string, string> }>("POST", `/api/pages/${pageId}/preview-links`, { days });
      expect(res.status, String(days)).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(["days"]);
      expect(res.body.fields.days).toMatch(/1 bis 30/);
    }
    expect(await links(pageId)).toEqual(before);
    expect(await logCount("page.preview-link-created")).toBe(logged);
  });

  it("lets an Autor share only own drafts (403 on another page, nothing written), visitors get 401, unknown pages 404", async () => {
    const before = await links(pageId);
    const refused = await call("POST", `/api/pages/${pageId}/preview-links`, { cookie: authorCookie, body: { days: 7 } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/Autor/);
    expect((await call("DELETE", `/api/pages/${pageId}/preview-links`, { cookie: authorCookie })).status).toBe(403);
    expect((await call("POST", `/api/pages/${pageId}/preview-links`, { body: {} })).status).toBe(401);
    expect((await call("DELETE", `/api/pages/${pageId}/preview-links`)).status).toBe(401);
    expect(await links(pageId)).toEqual(before);
    expect((await api("POST", "/api/pages/gibt-es-nicht/preview-links", {})).status).toBe(404);

    const own = await call("POST", `/api/pages/${authorPostId}/preview-links`, { cookie: authorCookie, body: { days: 5 } });
    expect(own.status).toBe(201);
    const shown = await visit(own.body.url);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain("Beitrag des Autors");
    expect((await call("DELETE", `/api/pages/${authorPostId}/preview-links`, { cookie: authorCookie })).status).toBe(204);
    expect((await visit(own.body.url)).status).toBe(410);
  });

  it("keeps /vorschau/ out of robots and out of the slugs", async () => {
    expect(await fetch(app.url + "/robots.txt").then((r) => r.text())).toContain("Disallow: /vorschau/");
    const taken = await api<{ fields: Record<string, string> }>("POST", "/api/pages", { title: "Vorschau", slug: "vorschau" });
    expect(taken.status).toBe(400);
    expect(Object.keys(taken.body.fields)).toContain("slug");
  });
});
