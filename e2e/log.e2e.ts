import fs from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoReady, launchBrowser, newPage, person, shot, unique, workerApp, addSessionCookies, type Person, type RunningApp } from "./harness";

describe("log: the admin publishes a page and finds it in 'Protokoll', filtered and as CSV (Chromium)", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let admin: Person;
  const errors: string[] = [];
  const title = unique("Messeauftritt 2027");

  beforeAll(async () => {
    app = await workerApp();
    browser = await launchBrowser();
    admin = await person(app, { role: "admin", email: `${unique("protokoll")}@example.org` });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, locale: "de-DE" });
    await addSessionCookies(context, app, admin.cookie);
    page = await context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("publishes a page, filters the log by its person and 'Veröffentlicht', sees the entry and downloads the CSV", async () => {
    const created = await newPage(admin.api, { title });
    // The tree pages on the server (issue 38 item 18): ?show= opens the part that holds the page.
    await gotoReady(page, app.url + `/admin/pages?show=${created.id}`);
    const row = page.getByTestId("page-row").filter({ has: page.getByRole("link", { name: title, exact: true }) });
    await row.getByRole("button", { name: "Veröffentlichen" }).click();
    await expect.poll(() => page.locator("[data-sonner-toast]").filter({ hasText: "Seite erfolgreich veröffentlicht" }).isVisible()).toBe(true);

    await page.getByRole("link", { name: "Protokoll", exact: true }).click();
    await page.waitForURL(`${app.url}/admin/log`);
    await expect.poll(() => page.getByRole("heading", { name: "Protokoll", level: 1 }).isVisible()).toBe(true);
    // Unfiltered: the creation and the publication (and the admin's session, made without a sign-in, has none).
    const table = page.getByRole("table");
    await expect.poll(() => table.getByRole("row").filter({ hasText: title }).count()).toBe(2);

    // Other tests publish on this server too: this admin's entries first, then only publications.
    await page.getByLabel("Person").selectOption(admin.id);
    await page.waitForURL(new RegExp(`/admin/log\\?.*person=${admin.id}`));
    await page.getByLabel("Aktion").selectOption("page.published");
    await page.waitForURL(/\/admin\/log\?.*action=page\.published/);
    await expect.poll(() => table.getByRole("row").count()).toBe(2);
    const entry = table.getByRole("row").nth(1);
    expect(await entry.textContent()).toContain("Veröffentlicht");
    expect(await entry.getByText("Erika Muster").last().getAttribute("title")).toBe(admin.email);
    const link = entry.getByRole("link", { name: title });
    expect(await link.getAttribute("href")).toMatch(/^\/admin\/pages\/[^/]+\/edit$/);
    expect(await entry.textContent()).toMatch(/127\.0\.0\.x|0:0:0::\/48/);

    await shot(page, "admin-log", { fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, "admin-log-375", { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Als CSV exportieren" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^protokoll-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
    expect(lines[0]).toBe("Zeit;Person;E-Mail;Aktion;Objekttyp;Objekt;Objekt-ID;Adresse;Details");
    // The filters travel with the export: only this admin's publication.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;Erika Muster;${admin.email};Veröffentlicht;Seite;${title};`);
    expect(errors).toEqual([]);
  });
});
