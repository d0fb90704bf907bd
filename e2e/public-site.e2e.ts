import http from "node:http";
import type { Browser, ConsoleMessage, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPages } from "~/server/seed/demo-content";
import { launchBrowser, startApp, type RunningApp } from "./harness";

const home = demoPages.find((p) => p.slug === "home")!;
const heroTitle = String(
  home.content.find((b) => b.type === "hero")!.content.title,
);
const kontakt = demoPages.find((p) => p.slug === "kontakt")!;

function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    bytes: number;
  }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on("data", (c: Buffer) => (bytes += c.length));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, bytes }),
        );
      })
      .on("error", reject);
  });
}

describe("public site in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function open(
    path: string,
  ): Promise<{ page: Page; status: number | undefined; errors: string[] }> {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (m: ConsoleMessage) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    const response = await page.goto(app.url + path, {
      waitUntil: "networkidle",
    });
    return { page, status: response?.status(), errors };
  }

  it("renders the home page with its hero on the server, runs the site script under the CSP, no console errors", async () => {
    const { page, status, errors } = await open("/");
    expect(status).toBe(200);
    await expect(page.locator("h1").first().textContent()).resolves.toBe(
      heroTitle,
    );
    expect(await page.title()).toBe(home.meta_title);
    expect(
      await page.locator('meta[name="description"]').getAttribute("content"),
    ).toBe(home.meta_description);
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    // The site script ran under the CSP (a blocked script would leave no mark).
    expect(await page.locator("html").getAttribute("data-js")).toBe("");
    await page
      .locator("header nav a", { hasText: kontakt.title })
      .first()
      .click();
    await page.waitForURL(app.url + "/kontakt");
    await expect.poll(() => page.title()).toBe(kontakt.meta_title);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("answers an unknown path with 404 and the spec's screen", async () => {
    const { page, status, errors } = await open("/gibt-es-nicht");
    expect(status).toBe(404);
    await expect(
      page.getByText("Oops! Page not found").isVisible(),
    ).resolves.toBe(true);
    const link = page.getByRole("link", { name: "Return to Home" });
    expect(await link.getAttribute("href")).toBe("/");
    // The browser reports the document's own 404 status; anything else is a real error.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await link.click();
    await page.waitForURL(app.url + "/");
    await page.context().close();
  });

  it("does not serve the unpublished draft", async () => {
    const draft = demoPages.find((p) => !p.is_published)!;
    const res = await fetch(`${app.url}/${draft.slug}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(draft.title);
  });

  it("serves HTML compressed and hashed assets with immutable caching", async () => {
    const html = await fetch(app.url + "/").then((r) => r.text());
    const br = await rawGet(app.url + "/", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    const gzip = await rawGet(app.url + "/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.bytes).toBeLessThan(Buffer.byteLength(html) / 2);
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const assetRes = await rawGet(app.url + asset);
    expect(assetRes.status).toBe(200);
    expect(assetRes.headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await rawGet(app.url + "/assets/gibt-es-nicht.js")).status).toBe(
      404,
    );
  });

  it("answers /healthz", async () => {
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
});
