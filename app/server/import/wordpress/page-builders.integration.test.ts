import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flattenBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { createTestApp, type TestApp } from "../../../../tests/test-app";
import { closeOldSiteTest, importFromOldSite, listenLocally } from "../../../../tests/old-site";
import { testDbLabel } from "../../../../tests/test-db";
import { getPageBySlug } from "../../pages/pages.server";
import { buildExport } from "./test-export";

/**
 * A WPBakery page, a Divi page and a WordPress.com page full of shortcodes through the whole import
 * (worker thread, media download, page service): WPBakery's [vc_single_image image="123"] is the
 * attachment the import stored, nothing of a shortcode is stored as text, and the report names the
 * builders and the shortcodes per page.
 */

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

describe(`WordPress import of shortcode page builders and shortcodes (${testDbLabel})`, () => {
  let app: TestApp;
  let uploads: http.Server;
  let origin = "";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-wp-builders-"));
  const exportFile = path.join(dir, "builders.xml");

  beforeAll(async () => {
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#a62" } }).jpeg().toBuffer();
    uploads = http.createServer((req, res) => {
      if (req.url === "/wp-content/uploads/2020/02/werkstatt.jpg") res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
      else res.writeHead(404).end();
    });
    origin = await listenLocally(uploads);
    const site = (text: string) => text.replaceAll("https://alt.example.de", origin);
    const page = (id: number, title: string, slug: string, content: string, meta?: Record<string, string>) => ({ id, type: "page", title, slug, link: `${origin}/${slug}/`, content, ...(meta ? { meta } : {}) });
    fs.writeFileSync(
      exportFile,
      buildExport(
        {
          items: [
            { id: 123, type: "attachment", title: "werkstatt", attachmentUrl: `${origin}/wp-content/uploads/2020/02/werkstatt.jpg`, meta: { _wp_attachment_image_alt: "Werkstatt" } },
            page(10, "Treppen", "treppen", site(fixture("wpbakery.html")), { _wpb_vc_js_status: "true", _wpb_shortcodes_custom_css: ".vc_custom_1581428462046{padding-top: 60px !important;}" }),
            page(11, "Kanzlei", "kanzlei", site(fixture("divi.html")), { _et_pb_use_builder: "on", _et_pb_page_layout: "et_full_width_page" }),
            page(12, "Vortrag", "vortrag", site(fixture("wordpress-com-shortcodes.html"))),
          ],
        },
        { site: { title: "Alte Seite", link: origin } },
      ),
    );
    app = await createTestApp();
  }, 60_000);

  afterAll(() => closeOldSiteTest(app, uploads, dir));

  it("stores layouts and blocks without shortcode text, the builder's image as our asset, and names builders and shortcodes", async () => {
    const report = await importFromOldSite(app, exportFile, origin);
    expect(report.pages).toEqual({ created: 3, updated: 0, unchanged: 0, skipped: 0 });
    expect(report.media).toMatchObject({ created: 1, failed: 0 });

    const blocksOf = async (slug: string) => ((await getPageBySlug(app.database.db, slug, { includeUnpublished: true }))!.content as Block[]);
    const treppen = await blocksOf("treppen");
    const kanzlei = await blocksOf("kanzlei");
    const vortrag = await blocksOf("vortrag");
    for (const blocks of [treppen, kanzlei, vortrag]) {
      // "[[youtube]] schreibt man so" is WordPress's escaped form: shown as "[youtube]" on purpose.
      const json = JSON.stringify(blocks).replace("[youtube] schreibt man", "");
      expect(json).not.toMatch(/\[\/?(vc_|et_pb_|code|sourcecode|youtube|vimeo|googlemaps|slideshare|caption|gallery|ultimatemember|su_note|contact-form-7)/);
      expect(json).not.toContain("&amp;amp;");
    }

    const row = treppen[1]!;
    expect(row).toMatchObject({ type: "flexible-row", content: { columns: 2, columnWidths: [33.33, 66.67] } });
    const image = row.slots!["columns[0]"]![0]!;
    expect(image.type).toBe("image");
    expect(image.content.src).toMatch(/^\/media\//);
    expect(kanzlei.map((b) => b.type)).toEqual(["section", "flexible-row", "flexible-row"]);
    const types = flattenBlocks(vortrag).map((b) => b.type);
    expect(types).toEqual(expect.arrayContaining(["html-content", "video", "google-maps", "image"]));

    const notesOf = (title: string) => report.notes.filter((n) => n.item === `Seite „${title}“`).map((n) => n.message);
    expect(notesOf("Treppen")[0]).toMatch(/^Mit WPBakery gebaut/);
    expect(notesOf("Treppen")).toContain("WPBakery-Element [vc_pie] ohne Inhalt entfernt");
    expect(notesOf("Kanzlei")[0]).toMatch(/^Mit Divi gebaut/);
    expect(notesOf("Kanzlei")).toContain("Kontaktformular von Divi mit 2 Feldern übernommen – Empfänger (E-Mail) und Felder prüfen");
    expect(notesOf("Vortrag")).toContain("Shortcode [ultimatemember] entfernt (2×)");
  });
});
