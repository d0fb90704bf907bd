import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INLINE_AUTOSAVE_DELAY_MS } from "~/editor/save-queue";
import {
  axeViolations,
  newPage,
  pageTimersDue,
  reloadReady,
  shot,
  storedDraft,
  type Person,
  type RunningApp,
} from "./harness";
import { builderFixtures, openEditMode, storedBlocks, toast, type StoredBlock } from "./builder";
import { shownText } from "./content-helpers";

/** Inline editing on the live page `/{slug}?edit=true` (issue 14 item 8). */
describe("inline editing on the page in edit mode, in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Person;
  let page: Page;
  let errors: string[] = [];
  let slug = "";
  let id = "";

  const storedText = async (type: string) =>
    String((await storedBlocks(page, id)).find((b) => b.type === type)?.content.text ?? "");
  const heading = () =>
    page.locator('[data-edit-block="h"] [data-edit-field="text"]');
  const paragraph = () =>
    page.locator('[data-edit-block="p"] [data-edit-field="text"]');
  /** What a visitor (no cookie) gets for the page. */
  const visitorHtml = async () => (await fetch(`${app.url}/${slug}`)).text();

  beforeAll(async () => {
    ({ app, browser, admin, page, errors } = await builderFixtures());
    // Reloading with unsaved edits asks first (beforeunload): the tests mean to leave.
    page.on("dialog", (d) => void d.accept());
    // A published page with a heading and a paragraph, made through the API as the admin screens do
    // (kept out of the main menu, which other files on the worker's server read).
    const created = await newPage(admin.api, {
      title: "Inline",
      publish: true,
      show_in_menu: false,
      content: [
        {
          id: "h",
          type: "heading",
          content: { text: "Alter Titel", level: 1 },
        },
        { id: "p", type: "paragraph", content: { text: "<p>Ein Absatz.</p>" } },
      ],
    });
    ({ id, slug } = created);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("edits the heading in place, autosaves it into the working copy only, and Escape reverts", async () => {
    // The editor marks the fields once it has loaded: focusable, with the hint as description.
    await openEditMode(page, `${app.url}/${slug}`, "h");
    expect(await heading().textContent()).toBe("Alter Titel");

    await heading().click();
    const box = page.getByRole("textbox", { name: "Text", exact: true });
    await box.waitFor();
    expect(
      await page
        .getByRole("button", { name: "Speichern", exact: true })
        .isVisible(),
    ).toBe(true);
    expect(
      await page
        .getByRole("button", { name: "Abbrechen", exact: true })
        .isVisible(),
    ).toBe(true);
    expect(await heading().isVisible()).toBe(false);
    await box.fill("Neuer Titel");
    await shot(page, "inline-edit-open");
    await box.press("Control+Enter");
    expect(await heading().textContent()).toBe("Neuer Titel");
    expect(await heading().isVisible()).toBe(true);

    // Autosave (1.5 s after the change) into the working copy; visitors still get the published text.
    await expect
      .poll(() => storedText("heading"), { timeout: 4000, interval: 100 })
      .toBe("Neuer Titel");
    await expect
      .poll(() => page.getByTestId("inline-save-status").textContent())
      .toMatch(/^(Automatisch gespeichert|Gespeichert \d{2}:\d{2})$/);
    const before = await visitorHtml();
    expect(before).toContain("Alter Titel");
    expect(before).not.toContain("Neuer Titel");
    // The orange banner says there are unpublished changes.
    expect(
      await page
        .getByText(
          "Nicht veröffentlichte Änderungen – Besucher sehen noch die veröffentlichte Fassung.",
        )
        .isVisible(),
    ).toBe(true);

    // Keyboard: Enter on the focused heading opens it; Escape throws the typing away.
    await heading().focus();
    await page.keyboard.press("Enter");
    await box.waitFor();
    await box.fill("Verworfen");
    let saves = 0;
    const countSaves = (r: Request) =>
      void (r.method() === "PATCH" && (saves += 1));
    page.on("request", countSaves);
    await box.press("Escape");
    expect(await box.count()).toBe(0);
    expect(await heading().textContent()).toBe("Neuer Titel");
    expect(
      await page.evaluate(() =>
        document.activeElement?.getAttribute("data-edit-field"),
      ),
    ).toBe("text");
    // No autosave: by the time its timer would have fired, no save went out.
    await pageTimersDue(page, INLINE_AUTOSAVE_DELAY_MS);
    page.off("request", countSaves);
    expect(saves).toBe(0);
    expect(await storedText("heading")).toBe("Neuer Titel");
  });

  it("edits the paragraph as rich text (Ctrl+B) and saves it with 'Speichern'", async () => {
    await paragraph().click();
    const editor = page.locator("[data-inline-host] [contenteditable=true]");
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" Fett");
    await page.keyboard.press("Control+a");
    await page.keyboard.press("Control+b");
    await shot(page, "inline-edit");
    await page.getByRole("button", { name: "Speichern", exact: true }).click();
    expect(await paragraph().innerHTML()).toBe(
      "<p><strong>Ein Absatz. Fett</strong></p>",
    );
    await expect
      .poll(() => storedText("paragraph"), { timeout: 4000, interval: 100 })
      .toContain("<strong>Ein Absatz. Fett</strong>");
    expect(await visitorHtml()).not.toContain("Fett");
  });

  it("'Veröffentlichen' makes the edits public; the page keeps working after the live update swapped its content", async () => {
    // Tags the current content: a live update replaces these elements.
    await heading().evaluate((element) =>
      element.setAttribute("data-vorher", ""),
    );
    await page
      .getByRole("button", { name: "Veröffentlichen", exact: true })
      .click();
    await expect
      .poll(() => toast(page, "Seite erfolgreich veröffentlicht").first().isVisible())
      .toBe(true);
    expect(
      await page
        .getByText(
          "Nicht veröffentlichte Änderungen – Besucher sehen noch die veröffentlichte Fassung.",
        )
        .isVisible(),
    ).toBe(false);
    await expect.poll(visitorHtml).toContain("Neuer Titel");
    const html = await visitorHtml();
    expect(html).toContain("<strong>Ein Absatz. Fett</strong>");
    expect(html).not.toContain("data-edit-field");
    expect(html).not.toContain("data-edit-block");
    expect(html).not.toContain("data-inline-editor");
    // Scripts: the site runtime (modules from /assets) and JSON data, nothing else.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts)
      expect(tag).toMatch(
        /type="module" src="\/assets\/[^"]+\.js"|type="application\/(ld\+json|json" data-islands)/,
      );

    // The publish event refreshed the admin's page too: new elements, still editable, toolbar kept.
    await expect
      .poll(() => page.locator("[data-vorher]").count(), { timeout: 5000 })
      .toBe(0);
    await expect.poll(() => heading().getAttribute("tabindex")).toBe("0");
    expect(
      await page
        .getByRole("button", { name: "Veröffentlichen", exact: true })
        .isVisible(),
    ).toBe(true);
    await heading().click();
    const box = page.getByRole("textbox", { name: "Text", exact: true });
    await box.waitFor();
    await box.press("Escape");
    // So far the page has only been in edit mode: it must have had no error.
    expect(errors).toEqual([]);
  });

  it("has no serious or critical axe violations in edit mode, also with a rich text field open", async () => {
    const serious = () => axeViolations(page);
    expect(await serious()).toEqual([]);
    await paragraph().click();
    await page.locator("[data-inline-host] [contenteditable=true]").waitFor();
    expect(await serious()).toEqual([]);
    await page.getByRole("button", { name: "Abbrechen", exact: true }).click();
    expect(await page.locator("[data-inline-host]").count()).toBe(0);
  });

  it("a failed save shows 'Speicherfehler' and keeps the edit; after a reload the browser draft is offered back", async () => {
    await page.route(`**/api/pages/${id}`, (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ error: "Interner Fehler" }),
          })
        : route.fallback(),
    );
    await heading().click();
    const box = page.getByRole("textbox", { name: "Text", exact: true });
    await box.fill("Ohne Server");
    await box.press("Control+Enter");
    await expect
      .poll(() => toast(page, "Speicherfehler").first().isVisible(), {
        timeout: 5000,
      })
      .toBe(true);
    expect(await page.getByTestId("inline-save-status").textContent()).toBe(
      "Speicherfehler",
    );
    expect(await heading().textContent()).toBe("Ohne Server");
    expect(await storedText("heading")).toBe("Neuer Titel");
    // The draft is written 300 ms after the change: wait until it holds the text.
    await expect
      .poll(async () => (await storedDraft(page, id)) ?? "")
      .toContain("Ohne Server");
    await page.unroute(`**/api/pages/${id}`);

    await reloadReady(page);
    const banner = page.getByTestId("restore-banner");
    await banner.waitFor();
    expect(await heading().textContent()).toBe("Neuer Titel");
    await banner.getByRole("button", { name: "Wiederherstellen" }).click();
    expect(await heading().textContent()).toBe("Ohne Server");
    await expect
      .poll(() => storedText("heading"), { timeout: 4000, interval: 100 })
      .toBe("Ohne Server");
    expect(await banner.count()).toBe(0);
  });

  it("a save after someone else's change of the same text asks in the conflict dialog; 'Meine' wins", async () => {
    await reloadReady(page);
    await expect.poll(() => heading().getAttribute("tabindex")).toBe("0");
    // Someone else saves the working copy meanwhile.
    const current = (
      await admin.api<{ version: number; content: StoredBlock[] }>("GET", `/api/pages/${id}`)
    ).body;
    const content = current.content.map((b) =>
      b.type === "heading"
        ? { ...b, content: { ...b.content, text: "Von anderswo" } }
        : b,
    );
    expect(
      (await admin.api("PATCH", `/api/pages/${id}`, { content, version: current.version })).status,
    ).toBe(200);
    await heading().click();
    const box = page.getByRole("textbox", { name: "Text", exact: true });
    await box.fill("Meine Fassung");
    await box.press("Control+Enter");
    const dialog = page.getByTestId("conflict-dialog");
    await expect.poll(() => dialog.isVisible(), { timeout: 5000 }).toBe(true);
    expect(await shownText(dialog.getByTestId("conflict-theirs"))).toContain(
      "Von anderswo",
    );
    expect(await shownText(dialog.getByTestId("conflict-mine"))).toContain(
      "Meine Fassung",
    );
    await dialog.getByRole("radio", { name: /^Meine Fassung behalten/ }).click();
    await dialog.getByRole("button", { name: "Übernehmen und speichern" }).click();
    await expect
      .poll(() => storedText("heading"), { timeout: 4000, interval: 100 })
      .toBe("Meine Fassung");
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
