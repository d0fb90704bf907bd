import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addSessionCookies,
  axeViolations,
  hydrated,
  launchBrowser,
  person,
  shot,
  startApp,
  type AdminApi,
  type RunningApp,
  gotoReady,
} from "./harness";
import { switchAnalyticsOn } from "./team-helpers";

/**
 * /admin/analytics (issue 17) on the built app: anonymous visitors (Node fetch, told apart by
 * their address and browser) are counted, and the admin reads, filters, exports and acts on them
 * in Chromium.
 */

const CHROME_DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CHROME_MOBILE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const FIREFOX_DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

/**
 * Views of /leistungen by more visitors, so the counts need a thousands separator: 25 each from
 * 40 addresses, within the flood caps (app/server/analytics/recorder.server.ts ANALYTICS_LIMITS),
 * which would count only 30 a minute of one visitor.
 */
const BULK = 1000;
const BULK_VISITORS = 40;

describe("analytics screen in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let api: AdminApi;
  const errors: string[] = [];
  /** GET /api/analytics: the whole report, its totals and lists. */
  const report = async () =>
    (await api<{ totals: { views: number; visitors: number }; [list: string]: unknown }>("GET", "/api/analytics")).body;

  async function visit(
    path: string,
    ip: string,
    userAgent: string,
    referer?: string,
  ) {
    const res = await fetch(app.url + path, {
      redirect: "manual",
      headers: {
        "user-agent": userAgent,
        accept: "text/html,application/xhtml+xml",
        "sec-fetch-dest": "document",
        // The server trusts loopback proxies, so this is the visitor's address for the hash.
        "x-forwarded-for": ip,
        ...(referer ? { referer } : {}),
      },
    });
    await res.arrayBuffer();
    return res.status;
  }

  async function shoot(name: string) {
    await page.mouse.move(0, 0);
    // The viewport, not fullPage: the admin shell's fixed sidebar smears over a stitched full page.
    await shot(page, `analytics-ui-${name}`);
  }

  beforeAll(async () => {
    // An own server: the statistics switch is site-wide, and the counts are the whole site's.
    app = await startApp({ env: { ANALYTICS_FLUSH_MS: "200" } });
    browser = await launchBrowser();
    const admin = await person(app, { role: "admin" });
    api = admin.api;
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
      locale: "de-DE",
      timezoneId: "Europe/Berlin",
    });
    await addSessionCookies(context, app, admin.cookie);
    page = await context.newPage();
    page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
    page.on("console", (m) => {
      // The refused redirect below is an expected 400.
      if (
        m.type() === "error" &&
        !/status of 400|\/api\/redirects/.test(m.text())
      )
        errors.push(`${page.url()}: ${m.text()}`);
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("says when counting is switched off, and counts nothing then", async () => {
    await gotoReady(page, app.url + "/admin/analytics");
    expect(
      await page
        .getByRole("heading", { level: 1, name: "Analytics" })
        .isVisible(),
    ).toBe(true);
    const notice = page
      .getByRole("note")
      .filter({ hasText: "Die Besucherstatistik ist ausgeschaltet" });
    expect(await notice.isVisible()).toBe(true);
    expect(
      await notice
        .getByRole("link", { name: "In den Einstellungen einschalten" })
        .getAttribute("href"),
    ).toBe("/admin/settings");
    expect(await page.getByTestId("summary-visitors-value").textContent()).toBe(
      "0",
    );
    expect(
      await page
        .getByText("Noch keine Seitenaufrufe in diesem Zeitraum.")
        .isVisible(),
    ).toBe(true);

    expect(await visit("/", "203.0.113.99", CHROME_DESKTOP)).toBe(200);
    expect((await report()).totals).toEqual({ views: 0, visitors: 0 });
    // (Had this view been taken, the next test's totals, waited for over many 200 ms flushes,
    // would hold it: they count exactly the views made after switching on.)
  });

  it("counts anonymous visitors once switched on", async () => {
    await switchAnalyticsOn(api);
    // The recorder re-reads the switch on the settings' change event, which the server delivers
    // after the commit and before it answers the PUT (withChanges): no pause needed before visiting.

    expect(
      await visit(
        "/",
        "203.0.113.10",
        CHROME_DESKTOP,
        "https://www.google.com/",
      ),
    ).toBe(200);
    expect(await visit("/kontakt", "203.0.113.10", CHROME_DESKTOP)).toBe(200);
    expect(
      await visit("/?utm_campaign=herbst", "203.0.113.11", CHROME_MOBILE),
    ).toBe(200);
    expect(await visit("/leistungen", "203.0.113.11", CHROME_MOBILE)).toBe(200);
    expect(await visit("/alte-seite", "203.0.113.12", FIREFOX_DESKTOP)).toBe(
      404,
    );
    expect(await visit("/leistungen", "203.0.113.12", FIREFOX_DESKTOP)).toBe(
      200,
    );
    const queue = Array.from(
      { length: BULK },
      (_, i) => `198.51.100.${i % BULK_VISITORS}`,
    );
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let ip = queue.pop(); ip; ip = queue.pop())
          await visit("/leistungen", ip, CHROME_DESKTOP);
      }),
    );

    await expect
      .poll(async () => (await report()).totals, {
        timeout: 15_000,
        interval: 250,
      })
      .toEqual({ views: 5 + BULK, visitors: 3 + BULK_VISITORS });
    const counted = await report();
    expect(counted.not_found).toEqual([
      { path: "/alte-seite", hits: 1, redirect: null },
    ]);
    expect(counted.referrers).toEqual([
      { domain: "google.com", views: 1, visitors: 1 },
    ]);
    expect(counted.campaigns).toEqual([
      { campaign: "herbst", views: 1, visitors: 1 },
    ]);
  }, 60_000);

  it("shows the counts in German formats, the chart, the lists and the live card", async () => {
    await gotoReady(page, app.url + "/admin/analytics");
    expect(
      await page.getByRole("note").filter({ hasText: "ausgeschaltet" }).count(),
    ).toBe(0);
    expect(await page.getByTestId("summary-visitors-value").textContent()).toBe(
      String(3 + BULK_VISITORS),
    );
    expect(await page.getByTestId("summary-views-value").textContent()).toBe(
      "1.005",
    );
    expect(await page.getByTestId("summary-ratio-value").textContent()).toBe(
      ((5 + BULK) / (3 + BULK_VISITORS)).toFixed(1).replace(".", ","),
    );
    // Nothing counted before: no trend to show.
    expect(await page.getByTestId("summary-visitors").textContent()).toContain(
      "Vorzeitraum: 0",
    );
    expect(
      await page
        .getByTestId("summary-visitors")
        .getByText("Kein Vergleich möglich", { exact: false })
        .count(),
    ).toBe(1);

    const chart = page.getByTestId("analytics-chart");
    await expect.poll(() => chart.locator("canvas").count()).toBe(1);
    expect(await chart.getAttribute("role")).toBe("img");
    expect(await chart.getAttribute("aria-label")).toMatch(
      new RegExp(
        `30 Tage .* ${3 + BULK_VISITORS} Besucher und 1\\.005 Seitenaufrufe`,
      ),
    );
    const box = await chart.locator("canvas").boundingBox();
    expect(box!.width).toBeGreaterThan(400);
    // Under the pointer the legend reads out that day (today: the last point).
    const legend = page.getByTestId("analytics-chart-legend");
    expect(await legend.textContent()).toContain(
      `Besucher${3 + BULK_VISITORS}`,
    );
    await page.mouse.move(box!.x + box!.width - 14, box!.y + box!.height / 2);
    await expect
      .poll(() => legend.textContent())
      .toMatch(
        new RegExp(
          `^\\d{2}\\.\\d{2}\\.\\d{4}Besucher${3 + BULK_VISITORS}Seitenaufrufe1\\.005`,
        ),
      );
    await page.mouse.move(0, 0);

    await page.getByRole("button", { name: "Als Tabelle anzeigen" }).click();
    const table = page.getByRole("table", {
      name: "Besucher und Seitenaufrufe je Tag",
    });
    expect(await table.locator("tbody tr").count()).toBe(30);
    expect(await table.locator("tbody tr").last().textContent()).toMatch(
      new RegExp(`^\\d{2}\\.\\d{2}\\.\\d{4}${3 + BULK_VISITORS}1\\.005$`),
    );
    await page.getByRole("button", { name: "Tabelle ausblenden" }).click();

    const pages = page.getByTestId("analytics-pages");
    expect(await pages.locator("tbody tr").first().textContent()).toBe(
      `/leistungen (Seite auf der Website öffnen (neuer Tab))1.002${2 + BULK_VISITORS}`,
    );
    expect(
      await pages
        .getByRole("link", { name: /^\/kontakt/ })
        .getAttribute("href"),
    ).toBe("/kontakt");
    expect(
      await page
        .getByTestId("analytics-referrers")
        .locator("tbody")
        .textContent(),
    ).toBe("google.com11");
    expect(
      await page
        .getByTestId("analytics-campaigns")
        .locator("tbody")
        .textContent(),
    ).toBe("herbst11");
    /** The rows of a list's table, as text. */
    const rows = (testId: string) =>
      page.getByTestId(testId).locator("tbody tr").allTextContents();
    // Visitors and their share: the bulk visitors are desktop Chrome.
    expect(await rows("analytics-devices")).toEqual([
      expect.stringMatching(
        new RegExp(`^Desktop${2 + BULK_VISITORS}9\\d\u00a0%$`),
      ),
      expect.stringMatching(/^Mobil1\d\u00a0%$/),
    ]);
    expect(await rows("analytics-browsers")).toEqual([
      expect.stringMatching(
        new RegExp(`^Chrome${2 + BULK_VISITORS}9\\d\u00a0%$`),
      ),
      expect.stringMatching(/^Firefox1\d\u00a0%$/),
    ]);
    expect(
      await page
        .getByText("Summe der Besucher je Tag", { exact: false })
        .isVisible(),
    ).toBe(true);

    const live = page.getByTestId("analytics-live");
    await expect
      .poll(async () =>
        Number(await live.getByTestId("live-visitors").textContent()),
      )
      .toBeGreaterThanOrEqual(1);
    expect(await live.textContent()).toMatch(/Stand: \d{2}:\d{2}:\d{2}/);
    expect(await live.textContent()).toContain("/leistungen");
    expect(errors).toEqual([]);
  });

  it("switches ranges by address (Back works) and refuses a bad custom range at its field", async () => {
    await gotoReady(page, app.url + "/admin/analytics");
    const ranges = page.getByRole("group", { name: "Zeitraum" });
    /** aria-current of a range's link ("true" for the range shown). */
    const current = (name: string) =>
      ranges.getByRole("link", { name }).getAttribute("aria-current");
    expect(
      await current("30 Tage"),
    ).toBe("true");
    await ranges.getByRole("link", { name: "7 Tage" }).click();
    await page.waitForURL(/\?zeitraum=7$/);
    await expect
      .poll(() => current("7 Tage"))
      .toBe("true");
    await expect
      .poll(() =>
        page
          .getByRole("button", { name: "Als Tabelle anzeigen" })
          .click()
          .then(() => page.locator("table tbody tr").first().isVisible()),
      )
      .toBe(true);
    expect(
      await page
        .getByRole("table", { name: "Besucher und Seitenaufrufe je Tag" })
        .locator("tbody tr")
        .count(),
    ).toBe(7);
    await ranges.getByRole("link", { name: "Dieses Jahr" }).click();
    await page.waitForURL(/\?zeitraum=jahr$/);
    expect(await page.getByTestId("summary-views-value").textContent()).toBe(
      "1.005",
    );
    await page.goBack();
    await page.waitForURL(/\?zeitraum=7$/);
    await expect
      .poll(() => current("7 Tage"))
      .toBe("true");

    await ranges.getByRole("button", { name: "Benutzerdefiniert" }).click();
    await page.getByLabel("Von", { exact: true }).fill("2026-03-10");
    await page.getByLabel("Bis", { exact: true }).fill("2026-03-01");
    const before = page.url();
    await page.getByRole("button", { name: "Anwenden" }).click();
    await expect
      .poll(() =>
        page.getByText("Das Enddatum liegt vor dem Startdatum").isVisible(),
      )
      .toBe(true);
    expect(
      await page
        .getByLabel("Bis", { exact: true })
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(page.url()).toBe(before);

    await page.getByLabel("Bis", { exact: true }).fill("2026-03-31");
    await page.getByRole("button", { name: "Anwenden" }).click();
    await page.waitForURL(/\?von=2026-03-10&bis=2026-03-31$/);
    await expect
      .poll(() =>
        ranges
          .getByRole("button", { name: "Benutzerdefiniert" })
          .getAttribute("aria-current"),
      )
      .toBe("true");
    await expect
      .poll(() =>
        page
          .getByText(
            "10.03.2026 – 31.03.2026 · verglichen mit 16.02.2026 – 09.03.2026",
          )
          .isVisible(),
      )
      .toBe(true);

    // A hand-edited address shows the default with a note, not an error page.
    const res = await page.goto(
      app.url + "/admin/analytics?von=gestern&bis=heute",
    );
    await hydrated(page);
    expect(res?.status()).toBe(200);
    expect(
      await page
        .getByText("Der Zeitraum in der Adresse war ungültig")
        .isVisible(),
    ).toBe(true);
    expect(
      await current("30 Tage"),
    ).toBe("true");
  });

  it("downloads the CSV of the range shown", async () => {
    await gotoReady(page, app.url + "/admin/analytics?zeitraum=7");
    const link = page.getByRole("link", { name: "CSV exportieren" });
    expect(await link.getAttribute("href")).toMatch(
      /^\/api\/analytics\/export\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      link.click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^besucherstatistik-\d{4}-\d{2}-\d{2}-bis-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv).toContain("Bereich;Eintrag;Seitenaufrufe;Besucher");
    expect(csv).toContain(`Seite;/leistungen;1002;${2 + BULK_VISITORS}`);
    expect(csv).toContain("Nicht gefunden (404);/alte-seite;1;");
  });

  it("creates a redirect for a broken inbound link from the 404 list", async () => {
    await gotoReady(page, app.url + "/admin/analytics");
    const row = page
      .getByTestId("not-found-row")
      .filter({ hasText: "/alte-seite" });
    await row
      .getByRole("button", { name: "Weiterleitung anlegen für /alte-seite" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Weiterleitung anlegen" });
    expect(await dialog.getByLabel("Von").inputValue()).toBe("/alte-seite");
    expect(
      await dialog.getByLabel("Von").getAttribute("readonly"),
    ).not.toBeNull();
    // Suggestions: the site's published pages.
    await expect
      .poll(() => dialog.locator("datalist option[value='/kontakt']").count())
      .toBe(1);

    await dialog
      .getByRole("button", { name: "Weiterleitung speichern" })
      .click();
    expect(
      await dialog.getByText("Bitte die neue Adresse angeben").isVisible(),
    ).toBe(true);
    await dialog.getByLabel("Nach (Seite oder URL)").fill("/alte-seite");
    await dialog
      .getByRole("button", { name: "Weiterleitung speichern" })
      .click();
    // The API refuses a redirect onto itself; its German message shows at the field.
    await expect
      .poll(() =>
        dialog.getByLabel("Nach (Seite oder URL)").getAttribute("aria-invalid"),
      )
      .toBe("true");
    expect((await api<unknown[]>("GET", "/api/redirects")).body).toEqual([]);
    await shoot("redirect-dialog");

    await dialog.getByLabel("Nach (Seite oder URL)").fill("/kontakt");
    await dialog
      .getByRole("button", { name: "Weiterleitung speichern" })
      .click();
    await expect
      .poll(() =>
        page
          .locator("[data-sonner-toast]")
          .filter({ hasText: "Weiterleitung gespeichert" })
          .count(),
      )
      .toBe(1);
    await expect.poll(() => dialog.count()).toBe(0);
    const stored = (await api<unknown[]>("GET", "/api/redirects")).body;
    expect(stored).toMatchObject([
      { from_path: "/alte-seite", to_path: "/kontakt", status_code: 301 },
    ]);
    await expect
      .poll(() =>
        row
          .getByRole("link", {
            name: /Weiterleitung von \/alte-seite nach \/kontakt/,
          })
          .isVisible(),
      )
      .toBe(true);
    expect(await row.textContent()).toContain("→ /kontakt");
    expect(await row.getByRole("button").count()).toBe(0);
    // Keyboard users land on the new redirect, not at the top of the page.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.getAttribute("data-redirect-for"),
        ),
      )
      .toBe("/alte-seite");
    // And it works for visitors.
    expect(await visit("/alte-seite", "203.0.113.12", FIREFOX_DESKTOP)).toBe(
      301,
    );
  });

  it("fits a phone, and the custom range opened there has no axe violations (screenshots at 1280 and 375 px)", async () => {
    await gotoReady(page, app.url + "/admin/analytics");
    await page.getByTestId("analytics-chart").locator("canvas").waitFor();
    await shoot("desktop");

    await page.setViewportSize({ width: 375, height: 800 });
    // The chart redraws on its ResizeObserver; wait for the narrower canvas.
    const chartCanvas = page.getByTestId("analytics-chart").locator("canvas");
    await expect
      .poll(async () => (await chartCanvas.boundingBox())?.width ?? Infinity)
      .toBeLessThanOrEqual(375);
    const canvas = await chartCanvas.boundingBox();
    expect(canvas!.width).toBeLessThanOrEqual(375);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Benutzerdefiniert" }).click();
    // The custom range's fields, open (a state reached only by interaction): every finding counts.
    expect(await axeViolations(page, { impact: "all" })).toEqual([]);
    await shoot("mobile");
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(errors).toEqual([]);
  });
});
