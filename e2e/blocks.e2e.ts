import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoReady, launchBrowser, workerApp, type RunningApp } from "./harness";
import { islandHydrated } from "./site-helpers";

/** The seeded 'Bausteine' page shows every block type; its interactive parts in a real browser. */
describe("blocks on the public site", () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await workerApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  interface Visit {
    page: Page;
    errors: string[];
    /** Requests that left our origin. */
    foreign: string[];
    /** gzip bytes of every script the page loaded, by file name. */
    scripts: Map<string, number>;
    /** The reads of those scripts' bodies still under way. */
    reading: Promise<void>[];
  }

  async function visit(
    path: string,
    width = 1280,
    options: { javaScript?: boolean } = {},
  ): Promise<Visit> {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      javaScriptEnabled: options.javaScript ?? true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    const foreign: string[] = [];
    const scripts = new Map<string, number>();
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    // Nothing may reach a third party; answer such requests locally so the test never goes online.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
      foreign.push(route.request().url());
      return route.fulfill({ status: 204, body: "" });
    });
    const reading: Promise<void>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      reading.push(
        response.body().then(
          (body) =>
            void scripts.set(
              new URL(response.url()).pathname.split("/").pop()!,
              gzipSync(body).length,
            ),
          () => undefined,
        ),
      );
    });
    await gotoReady(page, app.url + path);
    return { page, errors, foreign, scripts, reading };
  }

  /**
   * Until the page's script has run (it marks <html data-js>) and every island the page lists has
   * its file loaded and read (a page without islands: none), so `scripts` holds all it loads.
   */
  async function scriptsLoaded({ page, scripts, reading }: Visit): Promise<void> {
    await page.locator("html[data-js]").waitFor({ state: "attached" });
    // An island's name is its file's path below app/blocks; the built file is <basename>.island-<hash>.js.
    const files = await page.evaluate(() =>
      [...document.querySelectorAll("script[data-islands]")].flatMap((s) =>
        (JSON.parse(s.textContent ?? "[]") as { name: string }[]).map(
          (i) => `${i.name.split("/").pop()}.island-`,
        ),
      ),
    );
    await expect
      .poll(async () => {
        await Promise.all(reading);
        return files.filter(
          (file) => ![...scripts.keys()].some((n) => n.startsWith(file)),
        );
      })
      .toEqual([]);
  }

  const kb = (scripts: Map<string, number>) =>
    [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;

  for (const width of [1280, 375]) {
    // Its axe check (serious and critical, at both widths) is in the a11y suite (e2e/a11y-suite.ts).
    it(`'Bausteine' at ${width} px: every block, no console errors, nothing from third parties, no horizontal scrolling`, async () => {
      const visited = await visit("/bausteine", width);
      const { page, errors, foreign } = visited;
      // Islands load after the load event: their errors and requests count too.
      await scriptsLoaded(visited);
      await expect(
        page.locator("h1").first().textContent(),
      ).resolves.toBeTruthy();
      expect(await page.locator("[data-block]").count()).toBeGreaterThan(38);
      expect(await page.getByText(/Unbekannter Block-Typ/).count()).toBe(0);
      expect(errors).toEqual([]);
      expect(foreign).toEqual([]);
      // No horizontal scrolling on a phone.
      const overflow = await page.evaluate(
        () =>
          document.documentElement.scrollWidth -
          document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }

  it("gallery lightbox works with the keyboard and gives focus back", async () => {
    const { page, errors } = await visit("/bausteine");
    const opener = page
      .locator('[data-block="gallery"] a[aria-haspopup="dialog"]')
      .first();
    await islandHydrated(opener);
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getAttribute("aria-modal")).resolves.toBe("true");
    const counter = dialog.locator("[aria-live]");
    const total = await page
      .locator('[data-block="gallery"] a[aria-haspopup="dialog"]')
      .count();
    expect(await counter.textContent()).toBe(`Bild 1 von ${total}`);
    await page.keyboard.press("ArrowRight");
    expect(await counter.textContent()).toBe(`Bild 2 von ${total}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    expect(await counter.textContent()).toBe(`Bild ${total} von ${total}`);
    await page.keyboard.press("+");
    expect(await dialog.locator("img").getAttribute("style")).toContain(
      "scale(1.5)",
    );
    await page.keyboard.press("-");
    expect(
      (await dialog.locator("img").getAttribute("style")) ?? "",
    ).not.toContain("scale");
    await page.keyboard.press("Escape");
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("FAQ items open and close", async () => {
    const { page } = await visit("/bausteine");
    const item = page.locator('[data-block="faq"] details').first();
    expect(await item.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(
      false,
    );
    await item.locator("summary").click();
    expect(await item.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(
      true,
    );
    await item.locator("summary").press("Enter");
    expect(await item.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(
      false,
    );
    await page.context().close();
  });

  it("the map loads from Google only after the click on 'Karte laden'", async () => {
    const { page, foreign, errors } = await visit("/bausteine");
    const map = page.locator('[data-block="google-maps"]').first();
    expect(await map.locator("iframe").count()).toBe(0);
    expect(foreign).toEqual([]);
    await islandHydrated(map.getByRole("button", { name: "Karte laden" }));
    await map.getByRole("button", { name: "Karte laden" }).click();
    const frame = map.locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("src")).toMatch(
      /^https:\/\/maps\.google\.com\/maps\?/,
    );
    await expect
      .poll(() =>
        foreign.some((url) => url.startsWith("https://maps.google.com/")),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("third-party video waits for 'Video laden'", async () => {
    const { page, foreign } = await visit("/bausteine");
    const video = page.locator('[data-block="video"]').first();
    expect(
      await video.getByRole("button", { name: "Video laden" }).count(),
    ).toBe(1);
    expect(await video.locator("iframe").count()).toBe(0);
    await islandHydrated(video.getByRole("button", { name: "Video laden" }));
    await video.getByRole("button", { name: "Video laden" }).click();
    expect(await video.locator("iframe").getAttribute("src")).toMatch(
      /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//,
    );
    await expect.poll(() => foreign.length).toBeGreaterThan(0);
    await page.context().close();
  });

  // The frame document's own CSP and the 404 of an unknown block: tests/built-app/builder-http.integration.test.ts.
  it("embed code runs in its sandboxed frame, never with our origin", async () => {
    const { page } = await visit("/bausteine");
    const frameElement = page.locator('[data-block="embed"] iframe').first();
    await frameElement.scrollIntoViewIfNeeded();
    expect(await frameElement.getAttribute("sandbox")).toBe("allow-scripts");
    const src = await frameElement.getAttribute("src");
    expect(src).toMatch(/^\/embed\/bausteine\//);
    // Inside the frame: an opaque origin, so no access to our cookies or storage.
    const frame = await (await frameElement.elementHandle())!.contentFrame();
    expect(frame).not.toBeNull();
    await frame!.waitForLoadState("load");
    expect(await frame!.evaluate(() => window.origin)).toBe("null");
    // Its script ran (our page's CSP would have blocked it in a srcdoc frame).
    await expect
      .poll(
        () =>
          frame!.evaluate(
            () => document.getElementById("wert")?.textContent ?? "",
          ),
        { timeout: 10_000 },
      )
      .toBe("1.480");
    await page.context().close();
  });

  it("works without JavaScript: content, FAQ, links and forms are plain HTML", async () => {
    const { page } = await visit("/bausteine", 1280, { javaScript: false });
    expect(await page.locator("[data-block]").count()).toBeGreaterThan(38);
    const item = page.locator('[data-block="faq"] details').first();
    await item.locator("summary").click();
    expect(await item.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(
      true,
    );
    // Gallery images still open: as plain links to the large image.
    expect(
      await page
        .locator(
          '[data-block="gallery"] a[href*="/media/images/"][href*="width=1920"]',
        )
        .count(),
    ).toBeGreaterThan(0);
    await page.context().close();
  });

  it("a page of static blocks loads no block code, no React and under 100 KB of JavaScript", async () => {
    const home = await visit("/");
    await scriptsLoaded(home);
    // Island files are built as <name>.island-<hash>.js; a static page loads none of them.
    expect(
      [...home.scripts.keys()].filter((n) => n.includes(".island-")),
    ).toEqual([]);
    const staticKb = kb(home.scripts);
    const bausteine = await visit("/bausteine");
    await scriptsLoaded(bausteine);
    const bausteineKb = kb(bausteine.scripts);
    expect(
      [...bausteine.scripts.keys()].filter((n) => n.includes(".island-"))
        .length,
    ).toBeGreaterThan(0);
    console.log(
      `JavaScript (gzip): Seite aus statischen Bausteinen ${staticKb.toFixed(1)} KB, 'Bausteine' ${bausteineKb.toFixed(1)} KB`,
    );
    // Issue 6: a page of static blocks under 100 KB; it needs no React at all.
    expect(staticKb).toBeLessThan(100);
    expect(staticKb).toBeLessThan(10);
    // Islands bring React DOM, but never the router.
    expect(bausteineKb).toBeLessThan(120);
    expect(home.foreign).toEqual([]);

    // Links inside the content lead to the page (a whole document: public pages are not an SPA).
    const page = home.page;
    const internal = page
      .locator('main a[href^="/"]:not([href^="/media/"])')
      .first();
    const href = await internal.getAttribute("href");
    await internal.click();
    await page.waitForURL(app.url + href);
    await home.page.context().close();
    await bausteine.page.context().close();
  });
});
