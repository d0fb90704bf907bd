import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoReady, newPage, shot, signedInPage, unique, type Person, type RunningApp } from "./harness";
import { leistungenDropdown, siteFixtures } from "./site-helpers";

/**
 * The public site in Chromium: the demo menu on desktop and phone, breadcrumbs, the admin's preview
 * and edit modes, live updates of open pages. (Its HTTP answers —
 * redirects, sitemap, cache, feeds — are tested without a browser in
 * tests/built-app/site-http.integration.test.ts; the settings-driven header and footer and the
 * home page at two widths in site-menu.e2e.ts.)
 */
describe("public site: navigation, modes, live updates", () => {
  let app: RunningApp, browser: Browser, admin: Person;
  beforeAll(async () => ({ app, browser, admin } = await siteFixtures()));
  afterAll(() => browser?.close());

  it("desktop dropdowns open by their toggle and close with Escape, outside clicks and navigation", async () => {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
    });
    await gotoReady(page, app.url + "/");
    const { toggle, submenu } = await leistungenDropdown(page);
    expect(await submenu.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await submenu.getByRole("link").allTextContents()).toEqual([
      "C-Teile-Management",
      "Automatisierung",
    ]);
    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await page.mouse.click(20, 500);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await submenu.getByRole("link", { name: "Automatisierung" }).click();
    await page.waitForURL(app.url + "/automatisierung");
    await expect
      .poll(() =>
        page
          .getByRole("button", { name: "Untermenü Leistungen" })
          .getAttribute("aria-expanded"),
      )
      .toBe("false");
    await page.close();
  });

  it("phone menu lists parents with their children indented", async () => {
    const page = await browser.newPage({
      viewport: { width: 375, height: 800 },
    });
    await gotoReady(page, app.url + "/");
    await page.locator("#menue-knopf").click();
    const menu = page.locator("details[open] nav");
    const parent = menu.getByRole("link", { name: "Leistungen", exact: true });
    expect(await parent.isVisible()).toBe(true);
    const child = menu.locator("ul ul").getByRole("link", { name: "C-Teile-Management" });
    expect(await child.isVisible()).toBe(true);
    await menu.getByRole("link", { name: "Kontakt", exact: true }).click();
    await page.waitForURL(app.url + "/kontakt");
    await expect.poll(() => page.locator("details[open] nav").count()).toBe(0);
    await page.close();
  });

  it("breadcrumbs: Home, the parent pages of the tree, then the page title; the menu marks the current section; none on the home page", async () => {
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
      await crumbs.getByRole("link", { name: "Home" }).getAttribute("href"),
    ).toBe("/");
    expect(
      await crumbs
        .getByRole("link", { name: "Leistungen" })
        .getAttribute("href"),
    ).toBe("/leistungen");
    expect(await crumbs.locator("[aria-current=page]").textContent()).toBe(
      "C-Teile-Management",
    );
    const data = JSON.parse(
      (await crumbs
        .locator('script[type="application/ld+json"]')
        .textContent())!,
    );
    expect(data["@type"]).toBe("BreadcrumbList");
    // The parent 'Leistungen' from the page tree (issue 25: the flat slug alone would drop it).
    expect(
      data.itemListElement.map((item: { name: string }) => item.name),
    ).toEqual(["Home", "Leistungen", "C-Teile-Management"]);
    expect(data.itemListElement[1].item).toBe(`${app.url}/leistungen`);
    // The menu marks Leistungen as the current section.
    const parent = page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .first()
      .getByRole("link", { name: "Leistungen", exact: true });
    expect(await parent.getAttribute("aria-current")).toBe("true");
    await shot(page, "menu-breadcrumbs-c-teile");
    // The sticky header is solid: scrolled content does not show through it.
    const background = await page
      .locator("header")
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe("rgb(255, 255, 255)");
    await gotoReady(page, app.url + "/");
    expect(
      await page
        .getByRole("navigation", { name: "Brotkrümelnavigation" })
        .count(),
    ).toBe(0);
    await page.close();
  });

  it("preview and edit modes for admins: the draft, then the working copy of a published page with a banner", async () => {
    // What visitors get (404 for a draft whatever the query, the published state of a changed
    // page) is tested without a browser: public-routes and drafts integration tests.
    const draft = await newPage(admin.api, {
      title: "Projekt Falke",
      show_in_menu: false,
      content: [
        {
          id: "p",
          type: "paragraph",
          content: { text: "<p>Streng vertraulicher Inhalt</p>" },
        },
      ],
    });
    const { page, context } = await signedInPage(browser, app, admin);
    await gotoReady(page, `${app.url}/${draft.slug}?preview=true`);
    expect(await page.getByText("Vorschau-Modus").isVisible()).toBe(true);
    expect(
      await page.getByText("Streng vertraulicher Inhalt").isVisible(),
    ).toBe(true);
    expect(
      await page.locator('meta[name="robots"]').getAttribute("content"),
    ).toBe("noindex, nofollow");
    await gotoReady(page, `${app.url}/${draft.slug}?edit=true`);
    const toolbar = page.getByRole("navigation", {
      name: "Bearbeitungsleiste",
    });
    expect(
      await toolbar
        .getByRole("link", { name: "Seitenverwaltung" })
        .getAttribute("href"),
    ).toBe("/admin/pages");
    expect(
      await toolbar
        .getByRole("link", { name: "Admin-Bereich" })
        .getAttribute("href"),
    ).toBe("/admin");
    expect(
      await page.getByText("Diese Seite ist nicht veröffentlicht").isVisible(),
    ).toBe(true);
    expect(
      await page
        .getByText("Bearbeitungs-Modus: click text elements to edit them")
        .isVisible(),
    ).toBe(true);

    // Published, then changed again: the admin's preview shows the working copy with a banner
    // saying so.
    const published = await admin.api(
      "POST",
      `/api/pages/${draft.id}/publish`,
      {
        version: draft.version,
      },
    );
    expect(published.status).toBe(200);
    const saved = await admin.api("PATCH", `/api/pages/${draft.id}`, {
      content: [
        {
          id: "p",
          type: "paragraph",
          content: { text: "<p>Zweiter Stand, noch intern</p>" },
        },
      ],
      version: published.body.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.has_unpublished_changes).toBe(true);
    await gotoReady(page, `${app.url}/${draft.slug}?preview=true`);
    expect(await page.getByText("Zweiter Stand, noch intern").isVisible()).toBe(
      true,
    );
    expect(
      await page
        .getByText("Sie sehen nicht veröffentlichte Änderungen.")
        .isVisible(),
    ).toBe(true);
    await gotoReady(page, `${app.url}/${draft.slug}?edit=true`);
    const banner = page.getByText("Nicht veröffentlichte Änderungen – Besucher sehen noch die veröffentlichte Fassung.");
    expect(await banner.isVisible()).toBe(true);
    await shot(page, "site-edit-drafted");
    await context.close();
  });

  it("open pages update their navigation without a reload when a page is published from another browser", async () => {
    const title = unique("Karriere");
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
    });
    await gotoReady(page, app.url + "/");
    await page.evaluate(
      () =>
        ((window as unknown as { marker: string }).marker = "ohne-neuladen"),
    );
    const nav = page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .first();
    expect(await nav.getByRole("link", { name: title }).count()).toBe(0);
    // The admin publishes in a second browser context (its own cookies), through the same API as the admin screens.
    const { page: adminPage, context } = await signedInPage(
      browser,
      app,
      admin,
    );
    await adminPage.goto(app.url + "/admin", { waitUntil: "domcontentloaded" });
    const publishedAt = Date.now();
    const created = await adminPage.evaluate(async (title) => {
      const res = await fetch("/api/pages", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          title,
          slug: title.toLowerCase(),
          is_published: true,
        }),
      });
      return {
        status: res.status,
        id: ((await res.json()) as { id: string }).id,
      };
    }, title);
    expect(created.status).toBe(201);
    // In the bar or, when the line is full, under 'Mehr' (issue 38): in the header either way.
    await nav.getByRole("link", { name: title, includeHidden: true }).first().waitFor({ state: "attached", timeout: 10_000 });
    console.log(
      `Live-Aktualisierung: neue Seite nach ${Date.now() - publishedAt} ms in der Navigation`,
    );
    expect(
      await page.evaluate(
        () => (window as unknown as { marker?: string }).marker,
      ),
    ).toBe("ohne-neuladen");
    const deleted = await adminPage.evaluate(
      async (id) =>
        (await fetch(`/api/pages/${id}`, { method: "DELETE" })).status,
      created.id,
    );
    expect(deleted).toBeLessThan(300);
    await nav
      .getByRole("link", { name: title, includeHidden: true })
      .first()
      .waitFor({ state: "detached", timeout: 10_000 });
    // The deleted page's address says it is gone for good.
    expect((await fetch(`${app.url}/${title.toLowerCase()}`)).status).toBe(410);
    await context.close();
    await page.close();
  });

  it("an open page takes over changed content live, but never throws away what a visitor is typing", async () => {
    // A copy of the demo contact page (its form included) of the test's own, and a second page of
    // its own that a change of the first does not concern.
    const kontaktId = (
      await admin.api<{ id: string; slug: string }[]>("GET", "/api/pages")
    ).body.find((p) => p.slug === "kontakt")!.id;
    const demo = (
      await admin.api<{ content: unknown[] }>("GET", `/api/pages/${kontaktId}`)
    ).body;
    const title = unique("Anfrage");
    const own = await newPage(admin.api, {
      title,
      content: demo.content,
      publish: true,
    });
    const unconcerned = await newPage(admin.api, {
      title: "Unbeteiligt",
      show_in_menu: false,
      content: [
        {
          id: "u",
          type: "paragraph",
          content: { text: "<p>Andere Seite</p>" },
        },
      ],
      publish: true,
    });
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
    });
    await gotoReady(page, `${app.url}/${own.slug}`);
    await page.evaluate(
      () =>
        ((window as unknown as { marker: string }).marker = "ohne-neuladen"),
    );
    const form = page.locator('[data-block="contact-form"] form').first();
    const message = form.locator("textarea").first();
    await message.fill("Bitte um Rückruf zu Drehteilen in Losgröße 500.");
    // The page changes while the visitor types: the content waits, the header still updates.
    const notice = {
      id: "live-hinweis",
      type: "paragraph",
      content: { text: "<p>Neu: Betriebsferien vom 22. bis 31. Dezember.</p>" },
    };
    // Saved into the working copy, then published: only the publish reaches open pages.
    const saveAndPublish = async (body: Record<string, unknown>) => {
      const current = await admin.api("GET", `/api/pages/${own.id}`);
      const saved = await admin.api("PATCH", `/api/pages/${own.id}`, {
        ...body,
        version: current.body.version,
      });
      expect(saved.status).toBe(200);
      const published = await admin.api(
        "POST",
        `/api/pages/${own.id}/publish`,
        {
          version: saved.body.version,
        },
      );
      expect(published.status).toBe(200);
    };
    await saveAndPublish({
      title: `${title} und Anfahrt`,
      content: [notice, ...demo.content],
    });
    const nav = page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .first();
    await nav
      .getByRole("link", { name: `${title} und Anfahrt`, includeHidden: true })
      .first()
      .waitFor({ state: "attached", timeout: 10_000 });
    expect(await page.getByText("Betriebsferien").count()).toBe(0);
    expect(await message.inputValue()).toBe(
      "Bitte um Rückruf zu Drehteilen in Losgröße 500.",
    );
    expect(
      await page.evaluate(
        () => (window as unknown as { marker?: string }).marker,
      ),
    ).toBe("ohne-neuladen");
    await page.close();

    // A visitor who is not typing gets the new content at once, and its islands work again.
    const fresh = await browser.newPage({
      viewport: { width: 1280, height: 800 },
    });
    await gotoReady(fresh, `${app.url}/${own.slug}`);
    await fresh.evaluate(
      () =>
        ((window as unknown as { marker: string }).marker = "ohne-neuladen"),
    );
    expect(await fresh.getByText("Betriebsferien").isVisible()).toBe(true);
    const again = {
      ...notice,
      id: "live-hinweis-2",
      content: { text: "<p>Neu: Telefonisch erreichbar bis 18 Uhr.</p>" },
    };
    await saveAndPublish({ title, content: [again, ...demo.content] });
    await fresh
      .getByText("Telefonisch erreichbar bis 18 Uhr")
      .waitFor({ timeout: 10_000 });
    expect(await fresh.getByText("Betriebsferien").count()).toBe(0);
    expect(
      await fresh.evaluate(
        () => (window as unknown as { marker?: string }).marker,
      ),
    ).toBe("ohne-neuladen");
    // The contact form island was hydrated again in the new content (React's container marker on its element).
    await expect
      .poll(() =>
        fresh
          .locator('[data-island="contact-form/form"]')
          .evaluate((el) =>
            Object.keys(el).some((key) => key.startsWith("__react")),
          ),
      )
      .toBe(true);
    // A change of one page's own content (scope "page", paths [its address, …]) reaches that page;
    // another open page is not concerned and does not fetch itself again.
    const other = await browser.newPage({
      viewport: { width: 1280, height: 800 },
    });
    await gotoReady(other, `${app.url}/${unconcerned.slug}`);
    let refetched = 0;
    other.on("request", (request) => {
      if (new URL(request.url()).pathname === `/${unconcerned.slug}`)
        refetched++;
    });
    await saveAndPublish({ content: demo.content });
    await fresh
      .getByText("Telefonisch erreichbar bis 18 Uhr")
      .waitFor({ state: "detached", timeout: 10_000 });
    expect(refetched).toBe(0);
    await other.close();
    await fresh.close();
  });

});
