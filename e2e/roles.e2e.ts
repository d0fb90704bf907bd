import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoReady, launchBrowser, newPage, person, shot, signedInPage, workerApp, type Person, type RunningApp } from "./harness";
import { navLabels } from "./team-helpers";

/**
 * Issue 29, roles in the browser: an Autor and a Redakteur see only the admin areas their role may
 * use; an area refused to the role shows 'Kein Zugriff' inside the admin shell; an Autor writes a
 * post without any publish control, and opens someone else's page read-only. (What the server
 * answers each role for every operation and admin route: tests/built-app/role-matrix.integration.test.ts;
 * the matrix on the API reference: app/routes/api/docs.integration.test.ts.)
 */
describe("roles in the admin", () => {
  let app: RunningApp;
  let browser: Browser;
  let author: Person;
  let editor: Person;
  let pageId = "";
  const errors: string[] = [];

  async function open(who: Person, url: string): Promise<Page> {
    const signedIn = await signedInPage(browser, app, who);
    signedIn.page.on("pageerror", (e) => errors.push(e.message));
    await gotoReady(signedIn.page, app.url + url);
    return signedIn.page;
  }

  beforeAll(async () => {
    [app, browser] = await Promise.all([workerApp(), launchBrowser()]);
    const admin = await person(app, { role: "admin", name: "Chefin" });
    author = await person(app, { role: "author", name: "Anna Autorin" });
    editor = await person(app, { role: "editor", name: "Rolf Redakteur" });
    // Online: an Autor opens published pages (read-only) but not others' drafts (issue 38).
    pageId = (await newPage(admin.api, { title: "Seite der Chefin", publish: true })).id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows an Autor only the areas an Autor may use, and 'Kein Zugriff' inside the shell for the others", async () => {
    const page = await open(author, "/admin");
    const nav = await navLabels(page);
    expect(nav).toEqual(["Übersicht", "Seiten", "Blog", "Medien", "Konto & Sicherheit"]);
    await shot(page, "roles-author-dashboard", { fullPage: true });
    await gotoReady(page, app.url + "/admin/settings");
    await expect.poll(() => page.getByTestId("no-access-panel").textContent()).toContain("Als Autor dürfen Sie das nicht");
    // Still inside the shell: its navigation is there.
    expect(await navLabels(page)).toContain("Blog");
    await shot(page, "roles-author-no-access", { fullPage: true });
    // The pages and the media library: to look at (and upload), nothing to change.
    await gotoReady(page, app.url + "/admin/pages");
    await page.getByTestId("page-tree").waitFor();
    expect(await page.getByRole("link", { name: "Neue Seite" }).count()).toBe(0);
    await gotoReady(page, app.url + "/admin/media");
    await page.locator("#media-area-title").waitFor();
    expect(await page.getByRole("button", { name: "Alt-Texte…" }).count()).toBe(0);
    await shot(page, "roles-author-media", { fullPage: true });
    await page.context().close();
  });

  it("lets an Autor write a post without any publish control, and opens another's page read-only", async () => {
    const page = await open(author, "/admin/blog/new");
    await page.getByLabel("Titel").first().fill("Mein erster Beitrag");
    await page.getByRole("button", { name: "Artikel erstellen" }).click();
    await page.waitForURL(/\/admin\/blog\/[^/]+\/edit/);
    await page.getByRole("toolbar", { name: "Werkzeugleiste des Editors" }).waitFor();
    expect(await page.getByRole("button", { name: "Veröffentlichen" }).count()).toBe(0);
    await shot(page, "roles-author-editor", { fullPage: true });
    await page.getByRole("tab", { name: "Einstellungen" }).click();
    await page.locator("#page-title").waitFor();
    expect(await page.getByLabel("Veröffentlichen am").count()).toBe(0);
    expect(await page.getByRole("switch", { name: "Veröffentlicht" }).count()).toBe(0);

    await gotoReady(page, app.url + `/admin/pages/${pageId}/edit`);
    await page.getByTestId("read-only-notice").waitFor();
    await shot(page, "roles-author-read-only", { fullPage: true });
    await page.context().close();
  });

  it("shows a Redakteur the content areas but not settings, backups, import or redirects", async () => {
    const page = await open(editor, "/admin");
    const nav = await navLabels(page);
    expect(nav).toEqual(expect.arrayContaining(["Übersicht", "Seiten", "Anfragen", "Blog", "Medien", "Downloads", "Vorlagen", "Analytics", "Konto & Sicherheit"]));
    for (const hidden of ["Einstellungen", "Postausgang", "Weiterleitungen", "Import", "Sicherungen"]) expect(nav.some((label) => label.includes(hidden)), hidden).toBe(false);
    await shot(page, "roles-editor-dashboard", { fullPage: true });
    await gotoReady(page, app.url + `/admin/pages/${pageId}/edit`);
    await page.getByRole("toolbar", { name: "Werkzeugleiste des Editors" }).waitFor();
    expect(await page.getByRole("button", { name: "Veröffentlichen" }).count()).toBeGreaterThan(0);
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
