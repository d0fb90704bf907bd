import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTOSAVE_DELAY_MS } from "~/editor/save-queue";
import {
  axeViolations,
  newPage,
  openBuilder,
  person,
  pageTimersDue,
  reloadReady,
  shot,
  signedInPage,
  storedDraft,
  type Person,
  type RunningApp,
} from "./harness";
import { blockFrame, builderFixtures, editorTool, storedBlocks, toast } from "./builder";
import { shownText } from "./content-helpers";

/** Autosave of the page builder (issue 14, item 6): working copy, conflicts, browser drafts, failures. */
describe("page builder autosave in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Person;
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];

  /** Failed and conflicting saves are logged on purpose; anything else in the console is a bug. */
  const expected =
    /Speichern fehlgeschlagen|Speicherkonflikt|status of (409|500)|\/api\/pages\/\S+ (409|500)|ERR_FAILED|ERR_INTERNET_DISCONNECTED|Failed to fetch|PATCH \/api\/pages\/\S+ fehlgeschlagen/;
  /** Reloading with unsaved edits asks first (beforeunload): the tests mean to leave. */
  const leaveWithoutAsking = (p: Page) => p.on("dialog", (d) => void d.accept());

  /**
   * A page of its own with one heading (and a paragraph); returns its id and slug. Kept out of the
   * main menu: a test publishes it, and the worker's server is shared with files that read the menu.
   */
  async function createPage(title: string, heading: string): Promise<{ id: string; slug: string }> {
    const created = await newPage(admin.api, {
      title,
      show_in_menu: false,
      content: [
        { id: "h", type: "heading", content: { text: heading, level: 1 } },
        { id: "p", type: "paragraph", content: { text: "<p>Ein Absatz.</p>" } },
      ],
    });
    return { id: created.id, slug: created.slug };
  }

  const headingText = async (id: string) =>
    (await storedBlocks(page, id)).find((b) => b.type === "heading")?.content.text;
  const status = (p: Page) => p.getByTestId("save-status").textContent();
  const canvasHeading = (p: Page, name: string) =>
    p.getByTestId("canvas").getByRole("heading", { name, exact: true });
  const textField = (p: Page) =>
    p
      .getByTestId("properties")
      .getByRole("textbox", { name: "Text", exact: true });
  const tool = editorTool;
  const openEditor = (p: Page, id: string) => openBuilder(p, app, id);

  /** Selects the heading on the canvas and types a new text into the properties panel. */
  async function typeHeading(p: Page, from: string, to: string) {
    await canvasHeading(p, from).click();
    await textField(p).fill(to);
    await expect.poll(() => canvasHeading(p, to).isVisible()).toBe(true);
  }

  /**
   * After opening: no browser draft is offered. The editor looks for one first and writes nothing
   * while it looks or while one is offered, so a change written as a draft shows the look is over
   * (instead of pausing and hoping the banner would have come by then).
   */
  async function expectNoDraftOffered(p: Page, id: string, heading: string) {
    await typeHeading(p, heading, `${heading}.`);
    await expect.poll(() => storedDraft(p, id)).toContain(`${heading}.`);
    expect(await p.getByTestId("restore-banner").count()).toBe(0);
  }

  beforeAll(async () => {
    ({ app, browser, admin, page, context, errors } = await builderFixtures());
    leaveWithoutAsking(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("autosaves a changed heading into the working copy within 3 s without Speichern; 'Veröffentlichen' makes it public", async () => {
    const { id, slug } = await createPage("Autosave", "Vorher");
    await openEditor(page, id);
    await typeHeading(page, "Vorher", "Automatisch gesichert");
    expect(await status(page)).toBe("Nicht gespeichert");
    // Nothing pressed: 1 s after the last change the queue saves.
    await expect
      .poll(() => headingText(id), { timeout: 3000, interval: 100 })
      .toBe("Automatisch gesichert");
    await expect
      .poll(() => status(page))
      .toMatch(/^(Automatisch gespeichert|Gespeichert \d{2}:\d{2})$/);
    await shot(page, "editor-save-autosaved");

    // The working copy is not public yet; Veröffentlichen makes it so.
    await tool(page, "Veröffentlichen").click();
    await expect
      .poll(() => toast(page, "veröffentlicht").first().isVisible())
      .toBe(true);
    await expect
      .poll(async () => (await page.request.get(`${app.url}/${slug}`)).text())
      .toContain("Automatisch gesichert");
  });

  it("two people on one page: changes to different blocks merge by themselves; the same block asks per block with both versions", async () => {
    // Issue 38, item 1: the admin (Anna) and a Redakteurin (Rita) in two browser contexts.
    const created = await newPage(admin.api, {
      title: "Zusammen",
      show_in_menu: false,
      content: [
        { id: "hero", type: "hero", content: { title: "Willkommen", subtitle: "Alter Untertitel" } },
        { id: "p", type: "paragraph", content: { text: "<p>Ein Absatz von vorher.</p>" } },
      ],
    });
    const id = created.id;
    const rita = await person(app, { role: "editor", name: "Rita Redakteurin" });
    const { page: other, context: otherContext, errors: otherErrors } = await signedInPage(browser, app, rita);
    leaveWithoutAsking(other);
    const stored = async () => {
      const blocks = await storedBlocks(page, id);
      return { subtitle: blocks.find((b) => b.id === "hero")?.content.subtitle, paragraph: blocks.find((b) => b.id === "p")?.content.text };
    };
    /** Clicks into the paragraph on the canvas, replaces its text as a person types, and leaves the field. */
    async function typeParagraph(p: Page, text: string) {
      const paragraph = p.getByTestId("canvas").locator('[data-block="paragraph"] [data-edit-field="text"]');
      const box = (await paragraph.boundingBox())!;
      const near = { position: { x: 8, y: Math.min(12, box.height / 2) } };
      await paragraph.click(near);
      if ((await p.locator("[data-in-place-rich-text]").count()) === 0) await paragraph.click(near);
      const editor = p.locator("[data-in-place-rich-text] [contenteditable=true]");
      await editor.waitFor();
      await expect.poll(() => editor.evaluate((el) => el === document.activeElement)).toBe(true);
      await p.keyboard.press("Control+a");
      await p.keyboard.type(text);
      await p.getByTestId("element-count").click();
      await expect.poll(() => p.locator("[data-in-place-rich-text]").count()).toBe(0);
    }
    try {
      await openEditor(page, id);
      await openEditor(other, id);
      // Rita opened second: the presence question, she edits anyway.
      await other.getByTestId("presence-dialog").getByRole("button", { name: "Trotzdem bearbeiten" }).click();

      // Anna changes the hero's subtitle; it is saved.
      await blockFrame(page, "hero").click({ position: { x: 6, y: 6 } });
      await page.getByTestId("properties").getByRole("textbox", { name: "Untertitel", exact: true }).fill("Neuer Untertitel von Anna");
      await expect.poll(() => stored(), { timeout: 5000 }).toEqual({ subtitle: "Neuer Untertitel von Anna", paragraph: "<p>Ein Absatz von vorher.</p>" });

      // Rita, still on the older version, changes the paragraph: merged and saved without a question.
      await typeParagraph(other, "Absatz von Rita.");
      await expect.poll(() => stored(), { timeout: 5000 }).toEqual({ subtitle: "Neuer Untertitel von Anna", paragraph: "<p>Absatz von Rita.</p>" });
      expect(await other.getByTestId("conflict-dialog").count()).toBe(0);
      // Her canvas shows Anna's subtitle now, without a reload.
      await expect.poll(() => other.getByTestId("canvas").getByText("Neuer Untertitel von Anna").count()).toBe(1);

      // Now both change the same paragraph: Anna, who has not seen Rita's text, is asked about that block only.
      await typeParagraph(page, "Absatz von Anna.");
      const dialog = page.getByTestId("conflict-dialog");
      await expect.poll(() => dialog.isVisible(), { timeout: 5000 }).toBe(true);
      const block = dialog.getByTestId("conflict-block");
      expect(await block.count()).toBe(1);
      expect(await block.getByTestId("conflict-mine").getByTestId("word-mine").allTextContents()).toEqual(["Anna"]);
      expect(await block.getByTestId("conflict-theirs").getByTestId("word-theirs").allTextContents()).toEqual(["Rita"]);
      expect(await shownText(block.getByTestId("conflict-mine"))).toContain("Absatz von Anna.");
      expect(await shownText(block.getByTestId("conflict-theirs"))).toContain("Absatz von Rita.");
      expect(await status(page)).toBe("Nicht gespeichert");
      await shot(page, "editor-save-conflict");
      expect(await axeViolations(page, { impact: "all" })).toEqual([]);
      // No way out of the choice by Escape or a click beside the dialog; nothing is saved before it.
      await page.keyboard.press("Escape");
      await page.mouse.click(5, 5);
      expect(await dialog.isVisible()).toBe(true);
      const apply = dialog.getByRole("button", { name: "Übernehmen und speichern" });
      expect(await apply.isDisabled()).toBe(true);
      expect((await stored()).paragraph).toBe("<p>Absatz von Rita.</p>");

      // Per block: 'Meine' keeps Anna's text; the merge is saved and both canvases follow it.
      await block.getByRole("radio", { name: /^Meine Fassung behalten/ }).click();
      await apply.click();
      await expect.poll(() => stored(), { timeout: 5000 }).toEqual({ subtitle: "Neuer Untertitel von Anna", paragraph: "<p>Absatz von Anna.</p>" });
      await expect.poll(() => dialog.count()).toBe(0);

      // Rita's next change of the same paragraph meets Anna's; she takes 'Ihre' (Anna's) for it.
      await typeParagraph(other, "Absatz von Rita, zweiter Versuch.");
      const second = other.getByTestId("conflict-dialog");
      await expect.poll(() => second.isVisible(), { timeout: 5000 }).toBe(true);
      await second.getByRole("radio", { name: /^Ihre Fassung übernehmen/ }).click();
      await second.getByRole("button", { name: "Übernehmen und speichern" }).click();
      await expect.poll(() => second.count()).toBe(0);
      await expect.poll(() => other.getByTestId("canvas").getByText("Absatz von Anna.").count()).toBe(1);
      expect(await stored()).toEqual({ subtitle: "Neuer Untertitel von Anna", paragraph: "<p>Absatz von Anna.</p>" });
      expect(otherErrors.filter((e) => !expected.test(e))).toEqual([]);
    } finally {
      await otherContext.close();
    }
  });

  it("keeps edits in the browser when the save fails and offers them back after a reload", async () => {
    const { id } = await createPage("Entwurf", "Gespeicherter Stand");
    await openEditor(page, id);
    // The server is unreachable for this page's saves.
    await page.route(`**/api/pages/${id}`, (route) =>
      route.request().method() === "PATCH"
        ? route.abort("internetdisconnected")
        : route.fallback(),
    );
    await typeHeading(page, "Gespeicherter Stand", "Nur im Browser");
    await expect
      .poll(() => status(page), { timeout: 5000 })
      .toBe("Speicherfehler");
    await expect
      .poll(() => toast(page, "Speicherfehler").first().isVisible())
      .toBe(true);
    expect(await toast(page, "Speicherfehler").first().textContent()).toContain(
      "Inhalt konnte nicht gespeichert werden. Bitte erneut versuchen.",
    );
    expect(await headingText(id)).toBe("Gespeicherter Stand");
    await page.unroute(`**/api/pages/${id}`);

    await reloadReady(page);
    const banner = page.getByTestId("restore-banner");
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain(
      "Nicht gespeicherte Änderungen gefunden",
    );
    expect(await canvasHeading(page, "Gespeicherter Stand").isVisible()).toBe(
      true,
    );
    await shot(page, "editor-save-restore");
    await banner.getByRole("button", { name: "Wiederherstellen" }).click();
    await expect
      .poll(() => canvasHeading(page, "Nur im Browser").isVisible())
      .toBe(true);
    expect(await banner.count()).toBe(0);
    // Restored is one undo step and goes to the server by itself.
    expect(await tool(page, "Rückgängig").isEnabled()).toBe(true);
    await expect
      .poll(() => headingText(id), { timeout: 5000 })
      .toBe("Nur im Browser");

    // Saved: the draft is gone, a reload offers nothing.
    await reloadReady(page);
    await expectNoDraftOffered(page, id, "Nur im Browser");
  });

  it("'Verwerfen' in the banner drops the browser draft", async () => {
    const { id } = await createPage("Verwerfen", "Bleibt so");
    await openEditor(page, id);
    await page.route(`**/api/pages/${id}`, (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 500, body: "{}" })
        : route.fallback(),
    );
    await typeHeading(page, "Bleibt so", "Wird verworfen");
    await expect
      .poll(() => status(page), { timeout: 5000 })
      .toBe("Speicherfehler");
    await page.unroute(`**/api/pages/${id}`);
    await reloadReady(page);
    const banner = page.getByTestId("restore-banner");
    await expect.poll(() => banner.isVisible()).toBe(true);
    await banner.getByRole("button", { name: "Verwerfen" }).click();
    expect(await banner.count()).toBe(0);
    expect(await canvasHeading(page, "Bleibt so").isVisible()).toBe(true);
    await expect.poll(() => storedDraft(page, id)).toBeNull();
    await reloadReady(page);
    expect(await headingText(id)).toBe("Bleibt so");
    await expectNoDraftOffered(page, id, "Bleibt so");
  });

  it("a failing server: 'Speicherfehler' keeps the edit, three failures ask for a manual save, then Speichern succeeds", async () => {
    const { id } = await createPage("Fehler", "Alt");
    await openEditor(page, id);
    let attempts = 0;
    await page.route(`**/api/pages/${id}`, (route) => {
      if (route.request().method() !== "PATCH") return route.fallback();
      attempts += 1;
      return route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: "Interner Fehler" }),
      });
    });
    await typeHeading(page, "Alt", "Neu trotz Fehler");
    await expect
      .poll(() => status(page), { timeout: 5000 })
      .toBe("Speicherfehler");
    expect(await canvasHeading(page, "Neu trotz Fehler").isVisible()).toBe(
      true,
    );
    expect(await textField(page).inputValue()).toBe("Neu trotz Fehler");
    // Two more failed saves by hand: autosave gives up and says so, once.
    await tool(page, "Speichern").click();
    await expect.poll(() => attempts).toBe(2);
    // A save by hand that fails says so in the spec's words.
    await expect
      .poll(() =>
        toast(page, "Fehler beim Speichern. Bitte versuchen Sie es erneut.")
          .first()
          .isVisible(),
      )
      .toBe(true);
    await tool(page, "Speichern").click();
    await expect
      .poll(() =>
        toast(
          page,
          "Auto-Speichern fehlgeschlagen. Bitte manuell speichern.",
        ).count(),
      )
      .toBe(1);
    expect(attempts).toBe(3);
    await shot(page, "editor-save-failed");
    // Further typing does not hammer the server: autosave stopped until a manual save.
    await textField(page).fill("Neu trotz Fehler!");
    await pageTimersDue(page, AUTOSAVE_DELAY_MS);
    // (This GET passes the same route after any PATCH the timer would have sent.)
    expect(await headingText(id)).toBe("Alt");
    expect(attempts).toBe(3);

    await page.unroute(`**/api/pages/${id}`);
    await tool(page, "Speichern").click();
    await expect
      .poll(() => headingText(id), { timeout: 5000 })
      .toBe("Neu trotz Fehler!");
    await expect
      .poll(() => status(page))
      .toMatch(/^Gespeichert( \d{2}:\d{2})?$/);
  });

  it("offline: saves fail, the edit stays, and coming back online saves it without a click", async () => {
    const { id } = await createPage("Offline", "Online");
    await openEditor(page, id);
    await context.setOffline(true);
    try {
      await typeHeading(page, "Online", "Offline geschrieben");
      await expect
        .poll(() => status(page), { timeout: 5000 })
        .toBe("Speicherfehler");
    } finally {
      await context.setOffline(false);
    }
    await expect
      .poll(() => headingText(id), { timeout: 5000 })
      .toBe("Offline geschrieben");
    await expect
      .poll(() => status(page))
      .toMatch(/^(Gespeichert \d{2}:\d{2}|Gespeichert)$/);
  });

  it("leaving right after typing waits for the save and asks nothing; only a failed save asks, 'Speichern und verlassen' first", async () => {
    // Issue 38, item 8.
    const { id } = await createPage("Verlassen", "Hier");
    const back = () => page.getByRole("link", { name: "Zurück zu den Seiten" }).first();
    await openEditor(page, id);
    await typeHeading(page, "Hier", "Gleich gesichert");
    // At once, before the autosave: no question; the save runs and then the list opens.
    await back().click();
    await page.waitForURL(/\/admin\/pages$/);
    expect(await headingText(id)).toBe("Gleich gesichert");
    expect(await page.getByTestId("leave-dialog").count()).toBe(0);

    await openEditor(page, id);
    await page.route(`**/api/pages/${id}`, (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 500, body: "{}" })
        : route.fallback(),
    );
    await typeHeading(page, "Gleich gesichert", "Ungesichert");
    await expect
      .poll(() => status(page), { timeout: 5000 })
      .toBe("Speicherfehler");
    await back().click();
    const ask = page.getByRole("alertdialog", { name: "Änderungen nicht gespeichert" });
    await expect.poll(() => ask.isVisible()).toBe(true);
    expect(await ask.getByRole("button").allTextContents()).toEqual(["Speichern und verlassen", "Verwerfen und verlassen", "Weiter bearbeiten"]);
    await ask.getByRole("button", { name: "Weiter bearbeiten" }).click();
    expect(page.url()).toMatch(/\/edit$/);
    // The server answers again: 'Speichern und verlassen' saves, then leaves.
    await back().click();
    await expect.poll(() => ask.isVisible()).toBe(true);
    await page.unroute(`**/api/pages/${id}`);
    await ask.getByRole("button", { name: "Speichern und verlassen" }).click();
    await page.waitForURL(/\/admin\/pages$/);
    expect(await headingText(id)).toBe("Ungesichert");
    expect(errors.filter((e) => !expected.test(e))).toEqual([]);
  });
});
