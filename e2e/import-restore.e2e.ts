import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tinyWxr } from "../tests/wxr";
import { gotoReady, reloadReady, shot, type RunningApp } from "./harness";
import { ownServerAdmin } from "./team-helpers";

/**
 * The 'Import' screen keeps the upload and its dry run when the admin goes elsewhere and comes
 * back (issue 39, item 11), until 'Verwerfen'; the report's notes by kind with their CSV link.
 */
describe("import screen after navigating away", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let dir: string;

  beforeAll(async () => {
    // An own server: the screen shows the installation's newest upload and last import job.
    ({ app, browser, page } = await ownServerAdmin({ viewport: { width: 1280, height: 1000 } }));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-import-restore-"));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const resultHeading = () => page.getByTestId("import-result").getByRole("heading", { level: 2 });

  it("shows the upload and its dry run again after another screen, and forgets them after 'Verwerfen'", async () => {
    await gotoReady(page, `${app.url}/admin/import`);
    const file = path.join(dir, "alt.WordPress.xml");
    fs.writeFileSync(file, tinyWxr());
    await page.getByLabel("WordPress-Exportdatei (XML)").setInputFiles(file);
    await expect.poll(async () => (await page.getByTestId("import-uploaded").textContent()) ?? "").toMatch(/^alt\.WordPress\.xml/);
    await page.getByLabel("Als Entwurf importieren").check();
    await page.getByRole("radio", { name: /nicht ändern/ }).check();
    await page.getByRole("button", { name: "Probelauf starten" }).click();
    await expect.poll(() => resultHeading().textContent(), { timeout: 30_000 }).toBe("Ergebnis des Probelaufs");
    expect(await page.getByTestId("import-report").getByText("Menü nicht geändert (Option „Menü: nicht ändern“)", { exact: true }).isVisible()).toBe(true);

    // Elsewhere, then back through the menu's address (no ?upload= in it).
    await gotoReady(page, `${app.url}/admin/pages`);
    await gotoReady(page, `${app.url}/admin/import`);
    expect(await page.getByTestId("import-uploaded").textContent()).toMatch(/^alt\.WordPress\.xml/);
    expect(await resultHeading().textContent()).toBe("Letzter Probelauf");
    expect(await page.getByRole("button", { name: "Jetzt importieren" }).isEnabled()).toBe(true);
    // With the options it ran with.
    expect(await page.getByLabel("Als Entwurf importieren").isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: /nicht ändern/ }).isChecked()).toBe(true);
    // The notes by kind, with a filter and the CSV of this job.
    const filter = page.getByTestId("import-note-filter");
    expect(await filter.getByRole("button").allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^Alle/), expect.stringMatching(/^Menü/)]));
    await filter.getByRole("button", { name: /^Menü/ }).click();
    expect(await page.getByTestId("import-notes").locator("section").evaluateAll((s) => s.map((e) => e.getAttribute("data-kind")))).toEqual(["menu"]);
    expect(await page.getByTestId("import-csv").getAttribute("href")).toMatch(/^\/api\/import\/jobs\/[^/]+\/report\.csv$/);
    await shot(page, "import-restored-1280", { fullPage: true });

    await page.getByRole("button", { name: "Verwerfen" }).click();
    await expect.poll(() => page.getByTestId("import-dropzone").isVisible()).toBe(true);
    await reloadReady(page);
    expect(await page.getByTestId("import-dropzone").isVisible()).toBe(true);
    expect(await page.getByTestId("import-uploaded").count()).toBe(0);
  });
});
