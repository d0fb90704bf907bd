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
import { buildExport, type ExportItem } from "./test-export";

/**
 * A WordPress.com travel blog through the whole import (worker thread, media step, page service):
 * [gallery], [audio] and [playlist] without ids take the attachments whose wp:post_parent is the
 * post, in menu_order then id, as WordPress shows them; [gallery id="…"] another post's; and the
 * form plugins' shortcodes and blocks become our contact form, each named in the report (issue 39).
 */

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

describe(`WordPress import: the post's attachments and contact forms (${testDbLabel})`, () => {
  let app: TestApp;
  let uploads: http.Server;
  let origin = "";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-wp-attached-"));
  const exportFile = path.join(dir, "reiseblog.xml");

  beforeAll(async () => {
    // Each picture its own colour, so the assets differ (the import reuses equal files).
    const colours: Record<string, string> = { preikestolen: "#a62", lysefjord: "#26a", stavanger: "#2a6", anderer: "#666" };
    const pictures = new Map<string, Buffer>();
    for (const [name, colour] of Object.entries(colours)) pictures.set(name, await sharp({ create: { width: 60, height: 40, channels: 3, background: colour } }).jpeg().toBuffer());
    uploads = http.createServer((req, res) => {
      const name = /\/wp-content\/uploads\/2019\/07\/([a-z]+)\.jpg$/.exec(req.url ?? "")?.[1];
      const picture = name ? pictures.get(name) : undefined;
      if (picture) res.writeHead(200, { "content-type": "image/jpeg" }).end(picture);
      else res.writeHead(404).end();
    });
    origin = await listenLocally(uploads);
    const attachment = (id: number, parent: number, menuOrder: number, file: string): ExportItem => ({
      id, type: "attachment", title: file, parent, menuOrder, attachmentUrl: `${origin}/wp-content/uploads/2019/07/${file}`, meta: { _wp_attachment_image_alt: file.split(".")[0]! },
    });
    const post = (id: number, title: string, slug: string, content: string): ExportItem => ({ id, type: "post", title, slug, link: `${origin}/2019/07/${slug}/`, date: "2019-07-20 10:00:00", content });
    fs.writeFileSync(
      exportFile,
      buildExport(
        {
          items: [
            // Attachments before and after their post, as exports mix them.
            attachment(301, 30, 2, "preikestolen.jpg"),
            attachment(302, 30, 1, "lysefjord.jpg"),
            post(30, "Rogaland", "rogaland", fixture("wordpress-com-travel.html")),
            attachment(303, 30, 2, "stavanger.jpg"),
            attachment(304, 30, 0, "morgen.mp3"),
            attachment(305, 30, 0, "route.mp4"),
            attachment(306, 30, 0, "karte.pdf"),
            attachment(310, 31, 0, "anderer.jpg"),
            post(31, "Das Beste aus Norwegen", "das-beste", 'Noch einmal, von hinten:\n\n[gallery id="30" order="DESC"]\n\nUnd neu:\n\n[gallery]'),
            {
              id: 32, type: "page", title: "Kontakt", slug: "kontakt-reise", link: `${origin}/kontakt-reise/`,
              content:
                '<!-- wp:paragraph -->\n<p>So erreichen Sie uns.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:contact-form-7/contact-form-selector {"id":9,"hash":"a1b2c3d","title":"Kontakt"} -->\n<div class="wp-block-contact-form-7-contact-form-selector">[contact-form-7 id="a1b2c3d" title="Kontakt"]</div>\n<!-- /wp:contact-form-7/contact-form-selector -->\n\n<!-- wp:shortcode -->\n[wpforms id="128"]\n<!-- /wp:shortcode -->',
            },
          ],
        },
        { site: { title: "Fjordblog", link: origin } },
      ),
    );
    app = await createTestApp();
  }, 60_000);

  afterAll(() => closeOldSiteTest(app, uploads, dir));

  it("galleries, audio and playlists show the post's attachments in WordPress's order; forms are contact forms, named", async () => {
    const report = await importFromOldSite(app, exportFile, origin);
    expect(report.posts).toMatchObject({ created: 2 });
    expect(report.pages).toMatchObject({ created: 1 });
    expect(report.media).toMatchObject({ created: 4 });

    const blocksOf = async (slug: string) => (await getPageBySlug(app.database.db, slug, { includeUnpublished: true }))!.content as Block[];
    // Each picture's alt text is its file's name (from the export); its address our copy's.
    const gallery = (block: Block) => (block.content.images as { url: string; alt: string }[]).map((i) => [/^\/media\/.+\.jpg$/.test(i.url), i.alt]);

    // A post starts with its blog-meta block (date, author).
    const rogaland = (await blocksOf("rogaland")).filter((b) => b.type !== "blog-meta");
    for (const blocks of [rogaland, await blocksOf("das-beste"), await blocksOf("kontakt-reise")]) {
      expect(JSON.stringify(blocks)).not.toMatch(/\[\/?(gallery|audio|playlist|contact-form|contact-field|wpforms)/);
    }
    expect(rogaland.map((b) => b.type)).toEqual(["paragraph", "gallery", "paragraph", "audio", "paragraph", "video", "heading", "paragraph", "contact-form"]);
    // menu_order 1, then 2 and 2 by id; the sound file, the video and the PDF are no pictures.
    expect(gallery(rogaland[1]!)).toEqual([[true, "lysefjord"], [true, "preikestolen"], [true, "stavanger"]]);
    expect(rogaland[1]!.content.columns).toBe(2);
    // Not downloadable here (404): they keep the old address, as every failed file does.
    expect(rogaland[3]!.content.src).toBe(`${origin}/wp-content/uploads/2019/07/morgen.mp3`);
    expect(rogaland[5]!.content.src).toBe(`${origin}/wp-content/uploads/2019/07/route.mp4`);
    const form = rogaland[8]!;
    expect((form.content.fields as { label: string; type: string; required: boolean }[]).map((f) => [f.label, f.type, f.required])).toEqual([
      ["Name", "text", true],
      ["E-Mail", "email", true],
      ["Reisezeit", "select", false],
      ["Ihre Frage", "textarea", true],
    ]);
    expect(form.content).toMatchObject({ recipientEmail: "reise@fjordblog.example", submitText: "Frage senden", title: "" });

    const best = await blocksOf("das-beste");
    const galleries = best.filter((b) => b.type === "gallery");
    expect(galleries.map(gallery)).toEqual([
      [[true, "stavanger"], [true, "preikestolen"], [true, "lysefjord"]],
      [[true, "anderer"]],
    ]);

    const contact = flattenBlocks(await blocksOf("kontakt-reise"));
    expect(contact.map((b) => b.type)).toEqual(["paragraph", "contact-form", "contact-form"]);

    const notesOf = (item: string) => report.notes.filter((n) => n.item === item).map((n) => n.message);
    expect(notesOf("Beitrag „Rogaland“")).toEqual(["Kontaktformular von Jetpack mit 4 Feldern übernommen – Empfänger (E-Mail) und Felder prüfen"]);
    expect(notesOf("Beitrag „Das Beste aus Norwegen“")).toEqual([]);
    expect(notesOf("Seite „Kontakt“")).toEqual([
      "Kontaktformular von Contact Form 7 (Formular a1b2c3d „Kontakt“) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
      "Kontaktformular von WPForms (Formular 128) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
    ]);
  });
});
