import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dragKey, launchBrowser, person, signedInPage, startApp, type RunningApp, gotoReady, reloadReady } from "./harness";

/** Folder headings of /downloads, top to bottom. */
async function folderHeadings(page: Page): Promise<string[]> {
  return page.locator("main section[aria-label] h2").allTextContents();
}

/**
 * /downloads and /admin/downloads (their axe checks are the a11y suite's). On a server of its own:
 * the tests take the demo's download folders off the site, reorder them and end with none, and
 * /downloads lists every download folder of the installation.
 */
describe("downloads: the demo's files on /downloads, managed in /admin/downloads (Chromium)", () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Page;
  let visitor: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    ({ page: admin } = await signedInPage(
      browser,
      app,
      await person(app, { role: "admin" }),
    ));
    visitor = await (
      await browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    for (const page of [admin, visitor]) {
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    }
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("lists the demo files grouped by folder, with German sizes, search, filter and working links", async () => {
    await gotoReady(visitor, app.url + "/downloads");
    expect(await folderHeadings(visitor)).toEqual([
      "Datenblätter",
      "Zertifikate",
      "Broschüren",
    ]);
    const sheets = visitor.locator(
      "main section[aria-label='Datenblätter'] li",
    );
    expect(await sheets.count()).toBe(4);
    expect(await sheets.first().textContent()).toContain(
      "Datenblatt Kanban-Regal KR-400.pdf",
    );
    // Spec §9 sizes: a few KB with a decimal comma.
    expect(await sheets.first().textContent()).toMatch(/\d+,\d KB/);
    // The site's own pictures (folder 'Website-Bilder') are not downloads.
    expect(await visitor.locator("main").textContent()).not.toContain(
      "Fertigungshalle.jpg",
    );

    const link = visitor.getByRole("link", {
      name: /^Herunterladen ?: Zertifikat ISO 9001\.pdf$/,
    });
    expect(await link.getAttribute("download")).toBe("Zertifikat ISO 9001.pdf");
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/media\/documents\/[0-9a-f]{32}\.pdf$/);
    const file = await visitor.request.get(app.url + href);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // The island: search and type filter, with the spec's empty text.
    await visitor.getByLabel("Downloads durchsuchen").fill("iso 14001");
    await expect
      .poll(() =>
        visitor.locator('[data-island="downloads/downloads-list"] li').count(),
      )
      .toBe(1);
    await visitor.getByLabel("Downloads durchsuchen").fill("gibt es nicht");
    await expect
      .poll(() => visitor.getByText("Keine Downloads gefunden").isVisible())
      .toBe(true);
    expect(
      await visitor
        .getByText("Versuchen Sie andere Suchbegriffe oder Filter")
        .isVisible(),
    ).toBe(true);
    await visitor.getByLabel("Downloads durchsuchen").fill("");
    await visitor.getByLabel("Dateityp").selectOption("image");
    await expect
      .poll(() => visitor.getByText("Keine Downloads gefunden").isVisible())
      .toBe(true);
  });

  it("shows the download folders with a preview and the hint-free state in /admin/downloads", async () => {
    await gotoReady(admin, app.url + "/admin/downloads");
    await expect
      .poll(() =>
        admin.getByRole("heading", { name: "Downloads", level: 1 }).isVisible(),
      )
      .toBe(true);
    const cards = admin.getByTestId("download-folder");
    expect(await cards.locator("h3").allTextContents()).toEqual([
      "Datenblätter",
      "Zertifikate",
      "Broschüren",
    ]);
    expect(await cards.first().textContent()).toContain(
      "Werkstoffübersicht Zerspanung.pdf",
    );
    expect(
      await admin
        .getByRole("switch", { name: "Download-Ordner: Website-Bilder" })
        .getAttribute("aria-checked"),
    ).toBe("false");
    expect(
      await admin
        .getByRole("link", { name: "Downloads-Seite ansehen" })
        .getAttribute("href"),
    ).toBe("/downloads");
  });

  it("takes a folder off the downloads page with its switch", async () => {
    await admin
      .getByRole("switch", { name: "Download-Ordner: Zertifikate" })
      .click();
    await expect
      .poll(() =>
        admin
          .getByText(
            "„Zertifikate“ erscheint nicht mehr auf der Downloads-Seite",
          )
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        admin.getByTestId("download-folder").locator("h3").allTextContents(),
      )
      .toEqual(["Datenblätter", "Broschüren"]);

    await gotoReady(visitor, app.url + "/downloads");
    expect(await folderHeadings(visitor)).toEqual([
      "Datenblätter",
      "Broschüren",
    ]);
    expect(await visitor.locator("main").textContent()).not.toContain(
      "Zertifikat ISO 9001.pdf",
    );
  });

  it("reorders folders with the buttons and by dragging, and /downloads follows", async () => {
    await admin.getByRole("button", { name: "Broschüren nach oben" }).click();
    await expect
      .poll(() =>
        admin.getByText("Reihenfolge gespeichert").first().isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        admin.getByTestId("download-folder").locator("h3").allTextContents(),
      )
      .toEqual(["Broschüren", "Datenblätter"]);
    await gotoReady(visitor, app.url + "/downloads");
    expect(await folderHeadings(visitor)).toEqual([
      "Broschüren",
      "Datenblätter",
    ]);

    // The keyboard way of the drag handle (dnd-kit): space, arrow down, space (dragKey waits for
    // each step's announcement).
    const handle = admin.getByRole("button", {
      name: "Broschüren verschieben",
    });
    await handle.focus();
    await dragKey(admin, "Space");
    await dragKey(admin, "ArrowDown");
    await admin.keyboard.press("Space");
    await expect
      .poll(() =>
        admin.getByTestId("download-folder").locator("h3").allTextContents(),
      )
      .toEqual(["Datenblätter", "Broschüren"]);
    // The list moves at once; the order is saved a moment later: /downloads follows once it is.
    await expect
      .poll(async () => {
        await gotoReady(visitor, app.url + "/downloads");
        return folderHeadings(visitor);
      })
      .toEqual(["Datenblätter", "Broschüren"]);
    await reloadReady(admin);
    expect(
      await admin
        .getByTestId("download-folder")
        .locator("h3")
        .allTextContents(),
    ).toEqual(["Datenblätter", "Broschüren"]);
  });

  it("shows the root files and says why when no folder is a download folder", async () => {
    for (const name of ["Datenblätter", "Broschüren"]) {
      await admin
        .getByRole("switch", { name: `Download-Ordner: ${name}` })
        .click();
      await expect
        .poll(() =>
          admin
            .getByRole("switch", { name: `Download-Ordner: ${name}` })
            .getAttribute("aria-checked"),
        )
        .toBe("false");
      await expect
        .poll(() =>
          admin
            .getByRole("switch", { name: `Download-Ordner: ${name}` })
            .isEnabled(),
        )
        .toBe(true);
    }
    await expect
      .poll(() =>
        admin
          .getByText("Kein Ordner ist als Download-Ordner markiert")
          .isVisible(),
      )
      .toBe(true);
    expect(
      await admin.getByTestId("download-root-preview").textContent(),
    ).toContain("Es liegen keine Dateien außerhalb von Ordnern");
    await gotoReady(visitor, app.url + "/downloads");
    expect(
      await visitor
        .getByText("Es sind noch keine Downloads verfügbar")
        .isVisible(),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});
