import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, signUpInBrowser, startApp, type RunningApp } from "./harness";

/**
 * The demo contact form (/kontakt) as visitors use it, with and without JavaScript, and what the
 * admin then finds in the inbox and the outbox. A form sent within 3 s of its page being rendered
 * counts as a bot's (app/server/contact/form-token.server.ts), so each visitor waits a moment, as
 * a person typing would.
 */
const FORM = "#kontakt-kontakt-formular";

async function openForm(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url + "/kontakt", { waitUntil: "networkidle" });
  await page.waitForTimeout(3200);
  return page;
}

async function fill(page: Page, values: { name: string; email: string; message: string; subject: string }) {
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
    admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signUpInBrowser(admin, app.url, "admin@example.org");
    await admin.waitForURL(app.url + "/admin");
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
    const messages = await Promise.all(describedBy.split(/\s+/).filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(messages.join(" ")).toContain("Bitte füllen Sie dieses Feld aus.");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    expect(await form.getByText("Bitte prüfen Sie die markierten Felder.").isVisible()).toBe(true);
    await context.close();
  });

  it("with JavaScript: sends, shows the success text, empties the form; the inbox and the outbox have it", async () => {
    const context = await browser.newContext();
    const page = await openForm(context, app.url);
    page.on("pageerror", (e) => errors.push(e.message));
    await fill(page, { name: "Erika Mustermann", email: "erika@kunde.de", subject: "Automatisierung", message: "Bitte um Rückruf zur Roboterzelle." });
    // The request still goes to the real server, only later, so the sending state can be seen.
    await page.route("**/api/contact", async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
    await page.locator(FORM).getByRole("button", { name: "Nachricht senden" }).click();
    const sending = page.locator(FORM).getByRole("button", { name: "Wird gesendet..." });
    await expect.poll(() => sending.isVisible()).toBe(true);
    expect(await sending.isDisabled()).toBe(true);
    expect(await page.locator(FORM).getByLabel("Name").isDisabled()).toBe(true);
    expect((await answer).status()).toBe(200);
    await expect.poll(() => page.locator(FORM).getByText("Nachricht erfolgreich gesendet!").isVisible()).toBe(true);
    expect(await page.locator(FORM).getByLabel("Name").inputValue()).toBe("");
    await context.close();

    await admin.goto(app.url + "/admin/inbox", { waitUntil: "networkidle" });
    await expect.poll(() => admin.getByText("Erika Mustermann").first().isVisible()).toBe(true);
    expect(await admin.getByText("Automatisierung").first().isVisible()).toBe(true);
    await admin.goto(app.url + "/admin/postausgang", { waitUntil: "networkidle" });
    await expect.poll(() => admin.getByText("Kontaktanfrage: Automatisierung", { exact: false }).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("without JavaScript: the page answers with the result at the form, input kept on an error", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await openForm(context, app.url);
    // Passes the browser's own check (a@b is a valid type=email value), not ours.
    await fill(page, { name: "Max Muster", email: "max@firma", subject: "Sonstiges", message: "Ohne JavaScript gesendet." });
    await Promise.all([page.waitForNavigation(), page.locator(FORM).getByRole("button", { name: "Nachricht senden" }).click()]);
    expect(page.url()).toBe(`${app.url}/kontakt#kontakt-kontakt-formular`);
    const form = page.locator(FORM);
    expect(await form.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.").isVisible()).toBe(true);
    expect(await form.getByLabel("Name").inputValue()).toBe("Max Muster");
    expect(await form.getByLabel("Nachricht").inputValue()).toBe("Ohne JavaScript gesendet.");

    await form.getByLabel("E-Mail").fill("max@firma.de");
    await page.waitForTimeout(3200);
    await Promise.all([page.waitForNavigation(), form.getByRole("button", { name: "Nachricht senden" }).click()]);
    await expect.poll(() => page.locator(FORM).getByText("Nachricht erfolgreich gesendet!").isVisible()).toBe(true);
    expect(await page.locator(FORM).getByLabel("Name").inputValue()).toBe("");
    await context.close();

    await admin.goto(app.url + "/admin/inbox", { waitUntil: "networkidle" });
    await expect.poll(() => admin.getByText("Max Muster").first().isVisible()).toBe(true);
    const stored = await admin.evaluate(() => fetch("/api/inbox").then((r) => r.json()));
    expect(stored.total).toBe(2);
  });
});
