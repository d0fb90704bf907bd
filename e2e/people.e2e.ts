import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoReady, shot, type Person, type RunningApp } from "./harness";
import { navLabels, ownServerAdmin } from "./team-helpers";

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
  let admin: Person;
  const errors: string[] = [];

  beforeAll(async () => {
    // An own server: demoting the last Administrator needs an installation with a single one, and
    // 'Registrierung erlauben' is a site-wide switch.
    ({ app, browser, admin, page } = await ownServerAdmin({ admin: { name: "Clara Chefin", email: "chefin@example.org" } }));
    page.on("pageerror", (e) => errors.push(e.message));
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

  async function acceptAs(email: string, name: string, shotName?: string, check?: (guest: Page) => Promise<void>) {
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
    if (shotName) await shot(guest, shotName, { fullPage: true });
    await guest.getByRole("button", { name: "Konto anlegen und anmelden" }).click();
    await guest.waitForURL(app.url + "/admin");
    // Signed in: the session belongs to the invited person.
    const session = await guest.evaluate(() => fetch("/api/auth/get-session").then((r) => r.json()));
    expect(session.user).toMatchObject({ email, name });
    await check?.(guest);
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
    await shot(page, "admin-users-invited", { fullPage: true });

    // Each sees only their areas (the matrix of app/lib/access.ts).
    await acceptAs("redaktion@example.org", "Rita Redakteurin", "accept-invitation", async (guest) => {
      expect(await guest.getByTestId("admin-role").textContent()).toBe("Redakteur");
      const nav = await navLabels(guest);
      expect(nav).toEqual(expect.arrayContaining(["Seiten", "Anfragen", "Blog", "Medien", "Analytics"]));
      for (const hidden of ["Benutzer", "Einstellungen", "Sicherungen", "Import", "Protokoll"]) expect(nav.some((l) => l.includes(hidden)), hidden).toBe(false);
    });
    await acceptAs("autor@example.org", "Anton Autor", undefined, async (guest) => {
      expect(await navLabels(guest)).toEqual(["Übersicht", "Seiten", "Blog", "Medien", "Konto & Sicherheit"]);
      // The Autor's own new post: the editor has no publish control (the API's refusal:
      // tests/built-app/role-matrix.integration.test.ts).
      const created = await guest.evaluate(async () => {
        const res = await fetch("/api/pages", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ title: "Mein Entwurf", content_type: "blog" }) });
        return (await res.json()) as { id: string; version: number };
      });
      await gotoReady(guest, `${app.url}/admin/blog/${created.id}/edit`);
      await guest.getByRole("toolbar", { name: "Werkzeugleiste des Editors" }).waitFor();
      expect(await guest.getByRole("button", { name: "Veröffentlichen" }).count()).toBe(0);
    });

    await gotoReady(page, app.url + "/admin/users");
    const rita = page.locator('[data-testid=people-table] tr[data-email="redaktion@example.org"]');
    const anton = page.locator('[data-testid=people-table] tr[data-email="autor@example.org"]');
    await expect.poll(() => rita.getByRole("combobox").textContent()).toBe("Redakteur");
    await expect.poll(() => anton.getByRole("combobox").textContent()).toBe("Autor");
    expect(await page.locator("[data-testid=invitations-table]").count()).toBe(0);
    await shot(page, "admin-users", { fullPage: true });
    expect(errors).toEqual([]);
  });

  it("asks before a change to or from Administrator ('Abbrechen' changes nothing); other changes need no question", async () => {
    const rita = page.locator('[data-testid=people-table] tr[data-email="redaktion@example.org"]');
    const anton = page.locator('[data-testid=people-table] tr[data-email="autor@example.org"]');
    await rita.getByRole("combobox").click();
    await page.getByRole("option", { name: "Administrator", exact: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect.poll(() => dialog.getByRole("heading", { name: "Rolle ändern?" }).isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain("Rita Redakteurin: Redakteur → Administrator");
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => rita.getByRole("combobox").textContent()).toBe("Redakteur");
    const stored = await page.evaluate(() => fetch("/api/users").then((r) => r.json()));
    expect(stored.users.find((u: { email: string }) => u.email === "redaktion@example.org").role).toBe("editor");

    // Autor → Redakteur: no question.
    await anton.getByRole("combobox").click();
    await page.getByRole("option", { name: "Redakteur", exact: true }).click();
    await expect.poll(() => page.getByText("Anton Autor ist jetzt Redakteur").isVisible()).toBe(true);
    expect(await page.getByRole("alertdialog").count()).toBe(0);
  });

  it("refuses demoting the last Administrator with a German error (after the question); the own row offers no 'Deaktivieren'", async () => {
    const me = page.locator(`[data-testid=people-table] tr[data-email="${admin.email}"]`);
    expect(await me.getByRole("button", { name: /^Deaktivieren/ }).count()).toBe(0);
    await me.getByRole("combobox").click();
    await page.getByRole("option", { name: "Redakteur", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Rolle ändern" }).click();
    await expect.poll(() => page.getByText(/letzte aktive Administrator/).first().isVisible()).toBe(true);
    await expect.poll(() => me.getByRole("combobox").textContent()).toBe("Administrator");
  });

  it("shows the people as cards at 375 px: every name in view, nothing to scroll sideways", async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    try {
      await gotoReady(page, app.url + "/admin/users");
      const names = page.locator("[data-testid=people-table] [data-person-name]");
      await expect.poll(() => names.count()).toBe(3);
      for (const box of await Promise.all((await names.all()).map((n) => n.boundingBox()))) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      }
      const overflow = await page.evaluate(() => {
        const table = document.querySelector<HTMLElement>("[data-testid=people-table]")!;
        return { table: table.parentElement!.scrollWidth - table.parentElement!.clientWidth, page: document.documentElement.scrollWidth - document.documentElement.clientWidth };
      });
      expect(overflow).toEqual({ table: 0, page: 0 });
      // The role stays operable on the card.
      expect(await page.locator('[data-testid=people-table] tr[data-email="redaktion@example.org"]').getByRole("combobox").isVisible()).toBe(true);
      await shot(page, "admin-users-375", { fullPage: true });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
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
    await shot(page, "settings-team");

    const context = await browser.newContext();
    const guest = await context.newPage();
    await gotoReady(guest, app.url + "/auth");
    await expect.poll(() => guest.getByRole("button", { name: "Anmelden" }).first().isVisible()).toBe(true);
    expect(await guest.getByRole("tab", { name: "Registrieren" }).count()).toBe(0);
    await context.close();
  });
});
