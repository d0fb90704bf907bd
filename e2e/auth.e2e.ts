import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  launchBrowser,
  signUpInBrowser,
  startApp,
  type RunningApp,
  gotoReady,
} from "./harness";

describe("sign-in and the admin area in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    // An own server: the first sign-up of an installation becomes admin and is signed in at once.
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function freshPage(): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      // 401 answers to a wrong password are expected network results, not page errors.
      if (m.type() === "error" && !/status of 40[13]/.test(m.text()))
        errors.push(m.text());
    });
    return { page, errors };
  }

  const signUp = (page: Page, email: string) =>
    signUpInBrowser(page, app.url, email);

  it("lets the first account sign up and land in /admin, and signs out to the public site", async () => {
    const { page, errors } = await freshPage();
    await signUp(page, "erste@example.org");
    await page.waitForURL(app.url + "/admin");
    await expect
      .poll(() => page.getByTestId("admin-user").textContent())
      .toBe("erste@example.org");
    await page.getByRole("link", { name: "Seiten" }).first().click();
    await expect
      .poll(() =>
        page.getByRole("heading", { name: "Seiten", level: 1 }).isVisible(),
      )
      .toBe(true);
    await page.getByRole("button", { name: "Abmelden" }).click();
    await page.waitForURL(app.url + "/");
    await gotoReady(page, app.url + "/admin");
    expect(new URL(page.url()).pathname).toBe("/auth");
    expect(errors).toEqual([]);
  });

  /** A later sign-up: the same answer for new and taken addresses, then the sign-in tab. */
  async function signUpLater(page: Page, email: string) {
    await signUp(page, email);
    await expect
      .poll(() =>
        page
          .getByText("Bitte überprüfen Sie Ihre E-Mail für die Bestätigung")
          .first()
          .isVisible(),
      )
      .toBe(true);
    const panel = page.getByRole("tabpanel");
    await expect
      .poll(() => panel.getByRole("button", { name: "Anmelden" }).isVisible())
      .toBe(true);
    return panel;
  }

  it("shows 'Kein Zugriff' to a second account, which signs in after signing up", async () => {
    const { page, errors } = await freshPage();
    const panel = await signUpLater(page, "zweite@example.org");
    await panel.getByLabel("E-Mail").fill("zweite@example.org");
    await panel.getByLabel("Passwort").fill("geheim123");
    await panel.getByRole("button", { name: "Anmelden" }).click();
    await page.waitForURL(/\/admin/);
    await expect
      .poll(() =>
        page.getByRole("heading", { name: "Kein Zugriff" }).isVisible(),
      )
      .toBe(true);
    expect(await page.getByText("zweite@example.org").isVisible()).toBe(true);
    expect(
      await page
        .getByRole("link", { name: "Zur Startseite" })
        .getAttribute("href"),
    ).toBe("/");
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  });

  it("answers a sign-up with a taken address exactly like a new one", async () => {
    const { page, errors } = await freshPage();
    await signUpLater(page, "erste@example.org");
    expect(await page.getByText("bereits ein Konto").count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/auth");
    expect(errors).toEqual([]);
  });

  it("shows the error toast for a wrong password", async () => {
    const { page } = await freshPage();
    await gotoReady(page, app.url + "/auth");
    const panel = page.getByRole("tabpanel");
    await panel.getByLabel("E-Mail").fill("erste@example.org");
    await panel.getByLabel("Passwort").fill("falsches-passwort");
    await panel.getByRole("button", { name: "Anmelden" }).click();
    await expect
      .poll(() =>
        page.getByText("Anmeldung fehlgeschlagen").first().isVisible(),
      )
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe("/auth");
  });

  it("shows the offline banner when the browser goes offline", async () => {
    const { page } = await freshPage();
    await gotoReady(page, app.url + "/auth");
    await page.context().setOffline(true);
    await expect
      .poll(() =>
        page.getByText("Keine Internetverbindung").first().isVisible(),
      )
      .toBe(true);
    await page.context().setOffline(false);
  });
});
