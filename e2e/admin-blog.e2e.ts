import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  launchBrowser,
  settled,
  signInAsAdmin,
  startApp,
  type RunningApp,
  gotoReady,
  reloadReady,
  TOASTS,
} from "./harness";

/** The blog admin (issue 15 item 3) in Chromium against the built app: list, new post, blog fields in the builder. */
describe("blog admin in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let postId = "";
  const errors: string[] = [];
  const TITLE = "Neue Fräsmaschine im Einsatz";
  const SLUG = "neue-fraesmaschine-im-einsatz";

  async function axe(name: string) {
    const result = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .exclude(TOASTS)
      .analyze();
    return result.violations.map(
      (v) =>
        `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  }
  async function shoot(name: string) {
    await settled(page);
    await page.screenshot({
      path: `/tmp/shots/admin-blog-${name}.png`,
      fullPage: true,
    });
  }
  const toast = (text: string) =>
    page.locator("[data-sonner-toast]").filter({ hasText: text });
  const tool = (name: string) =>
    page
      .getByRole("toolbar", { name: "Werkzeugleiste des Editors" })
      .getByRole("button", { name, exact: true });
  const api = (method: string, url: string, body?: unknown) =>
    page.evaluate(
      async ([method, url, body]) => {
        const response = await fetch(url as string, {
          method: method as string,
          headers: { "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return {
          status: response.status,
          body: await response.json().catch(() => null),
        };
      },
      [method, url, body] as const,
    );

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
    });
    page = await context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await signInAsAdmin(page, app, "redaktion@example.org", "Rita Redakteurin");
    // The site's own categories, which the new-post form and the properties panel offer.
    const settings = (await api("GET", "/api/settings")).body;
    const saved = await api("PUT", "/api/settings", {
      ...settings,
      blog: { ...settings.blog, categories: ["Fertigung", "Messen & Events"] },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  let seeded = 0;

  it("creates a post in /admin/blog/new with a blog-meta block first", async () => {
    await gotoReady(page, app.url + "/admin/blog");
    // The demo content's posts are there already.
    seeded = await page.getByTestId("blog-row").count();
    await page.getByRole("link", { name: "Neuer Artikel" }).first().click();
    await page.waitForURL(app.url + "/admin/blog/new");

    await page.getByLabel("Titel", { exact: true }).fill(TITLE);
    await expect
      .poll(() => page.getByLabel("Slug (URL)").inputValue())
      .toBe(SLUG);
    await expect
      .poll(() => page.getByText("Slug ist verfügbar").isVisible())
      .toBe(true);
    expect(await page.getByText(`Adresse: /blog/${SLUG}`).isVisible()).toBe(
      true,
    );
    await page.getByLabel("Kategorie").click();
    expect(await page.getByRole("option").allTextContents()).toEqual([
      "Fertigung",
      "Messen & Events",
    ]);
    await page.getByRole("option", { name: "Messen & Events" }).click();
    await shoot("new");
    expect(await axe("new")).toEqual([]);

    await page.getByRole("button", { name: "Artikel erstellen" }).click();
    await page.waitForURL(/\/admin\/blog\/[^/]+\/edit$/);
    postId = page.url().split("/").at(-2)!;
    const stored = (await api("GET", `/api/pages/${postId}`)).body;
    expect(stored.content_type).toBe("blog");
    expect(stored.is_published).toBe(false);
    expect(stored.content[0].type).toBe("blog-meta");
    expect(stored.content[0].content).toMatchObject({
      author: "Rita Redakteurin",
      category: "Messen & Events",
    });
    expect(stored.content[0].content.publishDate).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });

  it("offers the settings' categories for the blog-meta block and shows the computed read time", async () => {
    await page.locator('[data-block="blog-meta"]').first().click();
    const panel = page.getByTestId("properties");
    await expect
      .poll(() =>
        panel
          .getByRole("heading", { name: "Eigenschaften: Blog-Metadaten" })
          .isVisible(),
      )
      .toBe(true);
    const category = panel.getByRole("combobox", { name: "Kategorie" });
    expect(await category.inputValue()).toBe("Messen & Events");
    const listId = await category.getAttribute("list");
    expect(
      await page
        .locator(`datalist#${listId} option`)
        .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value)),
    ).toEqual(["Fertigung", "Messen & Events"]);
    // Empty read time = computed from the text; the panel says what that is.
    const readTime = panel.getByRole("spinbutton", { name: "Lesezeit" });
    expect(await readTime.inputValue()).toBe("");
    expect(await readTime.getAttribute("placeholder")).toBe("1");
    expect(await panel.getByText("Berechnet: 1 Min.").isVisible()).toBe(true);

    await category.fill("Fertigung");
    await expect
      .poll(() =>
        page.locator('[data-block="blog-meta"]').first().textContent(),
      )
      .toContain("Fertigung");

    // The featured image from the media library, through the asset picker.
    await panel.getByRole("button", { name: "Auswählen …" }).first().click();
    const picker = page.getByRole("dialog", { name: "Beitragsbild auswählen" });
    await expect
      .poll(() => picker.locator("button[data-asset-id]").count())
      .toBeGreaterThan(0);
    await picker.locator("button[data-asset-id]").first().click();
    await picker.getByRole("button", { name: "Bestätigen" }).click();
    await expect.poll(() => picker.count()).toBe(0);
    await expect
      .poll(
        async () =>
          String(
            (await api("GET", `/api/pages/${postId}`)).body.content[0].content
              .featuredImage ?? "",
          ),
        { timeout: 10_000 },
      )
      .toMatch(/^\/media\/images\//);
    await shoot("builder");

    await tool("Veröffentlichen").click();
    await expect
      .poll(() => toast("veröffentlicht").first().isVisible())
      .toBe(true);
    await expect
      .poll(
        async () =>
          (await api("GET", `/api/pages/${postId}`)).body.content[0].content
            .category,
      )
      .toBe("Fertigung");
  });

  it("the published post is the newest on /blog with its featured image, and in /blog/rss.xml", async () => {
    const image = String(
      (await api("GET", `/api/pages/${postId}`)).body.content[0].content
        .featuredImage,
    );
    const visitor = await browser.newContext();
    const view = await visitor.newPage();
    await gotoReady(view, `${app.url}/blog`);
    // The cards are the list items around the 'Weiterlesen' links, newest first.
    const first = view
      .locator("li:has(h2)")
      .filter({ has: view.getByRole("link", { name: /Weiterlesen/ }) })
      .first();
    expect(await first.getByRole("heading").first().textContent()).toBe(TITLE);
    // The card's picture comes from the media pipeline (a variant of the chosen image).
    const name = image
      .split("/")
      .pop()!
      .replace(/\.[a-z]+$/i, "");
    expect(await first.locator("img").first().getAttribute("src")).toContain(
      name,
    );
    const rss = await view.evaluate(() =>
      fetch("/blog/rss.xml").then((r) => r.text()),
    );
    const items = rss.split("<item>").slice(1);
    expect(items[0]).toContain(TITLE);
    expect(items[0]).toContain(name);
    await visitor.close();
  });

  it("lists the post in /admin/blog as 'Veröffentlicht' with category, date and author; axe at 1280 px finds nothing", async () => {
    await gotoReady(page, app.url + "/admin/blog");
    const row = page.getByTestId("blog-row").filter({ hasText: TITLE });
    expect(await row.getByTestId("blog-status").textContent()).toBe(
      "Veröffentlicht",
    );
    expect(await row.textContent()).toContain("Fertigung");
    expect(await row.textContent()).toContain("Rita Redakteurin");
    expect(await row.locator("time").textContent()).toMatch(
      /^\d{1,2}\. \S+ \d{4}$/,
    );
    expect(
      await row
        .getByRole("link", { name: `Vorschau von „${TITLE}“ (neuer Tab)` })
        .getAttribute("href"),
    ).toBe(`/blog/${SLUG}?preview=true`);
    await shoot("list");
    expect(await axe("list")).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot("list-375");
    await page.setViewportSize({ width: 1280, height: 900 });

    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    const response = await publicPage.goto(`${app.url}/blog/${SLUG}`, {
      waitUntil: "networkidle",
    });
    expect(response?.status()).toBe(200);
    expect(await publicPage.locator("h1").first().textContent()).toContain(
      TITLE,
    );
    await visitor.close();
  });

  it("filters by search, status and category, keyboard-first", async () => {
    const draft = await api("POST", "/api/pages", {
      title: "Messebericht Hannover",
      slug: "messebericht-hannover",
      content_type: "blog",
      content: [],
    });
    expect(draft.status).toBe(201);
    await reloadReady(page);
    expect(
      await page
        .getByRole("status")
        .filter({ hasText: "Artikel" })
        .textContent(),
    ).toBe(`${seeded + 2} Artikel`);
    const rows = () => page.getByTestId("blog-title").allTextContents();

    await page.getByRole("searchbox", { name: "Suche" }).fill("fraes");
    await expect.poll(rows).toEqual([TITLE]);
    await page.getByRole("searchbox", { name: "Suche" }).fill("");

    // The status filter by keyboard: focus, open with Enter, pick 'Entwurf'.
    await page.getByRole("combobox", { name: "Status" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("option", { name: "Entwurf" }).click();
    await expect.poll(rows).toEqual(["Messebericht Hannover"]);
    expect(
      await page
        .getByTestId("blog-row")
        .getByTestId("blog-status")
        .textContent(),
    ).toBe("Entwurf");
    await shoot("filtered");

    await page.getByRole("combobox", { name: "Kategorie" }).click();
    await page.getByRole("option", { name: "Fertigung" }).click();
    await expect
      .poll(() => page.getByText("Keine Artikel gefunden").isVisible())
      .toBe(true);
    await page.getByRole("button", { name: "Filter zurücksetzen" }).click();
    await expect.poll(rows).toHaveLength(seeded + 2);
  });

  it("deletes a post after the confirm dialog", async () => {
    await page
      .getByRole("button", { name: "„Messebericht Hannover“ löschen" })
      .click();
    const dialog = page.getByRole("alertdialog");
    expect(await dialog.getByText("Artikel löschen?").isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Löschen" }).click();
    await expect.poll(() => toast("Artikel gelöscht").isVisible()).toBe(true);
    await expect
      .poll(() => page.getByTestId("blog-title").allTextContents())
      .not.toContain("Messebericht Hannover");
    expect(await page.getByTestId("blog-title").allTextContents()).toHaveLength(
      seeded + 1,
    );
  });

  it("no longer lists blog posts in /admin/pages, with a note where they are", async () => {
    await gotoReady(page, app.url + "/admin/pages");
    expect(
      await page.getByTestId("page-title").allTextContents(),
    ).not.toContain(TITLE);
    expect(await page.getByTestId("blog-posts-note").textContent()).toContain(
      `${seeded + 1} Blog-Artikel finden Sie unter Blog.`,
    );
    await page
      .getByTestId("blog-posts-note")
      .getByRole("link", { name: "Zum Blog" })
      .click();
    await page.waitForURL(app.url + "/admin/blog");
    await shoot("pages-note");
    expect(errors).toEqual([]);
  });
});
