import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { confirmEmail, gotoReady, launchBrowser, person, shot, unique, workerApp, type RunningApp } from "./harness";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/**
 * 'Konto' → 'Aktive Sitzungen' (issue 29, item 4): two browser contexts of the same person. Both
 * sign in with the password (a session made in the database would carry no browser of its own),
 * so the person signs up over HTTP and an administrator grants the role.
 */
describe("own sessions in 'Konto' in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let desktop: Page;
  let phone: BrowserContext;
  const errors: string[] = [];
  const email = `${unique("sitzungen")}@example.org`;
  const password = "geheim123";

  beforeAll(async () => {
    app = await workerApp();
    browser = await launchBrowser();
    const admin = await person(app, { role: "admin" });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "de-DE", timezoneId: "Europe/Berlin" });
    const signedUp = await context.request.post(app.url + "/api/auth/sign-up/email", {
      headers: { origin: app.url },
      data: { email, password, name: "Erika Muster" },
    });
    expect(signedUp.status()).toBe(200);
    // The house admin made in the database leaves the first sign-up of the server unclaimed, so
    // this sign-up may become the first account (admin, signed in at once): its session ends here.
    await context.request.post(app.url + "/api/auth/sign-out", { headers: { origin: app.url }, data: {} });
    desktop = await context.newPage();
    // Signed in from the page, so the session carries the browser's own user agent.
    await gotoReady(desktop, app.url + "/auth");
    const user = await desktop.evaluate(async (body) => {
      const res = await fetch("/api/auth/sign-in/email", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      return res.status === 200 ? ((await res.json()) as { user: { id: string } }).user : null;
    }, { email, password });
    expect(user).not.toBeNull();
    confirmEmail(app, email);
    expect((await admin.api("PATCH", `/api/users/${user!.id}`, { role: "admin" })).status).toBe(200);
    desktop.on("pageerror", (e) => errors.push(e.message));
    desktop.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The phone signs in (a session of its own, with the iPhone's user agent). */
  async function phoneSignsIn(): Promise<Page> {
    phone = await browser.newContext({ userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 } });
    const signedIn = await phone.request.post(app.url + "/api/auth/sign-in/email", {
      headers: { origin: app.url },
      data: { email, password, rememberMe: true },
    });
    expect(signedIn.status()).toBe(200);
    const page = await phone.newPage();
    await gotoReady(page, app.url + "/admin/konto");
    expect(new URL(page.url()).pathname).toBe("/admin/konto");
    return page;
  }

  const card = () => desktop.getByTestId("sessions-card");
  const rows = () => card().getByRole("listitem");

  it("lists both sessions, marks this one, and 'Abmelden' signs the other context out", async () => {
    const phonePage = await phoneSignsIn();
    await gotoReady(desktop, app.url + "/admin/konto");
    await expect.poll(() => rows().count()).toBe(2);
    const mine = rows().filter({ hasText: "Diese Sitzung" });
    await expect.poll(() => mine.textContent()).toMatch(/Chrome \(ohne Fenster\) auf Linux/);
    const other = rows().filter({ hasText: "Safari auf iPhone" });
    await expect.poll(() => other.textContent()).toMatch(/Zuletzt aktiv\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    await expect.poll(() => other.textContent()).toContain("127.0.0.x");
    expect(await mine.getByRole("button", { name: /Abmelden/ }).count()).toBe(0);

    await card().scrollIntoViewIfNeeded();
    await shot(desktop, "konto-sessions");
    // The phone's view of the same card (narrow screen).
    await gotoReady(phonePage, app.url + "/admin/konto");
    await phonePage.getByTestId("sessions-card").scrollIntoViewIfNeeded();
    await shot(phonePage, "konto-sessions-mobile");

    await other.getByRole("button", { name: "Sitzung „Safari auf iPhone“ abmelden" }).click();
    await expect.poll(() => rows().count()).toBe(1);
    await expect.poll(() => desktop.getByText("Sitzung beendet").count()).toBeGreaterThan(0);
    await expect.poll(() => card().textContent()).toContain("Sie sind nur in dieser Sitzung angemeldet.");

    // The phone's next navigation lands on the sign-in screen.
    await gotoReady(phonePage, app.url + "/admin/konto");
    expect(new URL(phonePage.url()).pathname).toBe("/auth");
    await phone.close();
    // This one is still signed in.
    await gotoReady(desktop, app.url + "/admin/konto");
    expect(new URL(desktop.url()).pathname).toBe("/admin/konto");
  });

  it("'Überall abmelden' asks first, then ends the other session and keeps this one", async () => {
    const phonePage = await phoneSignsIn();
    await gotoReady(desktop, app.url + "/admin/konto");
    await expect.poll(() => rows().count()).toBe(2);
    await card().getByRole("button", { name: "Überall abmelden" }).click();
    const dialog = desktop.getByRole("alertdialog");
    await expect.poll(() => dialog.textContent()).toContain("Die andere Sitzung wird sofort beendet. Diese Sitzung bleibt angemeldet.");
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await rows().count()).toBe(2);

    await card().getByRole("button", { name: "Überall abmelden" }).click();
    await desktop.getByRole("alertdialog").getByRole("button", { name: "Andere Sitzungen beenden" }).click();
    await expect.poll(() => rows().count()).toBe(1);
    await expect.poll(() => desktop.getByText("Eine andere Sitzung wurde beendet.").count()).toBeGreaterThan(0);
    await gotoReady(phonePage, app.url + "/admin");
    expect(new URL(phonePage.url()).pathname).toBe("/auth");
    await phone.close();
  });

  it("shows a German toast and keeps the list when ending fails", async () => {
    const phonePage = await phoneSignsIn();
    await gotoReady(desktop, app.url + "/admin/konto");
    await expect.poll(() => rows().count()).toBe(2);
    // The phone ends its own session first: the desktop's list is stale, the server says 404.
    await phone.request.post(app.url + "/api/auth/sign-out", { headers: { origin: app.url }, data: {} });
    await rows().filter({ hasText: "Safari auf iPhone" }).getByRole("button", { name: /abmelden/ }).click();
    await expect.poll(() => desktop.getByText("Sitzung konnte nicht beendet werden").count()).toBeGreaterThan(0);
    await expect.poll(() => desktop.getByText("Diese Sitzung gibt es nicht (mehr).").count()).toBeGreaterThan(0);
    expect(await rows().count()).toBe(2);
    await phonePage.close();
    await phone.close();
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});
