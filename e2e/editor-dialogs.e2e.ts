import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, shot, type Person } from "./harness";
import { builderOnNewPage, canvasRootTypes, downloadsDialog, libraryItem, storedBlocks } from "./builder";

/** Issue 14 item 7: the insert dialogs and the downloads configuration, opened from the element library. */
describe("page builder insert dialogs in Chromium", () => {
  let browser: Browser;
  let page: Page;
  let admin: Person;
  let pageId = "";
  let errors: string[] = [];

  const canvas = () => page.getByTestId("canvas");
  const rootTypes = () => canvasRootTypes(page);
  const stored = () => storedBlocks(page, pageId);
  const toasts = () =>
    page
      .locator("[data-sonner-toast]")
      .allTextContents()
      .then((t) => t.join(" | "));

  /** Clicks a library entry found through the search (so it is in view). */
  async function clickLibrary(label: string, type: string) {
    await (await libraryItem(page, label, type)).click();
  }

  /** The dialog's axe findings (all impacts), named after it. */
  const axe = async (name: string) =>
    (await axeViolations(page, { impact: "all" })).map((v) => `${name}: ${v}`);

  beforeAll(async () => {
    ({ browser, page, errors, pageId, admin } = await builderOnNewPage({
      title: "Dialoge",
    }));
    expect(await page.getByText("Canvas ist leer").isVisible()).toBe(true);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("'Tabelle' opens the table dialog (3 × 3 with header by default); 4 × 2 inserts a table with 4 columns", async () => {
    await clickLibrary("Tabelle", "table");
    const dialog = page.getByRole("dialog", { name: "Tabelle einfügen" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel("Spalten").inputValue()).toBe("3");
    expect(await dialog.getByLabel("Zeilen").inputValue()).toBe("3");
    expect(
      await dialog
        .getByRole("switch", { name: "Kopfzeile" })
        .getAttribute("aria-checked"),
    ).toBe("true");
    // Nothing was inserted yet.
    expect(await rootTypes()).toEqual([]);
    // Out-of-range input is clamped (spec: columns 1–12).
    await dialog.getByLabel("Spalten").fill("40");
    await expect
      .poll(() => dialog.getByTestId("insert-table-summary").textContent())
      .toBe("12 × 3 mit Kopfzeile");
    await dialog.getByLabel("Spalten").fill("4");
    await dialog.getByLabel("Zeilen").fill("2");
    expect(await dialog.getByTestId("insert-table-summary").textContent()).toBe(
      "4 × 2 mit Kopfzeile",
    );
    expect(await axe("table-dialog")).toEqual([]);
    await shot(page, "editor-dialogs-table");
    await dialog.getByRole("button", { name: "Einfügen" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => rootTypes()).toEqual(["table"]);
    const table = canvas().locator('[data-block="table"] table');
    expect(await table.locator("thead th").count()).toBe(4);
    expect(await table.locator("tbody tr").count()).toBe(2);
    expect(await table.locator("thead th").allTextContents()).toEqual([
      "Spalte 1",
      "Spalte 2",
      "Spalte 3",
      "Spalte 4",
    ]);
    await expect.poll(toasts).toContain("Tabelle eingefügt");
  });

  it("'Bild': 'Einfügen' is disabled without src; an invalid width is refused in German; an image from the asset picker is inserted", async () => {
    await clickLibrary("Bild", "image");
    const dialog = page.getByRole("dialog", { name: "Bild einfügen" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const insert = dialog.getByRole("button", { name: "Einfügen" });
    expect(await insert.isDisabled()).toBe(true);

    await dialog
      .getByRole("button", { name: "Aus Bibliothek wählen …" })
      .click();
    const picker = page.getByRole("dialog", { name: "Bild auswählen" });
    await expect.poll(() => picker.isVisible()).toBe(true);
    // The demo site comes with images.
    await expect
      .poll(() => picker.locator("button[data-asset-id]").count())
      .toBeGreaterThan(0);
    await picker.locator("button[data-asset-id]").first().click();
    await picker.getByRole("button", { name: "Bestätigen" }).click();
    await expect.poll(() => picker.count()).toBe(0);
    const src = await dialog.getByLabel("Bildadresse").inputValue();
    expect(src).toMatch(/^\/media\/images\//);
    expect(await insert.isEnabled()).toBe(true);

    await dialog.getByLabel("Breite").fill("breit");
    await insert.click();
    expect(
      await dialog
        .getByText(
          "Breite: bitte als Zahl mit px oder % angeben, z. B. 300px oder 50%.",
        )
        .isVisible(),
    ).toBe(true);
    expect(await rootTypes()).toEqual(["table"]);
    await dialog.getByLabel("Breite").fill("50%");
    await dialog
      .getByLabel("Alternativtext")
      .fill("Ein Foto aus der Bibliothek");
    await shot(page, "editor-dialogs-image");
    expect(await axe("image-dialog")).toEqual([]);
    await insert.click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(toasts).toContain("Bild eingefügt");
    await expect.poll(() => rootTypes()).toEqual(["table", "image"]);
    const img = canvas().locator('[data-block="image"] img');
    expect(await img.getAttribute("alt")).toBe("Ein Foto aus der Bibliothek");
    expect(
      await canvas()
        .locator('[data-block="image"] figure')
        .evaluate((el) => (el as HTMLElement).style.width),
    ).toBe("50%");
  });

  it("choosing an image in the properties takes over the asset's alternative text and description where the block has none of its own (issue 38)", async () => {
    const properties = page.getByTestId("properties");
    await expect.poll(() => properties.getByRole("heading", { name: "Eigenschaften: Bild" }).count()).toBe(1);
    const alt = properties.getByLabel("Alternativtext", { exact: true });
    const caption = properties.getByLabel("Bildunterschrift", { exact: true });
    expect(await alt.inputValue()).toBe("Ein Foto aus der Bibliothek");
    expect(await caption.inputValue()).toBe("");
    const picker = page.getByRole("dialog", { name: "Bild auswählen" });
    const choose = async (assetId?: string) => {
      await properties.getByRole("button", { name: "Auswählen …" }).first().click();
      await expect.poll(() => picker.locator("button[data-asset-id]").count()).toBeGreaterThan(0);
      const tile = assetId ? picker.locator(`button[data-asset-id="${assetId}"]`) : picker.locator("button[data-asset-id]").first();
      const id = (await tile.getAttribute("data-asset-id"))!;
      return { id, confirm: async () => {
        await tile.click();
        await picker.getByRole("button", { name: "Bestätigen" }).click();
        await expect.poll(() => picker.count()).toBe(0);
      } };
    };
    // The asset gets texts of its own (put back at the end: the demo files are shared).
    const { id } = await choose();
    await picker.getByRole("button", { name: "Abbrechen" }).click();
    const before = (await admin.api<{ alt_text: string | null; description: string | null }>("GET", `/api/assets/${id}`)).body;
    expect((await admin.api("PATCH", `/api/assets/${id}`, { alt_text: "Drehteile auf dem Förderband", description: "Fertigung in Werk 2" })).status).toBe(200);
    try {
      // The block's own alternative text stays; the empty caption takes the description.
      await (await choose(id)).confirm();
      await expect.poll(() => caption.inputValue()).toBe("Fertigung in Werk 2");
      expect(await alt.inputValue()).toBe("Ein Foto aus der Bibliothek");
      // Emptied, the alternative text is taken over on the next choice.
      await alt.fill("");
      await (await choose(id)).confirm();
      await expect.poll(() => alt.inputValue()).toBe("Drehteile auf dem Förderband");
      await expect.poll(() => canvas().locator('[data-block="image"] img').getAttribute("alt")).toBe("Drehteile auf dem Förderband");
      // The block's own text again, as the tests below expect it.
      await alt.fill("Ein Foto aus der Bibliothek");
      await caption.fill("");
    } finally {
      await admin.api("PATCH", `/api/assets/${id}`, { alt_text: before.alt_text ?? "", description: before.description ?? "" });
    }
  });

  it("'Downloads' opens the configuration with the tabs Inhalt, Ordner, Darstellung and inserts what was set", async () => {
    await clickLibrary("Downloads", "downloads");
    const { dialog, tabs } = await downloadsDialog(page);
    expect(tabs).toEqual(["Inhalt", "Ordner", "Darstellung"]);
    await dialog.getByLabel("Titel").fill("Unterlagen");
    await dialog.getByRole("tab", { name: "Ordner" }).click();
    // The demo folders as a checkbox tree; choosing one only counts with 'Alle Dateien anzeigen' off.
    await expect
      .poll(() => dialog.getByRole("checkbox").count())
      .toBeGreaterThan(0);
    await dialog.getByRole("switch", { name: "Alle Dateien anzeigen" }).click();
    await dialog.getByRole("checkbox").first().click();
    await dialog.getByRole("tab", { name: "Darstellung" }).click();
    await dialog
      .getByRole("switch", { name: "Nach Ordnern gruppieren" })
      .click();
    await shot(page, "editor-dialogs-downloads");
    expect(await axe("downloads-dialog")).toEqual([]);
    await dialog.getByRole("button", { name: "Einfügen" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => rootTypes())
      .toEqual(["table", "image", "downloads"]);
    expect(
      await canvas().getByRole("heading", { name: "Unterlagen" }).isVisible(),
    ).toBe(true);

    // Autosave carries all three to the working copy, with the dialogs' content.
    await expect
      .poll(async () => (await stored()).map((b) => b.type), {
        timeout: 10_000,
      })
      .toEqual(["table", "image", "downloads"]);
    const [table, image, downloads] = await stored();
    expect(table.content.headers).toEqual([
      "Spalte 1",
      "Spalte 2",
      "Spalte 3",
      "Spalte 4",
    ]);
    expect(image.content).toMatchObject({
      width: "custom",
      customWidth: "50%",
      alt: "Ein Foto aus der Bibliothek",
    });
    expect(downloads.content).toMatchObject({
      title: "Unterlagen",
      showAllAssets: false,
      groupByFolder: true,
    });
    expect((downloads.content.selectedFolders as string[]).length).toBe(1);
  });

  it("'Abbrechen' inserts nothing; a heading (no dialog) is still inserted by a click", async () => {
    await clickLibrary("Hero", "hero");
    const hero = page.getByRole("dialog", { name: "Hero-Sektion einfügen" });
    await expect.poll(() => hero.isVisible()).toBe(true);
    expect(
      await hero
        .getByText("Pro Seite ist nur eine H1-Überschrift erlaubt.", {
          exact: false,
        })
        .isVisible(),
    ).toBe(true);
    // No background image: the overlay cannot be set.
    expect(
      await hero
        .getByRole("slider", { name: "Abdunklung" })
        .getAttribute("data-disabled"),
    ).not.toBeNull();
    // Up to 2 buttons.
    await hero.getByRole("button", { name: "Schaltfläche hinzufügen" }).click();
    await hero.getByRole("button", { name: "Schaltfläche hinzufügen" }).click();
    expect(
      await hero
        .getByRole("button", { name: "Schaltfläche hinzufügen" })
        .count(),
    ).toBe(0);
    expect(await hero.getByText("Höchstens 2 Schaltflächen.").isVisible()).toBe(
      true,
    );
    await shot(page, "editor-dialogs-hero");
    expect(await axe("hero-dialog")).toEqual([]);
    await hero.getByRole("button", { name: "Abbrechen" }).click();
    await expect.poll(() => hero.count()).toBe(0);
    expect(await rootTypes()).toEqual(["table", "image", "downloads"]);

    await clickLibrary("Überschrift", "heading");
    await expect
      .poll(() => rootTypes())
      .toEqual(["table", "image", "downloads", "heading"]);
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("the SEO check below the canvas follows the edits; its heading fix is one undoable step", async () => {
    const build = page.getByRole("tabpanel", { name: "Bearbeiten" });
    // The page has only the H2 of the last test: no H1 yet.
    await expect
      .poll(() => build.getByText("Keine H1-Überschrift gefunden").isVisible())
      .toBe(true);
    await build
      .getByRole("button", { name: "Überschriften korrigieren" })
      .click();
    await expect
      .poll(() => build.getByText("Keine H1-Überschrift gefunden").count())
      .toBe(0);
    expect(await canvas().locator('[data-block="heading"] h1').count()).toBe(1);
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("Control+z");
    await expect
      .poll(() => canvas().locator('[data-block="heading"] h1').count())
      .toBe(0);
    await expect
      .poll(() => build.getByText("Keine H1-Überschrift gefunden").isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
  });
});
