import crypto from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import type { Browser, BrowserContext } from "playwright-core";
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

async function asAdmin(
  browser: Browser,
  app: RunningApp,
  cookie: string,
): Promise<BrowserContext> {
  const context = await browser.newContext();
  await addSessionCookies(context, app, cookie);
  return context;
}

describe("public site: navigation, modes, SEO files, live updates, cache", () => {
  let app: RunningApp;
  let browser: Browser;
  let api: AdminApi;
  let cookie: string;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    ({ api, cookie } = await adminApi(app));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("desktop dropdowns open by their toggle and close with Escape, outside clicks and navigation", async () => {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
    });
    await gotoReady(page, app.url + "/");
    const toggle = page.getByRole("button", { name: "Untermenü Leistungen" });
    const submenu = page.locator(
      "#" + (await toggle.getAttribute("aria-controls")),
    );
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
    expect(
      await menu.getByRole("link", { name: "Leistungen" }).isVisible(),
    ).toBe(true);
    expect(
      await menu
        .locator("ul ul")
        .getByRole("link", { name: "C-Teile-Management" })
        .isVisible(),
    ).toBe(true);
    await menu.getByRole("link", { name: "Kontakt" }).click();
    await page.waitForURL(app.url + "/kontakt");
    await expect.poll(() => page.locator("details[open] nav").count()).toBe(0);
    await page.close();
  });

  it("breadcrumbs: Home, the parent pages of the tree, then the page title; none on the home page", async () => {
    const page = await browser.newPage();
    await gotoReady(page, app.url + "/c-teile-management");
    const crumbs = page.getByRole("navigation", {
      name: "Brotkrümelnavigation",
    });
    expect(
      await crumbs.getByRole("link", { name: "Home" }).getAttribute("href"),
    ).toBe("/");
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
    await gotoReady(page, app.url + "/");
    expect(
      await page
        .getByRole("navigation", { name: "Brotkrümelnavigation" })
        .count(),
    ).toBe(0);
    await page.close();
  });

  it("preview and edit modes only for admins; drafts stay invisible to everybody else", async () => {
    const draft = await api("POST", "/api/pages", {
      title: "Projekt Falke",
      slug: "geheimer-entwurf",
      content: [
        {
          id: "p",
          type: "paragraph",
          content: { text: "<p>Streng vertraulicher Inhalt</p>" },
        },
      ],
    });
    expect(draft.status).toBe(201);
    for (const query of ["", "?preview=true", "?edit=true"]) {
      const res = await fetch(`${app.url}/geheimer-entwurf${query}`);
      expect(res.status, query).toBe(404);
      const html = await res.text();
      expect(html).not.toContain("Streng vertraulich");
      expect(html).not.toContain("Projekt Falke");
    }
    const admin = await asAdmin(browser, app, cookie);
    const page = await admin.newPage();
    await gotoReady(page, `${app.url}/geheimer-entwurf?preview=true`);
    expect(await page.getByText("Vorschau-Modus").isVisible()).toBe(true);
    expect(
      await page.getByText("Streng vertraulicher Inhalt").isVisible(),
    ).toBe(true);
    expect(
      await page.locator('meta[name="robots"]').getAttribute("content"),
    ).toBe("noindex, nofollow");
    await gotoReady(page, `${app.url}/geheimer-entwurf?edit=true`);
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

    // Published, then changed again: visitors get the published state, the admin's preview the
    // working copy with a banner saying so.
    const published = await api("POST", `/api/pages/${draft.body.id}/publish`, {
      version: draft.body.version,
    });
    expect(published.status).toBe(200);
    const saved = await api("PATCH", `/api/pages/${draft.body.id}`, {
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
    const visitorHtml = await (
      await fetch(`${app.url}/geheimer-entwurf?preview=true`)
    ).text();
    expect(visitorHtml).toContain("Streng vertraulicher Inhalt");
    expect(visitorHtml).not.toContain("Zweiter Stand");
    await gotoReady(page, `${app.url}/geheimer-entwurf?preview=true`);
    expect(await page.getByText("Zweiter Stand, noch intern").isVisible()).toBe(
      true,
    );
    expect(
      await page
        .getByText("Sie sehen nicht veröffentlichte Änderungen.")
        .isVisible(),
    ).toBe(true);
    await gotoReady(page, `${app.url}/geheimer-entwurf?edit=true`);
    expect(
      await page
        .getByText(
          "Nicht veröffentlichte Änderungen – Besucher sehen noch die veröffentlichte Fassung.",
        )
        .isVisible(),
    ).toBe(true);
    await page.screenshot({ path: "/tmp/site-edit-drafted.png" });
    await admin.close();
    // Offline again: the sitemap test below expects the draft page not to be listed.
    const current = await api("GET", `/api/pages/${draft.body.id}`);
    expect(
      (
        await api("POST", `/api/pages/${draft.body.id}/unpublish`, {
          version: current.body.version,
        })
      ).status,
    ).toBe(200);
  });

  it("blog posts live at /blog/{slug}; old addresses answer 301, unknown posts fall back once", async () => {
    const moved = await fetch(`${app.url}/opc-ua-in-der-praxis`, {
      redirect: "manual",
    });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/blog/opc-ua-in-der-praxis");
    const post = await fetch(`${app.url}/blog/opc-ua-in-der-praxis`);
    expect(post.status).toBe(200);
    const html = await post.text();
    expect(html).toContain(
      `<link rel="canonical" href="${app.url}/blog/opc-ua-in-der-praxis"/>`,
    );
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    const fallback = await fetch(`${app.url}/blog/gibt-es-nicht`, {
      redirect: "manual",
    });
    expect(fallback.status).toBe(302);
    expect(fallback.headers.get("location")).toBe(
      "/gibt-es-nicht?from=blog-fallback",
    );
    expect(
      (
        await fetch(`${app.url}/gibt-es-nicht?from=blog-fallback`, {
          redirect: "manual",
        })
      ).status,
    ).toBe(404);
  });

  it("sitemap.xml lists published pages and posts with lastmod; robots.txt names it", async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${app.url}/</loc>`);
    expect(sitemap).toContain(
      `<loc>${app.url}/blog/opc-ua-in-der-praxis</loc>`,
    );
    expect(sitemap).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    expect(sitemap).not.toContain("geheimer-entwurf");
    const robots = await (await fetch(`${app.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${app.url}/sitemap.xml`);
    expect(robots).toContain("Disallow: /admin");
  });

  it("caches public pages with ETag (304 on revalidation) and drops them on a change", async () => {
    // Read the whole first answer: it is stored once it has been sent completely.
    await (await fetch(`${app.url}/referenzen`)).text();
    const hit = await fetch(`${app.url}/referenzen`);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    // A public document runs no inline script, so its bytes are the same for everybody and its
    // cached answer's CSP allows no inline script at all (no nonce).
    const hitHtml = await hit.text();
    const csp = hit.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("nonce");
    expect(hitHtml).not.toContain("nonce=");
    expect(hitHtml).not.toContain("__CSP_NONCE__");
    const again = await fetch(`${app.url}/referenzen`);
    expect(again.headers.get("content-security-policy")).toBe(csp);
    expect(await again.text()).toBe(hitHtml);
    expect(hit.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const etag = hit.headers.get("etag")!;
    expect(
      (
        await fetch(`${app.url}/referenzen`, {
          headers: { "if-none-match": etag },
        })
      ).status,
    ).toBe(304);
    const pages = await api("GET", "/api/pages");
    const referenzen = (
      pages.body as unknown as { id: string; slug: string; version: number }[]
    ).find((p) => p.slug === "referenzen")!;
    const changed = await api("PATCH", `/api/pages/${referenzen.id}`, {
      meta_description: "Neue Beschreibung der Referenzen",
      version: referenzen.version,
    });
    expect(changed.status).toBe(200);
    // A save goes into the working copy: visitors keep the cached page until it is published.
    expect(
      (
        await fetch(`${app.url}/referenzen`, {
          headers: { "if-none-match": etag },
        })
      ).status,
    ).toBe(304);
    const published = await api("POST", `/api/pages/${referenzen.id}/publish`, {
      version: changed.body.version,
    });
    expect(published.status).toBe(200);
    const fresh = await fetch(`${app.url}/referenzen`, {
      headers: { "if-none-match": etag },
    });
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain("Neue Beschreibung der Referenzen");
  });

  it("open pages update their navigation without a reload when a page is published from another browser", async () => {
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
    expect(await nav.getByRole("link", { name: "Karriere" }).count()).toBe(0);
    // The admin publishes in a second browser context (its own cookies), through the same API as the admin screens.
    const admin = await asAdmin(browser, app, cookie);
    const adminPage = await admin.newPage();
    await adminPage.goto(app.url + "/admin", { waitUntil: "domcontentloaded" });
    const publishedAt = Date.now();
    const created = await adminPage.evaluate(async () => {
      const res = await fetch("/api/pages", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          title: "Karriere",
          slug: "karriere",
          is_published: true,
        }),
      });
      return {
        status: res.status,
        id: ((await res.json()) as { id: string }).id,
      };
    });
    expect(created.status).toBe(201);
    await nav
      .getByRole("link", { name: "Karriere" })
      .waitFor({ timeout: 10_000 });
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
      .getByRole("link", { name: "Karriere" })
      .waitFor({ state: "detached", timeout: 10_000 });
    // The deleted page's address says it is gone for good.
    expect((await fetch(`${app.url}/karriere`)).status).toBe(410);
    await admin.close();
    await page.close();
  });

  it("an open page takes over changed content live, but never throws away what a visitor is typing", async () => {
    const pages = (await api("GET", "/api/pages")).body as unknown as {
      id: string;
      slug: string;
      version: number;
    }[];
    const kontakt = pages.find((p) => p.slug === "kontakt")!;
    const full = (await api("GET", `/api/pages/${kontakt.id}`))
      .body as unknown as { version: number; content: unknown[] };
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
    });
    await gotoReady(page, app.url + "/kontakt");
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
      const saved = await api("PATCH", `/api/pages/${kontakt.id}`, body);
      expect(saved.status).toBe(200);
      const published = await api("POST", `/api/pages/${kontakt.id}/publish`, {
        version: saved.body.version,
      });
      expect(published.status).toBe(200);
    };
    await saveAndPublish({
      title: "Kontakt und Anfahrt",
      content: [notice, ...full.content],
      version: full.version,
    });
    const nav = page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .first();
    await nav
      .getByRole("link", { name: "Kontakt und Anfahrt" })
      .waitFor({ timeout: 10_000 });
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
    await gotoReady(fresh, app.url + "/kontakt");
    await fresh.evaluate(
      () =>
        ((window as unknown as { marker: string }).marker = "ohne-neuladen"),
    );
    expect(await fresh.getByText("Betriebsferien").isVisible()).toBe(true);
    const current = (await api("GET", `/api/pages/${kontakt.id}`))
      .body as unknown as { version: number };
    const again = {
      ...notice,
      id: "live-hinweis-2",
      content: { text: "<p>Neu: Telefonisch erreichbar bis 18 Uhr.</p>" },
    };
    await saveAndPublish({
      title: "Kontakt",
      content: [again, ...full.content],
      version: current.version,
    });
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
    // A change of one page's own content (scope "page", paths ["/kontakt", …]) reaches /kontakt; another
    // open page is not concerned and does not fetch itself again.
    const other = await browser.newPage({
      viewport: { width: 1280, height: 800 },
    });
    await gotoReady(other, app.url + "/impressum");
    let refetched = 0;
    other.on("request", (request) => {
      if (new URL(request.url()).pathname === "/impressum") refetched++;
    });
    const last = (await api("GET", `/api/pages/${kontakt.id}`))
      .body as unknown as { version: number };
    await saveAndPublish({ content: full.content, version: last.version });
    await fresh
      .getByText("Telefonisch erreichbar bis 18 Uhr")
      .waitFor({ state: "detached", timeout: 10_000 });
    expect(refetched).toBe(0);
    await other.close();
    await fresh.close();
  });

  it("header and footer follow the settings: legal links, social links, layout, colours; a broken logo gives way to the name", async () => {
    const before = (await api("GET", "/api/settings"))
      .body as unknown as Record<string, any>;
    // A logo whose file is missing (the media library serves files with a later issue).
    const db = new Database(path.join(app.dataDir, "cms.db"));
    db.prepare(
      "insert into content_assets (id, name, file_path, asset_type, mime_type, file_size, created_at) values (?, ?, ?, ?, ?, ?, ?)",
    ).run(
      "logo-fehlt",
      "Logo",
      "logos/fehlt.png",
      "image",
      "image/png",
      10,
      new Date().toISOString(),
    );
    db.close();
    const changed = {
      ...before,
      primaryColor: "#0F766E",
      header: {
        ...before.header,
        showLogo: true,
        logoAssetId: "logo-fehlt",
        logoSize: "large",
      },
      footer: {
        ...before.footer,
        layout: "two-column",
        backgroundColor: "#0B1F3A",
        textColor: "#F8FAFC",
        tagline: "Gefertigt in Nordhessen",
      },
      socialLinks: {
        ...before.socialLinks,
        facebook: "https://facebook.example/brenner",
        instagram: "",
      },
      legalPages: {
        ...before.legalPages,
        agb: { ...before.legalPages.agb, enabled: false },
      },
    };
    expect((await api("PUT", "/api/settings", changed)).status).toBe(200);
    try {
      const page = await browser.newPage({
        viewport: { width: 1280, height: 800 },
      });
      await gotoReady(page, app.url + "/ueber-uns");
      const footer = page.locator("footer");
      const legal = footer.getByRole("navigation", { name: "Rechtliches" });
      expect(await legal.getByRole("link").allTextContents()).toEqual([
        "Impressum",
        "Datenschutz",
      ]);
      const social = footer.getByRole("navigation", { name: "Folgen Sie uns" });
      expect(await social.getByRole("link").allTextContents()).toEqual([
        "Facebook",
        "LinkedIn",
      ]);
      expect(
        await social
          .getByRole("link", { name: "Facebook" })
          .getAttribute("target"),
      ).toBe("_blank");
      expect(
        await social
          .getByRole("link", { name: "Facebook" })
          .getAttribute("rel"),
      ).toContain("noopener");
      expect(
        await footer.evaluate((el) => getComputedStyle(el).backgroundColor),
      ).toBe("rgb(11, 31, 58)");
      expect(
        await footer.getByText("Gefertigt in Nordhessen").isVisible(),
      ).toBe(true);
      expect(
        await footer.getByText(`© ${new Date().getFullYear()} `).isVisible(),
      ).toBe(true);
      // Two columns: logo/description and the link columns side by side in two tracks.
      const columns = await footer
        .locator("> div")
        .first()
        .evaluate(
          (el) => getComputedStyle(el).gridTemplateColumns.split(" ").length,
        );
      expect(columns).toBe(2);
      expect(
        await page
          .locator("[data-site-root]")
          .evaluate((el) => el.style.getPropertyValue("--primary")),
      ).toBe("#0F766E");
      // The logo failed to load: hidden, the site's initial and name show instead.
      const logoLink = page.locator("header a[data-logo]");
      await expect
        .poll(() => logoLink.getAttribute("data-logo"))
        .toBe("failed");
      expect(await logoLink.locator("img").isVisible()).toBe(false);
      expect(
        await logoLink.getByText("Brenner Industrietechnik GmbH").isVisible(),
      ).toBe(true);
      await page.close();
    } finally {
      expect((await api("PUT", "/api/settings", before)).status).toBe(200);
    }
    const restored = await (await fetch(`${app.url}/ueber-uns`)).text();
    expect(restored).toContain(">AGB<");
  });

  it("home page screenshots at 1280 px and 375 px", async () => {
    for (const width of [1280, 375]) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await gotoReady(page, app.url + "/");
      const file = path.join("/tmp", `cms-home-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      // Nothing wider than the screen, and the hero's heading within the first screen.
      expect(
        await page.evaluate(
          () =>
            document.documentElement.scrollWidth -
            document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      const heading = await page.locator("h1").first().boundingBox();
      expect(heading!.y + heading!.height).toBeLessThan(900);
      await page.close();
    }
  });
});

describe("two instances on one PostgreSQL database", () => {
  const base =
    process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const name = `cms_e2e_${crypto.randomBytes(4).toString("hex")}`;
  let a: RunningApp;
  let b: RunningApp;
  let browser: Browser;

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(sql);
    await client.end();
  }

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    a = await startApp({ env: { DATABASE_URL: url.toString() } });
    b = await startApp({ env: { DATABASE_URL: url.toString() } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await a?.stop();
    await b?.stop();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it("a page published through one instance appears on the other's open pages and cache", async () => {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
    });
    await gotoReady(page, b.url + "/");
    // B has the home page cached now.
    await (await fetch(b.url + "/")).text();
    expect((await fetch(b.url + "/")).headers.get("x-cache")).toBe("HIT");
    const { api } = await adminApi(a, "admin-a@example.de");
    const created = await api("POST", "/api/pages", {
      title: "Standorte",
      slug: "standorte",
      is_published: true,
    });
    expect(created.status).toBe(201);
    const nav = page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .first();
    await nav
      .getByRole("link", { name: "Standorte" })
      .waitFor({ timeout: 10_000 });
    // B's cache was emptied by A's change.
    const after = await fetch(b.url + "/");
    expect(await after.text()).toContain("Standorte");
    await page.close();
  });
});
