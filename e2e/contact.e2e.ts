import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "~/server/contact/form-token.server";
import {
  launchBrowser,
  signInAsAdmin,
  startApp,
  type RunningApp,
  gotoReady,
} from "./harness";

/**
 * The demo contact form (/kontakt) as visitors use it, with and without JavaScript, and what the
 * admin then finds in the inbox and the outbox. A form sent within 3 s of its page being rendered
 * counts as a bot's (app/server/contact/form-token.server.ts), so a visitor sends only once the
 * form's token is that old, as a person typing would.
 */
const FORM = "#kontakt-kontakt-formular";

async function openForm(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await gotoReady(page, url + "/kontakt");
  return page;
}

/** Until the form's token (`<issued ms>.<signature>`) is old enough to be a person's. */
async function untilTokenAccepted(page: Page) {
  const token = await page
    .locator(`${FORM} input[name="cms_token"]`)
    .inputValue();
  const issued = Number(token.split(".")[0]);
  await expect
    .poll(() => Date.now() - issued, {
      interval: 50,
      timeout: MIN_FILL_MS + 10_000,
    })
    .toBeGreaterThan(MIN_FILL_MS + 100);
}

async function fill(
  page: Page,
  values: { name: string; email: string; message: string; subject: string },
) {
  const form = page.locator(FORM);
  await form.getByLabel("Name").fill(values.name);
  await form.getByLabel("E-Mail").fill(values.email);
  await form.getByLabel("Betreff").selectOption(values.subject);
  await form.getByLabel("Nachricht").fill(values.message);
}

describe("contact form in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    admin = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await signInAsAdmin(admin, app, "admin@example.org");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("with JavaScript: a required field left empty shows the German message at the field, nothing is sent", async () => {
    const context = await browser.newContext();
    const page = await openForm(context, app.url);
    page.on("pageerror", (e) => errors.push(e.message));
    const form = page.locator(FORM);
    await form.getByLabel("E-Mail").fill("erika@kunde.de");
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    const name = form.getByLabel("Name");
    await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await name.getAttribute("aria-describedby")) ?? "";
    const messages = await Promise.all(
      describedBy
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => page.locator(`[id="${id}"]`).textContent()),
    );
    expect(messages.join(" ")).toContain("Bitte füllen Sie dieses Feld aus.");
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute("name")),
    ).toBe("name");
    expect(
      await form
        .getByText("Bitte prüfen Sie die markierten Felder.")
        .isVisible(),
    ).toBe(true);
    await context.close();
  });

  it("with JavaScript: sends, shows the success text, empties the form; the inbox and the outbox have it", async () => {
    const context = await browser.newContext();
    const page = await openForm(context, app.url);
    page.on("pageerror", (e) => errors.push(e.message));
    await fill(page, {
      name: "Erika Mustermann",
      email: "erika@kunde.de",
      subject: "Automatisierung",
      message: "Bitte um Rückruf zur Roboterzelle.",
    });
    // The request still goes to the real server, held back until the sending state was seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    const answer = page.waitForResponse((r) =>
      r.url().endsWith("/api/contact"),
    );
    await untilTokenAccepted(page);
    await page
      .locator(FORM)
      .getByRole("button", { name: "Nachricht senden" })
      .click();
    const sending = page
      .locator(FORM)
      .getByRole("button", { name: "Wird gesendet..." });
    await expect.poll(() => sending.isVisible()).toBe(true);
    expect(await sending.isDisabled()).toBe(true);
    expect(await page.locator(FORM).getByLabel("Name").isDisabled()).toBe(true);
    release();
    expect((await answer).status()).toBe(200);
    await expect
      .poll(() =>
        page
          .locator(FORM)
          .getByText("Nachricht erfolgreich gesendet!")
          .isVisible(),
      )
      .toBe(true);
    expect(await page.locator(FORM).getByLabel("Name").inputValue()).toBe("");
    await context.close();

    await gotoReady(admin, app.url + "/admin/inbox");
    await expect
      .poll(() => admin.getByText("Erika Mustermann").first().isVisible())
      .toBe(true);
    expect(await admin.getByText("Automatisierung").first().isVisible()).toBe(
      true,
    );
    await gotoReady(admin, app.url + "/admin/postausgang");
    await expect
      .poll(() =>
        admin
          .getByText("Kontaktanfrage: Automatisierung", { exact: false })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(errors).toEqual([]);
  });

  it("without JavaScript: the page answers with the result at the form, input kept on an error", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await openForm(context, app.url);
    // Passes the browser's own check (a@b is a valid type=email value), not ours.
    await fill(page, {
      name: "Max Muster",
      email: "max@firma",
      subject: "Sonstiges",
      message: "Ohne JavaScript gesendet.",
    });
    await untilTokenAccepted(page);
    await Promise.all([
      page.waitForNavigation(),
      page
        .locator(FORM)
        .getByRole("button", { name: "Nachricht senden" })
        .click(),
    ]);
    expect(page.url()).toBe(`${app.url}/kontakt#kontakt-kontakt-formular`);
    const form = page.locator(FORM);
    expect(
      await form
        .getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")
        .isVisible(),
    ).toBe(true);
    expect(await form.getByLabel("Name").inputValue()).toBe("Max Muster");
    expect(await form.getByLabel("Nachricht").inputValue()).toBe(
      "Ohne JavaScript gesendet.",
    );

    await form.getByLabel("E-Mail").fill("max@firma.de");
    await untilTokenAccepted(page);
    await Promise.all([
      page.waitForNavigation(),
      form.getByRole("button", { name: "Nachricht senden" }).click(),
    ]);
    await expect
      .poll(() =>
        page
          .locator(FORM)
          .getByText("Nachricht erfolgreich gesendet!")
          .isVisible(),
      )
      .toBe(true);
    expect(await page.locator(FORM).getByLabel("Name").inputValue()).toBe("");
    await context.close();

    await gotoReady(admin, app.url + "/admin/inbox");
    await expect
      .poll(() => admin.getByText("Max Muster").first().isVisible())
      .toBe(true);
    const stored = await admin.evaluate(() =>
      fetch("/api/inbox").then((r) => r.json()),
    );
    expect(stored.total).toBe(2);
  });

  /** The page as if it had been open (or cached) for hours: the first post carries an outdated token. */
  async function expireFirstToken(page: Page, json: boolean) {
    let first = true;
    await page.route("**/*", async (route) => {
      const request = route.request();
      if (request.method() !== "POST" || !first) return route.continue();
      first = false;
      const body = request.postData() ?? "";
      const outdated = "1700000000000.abgelaufenesTokenxxxxxx";
      const postData = json
        ? JSON.stringify({ ...JSON.parse(body), token: outdated })
        : body.replace(/cms_token=[^&]*/, `cms_token=${outdated}`);
      await route.continue({ postData });
    });
  }

  it("with JavaScript: an outdated token is renewed and the message sent again, the visitor notices nothing", async () => {
    const context = await browser.newContext();
    const page = await openForm(context, app.url);
    page.on("pageerror", (e) => errors.push(e.message));
    await expireFirstToken(page, true);
    const statuses: number[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith("/api/contact")) statuses.push(r.status());
    });
    await fill(page, {
      name: "Lena Lang",
      email: "lena@kunde.de",
      subject: "Sonstiges",
      message: "Seite lange offen gelassen.",
    });
    await page
      .locator(FORM)
      .getByRole("button", { name: "Nachricht senden" })
      .click();
    await expect
      .poll(() =>
        page
          .locator(FORM)
          .getByText("Nachricht erfolgreich gesendet!")
          .isVisible(),
      )
      .toBe(true);
    expect(statuses).toEqual([409, 200]);
    await context.close();
    expect(errors).toEqual([]);
  });

  it("without JavaScript: an outdated token gets a German answer with the input kept; sending again works at once", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await openForm(context, app.url);
    await expireFirstToken(page, false);
    await fill(page, {
      name: "Otto Offline",
      email: "otto@firma.de",
      subject: "Sonstiges",
      message: "Ohne JavaScript, Seite lange offen.",
    });
    await Promise.all([
      page.waitForNavigation(),
      page
        .locator(FORM)
        .getByRole("button", { name: "Nachricht senden" })
        .click(),
    ]);
    const form = page.locator(FORM);
    expect(
      await form
        .getByText(
          "Das Formular war zu lange geöffnet. Bitte senden Sie es noch einmal – Ihre Eingaben bleiben erhalten.",
        )
        .isVisible(),
    ).toBe(true);
    expect(await form.getByLabel("Name").inputValue()).toBe("Otto Offline");
    expect(await form.getByLabel("Nachricht").inputValue()).toBe(
      "Ohne JavaScript, Seite lange offen.",
    );
    // No waiting: the person has filled in the form already.
    await Promise.all([
      page.waitForNavigation(),
      form.getByRole("button", { name: "Nachricht senden" }).click(),
    ]);
    await expect
      .poll(() =>
        page
          .locator(FORM)
          .getByText("Nachricht erfolgreich gesendet!")
          .isVisible(),
      )
      .toBe(true);
    await context.close();
    const stored = await admin.evaluate(() =>
      fetch("/api/inbox").then((r) => r.json()),
    );
    expect(stored.total).toBe(4);
  });
});
