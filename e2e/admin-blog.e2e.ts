import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorTool } from "./builder";
import { toast as toastOf, typeTitle } from "./content-helpers";
import { axeViolations, launchBrowser, person, shot, signedInPage, startApp, type Person, type RunningApp, gotoReady, reloadReady } from "./harness";

/**
 * The blog admin (issue 15 item 3) in Chromium against the built app: list, new post, blog fields
 * in the builder. Axe runs here on the filled-in new-post form only; /admin/blog is the a11y suite's.
 */
describe("blog admin in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let admin: Person;
  let postId = "";
  const errors: string[] = [];
  const TITLE = "Neue Fräsmaschine im Einsatz";
  const SLUG = "neue-fraesmaschine-im-einsatz";

  const shoot = (name: string) =>
    shot(page, `admin-blog-${name}`, { fullPage: true });
  const toast = (text: string) => toastOf(page, text);
  const tool = (name: string) => editorTool(page, name);
  /** The post as stored: its blog-meta block first. */
  const stored = async () =>
    (
      await admin.api<{
        content_type: string;
        is_published: boolean;
        content: { type: string; content: Record<string, string | undefined> }[];
      }>("GET", `/api/pages/${postId}`)
    ).body;

  beforeAll(async () => {
    // A server of its own: the test sets the site's blog categories, counts every post, and its
    // post must be the newest on /blog and in the feed.
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    admin = await person(app, { role: "admin", name: "Rita Redakteurin" });
    ({ page } = await signedInPage(browser, app, admin));
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    // The site's own categories, which the new-post form and the properties panel offer.
    const settings = (
      await admin.api<{ blog: Record<string, unknown> }>("GET", "/api/settings")
    ).body;
    const saved = await admin.api("PUT", "/api/settings", {
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

    await typeTitle(page, TITLE, SLUG);
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
    expect(await axeViolations(page, { impact: "all" })).toEqual([]);

    await page.getByRole("button", { name: "Artikel erstellen" }).click();
    await page.waitForURL(/\/admin\/blog\/[^/]+\/edit$/);
    postId = page.url().split("/").at(-2)!;
    const post = await stored();
    expect(post.content_type).toBe("blog");
    expect(post.is_published).toBe(false);
    expect(post.content[0].type).toBe("blog-meta");
    expect(post.content[0].content).toMatchObject({
      author: "Rita Redakteurin",
      category: "Messen & Events",
    });
    expect(post.content[0].content.publishDate).toMatch(
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
    // The demo's images, once the picker has loaded them: the first one.
    const firstImage = picker.locator("button[data-asset-id]").first();
    await firstImage.waitFor();
    await firstImage.click();
    await picker.getByRole("button", { name: "Bestätigen" }).click();
    await expect.poll(() => picker.count()).toBe(0);
    await expect
      .poll(
        async () =>
          String(
            (await stored()).content[0].content
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
          (await stored()).content[0].content
            .category,
      )
      .toBe("Fertigung");
  });

  it("the published post is the newest on /blog with its featured image, and in /blog/rss.xml", async () => {
    const image = String(
      (await stored()).content[0].content
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

  it("lists the post in /admin/blog as 'Veröffentlicht' with category, date and author", async () => {
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
    if (process.env.E2E_SHOTS === "1") {
      await page.setViewportSize({ width: 375, height: 800 });
      await shoot("list-375");
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    const response = await publicPage.goto(`${app.url}/blog/${SLUG}`);
    expect(response?.status()).toBe(200);
    expect(await publicPage.locator("h1").first().textContent()).toContain(
      TITLE,
    );
    await visitor.close();
  });

  it("filters by search, status and category, keyboard-first", async () => {
    const draft = await admin.api("POST", "/api/pages", {
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
