import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorTool, openLibrary, pointerDrag } from "./builder";
import { session } from "./harness";
import { addSessionCookies, axeViolations, launchBrowser, newPage, openBuilder, person, shot, workerApp, type Person, type RunningApp, gotoReady } from "./harness";

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

  /** The canvas as measured once the builder fitted it into its space (before hydration it is 1280 px at 100 %). */
  async function fittedCanvas(page: Page) {
    const viewport = page.getByTestId("canvas-viewport");
    await expect
      .poll(async () => (await canvasWidths(page)).shown <= (await viewport.evaluate((el) => el.clientWidth)))
      .toBe(true);
    const widths = await canvasWidths(page);
    return {
      ...widths,
      scale: widths.shown / widths.layout,
      // Body text as it reaches the eye: a paragraph's font size times the canvas's scale.
      bodyText: await page
        .getByTestId("canvas")
        .locator('[data-block="paragraph"] p')
        .first()
        .evaluate((el, shown) => parseFloat(getComputedStyle(el).fontSize) * shown, widths.shown / widths.layout),
      sideways: await viewport.evaluate((el) => el.scrollWidth - el.clientWidth),
      windowSideways: await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    };
  }

  it("at 1280 × 800 with the properties open the desktop canvas is laid out at least 1024 px wide and shown at 75 % or more (body text ≥ 12 px), nothing scrolls sideways; at 1440 at 85 % or more (issue 38)", async () => {
    const figures: string[] = [];
    for (const [width, least] of [
      [1440, 0.85],
      [1280, 0.75],
    ] as const) {
      const { context, page } = await open(width, 800);
      await openBuilder(page, app, pageId);
      expect(await page.getByTestId("properties").isVisible()).toBe(true);
      const canvas = await fittedCanvas(page);
      figures.push(`${width}: ${canvas.layout} px at ${Math.round(canvas.scale * 1000) / 10} %`);
      expect(canvas.layout, `${width}`).toBeGreaterThanOrEqual(1024);
      expect(canvas.layout, `${width}`).toBeLessThanOrEqual(1280);
      expect(canvas.scale, `${width}`).toBeGreaterThanOrEqual(least);
      expect(canvas.bodyText, `${width}`).toBeGreaterThanOrEqual(12);
      expect(canvas.sideways, `${width}`).toBeLessThanOrEqual(0);
      expect(canvas.windowSideways, `${width}`).toBeLessThanOrEqual(0);
      expect(await page.getByTestId("canvas-scale").textContent()).toBe(`${canvas.layout} px · ${Math.round(canvas.scale * 100)} %`);
      await shot(page, `admin-layout-${width}-desktop`);
      await context.close();
    }
    console.info(`canvas scale with the properties open: ${figures.join("; ")}`);
  });

  it("at 1280 × 800 the element library is a rail whose flyout lies over the canvas (the scale stays), closes after an insert and with Escape", async () => {
    const { context, page } = await open(1280, 800);
    await openBuilder(page, app, pageId);
    const before = await fittedCanvas(page);
    const rail = page.getByTestId("library-rail");
    expect(await rail.isVisible()).toBe(true);
    expect(await page.getByTestId("library-panel").count()).toBe(0);
    const railButton = rail.getByRole("button", { name: "Elemente", exact: true });
    expect(await railButton.getAttribute("aria-expanded")).toBe("false");

    // A category's button opens the flyout at that category, the search focused.
    await rail.getByRole("button", { name: "Medien", exact: true }).click();
    const flyout = page.getByTestId("library-panel");
    await flyout.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Elemente suchen");
    expect(await railButton.getAttribute("aria-expanded")).toBe("true");
    expect((await fittedCanvas(page)).scale).toBe(before.scale);
    await shot(page, "admin-layout-1280-flyout");

    // Escape closes it and gives the focus back to the rail.
    await page.keyboard.press("Escape");
    await expect.poll(() => flyout.count()).toBe(0);
    await expect.poll(() => railButton.evaluate((el) => el === document.activeElement)).toBe(true);

    // An insert closes it; the new block is on the canvas, selected.
    await railButton.click();
    await flyout.waitFor();
    await page.getByRole("button", { name: "Trennlinie hinzufügen" }).click();
    await expect.poll(() => flyout.count()).toBe(0);
    await expect.poll(() => page.locator('[data-editor-block][data-selected] > [data-block="divider"]').count()).toBe(1);
    await context.close();
  });

  it("at 1280 × 800 'Desktop' keeps the layout within 1024–1280 px (the blocks' lg layout); tablet 768, mobile 375; a selected block's bar sits above its text", async () => {
    const { context, page } = await open(1280, 800);
    await openBuilder(page, app, pageId);
    const desktop = await fittedCanvas(page);
    const viewport = (await page.getByTestId("canvas-viewport").boundingBox())!;
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
      .toBe(desktop.layout);
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
    await openLibrary(page);
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
    // The flyout closed after the insert; opened again, it is as it was.
    await openLibrary(page);
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
    // The desktop layout at its narrowest, the spec's desktop breakpoint.
    expect(canvas.layout).toBe(1024);
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

  it("frame bars of nested blocks: only the hovered block's and its parent's show, apart, the hidden ones take no clicks, none covers the selected block's text (issue 38)", async () => {
    const text = (id: string, words: string) => ({ id, type: "paragraph", content: { text: `<p>${words}</p>` } });
    const nested = (await newPage(admin.api, {
      title: "Verschachtelt",
      content: [
        { id: "sec", type: "section", content: {}, children: [
          { id: "row", type: "flexible-row", content: { columns: 3 }, children: [
            [text("pa", "Schmale Spalte mit einem Absatz"), { id: "img", type: "image", content: { src: "", alt: "" } }],
            [text("pb", "Zweite Spalte")],
            [text("pc", "Dritte Spalte ganz rechts")],
          ] },
        ] },
      ],
    })).id;
    const { context, page } = await open(1280, 800);
    await openBuilder(page, app, nested);
    await fittedCanvas(page);
    const bars = () =>
      page.locator("[data-frame-bar]").evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          return {
            of: el.parentElement!.getAttribute("data-editor-block"),
            shown: style.opacity === "1",
            clicks: style.pointerEvents !== "none",
            box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
          };
        }),
      );
    type Box = { left: number; top: number; right: number; bottom: number };
    const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const textBox = (id: string) =>
      page.locator(`[data-editor-block="${id}"] > [data-block] p`).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      });

    for (const id of ["pa", "pb", "pc", "img"]) {
      await page.locator(`[data-editor-block="${id}"] > [data-block]`).hover();
      await expect.poll(async () => (await bars()).filter((b) => b.shown).map((b) => b.of).sort(), { message: id }).toEqual([id, "row"].sort());
      const all = await bars();
      const shown = all.filter((b) => b.shown);
      expect(overlap(shown[0].box, shown[1].box), `${id}: the two bars lie apart`).toBe(false);
      // Only a shown bar takes the pointer.
      expect(all.filter((b) => b.clicks).map((b) => b.of).sort(), id).toEqual([id, "row"].sort());
    }
    await shot(page, "admin-layout-1280-nested-hover");

    // A narrow column's paragraph selected: its bar above its text; hovering its neighbours keeps
    // their bars off that text too.
    await page.locator('[data-editor-block="pa"] > [data-block] p').click();
    await expect.poll(() => page.locator('[data-editor-block="pa"]').getAttribute("data-selected")).toBe("true");
    for (const id of ["pb", "img", "pa"]) {
      await page.locator(`[data-editor-block="${id}"] > [data-block]`).hover();
      const expected = id === "pa" ? ["pa", "row"] : ["pa", id, "row"];
      await expect.poll(async () => (await bars()).filter((b) => b.shown).map((b) => b.of).sort(), { message: id }).toEqual(expected.sort());
      const selectedText = await textBox("pa");
      for (const bar of (await bars()).filter((b) => b.shown)) {
        expect(overlap(bar.box, selectedText), `${bar.of}'s bar over the selected text (hovering ${id})`).toBe(false);
      }
    }
    await shot(page, "admin-layout-1280-nested-selected");
    await context.close();
  });

  it("at 375 × 812 the builder's drawers close with Escape (the focus back on their switch), and the hero's 'Titel' in the properties has its label (issue 38)", async () => {
    const heroPage = (await newPage(admin.api, { title: "Hero am Telefon", content: [{ id: "hero", type: "hero", content: { title: "Präzision aus Stuttgart" } }] })).id;
    const { context, page } = await open(375, 812);
    await openBuilder(page, app, heroPage);
    const library = page.getByTestId("library-panel");
    const properties = page.getByTestId("properties");
    expect(await library.count()).toBe(0);
    expect(await properties.count()).toBe(0);

    // The library's drawer: opened from the toolbar, closed with Escape.
    const libraryToggle = tool(page, "Elemente ein- oder ausblenden");
    await libraryToggle.click();
    await library.waitFor();
    await page.getByLabel("Elemente suchen").focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => library.count()).toBe(0);
    await expect.poll(() => libraryToggle.evaluate((el) => el === document.activeElement)).toBe(true);

    // The properties' drawer with the hero selected: every field named, 'Titel' too; Escape closes it.
    await page.locator('[data-editor-block="hero"]').click({ position: { x: 8, y: 8 } });
    await expect.poll(() => page.locator('[data-editor-block="hero"]').getAttribute("data-selected")).toBe("true");
    const propertiesToggle = tool(page, "Eigenschaften ein- oder ausblenden");
    await propertiesToggle.click();
    await properties.waitFor();
    const title = properties.getByRole("textbox", { name: "Titel", exact: true });
    await expect.poll(() => title.count()).toBe(1);
    expect(await title.inputValue()).toBe("Präzision aus Stuttgart");
    await shot(page, "admin-layout-375-properties");
    const unlabelled = (await axeViolations(page, { impact: "all" })).filter((v) => /^(label|label-title-only|aria-input-field-name|duplicate-id\S*):/.test(v));
    expect(unlabelled).toEqual([]);
    await title.focus();
    await page.keyboard.press("Escape");
    await expect.poll(() => properties.count()).toBe(0);
    await expect.poll(() => propertiesToggle.evaluate((el) => el === document.activeElement)).toBe(true);
    // The selection stayed: Escape closed the drawer, it did not also select the parent.
    expect(await page.locator('[data-editor-block="hero"]').getAttribute("data-selected")).toBe("true");
    await shot(page, "admin-layout-375-builder");
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
