import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, gotoReady, hydrated, launchBrowser, newPage, person, reloadReady, settled, shot, signedInPage, workerApp, type Person, type RunningApp } from "./harness";

/**
 * Issue 30, shared previews in Chromium: a Redakteur changes a page's working copy, creates a link
 * in the editor's 'Vorschau-Link teilen' dialog and copies it; a fresh browser context (no cookies)
 * opens it and sees the draft with the banner; after 'Alle Vorschau-Links widerrufen' the same
 * address shows the German 410 page. (The links' HTTP answers, expiry and tampering:
 * tests/built-app/preview-links.integration.test.ts.)
 */
describe("shared preview links in the browser", () => {
  let app: RunningApp;
  let browser: Browser;
  let editor: Person;
  let pageId = "";
  let slug = "";
  const PUBLISHED = "Unser Angebot in der geprüften Fassung";
  const DRAFT = "Neuer Entwurf für die Abnahme durch die Geschäftsführung";
  const paragraph = (text: string) => [{ id: "p", type: "paragraph", content: { text: `<p>${text}</p>` } }];

  beforeAll(async () => {
    [app, browser] = await Promise.all([workerApp(), launchBrowser()]);
    editor = await person(app, { role: "editor", name: "Rolf Redakteur" });
    ({ id: pageId, slug } = await newPage(editor.api, { title: "Angebot", content: paragraph(PUBLISHED), publish: true }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shares the working copy with someone without an account, and stops after revoking", async () => {
    // The Redakteur changes the draft (the working copy; visitors keep the published text).
    const current = await editor.api("GET", `/api/pages/${pageId}`);
    expect((await editor.api("PATCH", `/api/pages/${pageId}`, { version: current.body.version, content: paragraph(DRAFT) })).status).toBe(200);

    const { page, context, errors } = await signedInPage(browser, app, editor);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.url });
    await gotoReady(page, `${app.url}/admin/pages/${pageId}/edit`);

    await page.getByRole("button", { name: "Vorschau-Link teilen" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Vorschau-Link teilen" });
    await dialog.waitFor();
    const days = dialog.getByLabel("Gültig für");
    expect(await days.inputValue()).toBe("7");
    await days.fill("3");
    await dialog.getByRole("button", { name: "Link erstellen" }).click();
    const urlField = dialog.getByLabel("Vorschau-Link", { exact: true });
    await urlField.waitFor();
    const url = await urlField.inputValue();
    expect(url).toMatch(new RegExp(`^${app.url.replace(/[.]/g, "\\.")}/vorschau/`));
    expect(await dialog.textContent()).toMatch(/Gültig bis \d{2}\.\d{2}\.\d{4}/);
    await dialog.getByRole("button", { name: "Kopieren" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await settled(page);
    await shot(page, "preview-dialog", { fullPage: true });
    // The open dialog with its link (a state reached only by interaction).
    expect(await axeViolations(page)).toEqual([]);

    // A fresh context: no cookies, no account.
    const guestContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const guest = await guestContext.newPage();
    guest.on("pageerror", (e) => errors.push(e.message));
    await gotoReady(guest, url);
    expect(await guest.getByText(DRAFT).isVisible()).toBe(true);
    expect(await guest.getByText("Vorschau – nicht veröffentlicht").isVisible()).toBe(true);
    expect(await guest.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    expect(await guest.getByText(PUBLISHED).count()).toBe(0);
    await shot(guest, "preview-page", { fullPage: true });
    // The published address still shows the published text.
    const published = await guestContext.newPage();
    await gotoReady(published, `${app.url}/${slug}`);
    expect(await published.getByText(PUBLISHED).isVisible()).toBe(true);
    expect(await published.getByText(DRAFT).count()).toBe(0);

    // Revoke every link of the page, with a confirmation.
    await dialog.getByRole("button", { name: "Alle Vorschau-Links widerrufen" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Alle Vorschau-Links widerrufen?" });
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "Alle Vorschau-Links widerrufen" }).click();
    await page.getByText("Alle Vorschau-Links wurden widerrufen").waitFor();

    const gone = await guest.goto(url);
    await hydrated(guest);
    expect(gone?.status()).toBe(410);
    expect(await guest.getByText("Dieser Vorschau-Link ist abgelaufen oder wurde widerrufen.").isVisible()).toBe(true);
    expect(await guest.getByText(DRAFT).count()).toBe(0);
    await reloadReady(guest);
    expect(await guest.getByRole("heading", { name: "Vorschau nicht mehr verfügbar" }).isVisible()).toBe(true);
    await shot(guest, "preview-gone", { fullPage: true });
    expect(errors).toEqual([]);
    await guestContext.close();
    await context.close();
  });

  it("offers the link in the page settings too", async () => {
    const { page, context } = await signedInPage(browser, app, editor);
    await gotoReady(page, `${app.url}/admin/pages/${pageId}/edit`);
    await page.getByRole("tab", { name: "Seiteneinstellungen" }).click();
    const section = page.getByRole("region", { name: "Vorschau-Link" });
    await section.getByRole("button", { name: "Vorschau-Link teilen" }).click();
    await page.getByRole("dialog", { name: "Vorschau-Link teilen" }).waitFor();
    await context.close();
  });
});
