import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointerDrag } from "./builder";
import { toast as toastOf } from "./content-helpers";
import { launchBrowser, person, shot, signedInPage, startApp, type RunningApp, gotoReady, reloadReady } from "./harness";

/** Files made here, so the test needs nothing from outside: a PNG (noise, so it is not tiny), a PDF, a WAV. */
async function testFiles() {
  const width = 640;
  const height = 480;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++)
    noise[i] = (i * 7919 + (i >> 5) * 104729) % 251;
  const png = await sharp(noise, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const pdf = Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
  const samples = 8000;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write("RIFF", 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write("WAVEfmt ", 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(16000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    wav.writeInt16LE(Math.round(Math.sin(i / 8) * 8000), 44 + i * 2);
  return [
    {
      name: "Produktfoto.png",
      type: "image/png",
      base64: png.toString("base64"),
    },
    {
      name: "Datenblatt.pdf",
      type: "application/pdf",
      base64: pdf.toString("base64"),
    },
    {
      name: "Signalton.wav",
      type: "audio/wav",
      base64: wav.toString("base64"),
    },
  ];
}

type TestFile = Awaited<ReturnType<typeof testFiles>>[number];

/** Drops files onto the page the way a desktop drag does: dragenter, dragover, drop with a DataTransfer. */
async function dropFiles(
  page: Page,
  files: TestFile[],
  options: { keepOverlay?: boolean } = {},
) {
  await page.evaluate(
    ({ files, keepOverlay }) => {
      const transfer = new DataTransfer();
      for (const f of files) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], f.name, { type: f.type }));
      }
      const target = document.querySelector("main") ?? document.body;
      target.dispatchEvent(
        new DragEvent("dragenter", {
          bubbles: true,
          cancelable: true,
          dataTransfer: transfer,
        }),
      );
      target.dispatchEvent(
        new DragEvent("dragover", {
          bubbles: true,
          cancelable: true,
          dataTransfer: transfer,
        }),
      );
      if (!keepOverlay)
        target.dispatchEvent(
          new DragEvent("drop", {
            bubbles: true,
            cancelable: true,
            dataTransfer: transfer,
          }),
        );
    },
    { files, keepOverlay: options.keepOverlay ?? false },
  );
}

/**
 * The media library in Chromium (/admin/media's axe check at 1280 and 375 px is the a11y suite's).
 * On a server of its own: it marks a folder as download folder (/downloads lists every one) and
 * sets the site's header logo.
 */
describe("media library in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let files: TestFile[];
  const errors: string[] = [];

  const api = async (path: string) =>
    page.evaluate(
      (p) =>
        fetch(p, { headers: { accept: "application/json" } }).then((r) =>
          r.json(),
        ),
      path,
    );
  const toast = (text: string) => toastOf(page, text);

  beforeAll(async () => {
    [files, app, browser] = await Promise.all([
      testFiles(),
      startApp(),
      launchBrowser(),
    ]);
    ({ page, context } = await signedInPage(
      browser,
      app,
      await person(app, { role: "admin" }),
    ));
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      // Refused requests the tests provoke on purpose are logged by the client.
      if (
        m.type() === "error" &&
        !/status of 4(00|09)|PATCH \/api\/folders|DELETE \/api\/assets|Upload fehlgeschlagen programm\.png/.test(
          m.text(),
        )
      )
        errors.push(m.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("uploads three dropped files with a progress bar per file, then shows them as cards", async () => {
    await gotoReady(page, app.url + "/admin/media?folder=root");
    await expect
      .poll(() =>
        page.getByRole("heading", { name: "Medien", level: 1 }).isVisible(),
      )
      .toBe(true);
    const before: { assets: unknown[] } = await api(
      "/api/assets?folder_id=root",
    );

    // The overlay shows while files are over the page.
    await dropFiles(page, files, { keepOverlay: true });
    await expect
      .poll(() => page.getByText("Dateien hier ablegen").isVisible())
      .toBe(true);
    await page.evaluate(() =>
      window.dispatchEvent(
        new DragEvent("dragleave", {
          bubbles: true,
          dataTransfer: (() => {
            const t = new DataTransfer();
            t.items.add(new File(["x"], "x.txt"));
            return t;
          })(),
        }),
      ),
    );
    await expect
      .poll(() => page.getByText("Dateien hier ablegen").count())
      .toBe(0);

    // A slow upload line, so the running progress bar can be seen.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    await dropFiles(page, files);
    const bar = page.getByRole("progressbar", { name: "Produktfoto.png" });
    await expect.poll(() => bar.isVisible()).toBe(true);
    await expect
      .poll(async () => Number(await bar.getAttribute("aria-valuenow")), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await shot(page, "media-upload-progress");
    await expect
      .poll(() => toast("3 Datei(en) erfolgreich hochgeladen").isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(await bar.getAttribute("aria-valuenow")).toBe("100");
    expect(await page.locator('[data-upload-status="done"]').count()).toBe(3);

    for (const name of ["Produktfoto.png", "Datenblatt.pdf", "Signalton.wav"]) {
      await expect
        .poll(() =>
          page.locator("li[data-asset-id]").filter({ hasText: name }).count(),
        )
        .toBe(1);
    }
    const after: {
      assets: Array<{ name: string; asset_type: string; width: number | null }>;
    } = await api("/api/assets?folder_id=root");
    expect(after.assets.length).toBe(before.assets.length + 3);
    expect(
      after.assets.find((a) => a.name === "Produktfoto.png"),
    ).toMatchObject({ asset_type: "image", width: 640 });
    expect(
      after.assets.find((a) => a.name === "Signalton.wav")?.asset_type,
    ).toBe("audio");
    // The image card shows a webp thumbnail of its variant, the PDF its type.
    const img = page
      .locator("li[data-asset-id]")
      .filter({ hasText: "Produktfoto.png" })
      .locator("img");
    expect(await img.getAttribute("src")).toMatch(
      /^\/media\/images\/[0-9a-f]+\.png\?width=640&format=webp$/,
    );
    await expect
      .poll(() =>
        img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth),
      )
      .toBe(640);
    expect(
      await page
        .locator("li[data-asset-id]")
        .filter({ hasText: "Datenblatt.pdf" })
        .getByText("PDF", { exact: true })
        .isVisible(),
    ).toBe(true);
    await shot(page, "media-grid", { fullPage: true });
  });

  it("one file gives the single toast; a refused type gives the error toast with the server's reason", async () => {
    await dropFiles(page, [{ ...files[0], name: "Zweitfoto.png" }]);
    await expect
      .poll(() => toast("Asset erfolgreich hochgeladen").isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await dropFiles(page, [
      {
        name: "programm.png",
        type: "image/png",
        base64: Buffer.from("MZ\x90\x00 not an image at all").toString(
          "base64",
        ),
      },
    ]);
    await expect
      .poll(() => toast("Fehler beim Hochladen der Dateien").isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(
      await toast("Fehler beim Hochladen der Dateien").textContent(),
    ).toContain("programm.png");
    const list: { assets: Array<{ name: string }> } = await api("/api/assets");
    expect(list.assets.some((a) => a.name === "programm.png")).toBe(false);
  });

  it("creates a folder, moves a file into it by drag, refuses moving a folder into its own subfolder; as a download folder it shows all three uploads on /downloads", async () => {
    await gotoReady(page, app.url + "/admin/media?folder=root");
    await page.getByRole("button", { name: "Neuer Ordner" }).click();
    const name = page.getByRole("textbox", {
      name: "Neuer Ordner auf oberster Ebene",
    });
    await name.fill("   ");
    expect(
      await page.getByRole("button", { name: "Erstellen" }).isDisabled(),
    ).toBe(true);
    await name.fill("  Prüfberichte  ");
    await name.press("Enter");
    await expect.poll(() => toast("Ordner erstellt").isVisible()).toBe(true);
    const folderButton = page
      .locator("button[data-folder-id]")
      .filter({ hasText: "Prüfberichte" });
    await expect.poll(() => folderButton.count()).toBe(1);
    const folders: {
      folders: Array<{ id: string; name: string; path: string }>;
    } = await api("/api/folders");
    const folder = folders.folders.find((f) => f.name === "Prüfberichte")!;
    expect(folder.path).toBe("/Prüfberichte");

    await pointerDrag(
      page,
      page.locator("li[data-asset-id]").filter({ hasText: "Datenblatt.pdf" }),
      folderButton,
    );
    await expect.poll(() => toast("Datei verschoben").isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .locator("li[data-asset-id]")
          .filter({ hasText: "Datenblatt.pdf" })
          .count(),
      )
      .toBe(0);
    const inFolder: { assets: Array<{ name: string }> } = await api(
      `/api/assets?folder_id=${folder.id}`,
    );
    expect(inFolder.assets.map((a) => a.name)).toEqual(["Datenblatt.pdf"]);
    await expect.poll(() => folderButton.textContent()).toContain("1");

    // A subfolder, then the parent dragged onto it: the server refuses, the toast says so.
    await folderButton.click();
    await page.getByRole("button", { name: "Neuer Ordner" }).click();
    const sub = page.getByRole("textbox", {
      name: "Neuer Ordner in „Prüfberichte“",
    });
    await sub.fill("Archiv");
    await sub.press("Enter");
    const subButton = page
      .locator("button[data-folder-id]")
      .filter({ hasText: "Archiv" });
    await expect.poll(() => subButton.count()).toBe(1);
    await pointerDrag(page, folderButton, subButton);
    await expect
      .poll(() => toast("Fehler beim Speichern des Ordners").isVisible())
      .toBe(true);
    const unchanged: {
      folders: Array<{ name: string; parent_id: string | null }>;
    } = await api("/api/folders");
    expect(
      unchanged.folders.find((f) => f.name === "Prüfberichte")?.parent_id,
    ).toBeNull();

    // Rename inline: Escape cancels, Enter saves.
    await subButton.focus();
    await page.keyboard.press("F2");
    const rename = page.getByRole("textbox", { name: "Umbenennen" });
    await rename.fill("Verworfen");
    await rename.press("Escape");
    await expect.poll(() => subButton.textContent()).toContain("Archiv");
    await subButton.focus();
    await page.keyboard.press("F2");
    await page.getByRole("textbox", { name: "Umbenennen" }).fill("Archiv 2024");
    await page.getByRole("textbox", { name: "Umbenennen" }).press("Enter");
    await expect.poll(() => toast("Ordner umbenannt").isVisible()).toBe(true);

    // The download switch of the selected folder, with its badge in the tree.
    await folderButton.click();
    await page.getByRole("switch", { name: "Download-Ordner" }).click();
    await expect
      .poll(() => folderButton.getByText("Download-Ordner").count())
      .toBe(1);
    const flagged: {
      folders: Array<{ name: string; is_download_folder: boolean }>;
    } = await api("/api/folders");
    expect(
      flagged.folders.find((f) => f.name === "Prüfberichte")
        ?.is_download_folder,
    ).toBe(true);

    // The other two dropped files join it by selection and 'Verschieben nach…'; /downloads lists all three.
    await gotoReady(page, app.url + "/admin/media?folder=root");
    for (const file of ["Produktfoto.png", "Signalton.wav"])
      await page
        .getByRole("checkbox", { name: `„${file}“ auswählen` })
        .first()
        .click();
    await page
      .getByRole("button", { name: "Verschieben nach…" })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "2 Dateien verschieben" });
    await dialog.getByRole("combobox", { name: "Zielordner" }).click();
    await page.getByRole("option", { name: /Prüfberichte$/ }).click();
    await dialog
      .getByRole("button", { name: "Verschieben", exact: true })
      .click();
    await expect
      .poll(
        async () =>
          (
            (await api(`/api/assets?folder_id=${folder.id}`)) as {
              assets: unknown[];
            }
          ).assets.length,
      )
      .toBe(3);
    const visitor = await context.newPage();
    await gotoReady(visitor, app.url + "/downloads");
    const group = visitor
      .locator("section, div")
      .filter({ has: visitor.getByRole("heading", { name: "Prüfberichte" }) })
      .last();
    for (const file of ["Produktfoto.png", "Datenblatt.pdf", "Signalton.wav"]) {
      await expect
        .poll(() => group.getByText(file, { exact: true }).count())
        .toBeGreaterThan(0);
    }
    await visitor.close();
  });

  it("edits a file in the dialog and shows the list view", async () => {
    await gotoReady(page, app.url + "/admin/media");
    await page
      .locator("li[data-asset-id]")
      .filter({ hasText: "Produktfoto.png" })
      .getByRole("button")
      .first()
      .press("Enter");
    const dialog = page.getByRole("dialog", { name: "Datei bearbeiten" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() =>
        dialog
          .getByText("Diese Datei wird derzeit nirgends verwendet.")
          .isVisible(),
      )
      .toBe(true);
    expect(await dialog.getByLabel("Öffentliche URL").inputValue()).toMatch(
      new RegExp(`^${app.url}/media/images/`),
    );
    await dialog.getByLabel("Alt-Text").fill("Frästeil aus Aluminium");
    await shot(page, "media-edit");
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect
      .poll(() => toast("Asset erfolgreich aktualisiert").isVisible())
      .toBe(true);
    const list: { assets: Array<{ name: string; alt_text: string | null }> } =
      await api("/api/assets?type=image");
    expect(
      list.assets.find((a) => a.name === "Produktfoto.png")?.alt_text,
    ).toBe("Frästeil aus Aluminium");

    await page.getByRole("button", { name: "Liste" }).click();
    await page.waitForURL(/view=list/);
    await expect
      .poll(() => page.locator("tr[data-asset-id]").count())
      .toBeGreaterThan(0);
    await shot(page, "media-list", { fullPage: true });
    await reloadReady(page);
    expect(
      await page
        .getByRole("button", { name: "Liste" })
        .getAttribute("aria-pressed"),
    ).toBe("true");
  });

  it("chooses the header logo with the picker, saves, and the public header shows it", async () => {
    await gotoReady(page, app.url + "/admin/settings");
    await page.getByRole("tab", { name: "Header" }).click();
    // The demo site comes with a logo, so the button offers another one.
    await page
      .getByRole("button", { name: /^(Logo auswählen…|Anderes Logo…)$/ })
      .click();
    const picker = page.getByRole("dialog", { name: "Logo auswählen" });
    await expect.poll(() => picker.isVisible()).toBe(true);
    // Only images are offered; the selection starts empty.
    await expect
      .poll(() => picker.locator("button[data-asset-id]").count())
      .toBeGreaterThan(0);
    expect(await picker.getByText("Datenblatt.pdf").count()).toBe(0);
    expect(
      await picker.getByRole("button", { name: "Bestätigen" }).isDisabled(),
    ).toBe(true);
    const card = picker
      .locator("button[data-asset-id]")
      .filter({ hasText: "Produktfoto.png" });
    await card.click();
    expect(await card.getAttribute("aria-pressed")).toBe("true");
    await shot(page, "media-picker");
    await picker.getByRole("button", { name: "Bestätigen" }).click();
    await expect.poll(() => picker.count()).toBe(0);
    const preview = page
      .getByTestId("settings-header-logo-preview")
      .locator("img");
    expect(await preview.getAttribute("src")).toMatch(
      /\?width=183&height=72&quality=85$/,
    );

    // Opening again starts without a selection.
    await page.getByRole("button", { name: "Anderes Logo…" }).click();
    await expect
      .poll(() =>
        page
          .getByRole("dialog", { name: "Logo auswählen" })
          .getByRole("button", { name: "Bestätigen" })
          .isDisabled(),
      )
      .toBe(true);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Speichern" }).click();
    await expect
      .poll(() => toast("Einstellungen erfolgreich gespeichert").isVisible())
      .toBe(true);
    const assetId = (await api("/api/settings")).header.logo_asset_id as string;
    const asset = await api(`/api/assets/${assetId}`);
    expect(asset.name).toBe("Produktfoto.png");

    const visitor = await browser.newPage({
      viewport: { width: 1280, height: 800 },
    });
    await gotoReady(visitor, app.url + "/");
    const logo = visitor.locator("header img").first();
    await expect.poll(() => logo.isVisible()).toBe(true);
    expect(
      (await logo.getAttribute("src")) ?? (await logo.getAttribute("srcset")),
    ).toContain(asset.file_path.split("/").pop());
    await expect
      .poll(() =>
        logo.evaluate(
          (el: HTMLImageElement) => el.complete && el.naturalWidth > 0,
        ),
      )
      .toBe(true);
    await visitor.close();

    // The library now lists the logo as a usage, and deleting asks with that list first.
    await gotoReady(page, app.url + "/admin/media");
    const logoCard = page
      .locator("li[data-asset-id]")
      .filter({ hasText: "Produktfoto.png" });
    await logoCard
      .getByRole("button", { name: "Aktionen für „Produktfoto.png“" })
      .click();
    await page.getByRole("menuitem", { name: "Löschen" }).click();
    const confirm = page.getByRole("alertdialog");
    expect(
      await confirm
        .getByText(
          "Sind Sie sicher, dass Sie „Produktfoto.png“ löschen möchten?",
        )
        .isVisible(),
    ).toBe(true);
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await expect
      .poll(() =>
        confirm.getByText("Diese Datei wird noch verwendet:").isVisible(),
      )
      .toBe(true);
    expect(
      await confirm
        .getByRole("link", { name: "Logo in der Kopfzeile" })
        .getAttribute("href"),
    ).toBe("/admin/settings");
    await confirm.getByRole("button", { name: "Trotzdem löschen" }).click();
    await expect
      .poll(() => toast("Asset erfolgreich gelöscht").isVisible())
      .toBe(true);
    await expect.poll(() => logoCard.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
