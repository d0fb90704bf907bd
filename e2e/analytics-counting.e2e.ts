import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  launchBrowser,
  signInAsAdmin,
  startApp,
  type RunningApp,
  gotoReady,
} from "./harness";

/** What a visitor's browser keeps after a visit: nothing, with the statistics switched on. */
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

/** Headless Chromium says "HeadlessChrome", which the bot filter drops: visitors get a desktop Chrome's. */
const VISITOR = {
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

describe("visitor statistics in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Page;

  const report = async () => {
    const day = await admin.evaluate(() =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(
        new Date(),
      ),
    );
    return admin.evaluate(
      (d) => fetch(`/api/analytics?from=${d}&to=${d}`).then((r) => r.json()),
      day,
    );
  };

  beforeAll(async () => {
    app = await startApp({ env: { ANALYTICS_FLUSH_MS: "200" } });
    browser = await launchBrowser();
    admin = await (await browser.newContext()).newPage();
    await signInAsAdmin(admin, app, "admin@example.org");
    const settings = await admin.evaluate(() =>
      fetch("/api/settings").then((r) => r.json()),
    );
    const saved = await admin.evaluate(
      (body) =>
        fetch("/api/settings", {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }).then((r) => r.status),
      { ...settings, features: { ...settings.features, analytics: true } },
    );
    expect(saved).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("counts a visitor's page views (cache hits too) and leaves no cookie or storage behind", async () => {
    // A headless browser as it is counts as a bot.
    const headless = await browser.newContext();
    await (
      await headless.newPage()
    ).goto(app.url + "/referenzen", { waitUntil: "networkidle" });
    await headless.close();
    const context = await browser.newContext(VISITOR);
    const page = await context.newPage();
    await gotoReady(page, app.url + "/");
    expect(await storedState(context, page)).toEqual({
      cookies: [],
      local: 0,
      session: 0,
      databases: 0,
      caches: 0,
    });
    // A link on the page, then the home page again (now from the page cache).
    await gotoReady(page, app.url + "/kontakt");
    const again = await page.goto(app.url + "/", { waitUntil: "networkidle" });
    expect(again?.headers()["x-cache"]).toBe("HIT");
    await gotoReady(page, app.url + "/gibt-es-nicht");
    expect(await storedState(context, page)).toEqual({
      cookies: [],
      local: 0,
      session: 0,
      databases: 0,
      caches: 0,
    });
    await context.close();

    await expect
      .poll(async () => (await report()).totals, { timeout: 10_000 })
      .toEqual({ views: 3, visitors: 1 });
    const data = await report();
    expect(data.pages).toEqual([
      { path: "/", views: 2, visitors: 1 },
      { path: "/kontakt", views: 1, visitors: 1 },
    ]);
    expect(data.notFound).toEqual([
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
    await (
      await context.newPage()
    ).goto(app.url + "/ueber-uns", { waitUntil: "networkidle" });
    await context.close();
    await expect
      .poll(
        async () =>
          (await report()).pages.some(
            (p: { path: string }) => p.path === "/ueber-uns",
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    const after = await report();
    expect(after.totals.views).toBe(before + 1);
    expect(
      after.pages.find((p: { path: string }) => p.path === "/leistungen"),
    ).toBeUndefined();
  });
});
