import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shot, type AdminApi, type Person, type RunningApp, gotoReady } from "./harness";
import { ownServerAdmin, switchAnalyticsOn, VISITOR } from "./team-helpers";

/**
 * The dashboard /admin: every card is there and leads to its area; a page with an unpublished
 * change and a scheduled post made through the API show up with working links; the visitor card
 * follows the statistics switch; it fits a phone.
 */
describe("admin dashboard", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let api: AdminApi;

  beforeAll(async () => {
    // An own server: the cards show the whole site's state (no enquiries, nothing scheduled, the
    // visitors of 7 days), and the statistics switch is site-wide.
    let admin: Person;
    ({ app, browser, admin, page } = await ownServerAdmin({ env: { ANALYTICS_FLUSH_MS: "200" } }));
    api = admin.api;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const card = (id: string) => page.getByTestId(`dashboard-${id}`);

  it("shows every card, each titled with a link to its area", async () => {
    await gotoReady(page, app.url + "/admin");
    const areas: [string, string][] = [
      ["Besucher (7 Tage)", "/admin/settings"],
      ["Neue Anfragen", "/admin/inbox"],
      ["Unveröffentlichte Änderungen", "/admin/pages"],
      ["Geplante Beiträge", "/admin/blog"],
      ["SEO-Hinweise", "/admin/pages"],
      ["Letzte Änderungen", "/admin/pages"],
      ["Konto", "/admin/konto"],
    ];
    for (const [title, href] of areas) {
      const heading = page.getByRole("heading", { level: 2, name: title });
      expect(await heading.isVisible(), title).toBe(true);
      expect(await heading.getByRole("link").getAttribute("href"), title).toBe(
        href,
      );
    }
    // Statistics are off on a new site: the card says so and where to switch them on.
    expect(await card("visitors").textContent()).toContain(
      "Besucherstatistik ist ausgeschaltet",
    );
    expect(await card("enquiries").textContent()).toContain(
      "Keine ungelesenen Anfragen.",
    );
    expect(await card("scheduled").textContent()).toContain("Nichts geplant.");
  });

  it("lists a page with an unpublished change and a scheduled post, linking to their editors", async () => {
    const created = await api("POST", "/api/pages", {
      title: "Lohnfertigung",
      slug: "lohnfertigung",
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const published = await api("POST", `/api/pages/${id}/publish`, {
      version: created.body.version,
    });
    expect(published.status).toBe(200);
    const changed = await api("PATCH", `/api/pages/${id}`, {
      title: "Lohnfertigung und Montage",
      version: published.body.version,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.has_unpublished_changes).toBe(true);

    const at = new Date(Date.now() + 3 * 86_400_000);
    at.setUTCHours(7, 30, 0, 0);
    const post = await api("POST", "/api/pages", {
      title: "Messe Motek 2026",
      slug: "messe-motek-2026",
      content_type: "blog",
      publish_at: at.toISOString(),
    });
    expect(post.status).toBe(201);
    expect(post.body.publish_at).toBe(at.toISOString());

    await gotoReady(page, app.url + "/admin");
    const row = card("unpublished").getByRole("link", {
      name: /Lohnfertigung und Montage/,
    });
    expect(await row.getAttribute("href")).toBe(`/admin/pages/${id}/edit`);
    const scheduled = card("scheduled").getByRole("link", {
      name: /Messe Motek 2026/,
    });
    expect(await scheduled.getAttribute("href")).toBe(
      `/admin/blog/${post.body.id}/edit`,
    );
    const when = new Intl.DateTimeFormat("de-DE", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Europe/Berlin",
    }).format(at);
    expect(await scheduled.textContent()).toContain(`am ${when}`);
    // The new page has no meta data and no H1: it is among the SEO hints, and its save among the changes.
    expect(
      await card("seo")
        .getByRole("link", { name: /Lohnfertigung und Montage/ })
        .getAttribute("href"),
    ).toBe(`/admin/pages/${id}/edit?tab=settings`);
    const revision = card("revisions")
      .getByRole("link", { name: /Versionen von „Lohnfertigung und Montage“/ })
      .first();
    expect(await revision.getAttribute("href")).toBe(
      `/admin/pages/${id}/revisions`,
    );

    await shot(page, "dashboard-desktop", { fullPage: true });

    // The links work: the editor opens with the working copy, the history with its versions.
    await row.click();
    await page.waitForURL(`${app.url}/admin/pages/${id}/edit`);
    await page.getByRole("tab", { name: "Seiteneinstellungen" }).click();
    expect(await page.locator("#page-title").inputValue()).toBe(
      "Lohnfertigung und Montage",
    );
    // An SEO hint opens the page settings, where the SEO check is.
    await gotoReady(page, app.url + "/admin");
    await card("seo")
      .getByRole("link", { name: /Lohnfertigung und Montage/ })
      .click();
    await page.waitForURL(`${app.url}/admin/pages/${id}/edit?tab=settings`);
    await expect
      .poll(() =>
        page
          .getByRole("tab", { name: "Seiteneinstellungen" })
          .getAttribute("aria-selected"),
      )
      .toBe("true");
    await gotoReady(page, app.url + "/admin");
    await card("scheduled")
      .getByRole("link", { name: /Messe Motek 2026/ })
      .click();
    await page.waitForURL(`${app.url}/admin/blog/${post.body.id}/edit`);
    await gotoReady(page, app.url + "/admin");
    await card("revisions")
      .getByRole("link", { name: /Versionen von „Lohnfertigung und Montage“/ })
      .first()
      .click();
    await page.waitForURL(`${app.url}/admin/pages/${id}/revisions`);
    // The address changes before the new screen has rendered.
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toContain("Lohnfertigung und Montage");

    // Published, the change leaves the card (and nothing else is left pending from this test).
    const current = await api("GET", `/api/pages/${id}`);
    expect(
      (
        await api("POST", `/api/pages/${id}/publish`, {
          version: current.body.version,
        })
      ).status,
    ).toBe(200);
    await gotoReady(page, app.url + "/admin");
    expect(
      await card("unpublished")
        .getByRole("link", { name: /Lohnfertigung/ })
        .count(),
    ).toBe(0);
  });

  it("counts visitors of the last 7 days once statistics are on", async () => {
    await switchAnalyticsOn(api);
    const context = await browser.newContext(VISITOR);
    const visitor = await context.newPage();
    await gotoReady(visitor, app.url + "/");
    await gotoReady(visitor, app.url + "/lohnfertigung");
    await context.close();
    await expect
      .poll(
        async () => {
          await gotoReady(page, app.url + "/admin");
          // Both views counted: the recorder may write the two in different batches.
          const views = (await card("visitors").textContent())?.includes("2 Seitenaufrufe");
          return `${await page.getByTestId("visitors-total").textContent()} | ${views ? "2 Seitenaufrufe" : "noch nicht beide"}`;
        },
        { timeout: 10_000 },
      )
      .toBe("1 Besucher | 2 Seitenaufrufe");
    const text = await card("visitors").textContent();
    expect(text).toContain("2 Seitenaufrufe");
    expect(text).toContain("kein Vergleich möglich");
    expect(
      await card("visitors")
        .getByRole("heading", { level: 2 })
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/admin/analytics");
    expect(
      await page.getByTestId("visitors-sparkline").getAttribute("aria-label"),
    ).toMatch(/^Besucher der letzten 7 Tage: (\w\w \d+, ){6}\w\w 1$/);
  });

  it("fits a phone at 375 px as well as 1280 px, and shows a focus ring on a card's title link", async () => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoReady(page, app.url + "/admin");
      const overflow = await page.evaluate(
        () =>
          document.documentElement.scrollWidth -
          document.documentElement.clientWidth,
      );
      expect(overflow, `${width} px`).toBe(0);
      await shot(page, `dashboard-${width === 1280 ? "desktop-stats" : "mobile"}`, {
        fullPage: true,
      });
    }
    // Keyboard: the first card's title link is reachable with Tab and shows a focus ring.
    await page.setViewportSize({ width: 1280, height: 900 });
    const link = card("visitors")
      .getByRole("heading", { level: 2 })
      .getByRole("link");
    await link.focus();
    expect(
      await link.evaluate(
        (el) =>
          el === document.activeElement &&
          getComputedStyle(el).boxShadow !== "none",
      ),
    ).toBe(true);
  });
});
