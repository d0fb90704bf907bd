import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addSessionCookies,
  launchBrowser,
  startApp,
  type RunningApp,
  gotoReady,
  TOASTS,
} from "./harness";

// 1×1 PNG for the file-sharing fallback (served by a Playwright route, no real request leaves the machine).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const KANBAN = "kanban-systeme-fuer-c-teile-so-sinken-prozesskosten";
const ROBOTIK = "robotik-zellen-fuer-kleine-losgroessen";

/** The blog post view (issue 15 item 2) and the feeds (item 5) on the built app, with the demo content. */
describe("blog post view in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let cookie = "";

  async function api(method: string, path: string, body?: unknown) {
    const res = await fetch(app.url + path, {
      method,
      headers: {
        origin: app.url,
        cookie,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  async function createPost(slug: string, meta: Record<string, unknown>) {
    const created = await api("POST", "/api/pages", {
      title: `Beitrag ${slug}`,
      slug,
      content_type: "blog",
      content: [
        {
          id: "meta",
          type: "blog-meta",
          content: {
            author: "Jonas Weber",
            publishDate: "2024-06-01",
            category: "Technologie",
            ...meta,
          },
        },
        {
          id: "text",
          type: "paragraph",
          content: { text: "<p>Ein kurzer Text.</p>" },
        },
      ],
    });
    expect(created.status).toBe(201);
    const published = await api(
      "POST",
      `/api/pages/${created.body.id}/publish`,
      { version: created.body.version },
    );
    expect(published.status).toBe(200);
    return created.body.id as string;
  }

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    const res = await fetch(`${app.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({
        email: "admin@example.de",
        password: "geheim123",
        name: "Admin",
      }),
    });
    expect(res.status).toBe(200);
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

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
    await page.screenshot({ path: "/tmp/shots/blog-post.png", fullPage: true });
    const axe = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .exclude(TOASTS)
      .analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => v.id),
    ).toEqual([]);

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
    await createPost("mit-schlagwoertern", {
      tags: ["Kanban", "Lager & Logistik"],
    });
    const context = await visitor();
    const page = await context.newPage();
    await gotoReady(page, `${app.url}/blog/mit-schlagwoertern`);
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

  it("serves RSS and Atom with their content types and the newest post first", async () => {
    const rss = await fetch(`${app.url}/blog/rss.xml`);
    expect(rss.headers.get("content-type")).toBe(
      "application/rss+xml; charset=utf-8",
    );
    const body = await rss.text();
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(
      true,
    );
    // Newest by publish date among the demo posts and the ones made here (dated 2024).
    const firstLink = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(body)?.[1];
    expect(firstLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/blog\/[^/]+$/);
    expect(firstLink).not.toContain("mit-schlagwoertern");
    const atom = await fetch(`${app.url}/blog/atom.xml`);
    expect(atom.headers.get("content-type")).toBe(
      "application/atom+xml; charset=utf-8",
    );
    // Served again from the page cache with an ETag: a revalidation answers 304.
    const again = await fetch(`${app.url}/blog/rss.xml`);
    const etag = again.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(
      (
        await fetch(`${app.url}/blog/rss.xml`, {
          headers: { "if-none-match": etag! },
        })
      ).status,
    ).toBe(304);
  });

  it("a file-sharing featured image falls back to the other link form, and disappears when none loads", async () => {
    await createPost("drive-bild", {
      featuredImage:
        "https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing",
    });
    await createPost("dropbox-kaputt", {
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
    await gotoReady(page, `${app.url}/blog/drive-bild`);
    const img = page.locator("figure[data-featured-image] img");
    await expect
      .poll(() => img.getAttribute("src"))
      .toBe("https://drive.google.com/uc?export=view&id=1AbCdEfGhIjKlMnOp");
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBe(1);

    await gotoReady(page, `${app.url}/blog/dropbox-kaputt`);
    await expect
      .poll(() => page.locator("figure[data-featured-image]").count())
      .toBe(0);
    // The rest of the post stays.
    expect(await page.locator("h1").textContent()).toBe(
      "Beitrag dropbox-kaputt",
    );
    await context.close();
  });

  it("gives the admin in preview mode 'Beitrag bearbeiten' to the blog editor", async () => {
    const id = await createPost("vorschau-test", {});
    const context = await visitor();
    await addSessionCookies(context, app, cookie);
    const page = await context.newPage();
    await gotoReady(page, `${app.url}/blog/vorschau-test?preview=true`);
    const edit = page.getByRole("link", { name: "Beitrag bearbeiten" });
    expect(await edit.getAttribute("href")).toBe(`/admin/blog/${id}/edit`);
    await page.screenshot({ path: "/tmp/shots/blog-post-preview.png" });
    await context.close();
  });
});
