import type { Browser, ConsoleMessage, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPages } from "~/server/seed/demo-content";
import { gotoReady, hydrated, shot, type RunningApp } from "./harness";
import { siteFixtures } from "./site-helpers";

const home = demoPages.find((p) => p.slug === "home")!;
const heroTitle = String(
  home.content.find((b) => b.type === "hero")!.content.title,
);
const kontakt = demoPages.find((p) => p.slug === "kontakt")!;

/**
 * The public site as a visitor's browser runs it: the home page under the CSP, the 404 screen.
 * (Drafts, compression, immutable assets and /healthz are HTTP answers: public-routes and
 * create-app integration tests, tests/built-app/site-http.integration.test.ts.)
 */
describe("public site in Chromium", () => {
  let app: RunningApp, browser: Browser;
  beforeAll(async () => ({ app, browser } = await siteFixtures()));
  afterAll(() => browser?.close());

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
    const response = await page.goto(app.url + path);
    await hydrated(page);
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
      .getByRole("navigation", { name: "Hauptnavigation" })
      .first()
      .getByRole("link", { name: kontakt.title, exact: true })
      .click();
    await page.waitForURL(app.url + "/kontakt");
    await expect.poll(() => page.title()).toBe(kontakt.meta_title);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("answers an unknown path with 404 and the spec's screen: the German line, 'Return to Home', no breadcrumb", async () => {
    const { page, status, errors } = await open("/gibt-es-nicht");
    expect(status).toBe(404);
    expect(
      await page
        .getByRole("heading", { name: "Oops! Page not found" })
        .isVisible(),
    ).toBe(true);
    expect(
      await page
        .getByText(
          "Die Seite wurde nicht gefunden. Vielleicht hilft Ihnen die Startseite weiter.",
        )
        .isVisible(),
    ).toBe(true);
    expect(
      await page
        .getByRole("navigation", { name: "Brotkrümelnavigation" })
        .count(),
    ).toBe(0);
    expect(
      await page
        .locator("script[type='application/ld+json']")
        .evaluateAll((els) =>
          els.some((e) => e.textContent?.includes("BreadcrumbList")),
        ),
    ).toBe(false);
    await shot(page, "corrections-404", { fullPage: true });
    const link = page.getByRole("link", { name: "Return to Home" });
    expect(await link.getAttribute("href")).toBe("/");
    // The browser reports the document's own 404 status; anything else is a real error.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await link.click();
    await page.waitForURL(app.url + "/");
    // A page still has its breadcrumb.
    await gotoReady(page, `${app.url}/ueber-uns`);
    expect(
      await page
        .getByRole("navigation", { name: "Brotkrümelnavigation" })
        .count(),
    ).toBe(1);
    await page.context().close();
  });
});
