import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dragKey,
  launchBrowser,
  newPage,
  openBuilder,
  person,
  shot,
  signedInPage,
  workerApp,
  type RunningApp,
} from "./harness";
import { canvasRootTypes, editorTool, libraryItem as builderLibraryItem, pointerDrag, storedBlocks } from "./builder";

/** The visual page builder at /admin/pages/{id}/edit (issue 14) in Chromium against the built app. */
describe("visual page builder in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let pageId = "";
  let errors: string[] = [];

  const shoot = (name: string) => shot(page, `editor-${name}`);

  const drag = (from: Locator, to: Locator, where?: "center" | "bottom") => pointerDrag(page, from, to, where);
  const stored = () => storedBlocks(page, pageId);
  const rootTypes = () => canvasRootTypes(page);
  const canvas = () => page.getByTestId("canvas");
  /** Near the start of the element's first line. The canvas is scaled to fit (a line may be under 12 px high). */
  const nearStart = async (target: Locator) => {
    const box = (await target.boundingBox())!;
    return { position: { x: 8, y: Math.min(12, box.height / 2) } };
  };
  const tool = (name: string) => editorTool(page, name);
  const libraryItem = (label: string, type: string) => builderLibraryItem(page, label, type);
  /** Drags a library entry below the page's last block; the root types then, and the new block's id. */
  async function appendFromLibrary(label: string, type: string, then: string[]) {
    await drag(await libraryItem(label, type), page.locator('[data-slot-zone="slot::children"]'), "bottom");
    await expect.poll(() => rootTypes()).toEqual(then);
    return page.locator(`[data-editor-block]:has(> [data-block="${type}"])`).getAttribute("data-editor-block");
  }

  beforeAll(async () => {
    app = await workerApp();
    browser = await launchBrowser();
    const admin = await person(app, { role: "admin" });
    ({ page, errors } = await signedInPage(browser, app, admin));
    pageId = (await newPage(admin.api, { title: "Baukasten" })).id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("opens on the 'Bearbeiten' tab with an empty canvas, the library and the toolbar", async () => {
    await openBuilder(page, app, pageId);
    expect(
      await page
        .getByRole("tab", { name: "Bearbeiten" })
        .getAttribute("aria-selected"),
    ).toBe("true");
    expect(
      await page.getByRole("heading", { name: "Visueller Editor" }).isVisible(),
    ).toBe(true);
    expect(await page.getByText("Canvas ist leer").isVisible()).toBe(true);
    expect(
      await page
        .getByText("Ziehen Sie Elemente aus der Bibliothek hierher")
        .isVisible(),
    ).toBe(true);
    expect(await page.getByTestId("element-count").textContent()).toBe(
      "0 Elemente",
    );
    expect(
      await page
        .getByRole("heading", { name: "Elemente", exact: true })
        .isVisible(),
    ).toBe(true);
    expect(
      await page.getByText("Ziehe Elemente auf die Arbeitsfläche").isVisible(),
    ).toBe(true);
    for (const category of [
      "Basis",
      "Layout",
      "Komponenten",
      "Medien",
      "Formulare",
    ]) {
      expect(await page.getByRole("list", { name: category }).count()).toBe(1);
    }
    expect(await tool("Rückgängig").isDisabled()).toBe(true);
    expect(await tool("Wiederholen").isDisabled()).toBe(true);
    // The library's search narrows the entries.
    await page.getByLabel("Elemente suchen").fill("ueberschrift");
    await expect
      .poll(() => page.locator("[data-library-item]").count())
      .toBe(1);
    await page.getByLabel("Elemente suchen").fill("");
    await shoot("empty");
  });

  it("drags a heading from the library onto the empty canvas, a section below it and a paragraph into the section", async () => {
    await drag(
      await libraryItem("Überschrift", "heading"),
      page.getByTestId("canvas-empty"),
    );
    await expect.poll(() => rootTypes()).toEqual(["heading"]);
    expect(await page.getByTestId("element-count").textContent()).toBe(
      "1 Element",
    );
    expect(
      await canvas().getByRole("heading", { name: "Überschrift" }).isVisible(),
    ).toBe(true);

    // Below the heading on the page's own zone: appended.
    const sectionId = await appendFromLibrary("Sektion", "section", ["heading", "section"]);
    const sectionZone = page.locator(
      `[data-slot-zone="slot:${sectionId}:children"]`,
    );
    expect(await sectionZone.count()).toBe(1);

    await drag(await libraryItem("Absatz", "paragraph"), sectionZone);
    await expect
      .poll(() =>
        sectionZone
          .locator('[data-editor-block] > [data-block="paragraph"]')
          .count(),
      )
      .toBe(1);
    expect(await rootTypes()).toEqual(["heading", "section"]);
    expect(await page.getByTestId("element-count").textContent()).toBe(
      "3 Elemente",
    );
    expect(await tool("Rückgängig").isEnabled()).toBe(true);
  });

  it("reorders two blocks by keyboard only (handle, Space, ArrowUp, Space) and announces it in German", async () => {
    await page
      .getByRole("button", { name: "Element verschieben: Sektion" })
      .focus();
    await dragKey(page, "Space");
    await dragKey(page, "ArrowUp");
    await page.keyboard.press("Space");
    await expect.poll(() => rootTypes()).toEqual(["section", "heading"]);
    // dnd-kit's live region carries our German announcements.
    await expect
      .poll(() =>
        page
          .locator("[role=status][aria-live=assertive]")
          .allTextContents()
          .then((t) => t.join(" ")),
      )
      .toContain("Sektion abgelegt.");
    // The paragraph moved along inside its section.
    expect(
      await page
        .locator(
          '[data-editor-block]:has(> [data-block="section"]) [data-block="paragraph"]',
        )
        .count(),
    ).toBe(1);
  });

  it("changes the heading's text in the properties panel, the canvas follows; Ctrl+Z and Ctrl+Y undo and redo it", async () => {
    await canvas().getByRole("heading", { name: "Überschrift" }).click();
    const panel = page.getByTestId("properties");
    expect(
      await panel
        .getByRole("heading", { name: "Eigenschaften: Überschrift" })
        .isVisible(),
    ).toBe(true);
    const text = panel.getByRole("textbox", { name: "Text", exact: true });
    await text.fill("Willkommen im Baukasten");
    await expect
      .poll(() =>
        canvas()
          .getByRole("heading", { name: "Willkommen im Baukasten" })
          .isVisible(),
      )
      .toBe(true);
    await shoot("selected");

    // The page's undo works outside form fields (fields keep their own undo).
    await page.evaluate(() =>
      (document.activeElement as HTMLElement | null)?.blur(),
    );
    await page.keyboard.press("Control+z");
    await expect
      .poll(() =>
        canvas().getByRole("heading", { name: "Überschrift" }).isVisible(),
      )
      .toBe(true);
    await page.keyboard.press("Control+y");
    await expect
      .poll(() =>
        canvas()
          .getByRole("heading", { name: "Willkommen im Baukasten" })
          .isVisible(),
      )
      .toBe(true);
  });

  it("saves the blocks into the working copy (Ctrl+S) and shows them in the JSON tab", async () => {
    await page.keyboard.press("Control+s");
    await expect
      .poll(async () => (await stored()).map((b) => b.type))
      .toEqual(["section", "heading"]);
    const blocks = await stored();
    expect(blocks[0].slots!.children.map((b) => b.type)).toEqual(["paragraph"]);
    expect(blocks[0]).not.toHaveProperty("children");
    expect(blocks[1].content.text).toBe("Willkommen im Baukasten");
    await expect
      .poll(() => page.getByTestId("save-status").textContent())
      .toMatch(/^(Automatisch gespeichert|Gespeichert( \d{2}:\d{2})?)$/);

    await page.getByRole("tab", { name: "JSON" }).click();
    expect(await page.getByLabel("Blöcke (JSON)").inputValue()).toContain(
      "Willkommen im Baukasten",
    );
    await page.getByRole("tab", { name: "Bearbeiten" }).click();
    expect(await page.getByTestId("element-count").textContent()).toBe(
      "3 Elemente",
    );
    await shoot("blocks");
  });

  it("edits the heading in place: a click on the selected heading, typing, Enter; Escape reverts; the typing is one undo step", async () => {
    const heading = (name: string) =>
      canvas().getByRole("heading", { name, exact: true });
    const panelText = page
      .getByTestId("properties")
      .getByRole("textbox", { name: "Text", exact: true });
    await heading("Willkommen im Baukasten").click();
    // The first click selects; a click on the selected block's text edits it.
    if (
      (await heading("Willkommen im Baukasten").getAttribute(
        "contenteditable",
      )) === null
    )
      await heading("Willkommen im Baukasten").click();
    await expect
      .poll(() =>
        heading("Willkommen im Baukasten").getAttribute("contenteditable"),
      )
      .toBe("plaintext-only");
    await page.keyboard.press("End");
    await page.keyboard.type(" heute");
    // Every keystroke is an edit: the properties panel follows while typing.
    await expect
      .poll(() => panelText.inputValue())
      .toBe("Willkommen im Baukasten heute");
    await shoot("in-place");
    await page.keyboard.press("Enter");
    await expect
      .poll(() =>
        heading("Willkommen im Baukasten heute").getAttribute(
          "contenteditable",
        ),
      )
      .toBe(null);

    await heading("Willkommen im Baukasten heute").click();
    await expect
      .poll(() =>
        heading("Willkommen im Baukasten heute").getAttribute(
          "contenteditable",
        ),
      )
      .toBe("plaintext-only");
    await page.keyboard.press("End");
    await page.keyboard.type(" und morgen");
    await expect
      .poll(() => panelText.inputValue())
      .toBe("Willkommen im Baukasten heute und morgen");
    await page.keyboard.press("Escape");
    await expect
      .poll(() => heading("Willkommen im Baukasten heute").isVisible())
      .toBe(true);
    expect(await panelText.inputValue()).toBe("Willkommen im Baukasten heute");

    // Outside a text field, Ctrl+Z undoes the whole in-place edit at once.
    await page.evaluate(() =>
      (document.activeElement as HTMLElement | null)?.blur(),
    );
    await page.keyboard.press("Control+z");
    await expect
      .poll(() => heading("Willkommen im Baukasten").isVisible())
      .toBe(true);
    await page.keyboard.press("Control+y");
    await expect
      .poll(() => heading("Willkommen im Baukasten heute").isVisible())
      .toBe(true);
  });

  it("edits the paragraph in place with the rich-text editor: Ctrl+B, the toolbar, and the canvas shows the result", async () => {
    const paragraph = canvas().locator(
      '[data-block="paragraph"] [data-edit-field="text"]',
    );
    await paragraph.click(await nearStart(paragraph));
    if ((await page.locator("[data-in-place-rich-text]").count()) === 0)
      await paragraph.click(await nearStart(paragraph));
    const editor = page.locator(
      "[data-in-place-rich-text] [contenteditable=true]",
    );
    await editor.waitFor();
    expect(
      await page
        .locator("[data-in-place-rich-text]")
        .getByRole("toolbar")
        .count(),
    ).toBe(1);
    // TipTap focuses itself a tick after it mounts: keys pressed before that go to the page.
    await expect
      .poll(() => editor.evaluate((el) => el === document.activeElement))
      .toBe(true);
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Wir fertigen ");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("in Sachsen");
    await shoot("in-place-rich");
    // Leaving the text ends editing; the block renders afresh from the content.
    await page.getByTestId("element-count").click();
    await expect
      .poll(() => page.locator("[data-in-place-rich-text]").count())
      .toBe(0);
    await expect
      .poll(() =>
        canvas().locator('[data-block="paragraph"] strong').textContent(),
      )
      .toBe("in Sachsen");
    await page.keyboard.press("Control+s");
    await expect
      .poll(async () => (await stored())[0].slots!.children[0].content.text)
      .toBe("<p>Wir fertigen <strong>in Sachsen</strong></p>");
  });

  it("deletes the selected block and clears the selection; preview renders without frames", async () => {
    await canvas()
      .getByRole("heading", { name: "Willkommen im Baukasten heute" })
      .click();
    const frame = page.locator("[data-editor-block][data-selected]");
    await frame.getByRole("button", { name: "Element löschen" }).click();
    await expect.poll(() => rootTypes()).toEqual(["section"]);
    expect(
      await page.locator("[data-editor-block][data-selected]").count(),
    ).toBe(0);
    expect(
      await page
        .getByText("Wählen Sie ein Element auf der Arbeitsfläche aus")
        .isVisible(),
    ).toBe(true);

    await tool("Vorschau").click();
    expect(
      await page.getByRole("heading", { name: "Seitenvorschau" }).isVisible(),
    ).toBe(true);
    expect(await page.locator("[data-editor-block]").count()).toBe(0);
    expect(await canvas().locator('[data-block="paragraph"]').count()).toBe(1);
    await tool("Bearbeiten").click();
    expect(errors).toEqual([]);
  });

  it("drags a flexible row onto the canvas, a heading from the library into its second column and the paragraph from the section into its first", async () => {
    const rowId = await appendFromLibrary("Flexible Zeile", "flexible-row", ["section", "flexible-row"]);
    const column = (i: number) =>
      page.locator(`[data-slot-zone="slot:${rowId}:columns[${i}]"]`);
    expect(await column(1).count()).toBe(1);

    await drag(await libraryItem("Überschrift", "heading"), column(1));
    await expect
      .poll(() =>
        column(1)
          .locator('[data-editor-block] > [data-block="heading"]')
          .count(),
      )
      .toBe(1);
    expect(await column(0).locator("[data-editor-block]").count()).toBe(0);

    // An existing block moves out of its section into the row's first column (and is gone from the section).
    const paragraph = page.locator(
      '[data-editor-block]:has(> [data-block="paragraph"])',
    );
    await paragraph.click(await nearStart(paragraph));
    await drag(
      paragraph.getByRole("button", { name: "Element verschieben: Absatz" }),
      column(0),
    );
    await expect
      .poll(() =>
        column(0)
          .locator('[data-editor-block] > [data-block="paragraph"]')
          .count(),
      )
      .toBe(1);
    expect(
      await page
        .locator(
          '[data-editor-block]:has(> [data-block="section"]) [data-block="paragraph"]',
        )
        .count(),
    ).toBe(0);

    await page.keyboard.press("Control+s");
    await expect
      .poll(async () => (await stored()).map((b) => b.type))
      .toEqual(["section", "flexible-row"]);
    const row = (await stored())[1];
    expect(
      Object.entries(row.slots!).map(([name, blocks]) => [
        name,
        blocks.map((b) => b.type),
      ]),
    ).toEqual([
      ["columns[0]", ["paragraph"]],
      ["columns[1]", ["heading"]],
    ]);
    expect(errors).toEqual([]);
  });
});
