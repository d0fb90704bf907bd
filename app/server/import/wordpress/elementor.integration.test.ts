import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Block } from "~/blocks/types";
import { createTestApp, type TestApp } from "../../../../tests/test-app";
import { blockShape, elementorPricingShape } from "../../../../tests/fixtures";
import { closeOldSiteTest, importFromOldSite, listenLocally } from "../../../../tests/old-site";
import { testDbLabel } from "../../../../tests/test-db";
import { getPageBySlug } from "../../pages/pages.server";
import { buildExport } from "./test-export";

/**
 * An Elementor pricing page through the whole import (worker thread, media, page service): its
 * `_elementor_data` and `_elementor_edit_mode` post meta in the export, the flattened copy in
 * content:encoded, one of its pictures served by a local upload server.
 */

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

describe(`WordPress import of an Elementor page (${testDbLabel})`, () => {
  let app: TestApp;
  let uploads: http.Server;
  let origin = "";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-wp-elementor-"));
  const exportFile = path.join(dir, "elementor.xml");

  beforeAll(async () => {
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#2a6" } }).jpeg().toBuffer();
    uploads = http.createServer((req, res) => {
      if (req.url === "/wp-content/uploads/2023/04/beratung.jpg") res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
      else res.writeHead(404).end();
    });
    origin = await listenLocally(uploads);
    // The fixture's old site is https://alt.example.de (in the JSON with escaped slashes, as Elementor writes it).
    const site = (text: string) => text.replaceAll("https://alt.example.de", origin).replaceAll("https:\\/\\/alt.example.de", origin.replaceAll("/", "\\/"));
    const data = site(fixture("elementor-pricing.json"));
    fs.writeFileSync(
      exportFile,
      buildExport(
        {
          items: [
            { id: 120, type: "attachment", title: "beratung", attachmentUrl: `${origin}/wp-content/uploads/2023/04/beratung.jpg` },
            {
              id: 40,
              type: "page",
              title: "Preise",
              slug: "preise",
              link: `${origin}/preise/`,
              content: site(fixture("elementor-pricing.html")),
              meta: { _elementor_edit_mode: "builder", _elementor_template_type: "wp-page", _elementor_version: "3.18.3", _wp_page_template: "elementor_header_footer", _elementor_data: data },
            },
            {
              id: 41,
              type: "page",
              title: "Kaputt",
              slug: "kaputt",
              link: `${origin}/kaputt/`,
              content: "<h2>Noch da</h2>\n<p>Aus dem HTML.</p>",
              meta: { _elementor_edit_mode: "builder", _elementor_data: data.slice(0, 500) },
            },
          ],
        },
        { site: { title: "Elementor-Site", link: origin } },
      ),
    );
    app = await createTestApp();
  }, 60_000);

  afterAll(() => closeOldSiteTest(app, uploads, dir));

  it("stores the pricing page with its two plans side by side, and the report names Elementor", async () => {
    const report = await importFromOldSite(app, exportFile, origin);
    expect(report.pages).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0 });
    expect(report.media).toMatchObject({ created: 1, failed: 0 });

    const page = (await getPageBySlug(app.database.db, "preise", { includeUnpublished: true }))!;
    const blocks = page.content as Block[];
    const pricing = blocks[1]!;
    expect(blockShape(pricing)).toEqual(elementorPricingShape);
    const row = pricing.slots!.children![0]!;
    expect(row.content).toMatchObject({ columns: 2, columnWidths: [50, 50] });
    expect(row.slots!["columns[0]"]!.map((b) => b.content.text ?? b.content.items)).toEqual(["Basis", "<p><strong>29 €</strong> / Monat</p>", ["5 Seiten", "E-Mail-Support", "SSL-Zertifikat"], "Basis buchen"]);
    expect(row.slots!["columns[1]"]![3]!.content).toMatchObject({ text: "Premium buchen", href: `${origin}/kontakt/?paket=premium` });
    expect(blocks.map((b) => b.type)).toEqual(["section", "section", "section", "section"]);

    // The downloaded picture is ours; the ones the old host no longer has keep their address (as every import does).
    const image = blocks[2]!.slots!.children![0]!.slots!["columns[0]"]![0]!;
    expect(image.content.src).toMatch(/^\/media\//);
    expect(image.content.alt).toBe("Beratungsgespräch");

    const notes = report.notes.filter((n) => n.item === "Seite „Preise“").map((n) => n.message);
    expect(notes).toContain("Mit Elementor gestaltet: Layout aus den Elementor-Daten übernommen");

    // Broken Elementor data: the page from its HTML, with the reason in the report.
    const broken = (await getPageBySlug(app.database.db, "kaputt", { includeUnpublished: true }))!;
    expect((broken.content as Block[]).map((b) => b.type)).toEqual(["heading", "paragraph"]);
    expect(report.notes).toContainEqual({
      item: "Seite „Kaputt“",
      message: "Mit Elementor gestaltet, aber die Elementor-Daten (_elementor_data) sind kein gültiges JSON: aus dem HTML übernommen, Spalten und Gestaltung fehlen",
    });
  });
});
