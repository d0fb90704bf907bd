import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTOSAVE_DELAY_MS } from "~/editor/save-queue";
import {
  launchBrowser,
  pageTimersDue,
  settled,
  signInAsAdmin,
  startApp,
  storedDraft,
  type RunningApp,
  gotoReady,
  reloadReady,
  TOASTS,
} from "./harness";

interface StoredBlock {
  id: string;
  type: string;
  content: Record<string, unknown>;
}

/** Autosave of the page builder (issue 14, item 6): working copy, conflicts, browser drafts, failures. */
describe("page builder autosave in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  /** Failed and conflicting saves are logged on purpose; anything else in the console is a bug. */
  const expected =
    /Speichern fehlgeschlagen|Speicherkonflikt|status of (409|500)|\/api\/pages\/\S+ (409|500)|ERR_FAILED|ERR_INTERNET_DISCONNECTED|Failed to fetch|PATCH \/api\/pages\/\S+ fehlgeschlagen/;
  function watch(p: Page) {
    p.on("pageerror", (e) => errors.push(e.message));
    p.on("console", (m) => {
      if (m.type() === "error" && !expected.test(m.text()))
        errors.push(m.text());
    });
    // Reloading with unsaved edits asks first (beforeunload): the tests mean to leave.
    p.on("dialog", (d) => void d.accept());
  }

  /** A page with one heading (and a paragraph), created through the API like the admin screens do. */
  async function createPage(slug: string, heading: string): Promise<string> {
    return page.evaluate(
      async ([s, text]) => {
        const json = { "content-type": "application/json" };
        const created = await fetch("/api/pages", {
          method: "POST",
          headers: json,
          body: JSON.stringify({ title: s, slug: s }),
        }).then((r) => r.json());
        const content = [
          { id: `${s}-h`, type: "heading", content: { text, level: 1 } },
          {
            id: `${s}-p`,
            type: "paragraph",
            content: { text: "<p>Ein Absatz.</p>" },
          },
        ];
        const res = await fetch(`/api/pages/${created.id}`, {
          method: "PATCH",
          headers: json,
          body: JSON.stringify({ content, version: created.version }),
        });
        if (!res.ok) throw new Error(`PATCH ${res.status}`);
        return created.id as string;
      },
      [slug, heading] as const,
    );
  }

  const stored = async (id: string): Promise<StoredBlock[]> =>
    (
      await page.evaluate(
        (pageId) => fetch(`/api/pages/${pageId}`).then((r) => r.json()),
        id,
      )
    ).content;
  const headingText = async (id: string) =>
    (await stored(id)).find((b) => b.type === "heading")?.content.text;
  const status = (p: Page) => p.getByTestId("save-status").textContent();
  const canvasHeading = (p: Page, name: string) =>
    p.getByTestId("canvas").getByRole("heading", { name, exact: true });
  const textField = (p: Page) =>
    p
      .getByTestId("properties")
      .getByRole("textbox", { name: "Text", exact: true });
  const toast = (p: Page, text: string) =>
    p.locator("[data-sonner-toast]").filter({ hasText: text });
  const tool = (p: Page, name: string) =>
    p
      .getByRole("toolbar", { name: "Werkzeugleiste des Editors" })
      .getByRole("button", { name, exact: true });

  async function openEditor(p: Page, id: string) {
    await gotoReady(p, `${app.url}/admin/pages/${id}/edit`);
    await p.getByTestId("page-builder").waitFor();
  }

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
    app = await startApp();
    browser = await launchBrowser();
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
    });
    page = await context.newPage();
    watch(page);
    await signInAsAdmin(page, app, "autosave@example.org");
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("autosaves a changed heading into the working copy within 3 s without Speichern; 'Veröffentlichen' makes it public", async () => {
    const id = await createPage("autosave", "Vorher");
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
    await page.screenshot({ path: "/tmp/editor-save-autosaved.png" });

    // The working copy is not public yet; Veröffentlichen makes it so.
    await tool(page, "Veröffentlichen").click();
    await expect
      .poll(() => toast(page, "veröffentlicht").first().isVisible())
      .toBe(true);
    await expect
      .poll(async () => (await page.request.get(`${app.url}/autosave`)).text())
      .toContain("Automatisch gesichert");
  });

  it("two editors of one page: the later save gets the conflict dialog, and neither text is lost", async () => {
    const id = await createPage("konflikt", "Ausgangstext");
    const otherContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      storageState: await context.storageState(),
    });
    const other = await otherContext.newPage();
    watch(other);
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
      await settled(other);
      await other.screenshot({ path: "/tmp/editor-save-conflict.png" });
      const axe = await new AxeBuilder({ page: other })
        .include('[data-testid="conflict-dialog"]')
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .exclude(TOASTS)
        .analyze();
      expect(
        axe.violations.map(
          (v) => `${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
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
    } finally {
      await otherContext.close();
    }
  });

  it("keeps edits in the browser when the save fails and offers them back after a reload", async () => {
    const id = await createPage("entwurf", "Gespeicherter Stand");
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
    await page.screenshot({ path: "/tmp/editor-save-restore.png" });
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
    const id = await createPage("verwerfen", "Bleibt so");
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
    const id = await createPage("fehler", "Alt");
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
    await page.screenshot({ path: "/tmp/editor-save-failed.png" });
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
    const id = await createPage("offline", "Online");
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
    const id = await createPage("verlassen", "Hier");
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
    expect(errors).toEqual([]);
  });
});
