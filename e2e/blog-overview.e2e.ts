import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, gotoReady, shot, type Person, type RunningApp } from "./harness";
import { blogSearchReady, newPost, siteFixtures } from "./site-helpers";

/** The blog overview (issue 15 item 1) in Chromium: search, filter, sort, pages; with and without JavaScript. */
describe("blog overview in Chromium", () => {
  let app: RunningApp, browser: Browser;

  const cardTitles = (page: Page) =>
    page.locator("[data-blog-results] li h2").allTextContents();
  /** The state in the address, as the overview reads it (a form sent without JavaScript also sends empty fields). */
  const query = (page: Page) => {
    const params = new URLSearchParams(new URL(page.url()).search);
    for (const [name, value] of [...params])
      if (value === "" || (name === "sortierung" && value === "neueste"))
        params.delete(name);
    const search = params.toString();
    return search ? `?${search}` : "";
  };

  beforeAll(async () => {
    let admin: Person;
    ({ app, browser, admin } = await siteFixtures());
    // Twelve posts of our own beside the demo posts (and any other test's): more than one page of nine.
    for (let i = 1; i <= 12; i++)
      await newPost(admin.api, {
        title: `Zerspanung Teil ${String(i).padStart(2, "0")}`,
        meta: {
          author: "Jana Brenner",
          publishDate: `2027-01-${String(i).padStart(2, "0")}`,
          category: i % 2 ? "Fertigung" : "Werkstoffe",
        },
        text: `<p>${i === 7 ? "Neue Frästeile aus der Großserie." : "Bericht aus der Werkhalle."} Ausgabe ${i}.</p>`,
      });
  });
  afterAll(() => browser?.close());

  async function check(context: BrowserContext, js: boolean) {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await gotoReady(page, app.url + "/blog");
    if (js) await blogSearchReady(page);
    const total = Number(
      (await page.locator("[data-blog-status]").textContent())!.replace(
        /\D/g,
        "",
      ),
    );
    expect(total).toBeGreaterThanOrEqual(12);
    expect(await cardTitles(page)).toHaveLength(9);
    expect((await cardTitles(page))[0]).toBe("Zerspanung Teil 12");
    await shot(page, `blog-overview-${js ? "js" : "nojs"}`);

    // Paginate: page 2 by the number, every post once across the pages.
    const seen = new Set(await cardTitles(page));
    const pagination = page.getByRole("navigation", {
      name: "Seitennavigation des Blogs",
    });
    await pagination.getByRole("link", { name: "Seite 2" }).click();
    await expect.poll(() => query(page)).toBe("?seite=2");
    await expect
      .poll(async () => (await cardTitles(page))[0])
      .toBe("Zerspanung Teil 03");
    for (const title of await cardTitles(page)) seen.add(title);
    await expect
      .poll(() =>
        pagination
          .getByRole("link", { name: "Seite 2" })
          .getAttribute("aria-current"),
      )
      .toBe("page");

    // Search: umlauts and an inflected word; the page goes back to 1.
    const search = page.getByPlaceholder("Blog-Artikel suchen...");
    await search.fill("fraesteil grossserie");
    if (js) {
      // Search as you type: no submit.
      await expect.poll(() => query(page)).toBe("?q=fraesteil+grossserie");
    } else {
      await page.getByRole("button", { name: "Suchen" }).click();
      await expect.poll(() => query(page)).toBe("?q=fraesteil+grossserie");
    }
    await expect.poll(() => cardTitles(page)).toEqual(["Zerspanung Teil 07"]);
    await expect
      .poll(() => page.locator("[data-blog-status]").textContent())
      .toBe("1 Artikel");
    expect(
      await page
        .getByRole("navigation", { name: "Seitennavigation des Blogs" })
        .count(),
    ).toBe(0);
    await shot(page, `blog-search-${js ? "js" : "nojs"}`);

    // Nothing found: the empty state and its reset.
    await search.fill("Unterwasserballett");
    if (!js) await page.getByRole("button", { name: "Suchen" }).click();
    await expect
      .poll(() =>
        page
          .getByRole("heading", { name: "Keine Artikel gefunden" })
          .isVisible(),
      )
      .toBe(true);
    expect(
      await page
        .getByText(
          "Für Ihren Suchbegriff und die gewählte Kategorie wurden keine Artikel gefunden.",
        )
        .isVisible(),
    ).toBe(true);
    await page.getByRole("link", { name: "Filter zurücksetzen" }).click();
    await expect.poll(() => query(page)).toBe("");
    await expect.poll(async () => (await cardTitles(page)).length).toBe(9);
    expect(
      await page.getByPlaceholder("Blog-Artikel suchen...").inputValue(),
    ).toBe("");

    // Filter by category and sort by title (without JavaScript sent with 'Suchen').
    const choose = async (label: string, option: string) => {
      await page.getByLabel(label).selectOption(option);
      if (!js) await page.getByRole("button", { name: "Suchen" }).click();
    };
    /** Until the address and the first card show that state. */
    const shows = async (search: string, first: string) => {
      await expect.poll(() => query(page)).toBe(search);
      await expect.poll(async () => (await cardTitles(page))[0]).toBe(first);
    };
    await choose("Kategorie", "Werkstoffe");
    await expect.poll(() => query(page)).toBe("?kategorie=Werkstoffe");
    await expect
      .poll(() => cardTitles(page))
      .toEqual([
        "Zerspanung Teil 12",
        "Zerspanung Teil 10",
        "Zerspanung Teil 08",
        "Zerspanung Teil 06",
        "Zerspanung Teil 04",
        "Zerspanung Teil 02",
      ]);
    await choose("Sortierung", "aelteste");
    await shows(
      "?kategorie=Werkstoffe&sortierung=aelteste",
      "Zerspanung Teil 02",
    );
    await choose("Sortierung", "titel");
    await expect
      .poll(() => query(page))
      .toBe("?kategorie=Werkstoffe&sortierung=titel");
    await expect
      .poll(() => cardTitles(page))
      .toEqual([
        "Zerspanung Teil 02",
        "Zerspanung Teil 04",
        "Zerspanung Teil 06",
        "Zerspanung Teil 08",
        "Zerspanung Teil 10",
        "Zerspanung Teil 12",
      ]);
    await shot(page, `blog-filter-${js ? "js" : "nojs"}`);

    // Back restores the earlier states, form included. (Without JavaScript the browser shows its
    // cached page, with the select as the visitor left it.)
    for (const [search, first, sort] of [
      [
        "?kategorie=Werkstoffe&sortierung=aelteste",
        "Zerspanung Teil 02",
        "aelteste",
      ],
      ["?kategorie=Werkstoffe", "Zerspanung Teil 12", "neueste"],
    ]) {
      await page.goBack();
      await shows(search, first);
      if (js)
        await expect
          .poll(() => page.getByLabel("Sortierung").inputValue())
          .toBe(sort);
    }

    // The remaining pages: every post is reachable exactly once.
    await gotoReady(page, app.url + "/blog");
    const pages = Math.ceil(total / 9);
    const all: string[] = [];
    for (let p = 1; p <= pages; p++) {
      await gotoReady(page, `${app.url}/blog${p > 1 ? `?seite=${p}` : ""}`);
      all.push(...(await cardTitles(page)));
    }
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    for (const title of seen) expect(all).toContain(title);
    expect(errors).toEqual([]);
    await page.close();
  }

  it("searches, filters, sorts and pages with JavaScript (in place, URL and back button)", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await gotoReady(page, app.url + "/blog");
    await blogSearchReady(page);
    // Skeleton cards while loading: hold the answer back until they were seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/blog\?q=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByPlaceholder("Blog-Artikel suchen...").fill("zerspanung");
    await expect
      .poll(() =>
        page.locator("[data-blog-results] li[aria-hidden=true]").count(),
      )
      .toBe(9);
    await shot(page, "blog-skeleton");
    release();
    await expect
      .poll(() => page.locator("[data-blog-results] li h2").count())
      .toBe(9);
    // A full page load did not happen: the input kept its focus.
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute("name")),
    ).toBe("q");
    // No accessibility violations (WCAG 2.1 AA, any impact) with the results swapped in place.
    expect(await axeViolations(page, { impact: "all" })).toEqual([]);
    await page.close();
    await check(context, true);
    await context.close();
  });

  it("works the same without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await check(context, false);
    await context.close();
  });
});
