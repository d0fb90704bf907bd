import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSessionCookies, adminApi, gotoReady, launchBrowser, startApp, type AdminApi, type RunningApp, personWithRole } from "./harness";

/**
 * Issue 29, roles in the browser: an Autor and a Redakteur see only the admin areas their role may
 * use; an area refused to the role shows 'Kein Zugriff' inside the admin shell; an Autor writes a
 * post without any publish control, and opens someone else's page read-only. Screenshots land in
 * the system's temp directory (e2e-roles-*.png) for a look.
 */
describe("roles in the admin", () => {
  let app: RunningApp;
  let browser: Browser;
  let api: AdminApi;
  const cookies: Record<string, string> = {};
  let pageId = "";
  const errors: string[] = [];
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join("/tmp", `e2e-roles-${name}.png`), fullPage: true });

  const person = (email: string, name: string, role: string) => personWithRole(app, email, name, role);

  async function open(who: string, url: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await addSessionCookies(context, app, cookies[who]);
    const page = await context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
    await gotoReady(page, app.url + url);
    return page;
  }

  const navLabels = async (page: Page) => (await page.locator("aside nav").getByRole("link").allTextContents()).map((t) => t.trim());

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    ({ api } = await adminApi(app, "chefin@example.de", "Chefin"));
    cookies.author = await person("autorin@example.de", "Anna Autorin", "author");
    cookies.editor = await person("redakteur@example.de", "Rolf Redakteur", "editor");
    pageId = (await api("POST", "/api/pages", { title: "Seite der Chefin" })).body.id;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("shows an Autor only the areas an Autor may use, and 'Kein Zugriff' inside the shell for the others", async () => {
    const page = await open("author", "/admin");
    const nav = await navLabels(page);
    expect(nav).toEqual(["Übersicht", "Seiten", "Blog", "Medien", "Konto & Sicherheit"]);
    await shot(page, "author-dashboard");
    await gotoReady(page, app.url + "/admin/settings");
    await expect.poll(() => page.getByTestId("no-access-panel").textContent()).toContain("Als Autor dürfen Sie das nicht");
    // Still inside the shell: its navigation is there.
    expect(await navLabels(page)).toContain("Blog");
    await shot(page, "author-no-access");
    // The pages and the media library: to look at (and upload), nothing to change.
    await gotoReady(page, app.url + "/admin/pages");
    await page.getByTestId("page-tree").waitFor();
    expect(await page.getByRole("link", { name: "Neue Seite" }).count()).toBe(0);
    await gotoReady(page, app.url + "/admin/media");
    await page.locator("#media-area-title").waitFor();
    expect(await page.getByRole("button", { name: "Alt-Texte…" }).count()).toBe(0);
    await shot(page, "author-media");
    await page.context().close();
  });

  it("lets an Autor write a post without any publish control, and opens another's page read-only", async () => {
    const page = await open("author", "/admin/blog/new");
    await page.getByLabel("Titel").first().fill("Mein erster Beitrag");
    await page.getByRole("button", { name: "Artikel erstellen" }).click();
    await page.waitForURL(/\/admin\/blog\/[^/]+\/edit/);
    await page.getByRole("toolbar", { name: "Werkzeugleiste des Editors" }).waitFor();
    expect(await page.getByRole("button", { name: "Veröffentlichen" }).count()).toBe(0);
    await shot(page, "author-editor");
    await page.getByRole("tab", { name: "Einstellungen" }).click();
    await page.locator("#page-title").waitFor();
    expect(await page.getByLabel("Veröffentlichen am").count()).toBe(0);
    expect(await page.getByRole("switch", { name: "Veröffentlicht" }).count()).toBe(0);

    await gotoReady(page, app.url + `/admin/pages/${pageId}/edit`);
    await page.getByTestId("read-only-notice").waitFor();
    await shot(page, "author-read-only");
    // And the server refuses what the screen does not offer.
    const refused = await page.evaluate(async (id) => (await fetch(`/api/pages/${id}/publish`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"version":1}' })).status, pageId);
    expect(refused).toBe(403);
    await page.context().close();
  });

  it("shows a Redakteur the content areas but not settings, backups, import or redirects", async () => {
    const page = await open("editor", "/admin");
    const nav = await navLabels(page);
    expect(nav).toEqual(expect.arrayContaining(["Übersicht", "Seiten", "Anfragen", "Blog", "Medien", "Downloads", "Vorlagen", "Analytics", "Konto & Sicherheit"]));
    for (const hidden of ["Einstellungen", "Postausgang", "Weiterleitungen", "Import", "Sicherungen"]) expect(nav.some((label) => label.includes(hidden)), hidden).toBe(false);
    await shot(page, "editor-dashboard");
    await gotoReady(page, app.url + `/admin/pages/${pageId}/edit`);
    await page.getByRole("toolbar", { name: "Werkzeugleiste des Editors" }).waitFor();
    expect(await page.getByRole("button", { name: "Veröffentlichen" }).count()).toBeGreaterThan(0);
    await page.context().close();
    expect(errors).toEqual([]);
  });

  it("shows the matrix on the German API reference, and each operation's permission", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(app.url + "/api/docs");
    const matrix = page.locator("section[aria-labelledby=berechtigungen]");
    await expect.poll(() => matrix.locator("tr[data-capability='pages.publish']").textContent()).toContain("Veröffentlichen");
    expect(await matrix.locator("th").allTextContents()).toEqual(["Berechtigung", "Autor", "Redakteur", "Administrator"]);
    expect(await page.locator("#op-post-api-pages-id-publish").textContent()).toContain("Berechtigung: Redakteur, Administrator");
    await matrix.screenshot({ path: path.join("/tmp", "e2e-roles-docs-matrix.png") });
    await context.close();
  });
});
