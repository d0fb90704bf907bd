import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayOf } from "~/lib/analytics";
import { defaultSettings } from "~/lib/settings";
import { analyticsSiteBuild as build, CHROME, countEvents, flood, get, userAgent, windowsSince } from "../../../tests/analytics-site";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { saveSettingsFromInput } from "../settings/service.server";
import { ANALYTICS_LIMITS } from "./recorder.server";
import { analyticsReport } from "./report.server";

/**
 * Issue 26 at full size: what a flood of forged views and 404s writes stays within the caps, and
 * the request hook counts 20,000 requests. A stress test (project `stress`, once per npm test on
 * SQLite); the same caps at a small size run on both databases in analytics.integration.test.ts.
 */
describe(`visitor statistics under a flood (${testDbLabel})`, () => {
  let app: TestApp;
  const countRows = () => countEvents(app.database.db);
  const flushAll = () => app.analytics!.flush();

  beforeAll(async () => {
    app = await createTestApp({ build, analytics: { flushMs: 60_000 } });
    const settings = defaultSettings();
    settings.features.analytics = true;
    expect((await saveSettingsFromInput(app.database.db, settings)).ok).toBe(true);
    // The recorder re-reads the switch on the settings change event (expect.poll is for tests only).
    for (let waited = 0; !app.analytics!.enabled && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    expect(app.analytics!.enabled).toBe(true);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("counts every one of 20,000 requests from distinct addresses through the request hook (its cost per request printed)", async () => {
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
    // A figure for the note, not a ceiling: a busy machine is no failure of the counting.
    console.log(`Zählung pro Anfrage: ${(perRequestMs * 1000).toFixed(2)} µs`);
    await app.database.db.deleteFrom("analytics_events").execute();
    await app.analytics!.flush();
    expect(await countRows()).toBe(rounds);
  });

  it("issue 26: 16,300 forged views from one address, with 200 user agents, count at most the per-address cap", async () => {
    const db = app.database.db;
    await db.deleteFrom("analytics_events").execute();
    const started = Date.now();
    const result = await flood(app.url, 16_300, (n) => ({ path: "/flut", headers: { "x-forwarded-for": "198.51.100.50", "user-agent": userAgent(n % 200) } }));
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
    await flood(app.url, 500, () => ({ path: "/flut", headers: { "x-forwarded-for": "198.51.100.51", "user-agent": CHROME } }));
    await flushAll();
    expect(await countRows()).toBeLessThanOrEqual(ANALYTICS_LIMITS.perVisitor * windowsSince(again));
  }, 240_000);

  it("issue 26: 5,000 distinct 404 addresses write at most the caps, from one client or from many", async () => {
    const db = app.database.db;
    await db.deleteFrom("analytics_events").execute();
    const started = Date.now();
    const one = await flood(app.url, 5_000, (n) => ({ path: `/weg/${n}`, headers: { "x-forwarded-for": "198.51.100.60", "user-agent": CHROME } }));
    expect(one["4xx"]).toBe(5_000);
    await flushAll();
    const fromOne = await countRows();
    console.log(`404-Flut von einem Client: 5.000 Adressen in ${((Date.now() - started) / 1000).toFixed(1)} s, ${fromOne} Zeilen`);
    expect(fromOne).toBeLessThanOrEqual(ANALYTICS_LIMITS.perVisitor * windowsSince(started));

    // From 250 addresses (10 each, within every per-address cap): the daily cap of distinct 404 addresses.
    const many = await flood(app.url, 2_500, (n) => ({ path: `/weg/viele-${n}`, headers: { "x-forwarded-for": `192.0.2.${n % 250}`, "user-agent": CHROME } }));
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
    expect(report.not_found.length).toBeLessThanOrEqual(ANALYTICS_LIMITS.notFoundPathsPerDay);
  }, 240_000);
});
