import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTOSAVE_DELAY_MS } from "~/editor/save-queue";
import {
  axeViolations,
  newPage,
  openBuilder,
  pageTimersDue,
  reloadReady,
  shot,
  signedInPage,
  storedDraft,
  type Person,
  type RunningApp,
} from "./harness";
import { builderFixtures, editorTool, storedBlocks, toast } from "./builder";

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

  it("two editors of one page: the later save gets the conflict dialog, and neither text is lost", async () => {
    const { id } = await createPage("Konflikt", "Ausgangstext");
    const { page: other, context: otherContext, errors: otherErrors } = await signedInPage(browser, app, admin);
    leaveWithoutAsking(other);
    try {
      await openEditor(page, id);
      await openEditor(other, id);

      await typeHeading(page, "Ausgangstext", "Text von Anna");
      await expect
        .poll(() => headingText(id), { timeout: 5000 })
        .toBe("Text von Anna");

      // The second editor still has the old version: its save meets a 409 and asks.
      await typeHeading(other, "Ausgangstext", "Text von Bernd");
      const dialog = other.getByTestId("conflict-dialog");
      await expect.poll(() => dialog.isVisible(), { timeout: 5000 }).toBe(true);
      expect(
        await dialog.getByTestId("conflict-server").textContent(),
      ).toContain("Text von Anna");
      expect(
        await dialog.getByTestId("conflict-local").textContent(),
      ).toContain("Text von Bernd");
      expect(
        await dialog.getByTestId("conflict-server").textContent(),
      ).toContain("2 Elemente");
      expect(await status(other)).toBe("Nicht gespeichert");
      await shot(other, "editor-save-conflict");
      expect(await axeViolations(other, { impact: "all" })).toEqual([]);
      // No way out of the choice by Escape or a click beside the dialog.
      await other.keyboard.press("Escape");
      await other.mouse.click(5, 5);
      expect(await dialog.isVisible()).toBe(true);
      expect(await headingText(id)).toBe("Text von Anna");

      await dialog
        .getByRole("button", { name: "Meine Version behalten" })
        .click();
      await expect
        .poll(() => headingText(id), { timeout: 5000 })
        .toBe("Text von Bernd");
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await canvasHeading(other, "Text von Bernd").isVisible()).toBe(
        true,
      );

      // The first editor's next save conflicts too; Anna takes the server's version — one undo step
      // brings her text back, so neither text is lost.
      await typeHeading(page, "Text von Anna", "Text von Anna, ergänzt");
      const first = page.getByTestId("conflict-dialog");
      await expect.poll(() => first.isVisible(), { timeout: 5000 }).toBe(true);
      expect(
        await first.getByTestId("conflict-server").textContent(),
      ).toContain("Text von Bernd");
      expect(await first.getByTestId("conflict-local").textContent()).toContain(
        "Text von Anna, ergänzt",
      );
      await first.getByRole("button", { name: "Server-Version laden" }).click();
      await expect
        .poll(() => canvasHeading(page, "Text von Bernd").isVisible())
        .toBe(true);
      expect(await headingText(id)).toBe("Text von Bernd");
      await page.evaluate(() =>
        (document.activeElement as HTMLElement | null)?.blur(),
      );
      await page.keyboard.press("Control+z");
      await expect
        .poll(() => canvasHeading(page, "Text von Anna, ergänzt").isVisible())
        .toBe(true);
      // Undone onto the server's version: saved on top of it, no further conflict.
      await expect
        .poll(() => headingText(id), { timeout: 5000 })
        .toBe("Text von Anna, ergänzt");
      expect(await first.count()).toBe(0);
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

  it("asks before leaving the editor while an edit is not saved yet", async () => {
    const { id } = await createPage("Verlassen", "Hier");
    await openEditor(page, id);
    await page.route(`**/api/pages/${id}`, (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 500, body: "{}" })
        : route.fallback(),
    );
    await typeHeading(page, "Hier", "Ungesichert");
    await expect
      .poll(() => status(page), { timeout: 5000 })
      .toBe("Speicherfehler");
    await page
      .getByRole("link", { name: "Zurück zu den Seiten" })
      .first()
      .click();
    const ask = page.getByRole("alertdialog", {
      name: "Änderungen verwerfen?",
    });
    await expect.poll(() => ask.isVisible()).toBe(true);
    await ask.getByRole("button", { name: "Weiter bearbeiten" }).click();
    expect(page.url()).toMatch(/\/edit$/);
    await page.unroute(`**/api/pages/${id}`);
    await tool(page, "Speichern").click();
    await expect
      .poll(() => headingText(id), { timeout: 5000 })
      .toBe("Ungesichert");
    // Saved: leaving needs no question any more.
    await page
      .getByRole("link", { name: "Zurück zu den Seiten" })
      .first()
      .click();
    await page.waitForURL(/\/admin\/pages$/);
    expect(errors.filter((e) => !expected.test(e))).toEqual([]);
  });
});
