import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorTool, pointerDrag } from "./builder";
import { session } from "./harness";
import { addSessionCookies, launchBrowser, newPage, openBuilder, person, shot, workerApp, type Person, type RunningApp, gotoReady } from "./harness";

/**
 * The admin on a phone, a tablet and a laptop (issue 25, items 3 and 4): every area through the
 * menu sheet at 375 px; the builder's canvas at the device's layout width, scaled to fit; the
 * toolbar sticky; the element library never scrolled sideways; the builder usable at 768 px.
 */
describe("admin layout at 375, 768 and 1280 px", () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Person;
  let pageId = "";
  let longPageId = "";
  const errors: string[] = [];
  const LONG_HEADING =
    "Präzisionsteile für Industrietechnik und Sondermaschinenbau";

  async function open(
    width: number,
    height: number,
    session = admin.cookie,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width, height } });
    await addSessionCookies(context, app, session);
    const page = await context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
    // Leaving the editor after an edit asks first (beforeunload): the tests mean to leave.
    page.on("dialog", (d) => void d.accept());
    return { context, page };
  }

  const tool = editorTool;

  /** The canvas root's layout width (CSS px, unscaled) and the width it takes on screen. */
  const canvasWidths = (page: Page) =>
    page
      .getByTestId("canvas")
      .evaluate((el: HTMLElement) => ({
        layout: el.offsetWidth,
        client: el.clientWidth,
        shown: el.getBoundingClientRect().width,
      }));

  /** Words of the element's text that the browser broke over two lines. */
  const brokenWords = (heading: Locator) =>
    heading.evaluate((el) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            Array.from(range.getClientRects(), (r) => Math.round(r.top)),
          );
          if (lines.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    });

  beforeAll(async () => {
    [app, browser] = await Promise.all([workerApp(), launchBrowser()]);
    admin = await person(app, { role: "admin" });
    const createPage = async (title: string, content: unknown[]) =>
      (await newPage(admin.api, { title, content })).id;
    pageId = await createPage("Layout", [
      { id: "h1", type: "heading", content: { text: LONG_HEADING, level: 1 } },
      // Two columns side by side on a wide canvas, stacked on a narrow one.
      { id: "cols", type: "two-column", content: {}, children: [
        [{ id: "left", type: "heading", content: { text: "Linke Spalte", level: 2 } }],
        [{ id: "right", type: "paragraph", content: { text: "<p>Rechte Spalte</p>" } }],
      ] },
      {
        id: "p1",
        type: "paragraph",
        content: {
          text: "<p>Ein Absatz mit etwas Text, damit die Seite nach etwas aussieht.</p>",
        },
      },
    ]);
    longPageId = await createPage(
      "Lange Seite",
      Array.from({ length: 16 }, (_, i) => ({
        id: `p${i}`,
        type: "paragraph",
        content: { text: `<p>Absatz ${i + 1}: ${"Text ".repeat(60)}</p>` },
      })),
    );
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("at 375 px every admin area is reached through the 'Menü' sheet (aria-expanded, Escape, focus kept inside, closes on navigation)", async () => {
    // A session of its own: the test ends with 'Abmelden'.
    const { context, page } = await open(375, 740, session(app, admin.id));
    const areas: [link: string, heading: RegExp][] = [
      ["Übersicht", /^Willkommen/],
      ["Seiten", /^Seiten$/],
      ["Anfragen", /^Anfragen$/],
      ["Blog", /^Blog/],
      ["Präsentationen", /^Präsentationen$/],
      ["Medien", /^Medien/],
      ["Downloads", /^Downloads$/],
      ["Vorlagen", /^Vorlagen$/],
      ["Analytics", /^Analytics$/],
      ["Einstellungen", /^Einstellungen$/],
      ["Konto & Sicherheit", /^Konto & Sicherheit$/],
      ["Postausgang", /^Postausgang$/],
      ["Sicherungen", /^Sicherungen$/],
      ["Weiterleitungen", /^Weiterleitungen$/],
      ["Import", /^Import$/],
      ["Protokoll", /^Protokoll$/],
    ];
    await gotoReady(page, `${app.url}/admin`);
    const menu = page.getByRole("button", {
      name: "Menü",
      exact: true,
      includeHidden: true,
    });
    const sheet = page.getByRole("dialog", {
      name: "Navigation der Administration",
    });
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    // Nothing of the admin's navigation is cut off or hidden behind a sideways scroll.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);

    // Escape closes it, and focus stays inside while it is open.
    await menu.click();
    await sheet.waitFor();
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await shot(page, "admin-layout-375-menu");
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(
          () => !!document.activeElement?.closest('[role="dialog"]'),
        ),
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => sheet.count()).toBe(0);
    expect(await menu.getAttribute("aria-expanded")).toBe("false");

    for (const [link, heading] of areas) {
      await menu.click();
      await sheet.waitFor();
      await sheet.getByRole("link", { name: link, exact: true }).click();
      await expect.poll(() => sheet.count(), { message: link }).toBe(0);
      await expect
        .poll(
          async () =>
            (await page.locator("main h1").first().textContent())?.trim() ?? "",
          { message: link, timeout: 10_000 },
        )
        .toMatch(heading);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        link,
      ).toBeLessThanOrEqual(375);
    }
    await shot(page, "admin-layout-375-redirects");

    // 'Abmelden' is in the sheet too, and ends the session.
    await menu.click();
    await sheet.getByRole("button", { name: "Abmelden" }).click();
    await page.waitForURL(`${app.url}/`);
    const after = await page.evaluate(() =>
      fetch("/api/auth/get-session").then((r) => r.text()),
    );
    expect(after === "null" || after === "").toBe(true);
    // Only that session: the admin's other session still works.
    expect((await admin.api("GET", `/api/pages/${pageId}`)).status).toBe(200);
    await context.close();
  });

  it("at 1280 × 800 with sidebar, library and properties open, 'Desktop' lays the canvas out 1280 px wide and scales it to fit; tablet 768, mobile 375", async () => {
    const { context, page } = await open(1280, 800);
    await openBuilder(page, app, pageId);
    expect(await page.getByTestId("library-panel").isVisible()).toBe(true);
    expect(await page.getByTestId("properties").isVisible()).toBe(true);
    // Scaled once the builder has measured its space (after hydration).
    await expect
      .poll(() => canvasWidths(page).then((w) => w.shown))
      .toBeLessThan(1280);
    await shot(page, "admin-layout-1280-desktop");
    const desktop = await canvasWidths(page);
    expect(desktop.layout).toBe(1280);
    expect(desktop.client).toBe(1280);
    // Shown smaller than it is laid out, and within the space between the panels.
    expect(desktop.shown).toBeLessThan(1280);
    const viewport = (await page.getByTestId("canvas-viewport").boundingBox())!;
    expect(desktop.shown).toBeLessThanOrEqual(viewport.width);
    expect(desktop.shown).toBeGreaterThan(viewport.width * 0.8);
    expect(await page.getByTestId("canvas-scale").textContent()).toMatch(
      /^1280 px · \d+ %$/,
    );
    const heading = page
      .getByTestId("canvas")
      .getByRole("heading", { name: LONG_HEADING });
    expect(await brokenWords(heading)).toEqual([]);
    // The desktop layout: the two columns side by side.
    const left = (await page
      .getByTestId("canvas")
      .getByRole("heading", { name: "Linke Spalte" })
      .boundingBox())!;
    const right = (await page
      .getByTestId("canvas")
      .getByText("Rechte Spalte")
      .boundingBox())!;
    expect(right.x).toBeGreaterThan(left.x + left.width);
    // No sideways scrolling of the window.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(1280);

    // Selecting a block still works at this scale; its bar sits above the block, not on its text.
    await heading.click();
    const frame = page.locator('[data-editor-block="h1"]');
    await expect.poll(() => frame.getAttribute("data-selected")).toBe("true");
    const bar = (await frame.locator("[data-frame-bar]").boundingBox())!;
    const text = (await heading.boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(text.y + 1);
    await expect
      .poll(() =>
        page
          .getByTestId("properties")
          .getByRole("heading", { name: /Überschrift/ })
          .count(),
      )
      .toBeGreaterThan(0);
    await shot(page, "admin-layout-1280-selected");

    for (const [name, width] of [
      ["Tablet (768 × 1024)", 768],
      ["Mobil (375 × 667)", 375],
    ] as const) {
      await tool(page, name).click();
      await expect
        .poll(() => canvasWidths(page).then((w) => w.layout))
        .toBe(width);
      const shown = await canvasWidths(page);
      expect(shown.shown).toBeLessThanOrEqual(viewport.width);
      expect(await brokenWords(heading)).toEqual([]);
      // The blocks' breakpoints follow the canvas, not the window: at 375 the two columns stack.
      const l = (await page
        .getByTestId("canvas")
        .getByRole("heading", { name: "Linke Spalte" })
        .boundingBox())!;
      const r = (await page
        .getByTestId("canvas")
        .getByText("Rechte Spalte")
        .boundingBox())!;
      if (width === 375) expect(r.y).toBeGreaterThan(l.y + l.height - 1);
      else expect(r.x).toBeGreaterThan(l.x + l.width);
      await shot(page, `admin-layout-1280-${width}`);
    }
    await tool(page, "Desktop").click();
    await expect
      .poll(() => canvasWidths(page).then((w) => w.layout))
      .toBe(1280);
    await context.close();
  });

  it("the toolbar's 'Speichern' stays in view when the page is scrolled to the canvas's end", async () => {
    const { context, page } = await open(1280, 800);
    await openBuilder(page, app, longPageId);
    const save = tool(page, "Speichern");
    await page.locator('[data-editor-block="p15"]').scrollIntoViewIfNeeded();
    await page.evaluate(() =>
      window.scrollTo(0, document.documentElement.scrollHeight),
    );
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(300);
    const box = (await save.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    // On top, not under something else.
    const hit = await save.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(
        document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2),
      );
    });
    expect(hit).toBe(true);
    expect(await tool(page, "Veröffentlichen").isVisible()).toBe(true);
    await shot(page, "admin-layout-1280-scrolled");
    await context.close();
  });

  it("the element library is never scrolled sideways, also after a drag, and long labels stay inside their tiles", async () => {
    const { context, page } = await open(1280, 800);
    await openBuilder(page, app, pageId);
    const list = page.getByTestId("library-list");
    const overflow = () =>
      list.evaluate((el) => ({
        list: el.scrollWidth - el.clientWidth,
        left: el.scrollLeft,
        tiles: Array.from(
          el.querySelectorAll<HTMLElement>("[data-library-item]"),
        )
          .filter(
            (tile) =>
              tile.scrollWidth > tile.clientWidth ||
              Array.from(tile.querySelectorAll("span")).some(
                (s) =>
                  s.getBoundingClientRect().right >
                  tile.getBoundingClientRect().right + 0.5,
              ),
          )
          .map((tile) => tile.dataset.libraryItem),
      }));
    expect(await overflow()).toEqual({ list: 0, left: 0, tiles: [] });

    // A drag from the library onto the canvas, past the library's edge.
    await pointerDrag(
      page,
      page.locator('[data-library-item="paragraph"]'),
      page.locator('[data-editor-block="p1"]'),
      "bottom",
    );
    await expect
      .poll(() => page.getByTestId("element-count").textContent())
      .toBe("6 Elemente");
    expect(await overflow()).toEqual({ list: 0, left: 0, tiles: [] });
    await shot(page, "admin-layout-1280-after-drag");
    await context.close();
  });

  it("at 768 × 1024 the builder opens library and properties as overlays, adds a block and saves", async () => {
    const { context, page } = await open(768, 1024);
    await openBuilder(page, app, pageId);
    await expect
      .poll(() => canvasWidths(page).then((w) => w.shown))
      .toBeLessThan(768);
    await shot(page, "admin-layout-768");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(768);
    const canvas = await canvasWidths(page);
    expect(canvas.layout).toBe(1280);
    expect(canvas.shown).toBeLessThan(768);

    const libraryToggle = tool(page, "Elemente ein- oder ausblenden");
    expect(await page.getByTestId("library-panel").count()).toBe(0);
    await libraryToggle.click();
    await page.getByTestId("library-panel").waitFor();
    await shot(page, "admin-layout-768-library");
    await page.getByRole("button", { name: "Überschrift hinzufügen" }).click();
    // The overlay gives way to the canvas with the new block, selected.
    await expect.poll(() => page.getByTestId("library-panel").count()).toBe(0);
    const added = page.locator("[data-editor-block][data-selected]");
    await expect.poll(() => added.count()).toBe(1);
    const addedId = await added.getAttribute("data-editor-block");

    await tool(page, "Eigenschaften ein- oder ausblenden").click();
    const properties = page.getByTestId("properties");
    await properties.waitFor();
    expect(await properties.isVisible()).toBe(true);
    const panel = (await properties.boundingBox())!;
    expect(panel.x + panel.width).toBeLessThanOrEqual(768);
    await shot(page, "admin-layout-768-properties");
    await properties
      .getByRole("button", { name: "Eigenschaften schließen" })
      .click();
    await expect.poll(() => properties.count()).toBe(0);

    await tool(page, "Speichern").click();
    await expect
      .poll(async () => {
        const stored = await admin.api<{ content: { id: string; type: string }[] }>(
          "GET",
          `/api/pages/${pageId}`,
        );
        return stored.body.content.some(
          (block) => block.id === addedId && block.type === "heading",
        );
      })
      .toBe(true);
    await context.close();
  });

  it("the slide list of a presentation shows 'Folie hinzufügen' whole at 1280 and 768 px", async () => {
    const slides = Array.from({ length: 3 }, (_, i) => ({
      id: `s${i}`,
      type: "slide",
      content: { title: `Folie mit einem langen Titel Nummer ${i + 1}` },
      children: [],
    }));
    const created = await newPage(admin.api, {
      title: "Firmenprofil",
      content_type: "presentation",
      is_published: false,
      content: slides,
    });
    for (const [width, height] of [
      [1280, 800],
      [768, 1024],
    ] as const) {
      const { context, page } = await open(width, height);
      await gotoReady(
        page,
        `${app.url}/admin/presentations/${created.id}/edit`,
      );
      const add = page.getByRole("button", { name: "Folie hinzufügen" });
      await add.waitFor();
      expect(
        await add.evaluate(
          (el) =>
            el.scrollWidth <= el.clientWidth &&
            el.getBoundingClientRect().right <=
              (el.closest("aside")?.getBoundingClientRect().right ?? 0),
        ),
      ).toBe(true);
      await shot(page, `admin-layout-${width}-slides`);
      await context.close();
    }
  });

  it("logged no page errors", () => {
    expect(errors).toEqual([]);
  });
});
