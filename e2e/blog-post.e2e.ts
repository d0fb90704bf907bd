import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoReady, shot, signedInPage, unique, type Person, type RunningApp } from "./harness";
import { newPost, siteFixtures } from "./site-helpers";

// 1×1 PNG for the file-sharing fallback (served by a Playwright route, no real request leaves the machine).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const KANBAN = "kanban-systeme-fuer-c-teile-so-sinken-prozesskosten";
const ROBOTIK = "robotik-zellen-fuer-kleine-losgroessen";

/**
 * The blog post view (issue 15 item 2) on the built app, with the demo content. (The feeds of item
 * 5 are HTTP answers: feed integration test, tests/built-app/site-http.integration.test.ts.)
 */
describe("blog post view in Chromium", () => {
  let app: RunningApp, browser: Browser, admin: Person;

  /** A published post of the test's own (dated 2024-06-01, before every demo post). */
  const createPost = async (slug: string, meta: Record<string, unknown>) =>
    (await newPost(admin.api, { title: `Beitrag ${slug}`, slug, meta })).id;

  beforeAll(async () => ({ app, browser, admin } = await siteFixtures()));
  afterAll(() => browser?.close());

  async function visitor(
    options: Parameters<Browser["newContext"]>[0] = {},
  ): Promise<BrowserContext> {
    return browser.newContext({
      viewport: { width: 1280, height: 900 },
      ...options,
    });
  }

  it("shows image, author, date, read time, category, title, excerpt, content; prev/next work; JSON-LD and feeds in the head", async () => {
    const context = await visitor();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await gotoReady(page, `${app.url}/blog/${ROBOTIK}`);
    const article = page.locator("article").first();
    await expect
      .poll(() =>
        article
          .locator("figure[data-featured-image] img")
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    const text = (await article.textContent()) ?? "";
    expect(text).toContain("27. Mai 2025");
    expect(text).toMatch(/\d+ Min\. Lesezeit/);
    expect(await page.locator("h1").count()).toBe(1);
    await shot(page, "blog-post", { fullPage: true });

    const ld = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    const articleLd = ld
      .map((t) => JSON.parse(t))
      .find((d) => d["@type"] === "Article");
    expect(articleLd.headline).toBe(await page.locator("h1").textContent());
    expect(articleLd.datePublished).toBe("2025-05-27T00:00:00.000Z");
    expect(articleLd.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(articleLd.author.name).toBeTruthy();
    expect(
      await page
        .locator('link[rel="alternate"][type="application/rss+xml"]')
        .getAttribute("href"),
    ).toBe(`${app.url}/blog/rss.xml`);
    expect(
      await page
        .locator('link[rel="alternate"][type="application/atom+xml"]')
        .getAttribute("href"),
    ).toBe(`${app.url}/blog/atom.xml`);

    // The oldest demo post is the previous one; it has no previous of its own.
    const nav = page.getByRole("navigation", { name: "Weitere Artikel" });
    await nav.getByRole("link", { name: /Vorheriger Artikel/ }).click();
    await page.waitForURL(`${app.url}/blog/${KANBAN}`);
    const navBack = page.getByRole("navigation", { name: "Weitere Artikel" });
    expect(
      await navBack.getByRole("link", { name: /Vorheriger Artikel/ }).count(),
    ).toBe(0);
    await navBack.getByRole("link", { name: /Nächster Artikel/ }).click();
    await page.waitForURL(`${app.url}/blog/${ROBOTIK}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("links each tag to the filtered overview; the overview's head names the feeds", async () => {
    const slug = unique("mit-schlagwoertern");
    await createPost(slug, {
      tags: ["Kanban", "Lager & Logistik"],
    });
    const context = await visitor();
    const page = await context.newPage();
    await gotoReady(page, `${app.url}/blog/${slug}`);
    const tags = page
      .getByRole("list", { name: "Schlagwörter" })
      .getByRole("link");
    expect(await tags.allTextContents()).toEqual([
      "#Kanban",
      "#Lager & Logistik",
    ]);
    expect(await tags.nth(1).getAttribute("href")).toBe(
      "/blog?schlagwort=Lager+%26+Logistik",
    );
    await tags.first().click();
    await page.waitForURL(`${app.url}/blog?schlagwort=Kanban`);
    expect(
      await page
        .locator('link[rel="alternate"][type="application/rss+xml"]')
        .count(),
    ).toBe(1);
    await context.close();
  });

  it("a file-sharing featured image falls back to the other link form, and disappears when none loads", async () => {
    const drive = unique("drive-bild");
    const dropbox = unique("dropbox-kaputt");
    await createPost(drive, {
      featuredImage:
        "https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing",
    });
    await createPost(dropbox, {
      featuredImage: "https://www.dropbox.com/s/abc123/fehlt.jpg?dl=0",
    });
    // The site's CSP admits no third-party pictures; bypass it here to see the fallback itself work.
    const context = await visitor({ bypassCSP: true });
    await context.route(
      /^https:\/\/(drive\.google\.com|www\.dropbox\.com|dl\.dropboxusercontent\.com)\//,
      (route) => {
        const url = route.request().url();
        if (
          url.startsWith(
            "https://drive.google.com/uc?export=view&id=1AbCdEfGhIjKlMnOp",
          )
        )
          return route.fulfill({
            status: 200,
            contentType: "image/png",
            body: PNG,
          });
        return route.fulfill({ status: 404, body: "" });
      },
    );
    const page = await context.newPage();
    await gotoReady(page, `${app.url}/blog/${drive}`);
    const img = page.locator("figure[data-featured-image] img");
    await expect
      .poll(() => img.getAttribute("src"))
      .toBe("https://drive.google.com/uc?export=view&id=1AbCdEfGhIjKlMnOp");
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBe(1);

    await gotoReady(page, `${app.url}/blog/${dropbox}`);
    await expect
      .poll(() => page.locator("figure[data-featured-image]").count())
      .toBe(0);
    // The rest of the post stays.
    expect(await page.locator("h1").textContent()).toBe(`Beitrag ${dropbox}`);
    await context.close();
  });

  it("gives the admin in preview mode 'Beitrag bearbeiten' to the blog editor", async () => {
    const slug = unique("vorschau-test");
    const id = await createPost(slug, {});
    const { page, context } = await signedInPage(browser, app, admin, {
      viewport: { width: 1280, height: 900 },
    });
    await gotoReady(page, `${app.url}/blog/${slug}?preview=true`);
    const edit = page.getByRole("link", { name: "Beitrag bearbeiten" });
    expect(await edit.getAttribute("href")).toBe(`/admin/blog/${id}/edit`);
    await shot(page, "blog-post-preview");
    await context.close();
  });
});
