import type {
  Browser,
  BrowserContext,
  Request as PwRequest,
} from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminApi,
  addSessionCookies,
  launchBrowser,
  startApp,
  type AdminApi,
  type RunningApp,
  gotoReady,
} from "./harness";

/**
 * Issue 25 items 7, 8 and the header parts of 13 in Chromium: menu control (a landing page keeps
 * its long title out of the menu, menu titles, a custom 'Shop' entry, the parent choice without
 * posts and presentations), the admin bar for a signed-in admin (and nothing for visitors, whose
 * documents stay byte-identical), breadcrumbs and the current parent from the page tree.
 */

const LONG_TITLE = "Größere Losgrößen & Straßenfertigung – Übersicht";
const SHOTS = "/tmp/shots";

describe("site menu and admin bar in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let api: AdminApi;
  let cookie: string;
  let adminContext: BrowserContext;

  const anonymousHtml = async (path: string) => {
    const res = await fetch(app.url + path);
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    ({ api, cookie } = await adminApi(app));
    adminContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
    });
    await addSessionCookies(adminContext, app, cookie);
  });
  afterAll(async () => {
    await adminContext?.close();
    await browser?.close();
    await app?.stop();
  });

  it("a page from 'Landingpage' starts hidden from the menu; the parent choice lists no posts or presentations; its menu title is what the menu shows", async () => {
    const templates = (
      await api<{ id: string; name: string }[]>("GET", "/api/templates")
    ).body;
    const landing = templates.find((t) => t.name === "Landingpage");
    expect(landing).toBeDefined();
    const page = await adminContext.newPage();
    await gotoReady(page, `${app.url}/admin/pages/new?template=${landing!.id}`);
    await page.getByLabel("Titel", { exact: true }).fill(LONG_TITLE);
    const inMenu = page.getByRole("switch", { name: "Im Menü anzeigen" });
    expect(await inMenu.getAttribute("aria-checked")).toBe("false");

    // The parent choice: pages only, no blog posts, no presentations.
    await page.getByRole("combobox", { name: "Übergeordnete Seite" }).click();
    const options = await page.getByRole("option").allTextContents();
    expect(options.map((o) => o.trim())).toContain("Leistungen");
    expect(options.join("|")).not.toMatch(
      /Kanban-Systeme für C-Teile|Unternehmensprofil Brenner/,
    );
    await page.screenshot({ path: `${SHOTS}/menu-parent-choice.png` });
    await page.keyboard.press("Escape");

    await page.getByRole("switch", { name: "Veröffentlicht" }).click();
    await page.getByRole("button", { name: "Seite erstellen" }).click();
    await page.waitForURL(/\/admin\/pages\/[^/]+\/edit/);
    const id = /\/admin\/pages\/([^/]+)\/edit/.exec(page.url())![1];
    await page.close();

    const visitor = await browser.newPage({
      viewport: { width: 1280, height: 800 },
    });
    await gotoReady(visitor, app.url + "/");
    const menu = visitor
      .getByRole("navigation", { name: "Hauptnavigation" })
      .first();
    expect(await menu.textContent()).not.toContain("Straßenfertigung");

    // Listed with a short menu title: the menu and the breadcrumbs show it, never the long title.
    const current = (await api("GET", `/api/pages/${id}`)).body;
    expect(
      (
        await api("PATCH", `/api/pages/${id}`, {
          show_in_menu: true,
          menu_title: "Losgrößen",
          version: current.version,
        })
      ).status,
    ).toBe(200);
    await gotoReady(visitor, app.url + "/");
    await expect
      .poll(() => menu.getByRole("link", { name: "Losgrößen" }).isVisible())
      .toBe(true);
    expect(await menu.textContent()).not.toContain("Straßenfertigung");
    await visitor.screenshot({
      path: `${SHOTS}/menu-landing-menu-title.png`,
      clip: { x: 0, y: 0, width: 1280, height: 120 },
    });
    await visitor.close();
  });

  it("a custom 'Shop' entry made in the settings appears in the header and opens in a new tab", async () => {
    const page = await adminContext.newPage();
    await gotoReady(page, app.url + "/admin/settings");
    await page.getByRole("tab", { name: "Header" }).click();
    await page.getByRole("button", { name: "Menüeintrag hinzufügen" }).click();
    await page.getByRole("textbox", { name: "Bezeichnung" }).fill("Shop");
    // Refused first: not an http(s) address; the field says why.
    await page.getByLabel("Adresse (https://…)").fill("shop.example.de");
    await page.getByRole("button", { name: "Speichern" }).first().click();
    await expect
      .poll(() =>
        page
          .getByText(
            "Bitte geben Sie eine vollständige Adresse mit http:// oder https:// ein.",
          )
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(
      (await api<{ menuLinks: unknown[] }>("GET", "/api/settings")).body
        .menuLinks,
    ).toEqual([]);
    await page
      .getByLabel("Adresse (https://…)")
      .fill("https://shop.example.de");
    await page.getByRole("button", { name: "Speichern" }).first().click();
    await expect
      .poll(
        async () =>
          (
            await api<{ menuLinks: { label: string; url: string }[] }>(
              "GET",
              "/api/settings",
            )
          ).body.menuLinks,
      )
      .toMatchObject([{ label: "Shop", url: "https://shop.example.de" }]);
    await page.screenshot({
      path: `${SHOTS}/menu-settings-shop.png`,
      fullPage: true,
    });
    await page.close();

    const visitor = await browser.newPage({
      viewport: { width: 1280, height: 800 },
    });
    await gotoReady(visitor, app.url + "/kontakt");
    const shop = visitor
      .getByRole("navigation", { name: "Hauptnavigation" })
      .first()
      .getByRole("link", { name: /^Shop/ });
    await expect.poll(() => shop.isVisible()).toBe(true);
    expect(await shop.getAttribute("href")).toBe("https://shop.example.de");
    expect(await shop.getAttribute("target")).toBe("_blank");
    expect(await shop.getAttribute("rel")).toBe("noopener noreferrer");
    await visitor.close();
  });

  it("breadcrumbs on C-Teile-Management name 'Leistungen', and the menu marks Leistungen as the current section", async () => {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
    });
    await gotoReady(page, app.url + "/c-teile-management");
    const crumbs = page.getByRole("navigation", {
      name: "Brotkrümelnavigation",
    });
    expect(
      (await crumbs.getByRole("listitem").allTextContents()).map((t) =>
        t.replace("/", "").trim(),
      ),
    ).toEqual(["Home", "Leistungen", "C-Teile-Management"]);
    expect(
      await crumbs
        .getByRole("link", { name: "Leistungen" })
        .getAttribute("href"),
    ).toBe("/leistungen");
    const parent = page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .first()
      .getByRole("link", { name: "Leistungen", exact: true });
    expect(await parent.getAttribute("aria-current")).toBe("true");
    await page.screenshot({
      path: `${SHOTS}/menu-breadcrumbs-c-teile.png`,
      clip: { x: 0, y: 0, width: 1280, height: 260 },
    });
    // The sticky header is solid: scrolled content does not show through it.
    const background = await page
      .locator("header")
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe("rgb(255, 255, 255)");
    await page.close();
  });

  it("shows a signed-in admin the bar with three working links; visitors get the same bytes and no admin-bar request", async () => {
    const before = await anonymousHtml("/kontakt");
    const admin = await adminContext.newPage();
    await gotoReady(admin, app.url + "/kontakt");
    const bar = admin.getByRole("navigation", { name: "Admin-Leiste" });
    await expect.poll(() => bar.isVisible()).toBe(true);
    // Above the page in the flow: the sticky header starts below it, not under it.
    const barBox = (await bar.boundingBox())!;
    const headerBox = (await admin.locator("header").first().boundingBox())!;
    expect(headerBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height - 1);
    await admin.screenshot({
      path: `${SHOTS}/admin-bar-kontakt.png`,
      clip: { x: 0, y: 0, width: 1280, height: 200 },
    });
    // The document an admin gets is the visitors' one; only the script adds the bar.
    const withSession = await fetch(app.url + "/kontakt", {
      headers: { cookie },
    });
    expect(Buffer.from(await withSession.arrayBuffer()).equals(before)).toBe(
      true,
    );

    const pageId = (
      await api<{ id: string; slug: string }[]>("GET", "/api/pages")
    ).body.find((p) => p.slug === "kontakt")!.id;
    await bar.getByRole("link", { name: "Seite bearbeiten" }).click();
    await admin.waitForURL(`${app.url}/admin/pages/${pageId}/edit`);
    await gotoReady(admin, app.url + "/kontakt");
    await bar.getByRole("link", { name: "Hier bearbeiten" }).click();
    await admin.waitForURL(`${app.url}/kontakt?edit=true`);
    // In edit mode the edit bar is there instead.
    await gotoReady(admin, app.url + "/kontakt");
    await bar.getByRole("link", { name: "Verwaltung" }).click();
    await admin.waitForURL(`${app.url}/admin`);
    await admin.close();

    // After an admin viewed it, visitors still get the same bytes.
    expect((await anonymousHtml("/kontakt")).equals(before)).toBe(true);

    // A visitor's browser loads neither the bar's code nor asks the endpoint.
    const visitorContext = await browser.newContext();
    const requests: string[] = [];
    visitorContext.on("request", (r: PwRequest) => requests.push(r.url()));
    const visitor = await visitorContext.newPage();
    await gotoReady(visitor, app.url + "/kontakt");
    expect(
      requests.some(
        (u) => u.includes("/api/admin-bar") || /admin-bar-[\w-]+\.js/.test(u),
      ),
    ).toBe(false);
    expect(
      await visitor.getByRole("navigation", { name: "Admin-Leiste" }).count(),
    ).toBe(0);
    await visitorContext.close();
  });

  it("the admin bar on a blog post leads to the blog editor", async () => {
    const admin = await adminContext.newPage();
    await gotoReady(
      admin,
      app.url + "/blog/kanban-systeme-fuer-c-teile-so-sinken-prozesskosten",
    );
    const edit = admin
      .getByRole("navigation", { name: "Admin-Leiste" })
      .getByRole("link", { name: "Seite bearbeiten" });
    await expect.poll(() => edit.isVisible()).toBe(true);
    expect(await edit.getAttribute("href")).toMatch(
      /^\/admin\/blog\/[^/]+\/edit$/,
    );
    await admin.close();
  });
});
