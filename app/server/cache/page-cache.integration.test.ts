import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { ChangeFeed, recordChange, setChangeFeed, withChanges, type ChangeInput } from "../events/changes.server";
import { pageChange, type PublicPageFacts } from "../events/page-change.server";
import { clearMemos, memoizeUntilChange, untilChange } from "./memo.server";
import { heartbeat, leave } from "../presence/presence.server";
import { signedSessionCheck } from "../auth/session-cookie.server";
import { createPageCache } from "./page-cache.server";

const SECRET = "geheimnis-der-sitzungen-fuer-den-cache-test";
/** A session cookie as better-auth signs it (HMAC-SHA256 of the token under the secret). */
const signedSession = (token: string) => `${token}.${crypto.createHmac("sha256", SECRET).update(token).digest("base64")}`;

describe(`page cache (${testDbLabel})`, () => {
  /** A request with exactly these headers (fetch would add and decode its own Accept-Encoding). */
  function rawGet(path: string, headers: Record<string, string>, method = "GET") {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(base + path, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  let t: TestDatabase;
  let feed: ChangeFeed;
  let server: http.Server;
  let base: string;
  let renders = 0;
  let cacheSize = () => 0;
  /** Renders of /langsam wait for this (a render that outlives a change). */
  let slowGate: Promise<void> = Promise.resolve();
  const record = (input: ChangeInput) => withChanges(t.db, (trx) => recordChange(trx, input));

  beforeAll(async () => {
    t = await createTestDatabase();
    feed = new ChangeFeed(t);
    await feed.start();
    setChangeFeed(feed);
    const cache = createPageCache({ enabled: true, feed, signedIn: signedSessionCheck(SECRET) });
    const app = express();
    app.use(compression());
    app.use((_req, res, next) => {
      res.locals.cspNonce = `n${Math.random().toString(36).slice(2)}`;
      res.setHeader("Content-Security-Policy", `script-src 'self' 'nonce-${res.locals.cspNonce}'`);
      next();
    });
    cacheSize = cache.size;
    app.use(cache.middleware);
    app.get("/api/x", (_req, res) => {
      renders++;
      res.send("api");
    });
    app.get("/{*path}", async (req, res) => {
      if (req.path === "/langsam") await slowGate;
      renders++;
      const nonce = String(res.locals.cspNonce);
      if (req.path === "/privat") res.setHeader("Set-Cookie", "a=b");
      // A hydrated document carries its nonce in the body: such an answer is never stored.
      const script = req.path === "/hydriert" ? `<script nonce="${nonce}">x</script>` : `<script type="module" src="/assets/site.js"></script>`;
      const filler = req.path === "/gross" ? "<p>Zeile mit etwas Inhalt für die Kompression</p>".repeat(200) : "";
      res.status(req.path.startsWith("/fehlt") ? 404 : 200).type("html").send(`<html>${script}<p>Seite ${req.path} #${renders}</p>${filler}</html>`);
    });
    // Hits are answered before Express, as in create-app.server.ts.
    server = http.createServer((req, res) => {
      if (!cache.serve(req, res, () => app(req, res))) app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    setChangeFeed(null);
    await feed?.stop();
    await t?.cleanup();
  });

  it("serves a page once rendered from memory, with a constant CSP that allows no inline script, and 304 on a matching ETag", async () => {
    const first = await fetch(`${base}/ueber-uns`);
    const firstBody = await first.text();
    expect(first.headers.get("x-cache")).toBe("MISS");
    const rendersAfterFirst = renders;
    const second = await fetch(`${base}/ueber-uns`);
    const secondBody = await second.text();
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(renders).toBe(rendersAfterFirst);
    // Same bytes; the stored body carries no inline script, so its CSP allows none (no nonce).
    expect(secondBody).toBe(firstBody);
    expect(first.headers.get("content-security-policy")).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
    expect(second.headers.get("content-security-policy")).toBe("script-src 'self'");
    const etag = second.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    expect(second.headers.get("cache-control")).toBe("no-cache");
    const revalidated = await fetch(`${base}/ueber-uns`, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it("a public change empties it; a private one does not", async () => {
    await fetch(`${base}/kontakt`);
    const before = renders;
    await record({ topic: "pages", action: "updated", pageId: "d", public: false });
    expect((await fetch(`${base}/kontakt`)).headers.get("x-cache")).toBe("HIT");
    await record({ topic: "pages", action: "updated", pageId: "p", slug: "kontakt", public: true });
    const after = await fetch(`${base}/kontakt`);
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toContain(`#${before + 1}`);
  });

  it("presence (issue 30: joins, mode switches, leaves of editors) neither empties it nor drops memos", async () => {
    await fetch(`${base}/kontakt`);
    expect((await fetch(`${base}/kontakt`)).headers.get("x-cache")).toBe("HIT");
    let loads = 0;
    memoizeUntilChange(feed);
    const memo = () => untilChange("presence-probe", async () => ++loads);
    await memo();
    const user = { id: "u-presence", name: "Anna Berger" };
    await heartbeat(t.db, "p", user, { client_id: "tab-cache-0001", mode: "edit", surface: "builder" });
    await heartbeat(t.db, "p", user, { client_id: "tab-cache-0001", mode: "view", surface: "builder" });
    await leave(t.db, "p", user.id, "tab-cache-0001");
    await feed.catchUp();
    expect(await t.db.selectFrom("change_events").select("id").where("topic", "=", "presence").execute()).toHaveLength(3);
    expect((await fetch(`${base}/kontakt`)).headers.get("x-cache")).toBe("HIT");
    await memo();
    expect(loads).toBe(1);
  });

  it("a content-only change of one page drops its addresses and the sitemap; other pages stay; a slug change clears all", async () => {
    const pageA: PublicPageFacts = { id: "a", slug: "seite-a", title: "Seite A", is_published: true, content_type: "basis", parent_id: null, sort_order: 10, is_legal: false, show_in_footer_navigation: false };
    const pageB = { ...pageA, id: "b", slug: "seite-b", title: "Seite B" };
    const addresses = ["/seite-a", "/seite-a?seite=2", "/seite-a.data", "/seite-b", "/seite-b.data", "/sitemap.xml", "/fehlt"];
    const cached = async () => {
      const state: Record<string, string | null> = {};
      for (const path of addresses) state[path] = (await fetch(base + path)).headers.get("x-cache");
      return state;
    };
    await cached();
    expect(Object.values(await cached()).every((x) => x === "HIT")).toBe(true);

    // Content of A (same title, slug, order, state): A's addresses and the sitemap render again.
    const contentOnly = pageChange(pageA, pageA, "updated");
    expect(contentOnly).toMatchObject({ scope: "page", public: true });
    await record(contentOnly);
    expect(await cached()).toEqual({
      "/seite-a": "MISS",
      "/seite-a?seite=2": "MISS",
      "/seite-a.data": "MISS",
      "/seite-b": "HIT",
      "/seite-b.data": "HIT",
      "/sitemap.xml": "MISS",
      "/fehlt": "HIT",
    });

    // Slug of A: every page's navigation may show it.
    const moved = pageChange(pageA, { ...pageA, slug: "seite-a-neu" }, "updated");
    expect(moved.scope ?? "site").toBe("site");
    await record(moved);
    expect(Object.values(await cached()).every((x) => x === "MISS")).toBe(true);
    // A title change of B too; a draft's change (not public) touches nothing.
    await record(pageChange(pageB, { ...pageB, title: "Seite B neu" }, "updated"));
    expect((await fetch(`${base}/seite-a`)).headers.get("x-cache")).toBe("MISS");
    await record(pageChange({ ...pageA, is_published: false }, { ...pageA, is_published: false }, "updated"));
    expect((await fetch(`${base}/seite-a`)).headers.get("x-cache")).toBe("HIT");
  });

  it("a render that started before a change of its page is not kept; one of another page is", async () => {
    const pageSlow: PublicPageFacts = { id: "l", slug: "langsam", title: "Langsam", is_published: true, content_type: "basis", parent_id: null, sort_order: 10, is_legal: false, show_in_footer_navigation: false };
    let open!: () => void;
    slowGate = new Promise<void>((resolve) => (open = resolve));
    let started = fetch(`${base}/langsam`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 100));
    await record(pageChange({ ...pageSlow, id: "x", slug: "andere" }, { ...pageSlow, id: "x", slug: "andere" }, "updated"));
    open();
    await started;
    expect((await fetch(`${base}/langsam`)).headers.get("x-cache")).toBe("HIT");

    await record(pageChange(pageSlow, { ...pageSlow, slug: "langsam-2" }, "updated")); // clears all
    slowGate = new Promise<void>((resolve) => (open = resolve));
    started = fetch(`${base}/langsam`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 100));
    await record(pageChange(pageSlow, pageSlow, "updated"));
    open();
    await started;
    slowGate = Promise.resolve();
    expect((await fetch(`${base}/langsam`)).headers.get("x-cache")).toBe("MISS");
  });

  it("answers the requests that arrive during a render from that one render", async () => {
    const pageSlow: PublicPageFacts = { id: "l", slug: "langsam", title: "Langsam", is_published: true, content_type: "basis", parent_id: null, sort_order: 10, is_legal: false, show_in_footer_navigation: false };
    await record(pageChange(pageSlow, pageSlow, "updated"));
    let open!: () => void;
    slowGate = new Promise<void>((resolve) => (open = resolve));
    const before = renders;
    const first = fetch(`${base}/langsam`);
    await new Promise((r) => setTimeout(r, 50));
    const others = Array.from({ length: 20 }, () => fetch(`${base}/langsam`));
    await new Promise((r) => setTimeout(r, 50));
    open();
    const answers = await Promise.all([first, ...others]);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    slowGate = Promise.resolve();
    expect(renders - before).toBe(1);
    expect(new Set(bodies).size).toBe(1);
    expect(answers[0]!.headers.get("x-cache")).toBe("MISS");
    expect(answers.slice(1).every((r) => r.headers.get("x-cache") === "HIT")).toBe(true);

    // A render that is not stored (a change during it) sends the waiting requests to render for themselves.
    await record(pageChange(pageSlow, pageSlow, "updated"));
    slowGate = new Promise<void>((resolve) => (open = resolve));
    const again = fetch(`${base}/langsam`);
    await new Promise((r) => setTimeout(r, 50));
    const waiting = Array.from({ length: 3 }, () => fetch(`${base}/langsam`));
    await new Promise((r) => setTimeout(r, 50));
    const rendersBefore = renders;
    await record(pageChange(pageSlow, pageSlow, "updated"));
    open();
    await Promise.all([again, ...waiting].map((p) => p.then((r) => r.text())));
    slowGate = Promise.resolve();
    // The first render was not kept; the waiting requests rendered after the change (the first of
    // them is kept, so the others may be served from it).
    expect(renders - rendersBefore).toBeGreaterThanOrEqual(2);
    expect((await fetch(`${base}/langsam`)).headers.get("x-cache")).toBe("HIT");
  });

  it("never caches for signed-in users, previews, the API or responses that set cookies", async () => {
    for (const [path, headers] of [
      ["/ueber-uns", { cookie: `cms.session_token=${encodeURIComponent(signedSession("sitzung-1"))}` }],
      ["/ueber-uns", { cookie: `theme=dunkel; __Secure-cms.session_token=${encodeURIComponent(signedSession("sitzung-2"))}` }],
      ["/ueber-uns?preview=true", {}],
      ["/ueber-uns?edit=true", {}],
      ["/api/x", {}],
      ["/privat", {}],
      ["/hydriert", {}],
    ] as const) {
      await fetch(base + path, { headers });
      const again = await fetch(base + path, { headers });
      expect(again.headers.get("x-cache"), path).not.toBe("HIT");
    }
    // A document with an inline script keeps being rendered with a nonce of its own each time.
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const res = await fetch(`${base}/hydriert`);
        const body = await res.text();
        const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
        expect(body).toContain(`<script nonce="${nonce}">`);
        return nonce;
      }),
    );
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("serves a made-up session cookie (no valid signature) from the cache like any visitor (issue 38 item 23)", async () => {
    await (await fetch(`${base}/garbage-probe`)).text();
    const before = renders;
    for (const cookie of ["cms.session_token=abc", `cms.session_token=${"x".repeat(32)}.${"A".repeat(43)}=`, `__Secure-cms.session_token=${encodeURIComponent(signedSession("sitzung-1")).replace("sitzung", "Sitzung")}`]) {
      const res = await fetch(`${base}/garbage-probe`, { headers: { cookie } });
      expect(res.headers.get("x-cache"), cookie).toBe("HIT");
      await res.text();
    }
    expect(renders).toBe(before);
    // A made-up cookie on a miss renders once and is stored for everybody.
    const miss = await fetch(`${base}/garbage-probe-2`, { headers: { cookie: "cms.session_token=abc" } });
    expect(miss.headers.get("x-cache")).toBe("MISS");
    await miss.text();
    expect((await fetch(`${base}/garbage-probe-2`)).headers.get("x-cache")).toBe("HIT");
  });

  it("600 made-up query strings and addresses evict no page: unknown parameters reuse the page, the rest stays in its own small segment (issue 38 item 23)", async () => {
    await record({ topic: "settings", action: "saved", public: true });
    const pagesKept = ["/", "/kontakt", "/ueber-uns", "/leistungen", "/blog"];
    for (const path of pagesKept) await (await fetch(base + path)).text();
    const rendersBefore = renders;
    const random = () => crypto.randomBytes(6).toString("hex");
    /** `n` requests, 20 at a time; their X-Cache answers. */
    const burst = async (n: number, path: () => string) => {
      const answers: (string | null)[] = [];
      for (let i = 0; i < n; i += 20) {
        const batch = await Promise.all(
          Array.from({ length: Math.min(20, n - i) }, async () => {
            const res = await fetch(base + path());
            await res.arrayBuffer();
            return res.headers.get("x-cache");
          }),
        );
        answers.push(...batch);
      }
      return answers;
    };
    // Unknown parameters: the page's entry answers, nothing new is stored or rendered.
    expect(new Set(await burst(600, () => `/?${random()}=${random()}`))).toEqual(new Set(["HIT"]));
    expect(renders).toBe(rendersBefore);
    expect(cacheSize()).toBe(pagesKept.length);
    // Parameters the site reads (a search) and made-up paths (404): rendered and stored, but only
    // up to the variants' cap (a fifth of the 500 entries), never at the cost of a page.
    await burst(150, () => `/blog?q=${random()}`);
    await burst(150, () => `/fehlt-${random()}`);
    expect(renders - rendersBefore).toBe(300);
    expect(cacheSize()).toBe(pagesKept.length + 100);
    for (const path of pagesKept) expect((await fetch(base + path)).headers.get("x-cache"), path).toBe("HIT");
    // A redirect or 404 stored for an exact address is never handed to a URL with other parameters.
    await (await fetch(`${base}/fehlt`)).text();
    expect((await fetch(`${base}/fehlt`)).headers.get("x-cache")).toBe("HIT");
    const other = await fetch(`${base}/fehlt?utm_source=x`);
    expect(other.headers.get("x-cache")).toBe("MISS");
    expect(other.status).toBe(404);
  });

  it("sends hits compressed as the client asks (br, gzip), with their length, and HEAD without a body", async () => {
    const plain = await (await fetch(`${base}/gross`)).text();
    // Compression runs in the background once the entry exists.
    await expect.poll(async () => (await rawGet("/gross", { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
    const br = await rawGet("/gross", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["x-cache"]).toBe("HIT");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(plain) / 10);
    expect(zlib.brotliDecompressSync(br.body).toString("utf8")).toBe(plain);
    const gzip = await rawGet("/gross", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString("utf8")).toBe(plain);
    const identity = await rawGet("/gross", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString("utf8")).toBe(plain);
    const head = await rawGet("/gross", {}, "HEAD");
    expect(head.headers["x-cache"]).toBe("HIT");
    expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(plain));
    expect(head.body.length).toBe(0);
  });

  it("keeps 404 answers until the next change too", async () => {
    await fetch(`${base}/fehlt`);
    const again = await fetch(`${base}/fehlt`);
    expect(again.status).toBe(404);
    expect(again.headers.get("x-cache")).toBe("HIT");
  });

  it("memoised values (navigation, settings) are read once per change", async () => {
    memoizeUntilChange(feed);
    let loads = 0;
    const load = async () => ++loads;
    expect(await untilChange("nav", load)).toBe(1);
    expect(await untilChange("nav", load)).toBe(1);
    await record({ topic: "settings", action: "saved", public: true });
    expect(await untilChange("nav", load)).toBe(2);
    clearMemos();
    memoizeUntilChange(null);
    // Without a feed nothing is kept.
    expect(await untilChange("nav", load)).toBe(3);
    expect(await untilChange("nav", load)).toBe(4);
  });
});

describe("page cache limits", () => {
  it("keeps at most maxTotalBytes of bodies, dropping the least recently used first", async () => {
    const cache = createPageCache({ enabled: true, feed: null, maxTotalBytes: 3000 });
    const app = express();
    app.use(cache.middleware);
    // 900 bytes each: below the compression threshold, so only plain bodies count.
    app.get("/{*path}", (req, res) => void res.type("html").send(req.path.padEnd(900, ".")));
    const server = http.createServer((req, res) => {
      if (!cache.serve(req, res)) app(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = async (path: string) => {
      const res = await fetch(base + path);
      await res.text();
      return res.headers.get("x-cache");
    };
    try {
      for (const path of ["/a", "/b", "/c"]) expect(await get(path)).toBe("MISS");
      expect(cache.size()).toBe(3);
      expect(cache.bytes()).toBe(2700);
      expect(await get("/a")).toBe("HIT"); // /a is now the most recently used
      expect(await get("/d")).toBe("MISS");
      expect(cache.size()).toBe(3);
      expect(cache.bytes()).toBeLessThanOrEqual(3000);
      expect(await get("/b")).toBe("MISS"); // dropped: least recently used
      expect(await get("/a")).toBe("HIT");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
