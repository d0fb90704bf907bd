import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shot, type RunningApp, gotoReady, reloadReady } from "./harness";
import { ownServerAdmin } from "./team-helpers";

const TABS = [
  "Allgemein",
  "Header",
  "Footer",
  "Blog",
  "Downloads",
  "Rechtliches",
  "Social",
];

describe("site settings in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let errors: string[] = [];

  beforeAll(async () => {
    // An own server: the site settings are the whole site's (name, footer, legal pages), and the
    // tests start from the defaults.
    ({ app, browser, page, errors } = await ownServerAdmin());
  });
  /** Until the toast of a successful save shows. */
  const savedToast = () =>
    expect
      .poll(() =>
        page
          .getByText("Einstellungen erfolgreich gespeichert")
          .first()
          .isVisible(),
      )
      .toBe(true);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("changes the footer layout and copyright, saves, and keeps them after a reload", async () => {
    await gotoReady(page, app.url + "/admin/settings");
    await expect
      .poll(() =>
        page.getByRole("heading", { name: "Einstellungen" }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByText("Alle Änderungen gespeichert").count())
      .toBe(1);

    await page.getByRole("tab", { name: "Footer" }).click();
    await page.getByLabel("Spalten-Layout").click();
    await page.getByRole("option", { name: "Drei Spalten" }).click();
    await page.getByLabel("Copyright-Text").fill("© Muster GmbH");
    await expect
      .poll(() => page.getByText("Ungespeicherte Änderungen").isVisible())
      .toBe(true);

    await page.getByRole("button", { name: "Speichern" }).click();
    await expect
      .poll(() =>
        page.getByText("Einstellungen erfolgreich gespeichert").isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByText("Alle Änderungen gespeichert").count())
      .toBe(1);

    await reloadReady(page);
    await page.getByRole("tab", { name: "Footer" }).click();
    expect(await page.getByLabel("Spalten-Layout").textContent()).toContain(
      "Drei Spalten",
    );
    expect(await page.getByLabel("Copyright-Text").inputValue()).toBe(
      "© Muster GmbH",
    );
    const stored = await page.evaluate(() =>
      fetch("/api/settings").then((r) => r.json()),
    );
    expect(stored.footer).toMatchObject({
      layout: "three-column",
      copyright_text: "© Muster GmbH",
    });
    expect(errors).toEqual([]);
  });

  it("saves with Ctrl+S and refuses a bad colour with a message at the field", async () => {
    await gotoReady(page, app.url + "/admin/settings");
    await page.getByLabel("Name der Website").fill("Muster GmbH");
    await page.keyboard.press("Control+s");
    await savedToast();

    await page.getByRole("tab", { name: "Footer" }).click();
    await page.getByLabel("Hintergrundfarbe", { exact: true }).fill("#12");
    await page.getByRole("tab", { name: "Allgemein" }).click();
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect
      .poll(() =>
        page.getByText("Fehler beim Speichern der Einstellungen").isVisible(),
      )
      .toBe(true);
    // The form switches to the tab holding the error and shows it at the field.
    await expect
      .poll(() =>
        page.getByRole("tab", { name: /Footer/, selected: true }).isVisible(),
      )
      .toBe(true);
    expect(
      await page
        .getByLabel("Hintergrundfarbe", { exact: true })
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(await page.getByText("Farbe als #rrggbb angeben").isVisible()).toBe(
      true,
    );
    expect(await page.getByText("Ungespeicherte Änderungen").isVisible()).toBe(
      true,
    );
    await shot(page, "settings-error");
    const stored = await page.evaluate(() =>
      fetch("/api/settings").then((r) => r.json()),
    );
    expect(stored.footer.background_color).toBe("#111827");
  });

  it("saves a legal page switched on without a page as disabled, after a hint", async () => {
    await gotoReady(page, app.url + "/admin/settings");
    await page.getByRole("tab", { name: "Rechtliches" }).click();
    await page.getByLabel("Seite (AGB)").click();
    await page.getByRole("option", { name: "Keine Seite" }).click();
    const agbSwitch = page.getByRole("switch", { name: "Aktiv (AGB)" });
    if ((await agbSwitch.getAttribute("aria-checked")) !== "true")
      await agbSwitch.click();
    await expect
      .poll(() =>
        page
          .getByText(
            "Ohne ausgewählte Seite wird diese Seite beim Speichern deaktiviert.",
          )
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole("button", { name: "Speichern" }).click();
    await savedToast();
    await expect
      .poll(() => agbSwitch.getAttribute("aria-checked"))
      .toBe("false");
    const stored = await page.evaluate(() =>
      fetch("/api/settings").then((r) => r.json()),
    );
    expect(stored.legal_pages.agb).toEqual({ enabled: false, page_id: null });
  });

  it("asks before leaving with unsaved changes", async () => {
    await gotoReady(page, app.url + "/admin/settings");
    await page.getByLabel("Name der Website").fill("Noch nicht gespeichert");
    await page.getByRole("link", { name: "Seiten" }).first().click();
    await expect
      .poll(() =>
        page
          .getByRole("alertdialog", {
            name: "Ungespeicherte Änderungen verwerfen?",
          })
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole("button", { name: "Weiter bearbeiten" }).click();
    expect(new URL(page.url()).pathname).toBe("/admin/settings");
    expect(await page.getByLabel("Name der Website").inputValue()).toBe(
      "Noch nicht gespeichert",
    );
    await page.getByRole("button", { name: "Verwerfen" }).click();
    await page.getByRole("link", { name: "Seiten" }).first().click();
    await page.waitForURL(app.url + "/admin/pages");
  });

  it("renders every tab (screenshots at 1280 and 375 px with E2E_SHOTS=1)", async () => {
    await gotoReady(page, app.url + "/admin/settings");
    for (const [index, name] of TABS.entries()) {
      await page.getByRole("tab", { name }).click();
      await expect
        .poll(() => page.getByRole("tabpanel").isVisible())
        .toBe(true);
      await page.mouse.move(0, 0);
      await shot(page, `settings-${index + 1}-${name.toLowerCase()}`, {
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("tab", { name: "Footer" }).click();
    await shot(page, "settings-mobile-footer", { fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
