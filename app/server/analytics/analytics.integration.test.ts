import http from "node:http";
import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dayOf } from "~/lib/analytics";
import { defaultSettings } from "~/lib/settings";
import * as analyticsRoute from "~/routes/api/analytics";
import * as exportRoute from "~/routes/api/analytics-export";
import * as liveRoute from "~/routes/api/analytics-live";
import { routeBuild } from "../../../tests/route-build";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { createRedirect } from "../redirects/redirects.server";
import { saveSettingsFromInput } from "../settings/service.server";
import { aggregatePending, pruneAnalytics } from "./aggregate.server";
import { ANALYTICS_LIMITS } from "./recorder.server";
import { analyticsReport } from "./report.server";
import { forgetSalts } from "./salts.server";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** Any address is a public page; /fehlt, /alt and everything under /weg/ answer 404. */
const site = {
  loader: ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    const missing = path === "/fehlt" || path === "/alt" || path.startsWith("/weg/");
    return new Response(`<!doctype html><title>${path}</title><p>${"Inhalt ".repeat(200)}</p>`, {
      status: missing ? 404 : 200,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  },
};
const build = routeBuild({ "api/analytics": analyticsRoute, "api/analytics/export": exportRoute, "api/analytics/live": liveRoute, "*": site });

function get(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(base + path, { headers: { "user-agent": CHROME, accept: "text/html", ...headers } }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe(`visitor statistics (${testDbLabel})`, () => {
  let app: TestApp;
  let second: TestApp;
  let adminClient: ReturnType<TestApp["client"]>;

  async function setAnalytics(on: boolean) {
    const db = app.database.db;
    const settings = defaultSettings();
    settings.features.analytics = on;
    const result = await saveSettingsFromInput(db, settings);
    expect(result.ok).toBe(true);
    // Every instance re-reads the switch on the settings change event.
    await expect.poll(() => app.analytics!.enabled, { timeout: 3000 }).toBe(on);
    await expect.poll(() => second.analytics!.enabled, { timeout: 3000 }).toBe(on);
  }

  async function countRows() {
    const row = await app.database.db
      .selectFrom("analytics_events")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function flushAll() {
    await app.analytics!.flush();
    await second.analytics!.flush();
  }

  beforeAll(async () => {
    // Two instances of one site: one database, one secret.
    const env = { AUTH_SECRET: "analytics-test-secret-0123456789abcdef" };
    app = await createTestApp({ build, env, analytics: { flushMs: 60_000 } });
    second = await createTestApp({ build, env, analytics: { flushMs: 60_000 }, database: app.database });
    adminClient = app.client();
    const signUp = await adminClient.signUp("admin@example.org");
    // The first account is the admin.
    expect(signUp.status).toBe(200);
  });
  afterAll(async () => {
    await second?.close();
    await app?.close();
  });

  it("counts nothing while the statistics are switched off", async () => {
    await get(app.url, "/start");
    await flushAll();
    expect(await countRows()).toBe(0);
  });

  it("counts page views (cache hits too) without setting a cookie, and only for visitors", async () => {
    await setAnalytics(true);
    const first = await get(app.url, "/leistungen");
    expect(first.headers["set-cookie"]).toBeUndefined();
    const hit = await get(app.url, "/leistungen");
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["set-cookie"]).toBeUndefined();
    await get(app.url, "/leistungen?utm_source=newsletter&utm_campaign=herbst", { "user-agent": IPHONE, referer: "https://www.google.de/search?q=x" });
    // A revalidation that the cache answers with 304 is a view as well.
    const revalidated = await get(app.url, "/leistungen", { "if-none-match": String(hit.headers.etag) });
    expect(revalidated.status).toBe(304);
    await get(app.url, "/fehlt", { referer: "https://partner.example.com/links" });
    // Not counted:
    await get(app.url, "/leistungen", { "user-agent": GOOGLEBOT });
    await get(app.url, "/leistungen", { "user-agent": "" });
    await get(app.url, "/leistungen", { dnt: "1" });
    await get(app.url, "/leistungen", { "sec-gpc": "1" });
    await get(app.url, "/leistungen", { cookie: "cms.session_token=abc" });
    await get(app.url, "/leistungen", { "sec-purpose": "prefetch" });
    await get(app.url, "/leistungen", { "sec-fetch-dest": "iframe" });
    await get(app.url, "/leistungen.data");
    await get(app.url, "/favicon.ico");
    await get(app.url, "/leistungen?preview=true");
    await get(app.url, "/api/analytics");
    await flushAll();

    const rows = await app.database.db.selectFrom("analytics_events").selectAll().orderBy("at").execute();
    expect(rows.map((r) => [r.path, r.status])).toEqual([
      ["/leistungen", 200],
      ["/leistungen", 200],
      ["/leistungen", 200],
      ["/leistungen", 200],
      ["/fehlt", 404],
    ]);
    expect(rows[2]).toMatchObject({ device: "mobile", browser: "Safari", referrer: "google.de", campaign: "herbst" });
    expect(rows[0]).toMatchObject({ device: "desktop", browser: "Chrome", referrer: null, campaign: null });
    // No address or user agent is stored: a 16-character hash stands for the visitor.
    for (const row of rows) expect(row.visitor).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(rows.map((r) => r.visitor)).size).toBe(2);
    expect(JSON.stringify(rows)).not.toContain("127.0.0.1");

    const report = await analyticsReport(app.database.db, dayOf(Date.now()), dayOf(Date.now()));
    expect(report.totals).toEqual({ views: 4, visitors: 2 });
    expect(report.pages).toEqual([{ path: "/leistungen", views: 4, visitors: 2 }]);
    expect(report.referrers).toEqual([{ domain: "google.de", views: 1, visitors: 1 }]);
    expect(report.campaigns).toEqual([{ campaign: "herbst", views: 1, visitors: 1 }]);
    expect(report.devices).toEqual([
      { device: "desktop", views: 3, visitors: 1 },
      { device: "mobile", views: 1, visitors: 1 },
    ]);
    expect(report.notFound).toEqual([{ path: "/fehlt", hits: 1, redirect: null }]);
  });

  it("answers GET /api/analytics for admins only, within seconds of a view, and refuses bad dates naming the field", async () => {
    const anonymous = await app.client().get("/api/analytics");
    expect(anonymous.status).toBe(401);
    const today = dayOf(Date.now());
    const before = await adminClient.get(`/api/analytics?from=${today}&to=${today}`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ from: today, to: today, totals: { views: 4, visitors: 2 } });
    expect(before.body.days).toEqual([{ date: today, views: 4, visitors: 2 }]);
    // The admin's own requests above did not count.
    await get(app.url, "/kontakt");
    // The timer of a real instance writes within its interval; here we write at once.
    await app.analytics!.flush();
    const after = await adminClient.get(`/api/analytics?from=${today}&to=${today}`);
    expect(after.body.totals.views).toBe(5);
    expect(after.body.pages.map((p: { path: string }) => p.path)).toEqual(["/leistungen", "/kontakt"]);

    const bad = await adminClient.get("/api/analytics?from=2026-13-01&to=gestern");
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ from: expect.stringContaining("JJJJ-MM-TT"), to: expect.stringContaining("JJJJ-MM-TT") });
    const reversed = await adminClient.get("/api/analytics?from=2026-11-20&to=2026-11-01");
    expect(reversed.status).toBe(400);
    expect(Object.keys(reversed.body.fields)).toEqual(["to"]);
    const tooLong = await adminClient.get("/api/analytics?from=2020-01-01&to=2026-01-01");
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.fields)).toEqual(["from"]);

    // A redirect for a broken address shows up beside it.
    await createRedirect(app.database.db, { from_path: "/fehlt", to_path: "/kontakt", status_code: 301 });
    const withRedirect = await adminClient.get(`/api/analytics?from=${today}&to=${today}`);
    expect(withRedirect.body.notFound).toEqual([{ path: "/fehlt", hits: 1, redirect: { id: expect.any(String), toPath: "/kontakt" } }]);

    const live = await adminClient.get("/api/analytics/live");
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ minutes: 5, views: 5, visitors: 2 });

    const csv = await fetch(`${app.url}/api/analytics/export?from=${today}&to=${today}`, { headers: { cookie: adminClient.cookieHeader() } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toContain(`besucherstatistik-${today}-bis-${today}.csv`);
    const bytes = Buffer.from(await csv.arrayBuffer());
    // UTF-8 with BOM: Excel reads the umlauts right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.startsWith("Bereich;Eintrag;Seitenaufrufe;Besucher\r\n")).toBe(true);
    expect(text).toContain("Seite;/leistungen;4;2\r\n");
    expect(text).toContain("Nicht gefunden (404);/fehlt;1;\r\n");
  });

  it("aggregates closed days into the same figures, keeps them after the raw events are gone, and prunes", async () => {
    const db = app.database.db;
    const now = Date.now();
    const today = dayOf(now);
    // Three past days written as the recorder writes them.
    const visitor = (n: number) => n.toString(16).padStart(16, "0");
    const rows = [];
    for (let d = 1; d <= 3; d++) {
      const day = addDays(today, -d);
      const at = Date.parse(`${day}T10:00:00Z`);
      for (let i = 0; i < 10 * d; i++) {
        rows.push({ at: at + i, day, path: i % 2 ? "/a" : "/b", status: 200, visitor: visitor(i % (3 + d)), referrer: i % 3 ? null : "example.com", campaign: null, device: "desktop", browser: "Firefox" });
      }
      rows.push({ at, day, path: "/alt", status: 404, visitor: visitor(1), referrer: null, campaign: null, device: "desktop", browser: "Firefox" });
    }
    await db.insertInto("analytics_events").values(rows).execute();
    const from = addDays(today, -3);
    const fromRaw = await analyticsReport(db, from, today);
    const aggregated = await aggregatePending(db, now);
    expect(aggregated).toEqual([addDays(today, -3), addDays(today, -2), addDays(today, -1)]);
    const fromDaily = await analyticsReport(db, from, today);
    expect(fromDaily).toEqual(fromRaw);
    expect(fromDaily.days.map((d) => d.views)).toEqual([30, 20, 10, 5]);
    // Unique visitors per day, summed over the range.
    expect(fromDaily.days.map((d) => d.visitors)).toEqual([6, 5, 4, 2]);
    expect(fromDaily.notFound).toEqual([
      { path: "/alt", hits: 3, redirect: null },
      { path: "/fehlt", hits: 1, redirect: { id: expect.any(String), toPath: "/kontakt" } },
    ]);
    // Running it again changes nothing (every instance runs it).
    expect(await aggregatePending(db, now)).toEqual([addDays(today, -1)]);
    expect(await analyticsReport(db, from, today)).toEqual(fromDaily);

    // 31 days later: the raw events are gone, the daily sums remain.
    const later = now + 31 * 86_400_000;
    await aggregatePending(db, later);
    const pruned = await pruneAnalytics(db, 25, later);
    expect(pruned.events).toBeGreaterThan(0);
    expect(await countRows()).toBe(0);
    const kept = await analyticsReport(db, from, today);
    expect(kept.totals).toEqual(fromDaily.totals);
    expect(kept.pages).toEqual(fromDaily.pages);
    // Daily sums older than the configured months go too.
    await pruneAnalytics(db, 1, now + 40 * 86_400_000);
    expect((await analyticsReport(db, from, today)).totals).toEqual({ views: 0, visitors: 0 });
    // Salts of days before yesterday are deleted.
    const salts = await db.selectFrom("analytics_salts").select("day").execute();
    expect(salts.every((s) => s.day >= addDays(dayOf(now + 40 * 86_400_000), -1))).toBe(true);
  });

  it("writes 1,000 views from two instances under load in batches, each exactly once", async () => {
    const db = app.database.db;
    await db.deleteFrom("analytics_events").execute();
    await db.deleteFrom("analytics_daily").execute();
    // The second instance has never seen this day's salt: it reads the first one's from the database.
    forgetSalts(db);
    // 500 requests per instance from 50 different addresses (a proxy on loopback forwards them).
    const load = (url: string, offset: number) =>
      new Promise<autocannon.Result>((resolve, reject) => {
        let n = 0;
        autocannon(
          {
            url: `${url}/produkte`,
            connections: 20,
            amount: 500,
            headers: { "user-agent": CHROME, accept: "text/html" },
            requests: [
              {
                setupRequest: (request) => {
                  n++;
                  return { ...request, headers: { ...request.headers, "x-forwarded-for": `203.0.113.${offset + (n % 25)}` } };
                },
              },
            ],
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
      });
    const [a, b] = await Promise.all([load(app.url, 0), load(second.url, 100)]);
    expect(a["2xx"] + b["2xx"]).toBe(1000);
    // Batches of at most 500 rows, written as they fill up and by the final flush.
    await flushAll();
    expect(app.analytics!.pending() + second.analytics!.pending()).toBe(0);
    expect(await countRows()).toBe(1000);
    const today = dayOf(Date.now());
    const report = await analyticsReport(db, today, today);
    expect(report.totals).toEqual({ views: 1000, visitors: 50 });
    expect(report.pages).toEqual([{ path: "/produkte", views: 1000, visitors: 50 }]);
  });

  it("adds a few microseconds per request on the request path", async () => {
    // The hook for a request that counts: header checks, the flood caps and one 'finish' listener;
    // every request from its own address behind the proxy, so all of them count.
    const rounds = 20_000;
    const requests = Array.from({ length: rounds }, (_, i) => ({
      method: "GET",
      url: "/leistungen?x=1",
      headers: { "user-agent": CHROME, accept: "text/html", "x-forwarded-for": `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}` },
      socket: { remoteAddress: "127.0.0.1" },
    }));
    const listeners: (() => void)[] = [];
    const res = { statusCode: 200, once: (_: string, fn: () => void) => listeners.push(fn) };
    const started = performance.now();
    for (const req of requests) {
      app.analytics!.observe(req as never, res as never);
      listeners.pop()!();
    }
    const perRequestMs = (performance.now() - started) / rounds;
    console.log(`Zählung pro Anfrage: ${(perRequestMs * 1000).toFixed(2)} µs`);
    expect(perRequestMs).toBeLessThan(0.05);
    await app.database.db.deleteFrom("analytics_events").execute();
    await app.analytics!.flush();
    expect(await countRows()).toBe(rounds);
  });

  /** Sends `amount` GET requests through a proxy on loopback; `vary(n)` gives each its path and headers. */
  function flood(amount: number, vary: (n: number) => { path: string; headers: Record<string, string> }, base = app.url) {
    return new Promise<autocannon.Result>((resolve, reject) => {
      let n = 0;
      autocannon(
        {
          url: base,
          connections: 20,
          amount,
          headers: { accept: "text/html" },
          requests: [
            {
              setupRequest: (request) => {
                const { path, headers } = vary(n++);
                return { ...request, path, headers: { ...request.headers, ...headers } };
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
  }
  /** Per-minute windows a run from `started` to now touched: each allows the caps once. */
  const windowsSince = (started: number) => Math.floor(Date.now() / ANALYTICS_LIMITS.windowMs) - Math.floor(started / ANALYTICS_LIMITS.windowMs) + 1;
  const userAgent = (n: number) => CHROME.replace("Chrome/131.0.0.0", `Chrome/131.0.${n}.0`);

  it("issue 26: 16,300 forged views from one address, with 200 user agents, count at most the per-address cap", async () => {
    const db = app.database.db;
    await db.deleteFrom("analytics_events").execute();
    const started = Date.now();
    const result = await flood(16_300, (n) => ({ path: "/flut", headers: { "x-forwarded-for": "198.51.100.50", "user-agent": userAgent(n % 200) } }));
    const seconds = (Date.now() - started) / 1000;
    // Every view was answered as usual …
    expect(result["2xx"]).toBe(16_300);
    await flushAll();
    // … and at most the cap of each minute window was counted.
    const cap = ANALYTICS_LIMITS.perAddress * windowsSince(started);
    const rows = await countRows();
    console.log(`Flut: 16.300 Aufrufe in ${seconds.toFixed(1)} s, ${rows} Zeilen geschrieben (Grenze ${cap})`);
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(cap);
    const today = dayOf(Date.now());
    const report = await analyticsReport(db, today, today);
    expect(report.totals.views).toBe(rows);
    // 200 user agents are not 200 visitors.
    expect(report.totals.visitors).toBeLessThanOrEqual(cap);
    expect(report.totals.visitors).toBeLessThan(200);

    // One browser of that address on its own: at most its own cap per window.
    await db.deleteFrom("analytics_events").execute();
    const again = Date.now();
    await flood(500, () => ({ path: "/flut", headers: { "x-forwarded-for": "198.51.100.51", "user-agent": CHROME } }));
    await flushAll();
    expect(await countRows()).toBeLessThanOrEqual(ANALYTICS_LIMITS.perVisitor * windowsSince(again));
  }, 240_000);

  it("issue 26: 5,000 distinct 404 addresses write at most the caps, from one client or from many", async () => {
    const db = app.database.db;
    await db.deleteFrom("analytics_events").execute();
    const started = Date.now();
    const one = await flood(5_000, (n) => ({ path: `/weg/${n}`, headers: { "x-forwarded-for": "198.51.100.60", "user-agent": CHROME } }));
    expect(one["4xx"]).toBe(5_000);
    await flushAll();
    const fromOne = await countRows();
    console.log(`404-Flut von einem Client: 5.000 Adressen in ${((Date.now() - started) / 1000).toFixed(1)} s, ${fromOne} Zeilen`);
    expect(fromOne).toBeLessThanOrEqual(ANALYTICS_LIMITS.perVisitor * windowsSince(started));

    // From 250 addresses (10 each, within every per-address cap): the daily cap of distinct 404 addresses.
    const many = await flood(2_500, (n) => ({ path: `/weg/viele-${n}`, headers: { "x-forwarded-for": `192.0.2.${n % 250}`, "user-agent": CHROME } }));
    expect(many["4xx"]).toBe(2_500);
    await flushAll();
    const rows = await db.selectFrom("analytics_events").select(["path", "status"]).execute();
    const paths = new Set(rows.map((r) => r.path));
    console.log(`404-Flut: 7.500 Aufrufe, ${rows.length} Zeilen, ${paths.size} Adressen`);
    expect(rows.every((r) => r.status === 404)).toBe(true);
    expect(paths.size).toBeLessThanOrEqual(ANALYTICS_LIMITS.notFoundPathsPerDay);
    expect(rows.length).toBeLessThanOrEqual(ANALYTICS_LIMITS.notFoundPathsPerDay + ANALYTICS_LIMITS.perVisitor * windowsSince(started));
    // A broken link many visitors hit is still counted once its address is stored.
    await get(app.url, `/weg/viele-0`, { "x-forwarded-for": "192.0.2.250" });
    await flushAll();
    const today = dayOf(Date.now());
    const report = await analyticsReport(db, today, today);
    expect(report.notFound.length).toBeLessThanOrEqual(ANALYTICS_LIMITS.notFoundPathsPerDay);
  }, 240_000);

  it("issue 26: stores a day's first referrers and campaigns by name and the rest as 'Andere'", async () => {
    const db = app.database.db;
    await db.deleteFrom("analytics_events").execute();
    const sources = 300;
    const result = await flood(sources, (n) => ({
      path: `/produkte?utm_campaign=aktion-${n}`,
      headers: { "x-forwarded-for": `198.18.${n >> 8}.${n & 255}`, "user-agent": CHROME, referer: `https://quelle-${n}.example.com/` },
      // The second instance: it has not written a referrer or campaign today (the first knows the
      // ones of the tests above, whose rows were deleted under it).
    }), second.url);
    expect(result["2xx"]).toBe(sources);
    await flushAll();
    const rows = await db.selectFrom("analytics_events").select(["referrer", "campaign"]).execute();
    expect(rows).toHaveLength(sources);
    expect(new Set(rows.map((r) => r.referrer)).size).toBe(ANALYTICS_LIMITS.referrersPerDay + 1);
    expect(new Set(rows.map((r) => r.campaign)).size).toBe(ANALYTICS_LIMITS.campaignsPerDay + 1);
    const today = dayOf(Date.now());
    const report = await analyticsReport(db, today, today);
    // Every view is in the lists; the capped rest as one line 'Andere' at the end.
    expect(report.referrers).toHaveLength(ANALYTICS_LIMITS.referrersPerDay);
    const otherReferrers = sources - ANALYTICS_LIMITS.referrersPerDay;
    expect(report.referrers.at(-1)).toEqual({ domain: "Andere", views: otherReferrers, visitors: otherReferrers });
    expect(report.campaigns).toHaveLength(ANALYTICS_LIMITS.campaignsPerDay + 1);
    const otherCampaigns = sources - ANALYTICS_LIMITS.campaignsPerDay;
    expect(report.campaigns.at(-1)).toEqual({ campaign: "Andere", views: otherCampaigns, visitors: otherCampaigns });
    // A known referrer still counts by name after the cap is reached.
    const named = report.referrers[0].domain;
    await get(second.url, "/produkte", { "x-forwarded-for": "198.18.9.9", referer: `https://${named}/` });
    await flushAll();
    const after = await analyticsReport(db, today, today);
    expect(after.referrers.find((r) => r.domain === named)!.views).toBe(2);
  }, 60_000);
});
