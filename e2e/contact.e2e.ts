import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "~/server/contact/form-token.server";
import { gotoReady, signedInPage, unique, type AdminApi, type Person, type RunningApp } from "./harness";
import { islandHydrated, siteFixtures } from "./site-helpers";

/**
 * The demo contact form (/kontakt) as visitors use it, with and without JavaScript, and what the
 * admin then finds in the inbox and the outbox. A form sent within 3 s of its page being rendered
 * counts as a bot's (app/server/contact/form-token.server.ts), so a visitor sends only once the
 * form's token is that old, as a person typing would. The senders' names and addresses carry a
 * mark of this run: the inbox of the worker's server holds other files' messages too.
 */
const FORM = "#kontakt-kontakt-formular";

/** The demo contact page; with JavaScript until the form's island has hydrated. */
async function openForm(
  context: BrowserContext,
  url: string,
  options: { js: boolean },
): Promise<Page> {
  const page = await context.newPage();
  await gotoReady(page, url + "/kontakt");
  if (options.js) await islandHydrated(page.locator(FORM));
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

/** Clicks 'Nachricht senden'; without JavaScript until the page the post answered with has loaded. */
async function send(page: Page, options: { navigation: boolean }) {
  const click = page
    .locator(FORM)
    .getByRole("button", { name: "Nachricht senden" })
    .click();
  await (options.navigation
    ? Promise.all([page.waitForNavigation(), click])
    : click);
}

/** Until the form says the message was sent. */
async function sentShown(page: Page) {
  await expect
    .poll(() =>
      page
        .locator(FORM)
        .getByText("Nachricht erfolgreich gesendet!")
        .isVisible(),
    )
    .toBe(true);
}

describe("contact form in Chromium", () => {
  let app: RunningApp, browser: Browser;
  let admin: Page;
  let api: AdminApi;
  const errors: string[] = [];
  const mark = unique("k").slice(2);
  const sender = (name: string, domain: string) => ({
    name: `${name} ${mark}`,
    email: `${name.split(" ")[0].toLowerCase()}.${mark}@${domain}`,
  });
  /** How many messages the inbox holds from this address. */
  const storedFrom = async (email: string) =>
    (
      await api<{ total: number }>(
        "GET",
        `/api/inbox?q=${encodeURIComponent(email)}`,
      )
    ).body.total;

  beforeAll(async () => {
    let who: Person;
    ({ app, browser, admin: who } = await siteFixtures());
    api = who.api;
    ({ page: admin } = await signedInPage(browser, app, who, {
      viewport: { width: 1280, height: 900 },
    }));
  });
  afterAll(() => browser?.close());

  it("with JavaScript: a required field left empty shows the German message at the field, nothing is sent", async () => {
    const context = await browser.newContext();
    const page = await openForm(context, app.url, { js: true });
    page.on("pageerror", (e) => errors.push(e.message));
    const form = page.locator(FORM);
    await form
      .getByLabel("E-Mail")
      .fill(sender("Erika Leer", "kunde.de").email);
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
    const page = await openForm(context, app.url, { js: true });
    page.on("pageerror", (e) => errors.push(e.message));
    const erika = sender("Erika Mustermann", "kunde.de");
    await fill(page, {
      ...erika,
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
    await send(page, { navigation: false });
    const sending = page
      .locator(FORM)
      .getByRole("button", { name: "Wird gesendet..." });
    await expect.poll(() => sending.isVisible()).toBe(true);
    expect(await sending.isDisabled()).toBe(true);
    expect(await page.locator(FORM).getByLabel("Name").isDisabled()).toBe(true);
    release();
    expect((await answer).status()).toBe(200);
    await sentShown(page);
    expect(await page.locator(FORM).getByLabel("Name").inputValue()).toBe("");
    await context.close();

    await gotoReady(admin, app.url + "/admin/inbox");
    await expect
      .poll(() => admin.getByText(erika.name).first().isVisible())
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
    expect(await storedFrom(erika.email)).toBe(1);
    expect(errors).toEqual([]);
  });

  it("without JavaScript: the page answers with the result at the form, input kept on an error", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await openForm(context, app.url, { js: false });
    // Passes the browser's own check (a@b is a valid type=email value), not ours.
    const max = sender("Max Muster", "firma.de");
    await fill(page, {
      name: max.name,
      email: max.email.replace(/\.de$/, ""),
      subject: "Sonstiges",
      message: "Ohne JavaScript gesendet.",
    });
    await untilTokenAccepted(page);
    await send(page, { navigation: true });
    expect(page.url()).toBe(`${app.url}/kontakt#kontakt-kontakt-formular`);
    const form = page.locator(FORM);
    expect(
      await form
        .getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")
        .isVisible(),
    ).toBe(true);
    expect(await form.getByLabel("Name").inputValue()).toBe(max.name);
    expect(await form.getByLabel("Nachricht").inputValue()).toBe(
      "Ohne JavaScript gesendet.",
    );

    await form.getByLabel("E-Mail").fill(max.email);
    await untilTokenAccepted(page);
    await send(page, { navigation: true });
    await sentShown(page);
    expect(await page.locator(FORM).getByLabel("Name").inputValue()).toBe("");
    await context.close();

    await gotoReady(admin, app.url + "/admin/inbox");
    await expect
      .poll(() => admin.getByText(max.name).first().isVisible())
      .toBe(true);
    // Stored once: the refused first attempt left nothing.
    expect(await storedFrom(max.email)).toBe(1);
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
    const page = await openForm(context, app.url, { js: true });
    page.on("pageerror", (e) => errors.push(e.message));
    await expireFirstToken(page, true);
    const statuses: number[] = [];
    page.on("response", (r) => {
      if (r.url().endsWith("/api/contact")) statuses.push(r.status());
    });
    const lena = sender("Lena Lang", "kunde.de");
    await fill(page, {
      ...lena,
      subject: "Sonstiges",
      message: "Seite lange offen gelassen.",
    });
    await send(page, { navigation: false });
    await sentShown(page);
    expect(statuses).toEqual([409, 200]);
    expect(await storedFrom(lena.email)).toBe(1);
    await context.close();
    expect(errors).toEqual([]);
  });

  it("without JavaScript: an outdated token gets a German answer with the input kept; sending again works at once", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await openForm(context, app.url, { js: false });
    await expireFirstToken(page, false);
    const otto = sender("Otto Offline", "firma.de");
    await fill(page, {
      ...otto,
      subject: "Sonstiges",
      message: "Ohne JavaScript, Seite lange offen.",
    });
    await send(page, { navigation: true });
    const form = page.locator(FORM);
    expect(
      await form
        .getByText(
          "Das Formular war zu lange geöffnet. Bitte senden Sie es noch einmal – Ihre Eingaben bleiben erhalten.",
        )
        .isVisible(),
    ).toBe(true);
    expect(await form.getByLabel("Name").inputValue()).toBe(otto.name);
    expect(await form.getByLabel("Nachricht").inputValue()).toBe(
      "Ohne JavaScript, Seite lange offen.",
    );
    // No waiting: the person has filled in the form already.
    await send(page, { navigation: true });
    await sentShown(page);
    await context.close();
    // Stored once: the refused attempt with the outdated token left nothing.
    expect(await storedFrom(otto.email)).toBe(1);
  });
});
