import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import SqliteDatabase from "better-sqlite3";
import { hashPassword } from "better-auth/crypto";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, settled, shot, type RunningApp, gotoReady } from "./harness";
import { ownServerAdmin } from "./team-helpers";

/** Entry names of a .tar.gz file (the tar package reads gzip by itself). */
async function tarEntries(file: string): Promise<string[]> {
  const names: string[] = [];
  await tar.list({ file, onReadEntry: (entry) => void names.push(entry.path) });
  return names;
}

describe("backups: 'Sicherungen' with 'Jetzt sichern', progress, download and the dashboard (Chromium)", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let errors: string[] = [];
  let admin: { id: string };

  beforeAll(async () => {
    // An own server: the schedule is the server's configuration, and the backups (their list, the
    // dashboard's last backup, a failed one) are the whole site's.
    // The schedule's first look comes a minute after start; by then this test's backup (after
    // 3 o'clock) is the day's backup, before 3 o'clock it is not due: either way it adds none.
    ({ app, browser, page, errors, admin } = await ownServerAdmin({
      env: { BACKUP_HOUR: "3", BACKUP_KEEP: "14" },
      viewport: { width: 1440, height: 900 },
    }));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("starts a backup with 'Jetzt sichern', shows its progress and the new row, and downloads a gzip tar with manifest.json", async () => {
    await gotoReady(page, `${app.url}/admin`);
    await page.getByRole("link", { name: "Sicherungen", exact: true }).click();
    await page.waitForURL(`${app.url}/admin/backups`);
    await expect
      .poll(() =>
        page
          .getByRole("heading", { name: "Sicherungen", level: 1 })
          .isVisible(),
      )
      .toBe(true);
    expect(
      await page.getByText("Es gibt noch keine Sicherung.").isVisible(),
    ).toBe(true);
    expect(await page.getByTestId("backup-schedule").textContent()).toBe(
      "Täglich um 3 Uhr, 14 Tage aufbewahrt",
    );
    expect(await page.getByTestId("restore-command").textContent()).toBe(
      "npm run cms -- restore <datei> [--replace]",
    );
    expect(
      await page.getByText("Stoppen Sie vorher den Server").isVisible(),
    ).toBe(true);

    await page.getByRole("button", { name: "Jetzt sichern" }).click();
    // The progress bar shows at once (the job exists before the first poll) and goes when it ends.
    const progress = page.getByRole("progressbar", {
      name: "Sicherung läuft …",
    });
    await progress.waitFor();
    await shot(page, "backups-progress");
    const toast = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: /^Sicherung cms-backup-/ });
    await toast.first().waitFor({ timeout: 30_000 });
    await progress.waitFor({ state: "detached" });
    const name = /cms-backup-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz/.exec(
      (await toast.first().textContent()) ?? "",
    )![0];

    const row = page.getByTestId("backup-row").filter({ hasText: name });
    await row.waitFor();
    expect(await page.getByTestId("backup-row").count()).toBe(1);
    // German time and size: "26.11.2026, 14:05" and "830,1 KB" / "1,2 MB".
    const cells = await row.locator("td").allTextContents();
    expect(cells[1]).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    expect(cells[2]).toMatch(/^\d+(,\d)? (KB|MB)$/);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("link", { name: `Herunterladen: ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    const file = path.join(app.dataDir, "heruntergeladen.tar.gz");
    await download.saveAs(file);
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(
      bytes.equals(fs.readFileSync(path.join(app.dataDir, "backups", name))),
    ).toBe(true);
    const entries = await tarEntries(file);
    expect(entries).toContain("manifest.json");
    expect(entries.some((e) => e.startsWith("tables/"))).toBe(true);
    expect(entries.some((e) => e.startsWith("media/"))).toBe(true);

    await shot(page, "backups-1440", { fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await settled(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);
    await shot(page, "backups-375", { fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    await gotoReady(page, `${app.url}/admin`);
    expect(await page.getByTestId("dashboard-backup").textContent()).toMatch(
      /^Letzte Sicherung: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}Zu den Sicherungen$/,
    );
  });

  it("restores from the list: the probe lists every table, the dialog names what is replaced and asks for the password (a wrong one changes nothing), then a report", async () => {
    // The fixtures' admin has no password: give the account one, as a sign-up would.
    const password = "Wiederherstellen-123";
    const hash = await hashPassword(password);
    const sqlite = new SqliteDatabase(path.join(app.dataDir, "cms.db"));
    try {
      sqlite.pragma("busy_timeout = 10000");
      const now = new Date().toISOString();
      sqlite
        .prepare('INSERT INTO account (id, "accountId", "providerId", "userId", password, "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(`konto-${admin.id}`, admin.id, "credential", admin.id, hash, now, now);
    } finally {
      sqlite.close();
    }
    await gotoReady(page, `${app.url}/admin/backups`);
    const row = page.getByTestId("backup-row").first();
    const name = ((await row.locator(".font-mono").textContent()) ?? "").trim();
    expect(name).toMatch(/^cms-backup-/);

    await row.getByRole("button", { name: `Probe-Wiederherstellung: ${name}` }).click();
    const probe = page.getByTestId("verify-report");
    await probe.waitFor({ timeout: 60_000 });
    expect(await probe.textContent()).toContain("Probe-Wiederherstellung erfolgreich");
    expect(await probe.getByRole("row").filter({ hasText: "content_pages" }).textContent()).toContain("in Ordnung");
    await probe.getByRole("button", { name: "Schließen" }).click();

    await row.getByRole("button", { name: `Wiederherstellen: ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Sicherung wiederherstellen?" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`durch den Stand der Sicherung ${name} vom`);
    await shot(page, "backups-restore-dialog");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel("Ihr Passwort").fill("falsch-falsch");
    await dialog.getByRole("button", { name: "Jetzt wiederherstellen" }).click();
    await dialog.getByRole("alert").filter({ hasText: "Passwort oder Code ist falsch" }).waitFor();
    // The refused request is the point here: Chromium logs its 403, nothing else may be logged.
    for (let i = errors.length - 1; i >= 0; i--) if (/status of 403 \(Forbidden\)/.test(errors[i])) errors.splice(i, 1);
    expect(await page.getByTestId("backup-row").count()).toBe(1);
    await dialog.getByLabel("Ihr Passwort").fill(password);
    await dialog.getByRole("button", { name: "Jetzt wiederherstellen" }).click();
    await dialog.waitFor({ state: "detached" });
    const report = page.getByTestId("restore-report");
    await report.waitFor({ timeout: 60_000 });
    const text = (await report.textContent()) ?? "";
    expect(text).toContain(`Wiederhergestellt aus ${name}`);
    expect(text).toMatch(/Sicherung des vorherigen Stands: cms-backup-\d{4}/);
    await shot(page, "backups-restore-report", { fullPage: true });
    // The copy of the state before is in the list; the person is still signed in.
    await expect.poll(() => page.getByTestId("backup-row").count()).toBe(2);

    // 'Sicherung hochladen': the archive downloaded above comes back, is checked and listed.
    await page.getByTestId("backup-upload-input").setInputFiles(path.join(app.dataDir, "heruntergeladen.tar.gz"));
    await page.locator("[data-sonner-toast]").filter({ hasText: "hochgeladen und geprüft" }).first().waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId("backup-row").count()).toBe(3);
  });

  it("shows a failed backup on the screen and on the dashboard, with a link to 'Sicherungen'", async () => {
    // The backup's temp folder cannot be made: a file is in its place.
    const blocker = path.join(app.dataDir, "backups", ".partial");
    fs.rmSync(blocker, { recursive: true, force: true });
    fs.writeFileSync(blocker, "kein Verzeichnis");
    try {
      await gotoReady(page, `${app.url}/admin/backups`);
      await page.getByRole("button", { name: "Jetzt sichern" }).click();
      await page
        .locator("[data-sonner-toast]")
        .filter({ hasText: "Sicherung fehlgeschlagen" })
        .waitFor({ timeout: 30_000 });
      const alert = page
        .getByRole("alert")
        .filter({ hasText: "Letzte Sicherung fehlgeschlagen" });
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(/EEXIST|ENOTDIR/);
      expect(await page.getByTestId("backup-row").count()).toBe(3);

      await gotoReady(page, `${app.url}/admin`);
      const card = page.getByTestId("dashboard-backup");
      expect(await card.getAttribute("role")).toBe("alert");
      expect(await card.textContent()).toContain(
        "Letzte Sicherung fehlgeschlagen",
      );
      await shot(page, "backups-dashboard-failed");
      // The dashboard with its backup card as an alert: a state only this flow reaches.
      expect(await axeViolations(page)).toEqual([]);
      await card.getByRole("link", { name: "Zu den Sicherungen" }).click();
      await page.waitForURL(`${app.url}/admin/backups`);
    } finally {
      fs.rmSync(blocker, { force: true });
    }
    // The failed backup logs its failure to the console on purpose; nothing else may.
    expect(
      errors.filter((e) => !/\/api\/backups|HTTP 409|Fortschritt/.test(e)),
    ).toEqual([]);
  });
});
