import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoReady, launchBrowser, settled, signInAsAdmin, startApp, type RunningApp } from "./harness";

/** The invitation link in the newest mail to `to` (DATA_DIR/mail/*.eml, no SMTP in tests), or null. */
function invitationLink(dataDir: string, to: string): string | null {
  const dir = path.join(dataDir, "mail");
  if (!fs.existsSync(dir)) return null;
  const mails = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), "utf8"))
    .filter((text) => new RegExp(`^To: .*${to.replace(/[.]/g, "\\.")}`, "mi").test(text));
  for (const raw of mails.reverse()) {
    // Quoted-printable: soft line breaks and "=3D".
    const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const match = /https?:\/\/\S+\/auth\/einladung\/[A-Za-z0-9_-]+/.exec(text);
    if (match) return match[0];
  }
  return null;
}

describe("people: invite a Redakteur and an Autor in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
    await signInAsAdmin(page, app, "chefin@example.org", "Clara Chefin");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function invite(email: string, role: "Redakteur" | "Autor") {
    await page.getByRole("button", { name: "Einladen" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("E-Mail").fill(email);
    await dialog.getByRole("combobox").click();
    await page.getByRole("option", { name: role, exact: true }).click();
    await dialog.getByRole("button", { name: "Einladung senden" }).click();
    await expect.poll(() => page.getByText(`Einladung an ${email} verschickt`).isVisible()).toBe(true);
    await expect.poll(() => page.locator(`[data-testid=invitations-table] tr[data-email="${email}"]`).isVisible()).toBe(true);
  }

  async function acceptAs(email: string, name: string, shot?: string) {
    const link = await expect
      .poll(() => invitationLink(app.dataDir, email), { timeout: 15_000 })
      .not.toBeNull()
      .then(() => invitationLink(app.dataDir, email)!);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const guest = await context.newPage();
    guest.on("pageerror", (e) => errors.push(e.message));
    await gotoReady(guest, link);
    await expect.poll(() => guest.getByRole("heading", { name: "Einladung annehmen" }).isVisible()).toBe(true);
    expect(await guest.getByLabel("E-Mail").inputValue()).toBe(email);
    await guest.getByLabel("Name").fill(name);
    await guest.getByLabel("Passwort", { exact: true }).fill("geheim123");
    await guest.getByLabel("Passwort wiederholen").fill("geheim123");
    if (shot) {
      await settled(guest);
      await guest.screenshot({ path: shot, fullPage: true });
    }
    await guest.getByRole("button", { name: "Konto anlegen und anmelden" }).click();
    await guest.waitForURL(app.url + "/admin");
    // Signed in: the session belongs to the invited person.
    const session = await guest.evaluate(() => fetch("/api/auth/get-session").then((r) => r.json()));
    expect(session.user).toMatchObject({ email, name });
    // The link is used up.
    await gotoReady(guest, link);
    await expect.poll(() => guest.getByText("schon angenommen").isVisible()).toBe(true);
    await context.close();
  }

  it("invites on /admin/users; each accepts through the mailed link, is signed in and lands in the admin", async () => {
    await gotoReady(page, app.url + "/admin/users");
    await expect.poll(() => page.getByRole("heading", { name: "Benutzer", level: 1 }).isVisible()).toBe(true);
    await invite("redaktion@example.org", "Redakteur");
    await invite("autor@example.org", "Autor");
    await settled(page);
    await page.screenshot({ path: "/tmp/admin-users-invited.png", fullPage: true });

    await acceptAs("redaktion@example.org", "Rita Redakteurin", "/tmp/accept-invitation.png");
    await acceptAs("autor@example.org", "Anton Autor");

    await gotoReady(page, app.url + "/admin/users");
    const rita = page.locator('[data-testid=people-table] tr[data-email="redaktion@example.org"]');
    const anton = page.locator('[data-testid=people-table] tr[data-email="autor@example.org"]');
    await expect.poll(() => rita.getByRole("combobox").textContent()).toBe("Redakteur");
    await expect.poll(() => anton.getByRole("combobox").textContent()).toBe("Autor");
    expect(await page.locator("[data-testid=invitations-table]").count()).toBe(0);
    await settled(page);
    await page.screenshot({ path: "/tmp/admin-users.png", fullPage: true });
    expect(errors).toEqual([]);
  });

  it("refuses demoting the last Administrator with a German error", async () => {
    const me = page.locator('[data-testid=people-table] tr[data-email="chefin@example.org"]');
    await me.getByRole("combobox").click();
    await page.getByRole("option", { name: "Redakteur", exact: true }).click();
    await expect.poll(() => page.getByText(/letzte aktive Administrator/).first().isVisible()).toBe(true);
    await expect.poll(() => me.getByRole("combobox").textContent()).toBe("Administrator");
  });
  it("'Team' in the settings: closing the registration hides the sign-up on the sign-in screen", async () => {
    await gotoReady(page, app.url + "/admin/settings");
    const allow = page.getByRole("switch", { name: "Registrierung erlauben" });
    await expect.poll(() => allow.getAttribute("aria-checked")).toBe("true");
    expect(await page.getByLabel("Protokoll aufbewahren (Tage)").inputValue()).toBe("365");
    await allow.click();
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect.poll(() => page.getByText("Alle Änderungen gespeichert").count()).toBeGreaterThan(0);
    await allow.scrollIntoViewIfNeeded();
    await settled(page);
    await page.screenshot({ path: "/tmp/settings-team.png" });

    const context = await browser.newContext();
    const guest = await context.newPage();
    await gotoReady(guest, app.url + "/auth");
    await expect.poll(() => guest.getByRole("button", { name: "Anmelden" }).first().isVisible()).toBe(true);
    expect(await guest.getByRole("tab", { name: "Registrieren" }).count()).toBe(0);
    await context.close();
  });
});
