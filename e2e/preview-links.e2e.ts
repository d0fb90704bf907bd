import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import SqliteDatabase from "better-sqlite3";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSessionCookies, adminApi, gotoReady, launchBrowser, reloadReady, settled, startApp, type RunningApp, TOASTS } from "./harness";

/**
 * Issue 30, shared previews in Chromium: a Redakteur changes a page's working copy, creates a link
 * in the editor's 'Vorschau-Link teilen' dialog and copies it; a fresh browser context (no cookies)
 * opens it and sees the draft with the banner; after 'Alle Vorschau-Links widerrufen' the same
 * address shows the German 410 page. Screenshots: /tmp/e2e-preview-*.png.
 */
describe("shared preview links in the browser", () => {
  let app: RunningApp;
  let browser: Browser;
  let editorCookie = "";
  let pageId = "";
  const errors: string[] = [];
  const PUBLISHED = "Unser Angebot in der geprüften Fassung";
  const DRAFT = "Neuer Entwurf für die Abnahme durch die Geschäftsführung";
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join("/tmp", `e2e-preview-${name}.png`), fullPage: true });

  async function call(method: string, url: string, body?: unknown) {
    const res = await fetch(app.url + url, {
      method,
      headers: { origin: app.url, cookie: editorCookie, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> & { version: number; id: string } };
  }

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    await adminApi(app, "chefin@example.de", "Chefin");
    const headers = { "content-type": "application/json", origin: app.url };
    await fetch(`${app.url}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify({ email: "redakteur@example.de", password: "geheim123", name: "Rolf Redakteur" }) });
    const res = await fetch(`${app.url}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email: "redakteur@example.de", password: "geheim123" }) });
    const { user } = (await res.json()) as { user: { id: string } };
    const db = new SqliteDatabase(path.join(app.dataDir, "cms.db"));
    db.prepare("INSERT INTO user_roles (user_id, role, created_at) VALUES (?, ?, ?)").run(user.id, "editor", new Date().toISOString());
    db.close();
    editorCookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

    const created = await call("POST", "/api/pages", { title: "Angebot", slug: "angebot", content: [{ id: "p", type: "paragraph", content: { text: `<p>${PUBLISHED}</p>` } }] });
    expect(created.status).toBe(201);
    pageId = created.body.id;
    expect((await call("POST", `/api/pages/${pageId}/publish`, { version: created.body.version })).status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("shares the working copy with someone without an account, and stops after revoking", async () => {
    // The Redakteur changes the draft (the working copy; visitors keep the published text).
    const current = await call("GET", `/api/pages/${pageId}`);
    expect((await call("PATCH", `/api/pages/${pageId}`, { version: current.body.version, content: [{ id: "p", type: "paragraph", content: { text: `<p>${DRAFT}</p>` } }] })).status).toBe(200);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.url });
    await addSessionCookies(context, app, editorCookie);
    const page = await context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
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
    await shot(page, "dialog");
    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).exclude(TOASTS).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

    // A fresh context: no cookies, no account.
    const guestContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const guest = await guestContext.newPage();
    guest.on("pageerror", (e) => errors.push(e.message));
    await gotoReady(guest, url);
    expect(await guest.getByText(DRAFT).isVisible()).toBe(true);
    expect(await guest.getByText("Vorschau – nicht veröffentlicht").isVisible()).toBe(true);
    expect(await guest.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    expect(await guest.getByText(PUBLISHED).count()).toBe(0);
    await shot(guest, "page");
    // The published address still shows the published text.
    const published = await guestContext.newPage();
    await gotoReady(published, `${app.url}/angebot`);
    expect(await published.getByText(PUBLISHED).isVisible()).toBe(true);
    expect(await published.getByText(DRAFT).count()).toBe(0);

    // Revoke every link of the page, with a confirmation.
    await dialog.getByRole("button", { name: "Alle Vorschau-Links widerrufen" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Alle Vorschau-Links widerrufen?" });
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "Alle Vorschau-Links widerrufen" }).click();
    await page.getByText("Alle Vorschau-Links wurden widerrufen").waitFor();

    const gone = await guest.goto(url, { waitUntil: "networkidle" });
    expect(gone?.status()).toBe(410);
    expect(await guest.getByText("Dieser Vorschau-Link ist abgelaufen oder wurde widerrufen.").isVisible()).toBe(true);
    expect(await guest.getByText(DRAFT).count()).toBe(0);
    await reloadReady(guest);
    expect(await guest.getByRole("heading", { name: "Vorschau nicht mehr verfügbar" }).isVisible()).toBe(true);
    await shot(guest, "gone");
    expect(errors).toEqual([]);
    await guestContext.close();
    await context.close();
  });

  it("offers the link in the page settings too", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await addSessionCookies(context, app, editorCookie);
    const page = await context.newPage();
    await gotoReady(page, `${app.url}/admin/pages/${pageId}/edit`);
    await page.getByRole("tab", { name: "Seiteneinstellungen" }).click();
    const section = page.getByRole("region", { name: "Vorschau-Link" });
    await section.getByRole("button", { name: "Vorschau-Link teilen" }).click();
    await page.getByRole("dialog", { name: "Vorschau-Link teilen" }).waitFor();
    await context.close();
  });
});
