import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addSessionCookies,
  hydrated,
  launchBrowser,
  person,
  startApp,
  type AdminApi,
  type RunningApp,
  gotoReady,
} from "./harness";
import { switchAnalyticsOn, VISITOR } from "./team-helpers";

/** Nothing at all, what a visitor's browser keeps after a visit with the statistics switched on. */
const NOTHING_STORED = { cookies: [], local: 0, session: 0, databases: 0, caches: 0 };

/** What a visitor's browser keeps after a visit (cookies, storage, databases, caches). */
async function storedState(context: BrowserContext, page: Page) {
  const cookies = await context.cookies();
  const storage = await page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).length,
    caches: (await caches.keys()).length,
  }));
  return { cookies, ...storage };
}

describe("visitor statistics in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Page;
  let api: AdminApi;

  /** Today's report (the day in German time). */
  const report = async () => {
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
    const { body } = await api<{
      totals: { views: number; visitors: number };
      pages: { path: string; views: number; visitors: number }[];
      [key: string]: unknown;
    }>("GET", `/api/analytics?from=${day}&to=${day}`);
    return body;
  };

  beforeAll(async () => {
    // An own server: the statistics switch is site-wide, and the counts are the whole site's.
    app = await startApp({ env: { ANALYTICS_FLUSH_MS: "200" } });
    browser = await launchBrowser();
    const who = await person(app, { role: "admin" });
    api = who.api;
    // A desktop Chrome's user agent: a headless one is not counted anyway (as a bot).
    const context = await browser.newContext(VISITOR);
    await addSessionCookies(context, app, who.cookie);
    admin = await context.newPage();
    await switchAnalyticsOn(api);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("counts a visitor's page views (cache hits too) and leaves no cookie or storage behind", async () => {
    // A headless browser as it is counts as a bot.
    const headless = await browser.newContext();
    await gotoReady(await headless.newPage(), app.url + "/referenzen");
    await headless.close();
    const context = await browser.newContext(VISITOR);
    const page = await context.newPage();
    await gotoReady(page, app.url + "/");
    expect(await storedState(context, page)).toEqual(NOTHING_STORED);
    // A link on the page, then the home page again (now from the page cache).
    await gotoReady(page, app.url + "/kontakt");
    const again = await page.goto(app.url + "/");
    await hydrated(page);
    expect(again?.headers()["x-cache"]).toBe("HIT");
    await gotoReady(page, app.url + "/gibt-es-nicht");
    expect(await storedState(context, page)).toEqual(NOTHING_STORED);
    await context.close();

    await expect
      .poll(async () => (await report()).totals, { timeout: 10_000 })
      .toEqual({ views: 3, visitors: 1 });
    const data = await report();
    expect(data.pages).toEqual([
      { path: "/", views: 2, visitors: 1 },
      { path: "/kontakt", views: 1, visitors: 1 },
    ]);
    expect(data.not_found).toEqual([
      { path: "/gibt-es-nicht", hits: 1, redirect: null },
    ]);
    expect(data.browsers).toEqual([
      { browser: "Chrome", views: 3, visitors: 1 },
    ]);
  });

  it("does not count Do Not Track, Global Privacy Control or the signed-in admin", async () => {
    const before = (await report()).totals.views;
    for (const headers of [{ DNT: "1" }, { "Sec-GPC": "1" }] as Record<
      string,
      string
    >[]) {
      const context = await browser.newContext({
        ...VISITOR,
        extraHTTPHeaders: headers,
      });
      const page = await context.newPage();
      await gotoReady(page, app.url + "/leistungen");
      await gotoReady(page, app.url + "/");
      await context.close();
    }
    // The admin reads the public site with the session cookie.
    await gotoReady(admin, app.url + "/leistungen");
    await gotoReady(admin, app.url + "/");
    // A visitor afterwards proves the writes have happened by now.
    const context = await browser.newContext(VISITOR);
    await gotoReady(await context.newPage(), app.url + "/ueber-uns");
    await context.close();
    await expect
      .poll(
        async () =>
          (await report()).pages.some((p) => p.path === "/ueber-uns"),
        { timeout: 10_000 },
      )
      .toBe(true);
    const after = await report();
    expect(after.totals.views).toBe(before + 1);
    expect(after.pages.find((p) => p.path === "/leistungen")).toBeUndefined();
  });
});
