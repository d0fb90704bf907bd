import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toBerlinInput } from "~/lib/publish-at";
import { gotoReady, launchBrowser, newPage, person, shot, signedInPage, workerApp, type AdminApi, type RunningApp } from "./harness";

/**
 * Scheduled publishing through the page settings: 'Veröffentlichen am' is saved with the page, a
 * past time goes live at once by the server's scheduler (no request for it), 'Zeitplan entfernen'
 * clears it.
 */
describe("scheduled publishing in the page settings", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let api: AdminApi;

  beforeAll(async () => {
    app = await workerApp();
    browser = await launchBrowser();
    const admin = await person(app, { role: "admin" });
    api = admin.api;
    ({ page } = await signedInPage(browser, app, admin));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("saves a schedule, removes it, and a due one goes live by itself", async () => {
    const { id, slug } = await newPage(api, { title: "Geplante Aktion" });
    const stored = async () => (await api<{ publish_at: string | null; is_published: boolean }>("GET", `/api/pages/${id}`)).body;
    await gotoReady(page, `${app.url}/admin/pages/${id}/edit`);
    await page.getByRole("tab", { name: "Seiteneinstellungen" }).click();
    const field = page.getByLabel("Veröffentlichen am");

    // A time next year, in German time.
    const later = new Date(Date.now() + 365 * 86_400_000);
    later.setUTCSeconds(0, 0);
    await field.fill(toBerlinInput(later.toISOString()));
    await expect.poll(() => page.getByText(/^Geplant: /).isVisible()).toBe(true);
    await shot(page, "schedule-settings", { fullPage: true });
    await page.keyboard.press("Control+s");
    await expect.poll(async () => (await stored()).publish_at).toBe(later.toISOString());

    await page.getByRole("button", { name: "Zeitplan entfernen" }).click();
    expect(await field.inputValue()).toBe("");
    await page.keyboard.press("Control+s");
    await expect.poll(async () => (await stored()).publish_at).toBeNull();

    // A time that has passed: the scheduler publishes at its next look, which the save triggers.
    const visitor = await browser.newPage();
    expect((await visitor.goto(`${app.url}/${slug}`))?.status()).toBe(404);
    await field.fill(toBerlinInput(new Date(Date.now() - 120_000).toISOString()));
    await page.keyboard.press("Control+s");
    await expect.poll(async () => (await stored()).is_published).toBe(true);
    expect((await stored()).publish_at).toBeNull();
    expect((await visitor.goto(`${app.url}/${slug}`))?.status()).toBe(200);
    const revisions = (await api<{ summary: string }[]>("GET", `/api/pages/${id}/revisions`)).body;
    expect(revisions.filter((r) => r.summary === "Veröffentlicht")).toHaveLength(1);
    await visitor.close();
  });
});
