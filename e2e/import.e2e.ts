import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tinyWxr } from "../tests/wxr";
import { axeViolations, shot, type RunningApp, gotoReady, reloadReady } from "./harness";
import { ownServerAdmin } from "./team-helpers";

/**
 * The 'Import' screen in Chromium: upload a WordPress export (refused when it is none), the dry
 * run with its report, the import with its report, and the imported page in the admin and on the
 * public site; after a reload the last report is there again.
 */

const PAGE_TITLE = "Werkzeugbau seit 1982";
const PAGE_SLUG = "werkzeugbau-historie";

describe("WordPress import screen in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let dir: string;
  let errors: string[] = [];

  beforeAll(async () => {
    // An own server: an import writes the whole site's state (pages, posts, the main menu,
    // redirects), and the screen shows the installation's last import.
    ({ app, browser, page, errors } = await ownServerAdmin({ viewport: { width: 1440, height: 1000 } }));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-import-e2e-"));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const fileInput = () => page.getByLabel("WordPress-Exportdatei (XML)");
  /** The report's row 'neu': the new pages, posts and media. */
  const newCounts = () =>
    page
      .getByTestId("import-report")
      .getByRole("row", { name: /^neu/ })
      .getByRole("cell")
      .allTextContents();
  const resultHeading = () =>
    page.getByTestId("import-result").getByRole("heading", { level: 2 });

  it("refuses a file that is no WordPress export, at the field", async () => {
    await gotoReady(page, app.url + "/admin/import");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Import",
    );
    expect(
      await page
        .getByRole("button", { name: "Probelauf starten" })
        .isDisabled(),
    ).toBe(true);
    expect(
      await page
        .getByRole("button", { name: "Jetzt importieren" })
        .isDisabled(),
    ).toBe(true);
    const html = path.join(dir, "seite.xml");
    fs.writeFileSync(
      html,
      "<!doctype html><html><body>Keine Exportdatei</body></html>",
    );
    await fileInput().setInputFiles(html);
    await expect
      .poll(() =>
        page
          .getByRole("alert")
          .filter({ hasText: "Das ist keine WordPress-Exportdatei (WXR)." })
          .isVisible(),
      )
      .toBe(true);
    expect(
      await page
        .getByRole("button", { name: "Probelauf starten" })
        .isDisabled(),
    ).toBe(true);
  });

  it("shows the error of a failed dry run (an export whose XML breaks after its head)", async () => {
    const broken = path.join(dir, "kaputt.xml");
    fs.writeFileSync(
      broken,
      tinyWxr().replace(
        "</channel>",
        "<item><title>Kaputt</titel></item></channel>",
      ),
    );
    await fileInput().setInputFiles(broken);
    await expect
      .poll(
        async () =>
          (await page.getByTestId("import-uploaded").textContent()) ?? "",
      )
      .toMatch(/^kaputt\.xml/);
    await page.getByRole("button", { name: "Probelauf starten" }).click();
    await expect
      .poll(() => resultHeading().textContent(), { timeout: 30_000 })
      .toBe("Der Probelauf ist fehlgeschlagen");
    expect(await page.getByTestId("import-error").textContent()).toMatch(
      /^Die Exportdatei ist kein gültiges XML/,
    );
    expect(
      await page
        .getByRole("button", { name: "Jetzt importieren" })
        .isDisabled(),
    ).toBe(true);
  });

  it("uploads the export, runs the dry run and shows its report; nothing is imported yet", async () => {
    const file = path.join(dir, "muster-gmbh.WordPress.xml");
    fs.writeFileSync(
      file,
      tinyWxr({ pageTitle: PAGE_TITLE, pageSlug: PAGE_SLUG }),
    );
    await fileInput().setInputFiles(file);
    await expect
      .poll(
        async () =>
          (await page.getByTestId("import-uploaded").textContent()) ?? "",
      )
      .toMatch(/^muster-gmbh\.WordPress\.xml \(.+ KB\) hochgeladen$/);
    await expect
      .poll(() => new URL(page.url()).searchParams.get("upload") ?? "")
      .toMatch(/^[0-9a-f-]{36}$/);

    await page.getByRole("button", { name: "Probelauf starten" }).click();
    await expect
      .poll(() => resultHeading().textContent(), { timeout: 30_000 })
      .toBe("Ergebnis des Probelaufs");
    // Columns Seiten, Beiträge, Medien: one page and one post would be new, no media.
    expect(await newCounts()).toEqual(["1", "1", "0"]);
    expect(
      await page.getByRole("button", { name: "Jetzt importieren" }).isEnabled(),
    ).toBe(true);
    await shot(page, "import-dry-1440", { fullPage: true });
    expect((await fetch(`${app.url}/${PAGE_SLUG}`)).status).toBe(404);
  });

  it("runs the import, shows the final report with links, and the page exists in the admin and publicly", async () => {
    await page.getByRole("button", { name: "Jetzt importieren" }).click();
    await expect
      .poll(() => resultHeading().textContent(), { timeout: 60_000 })
      .toBe("Import abgeschlossen");
    const report = page.getByTestId("import-report");
    expect(await newCounts()).toEqual(["1", "1", "0"]);
    expect(
      await report
        .getByRole("link", { name: "Zu den Seiten" })
        .getAttribute("href"),
    ).toBe("/admin/pages");
    expect(
      await report.getByRole("link", { name: "Zum Blog" }).getAttribute("href"),
    ).toBe("/admin/blog");
    expect(
      await report
        .getByRole("link", { name: "Zu den Medien" })
        .getAttribute("href"),
    ).toBe("/admin/media");
    // The file is gone on the server: step 1 asks for the next one.
    expect(await page.getByTestId("import-dropzone").isVisible()).toBe(true);
    await shot(page, "import-final-1440", { fullPage: true });

    await report.getByRole("link", { name: "Zu den Seiten" }).click();
    await page.waitForURL(app.url + "/admin/pages");
    await expect
      .poll(() => page.getByText(PAGE_TITLE).first().isVisible())
      .toBe(true);

    const visitor = await fetch(`${app.url}/${PAGE_SLUG}`);
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).toContain("Wir fertigen Drehteile seit 1982.");
  });

  it("after a reload shows the last import's report; at 375 px nothing runs off the side", async () => {
    await gotoReady(page, app.url + "/admin/import");
    expect(await resultHeading().textContent()).toBe("Letzter Import");
    expect(await page.getByTestId("import-report").isVisible()).toBe(true);
    // The screen with a report in it: a state only an import reaches.
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    await reloadReady(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);
    await shot(page, "import-375", { fullPage: true });
    // The refused upload above is an expected 400, logged by the screen; nothing else may be.
    expect(
      errors.filter((e) => !/status of 400|Hochladen fehlgeschlagen/.test(e)),
    ).toEqual([]);
  });
});
