import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, startApp, type RunningApp, gotoReady, TOASTS } from "./harness";

/** The blog overview (issue 15 item 1) in Chromium: search, filter, sort, pages; with and without JavaScript. */
describe("blog overview in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let cookie = "";

  async function api(method: string, path: string, body?: unknown) {
    const r = await fetch(app.url + path, {
      method,
      headers: {
        origin: app.url,
        cookie,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : null };
  }

  async function shoot(page: Page, name: string) {
    fs.mkdirSync("/tmp/shots", { recursive: true });
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
  }

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
    // Twelve posts of our own beside the demo posts: more than one page of nine.
    for (let i = 1; i <= 12; i++) {
      const created = await api("POST", "/api/pages", {
        title: `Zerspanung Teil ${String(i).padStart(2, "0")}`,
        slug: `zerspanung-${i}`,
        content_type: "blog",
        content: [
          {
            id: "m",
            type: "blog-meta",
            content: {
              author: "Jana Brenner",
              publishDate: `2027-01-${String(i).padStart(2, "0")}`,
              category: i % 2 ? "Fertigung" : "Werkstoffe",
            },
          },
          {
            id: "p",
            type: "paragraph",
            content: {
              text: `<p>${i === 7 ? "Neue Frästeile aus der Großserie." : "Bericht aus der Werkhalle."} Ausgabe ${i}.</p>`,
            },
          },
        ],
      });
      expect(created.status).toBe(201);
      expect(
        (
          await api("POST", `/api/pages/${created.body.id}/publish`, {
            version: created.body.version,
          })
        ).status,
      ).toBe(200);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function check(context: BrowserContext, js: boolean) {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await gotoReady(page, app.url + "/blog");
    const total = Number(
      (await page.locator("[data-blog-status]").textContent())!.replace(
        /\D/g,
        "",
      ),
    );
    expect(total).toBeGreaterThanOrEqual(12);
    expect(await cardTitles(page)).toHaveLength(9);
    expect((await cardTitles(page))[0]).toBe("Zerspanung Teil 12");
    await shoot(page, `blog-overview-${js ? "js" : "nojs"}`);

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
    await shoot(page, `blog-search-${js ? "js" : "nojs"}`);

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

    // Filter by category and sort by title.
    await page.getByLabel("Kategorie").selectOption("Werkstoffe");
    if (!js) await page.getByRole("button", { name: "Suchen" }).click();
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
    await page.getByLabel("Sortierung").selectOption("aelteste");
    if (!js) await page.getByRole("button", { name: "Suchen" }).click();
    await expect
      .poll(() => query(page))
      .toBe("?kategorie=Werkstoffe&sortierung=aelteste");
    await expect
      .poll(async () => (await cardTitles(page))[0])
      .toBe("Zerspanung Teil 02");
    await page.getByLabel("Sortierung").selectOption("titel");
    if (!js) await page.getByRole("button", { name: "Suchen" }).click();
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
    await shoot(page, `blog-filter-${js ? "js" : "nojs"}`);

    // Back restores the earlier states, form included.
    await page.goBack();
    await expect
      .poll(() => query(page))
      .toBe("?kategorie=Werkstoffe&sortierung=aelteste");
    await expect
      .poll(async () => (await cardTitles(page))[0])
      .toBe("Zerspanung Teil 02");
    // Without JavaScript the browser shows its cached page, with the select as the visitor left it.
    if (js)
      await expect
        .poll(() => page.getByLabel("Sortierung").inputValue())
        .toBe("aelteste");
    await page.goBack();
    await expect.poll(() => query(page)).toBe("?kategorie=Werkstoffe");
    await expect
      .poll(async () => (await cardTitles(page))[0])
      .toBe("Zerspanung Teil 12");
    if (js)
      await expect
        .poll(() => page.getByLabel("Sortierung").inputValue())
        .toBe("neueste");

    // The remaining pages: every post is reachable exactly once.
    await gotoReady(page, app.url + "/blog");
    const pages = Math.ceil(total / 9);
    const all: string[] = [];
    for (let p = 1; p <= pages; p++) {
      await page.goto(`${app.url}/blog${p > 1 ? `?seite=${p}` : ""}`, {
        waitUntil: "networkidle",
      });
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
    await shoot(page, "blog-skeleton");
    release();
    await expect
      .poll(() => page.locator("[data-blog-results] li h2").count())
      .toBe(9);
    // A full page load did not happen: the input kept its focus.
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute("name")),
    ).toBe("q");
    // No accessibility violations on the overview (WCAG 2.1 AA), results swapped or not.
    const axe = await new AxeBuilder({ page })
      .include("[data-blog-overview]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .exclude(TOASTS)
      .analyze();
    expect(
      axe.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
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
