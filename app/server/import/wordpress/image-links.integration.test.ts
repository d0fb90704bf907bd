import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBlocks } from "~/blocks/content";
import { BlockList } from "~/blocks/render";
import { renderStaticHtml } from "~/blocks/static-render.server";
import { flattenBlocks } from "~/blocks/tree";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../../tests/test-db";
import { ValidationError } from "../../api/validation.server";
import { getPageBySlug } from "../../pages/pages.server";
import { updatePageWithRevision } from "../../pages/service.server";
import { createLocalStorage } from "../../storage/local.server";
import { importWordPress } from "./import.server";
import { buildExport, type ExportItem } from "./test-export";

/**
 * Issue 39, "never drop content silently": pictures linked to a page of the old site arrive as image
 * blocks linking to our page, the visitor's page shows the link, the report no longer calls the
 * link lost; a lightbox link (the picture's own file) is no link. The editor's save refuses an
 * unsafe image link by naming the field, and changes nothing.
 */
describe(`WordPress import: a picture keeps its link (${testDbLabel})`, () => {
  let db: TestDatabase;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-wp-image-link-"));
  const storage = createLocalStorage(path.join(dir, "media"));
  const origin = "https://www.firma-alt.invalid";
  const up = (name: string) => `${origin}/wp-content/uploads/2024/03/${name}`;
  const file = path.join(dir, "alt.xml");
  const copy = path.join(dir, "uploads-copy");

  beforeAll(async () => {
    db = await createTestDatabase();
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#36c" } }).jpeg().toBuffer();
    fs.mkdirSync(path.join(copy, "wp-content/uploads/2024/03"), { recursive: true });
    for (const name of ["werk.jpg", "halle.jpg"]) fs.writeFileSync(path.join(copy, "wp-content/uploads/2024/03", name), jpeg);
    const items: ExportItem[] = [
      { id: 10, type: "attachment", title: "Werk", attachmentUrl: up("werk.jpg") },
      { id: 11, type: "attachment", title: "Halle", attachmentUrl: up("halle.jpg") },
      { id: 20, type: "page", title: "Angebot", slug: "angebot", link: `${origin}/angebot/`, content: "<p>Was wir anbieten.</p>" },
      {
        id: 21,
        type: "post",
        title: "Neues Werk",
        slug: "neues-werk",
        link: `${origin}/2024/03/neues-werk/`,
        content: [
          "Unser neues Werk ist fertig.",
          "",
          `<a href="${origin}/angebot/"><img class="aligncenter size-medium wp-image-10" src="${up("werk-300x200.jpg")}" alt="Das neue Werk" width="300" height="200" /></a>`,
          "",
          `[caption id="attachment_11" align="alignnone" width="300"]<a href="${up("halle.jpg")}"><img class="size-medium wp-image-11" src="${up("halle-300x200.jpg")}" alt="Halle" width="300" height="200" /></a> Die Halle von innen[/caption]`,
          "",
          `<h3>Partner<a href="https://www.ihk.de/" target="_blank"><img src="${up("werk.jpg")}" alt="IHK-Mitglied" /></a></h3>`,
        ].join("\n"),
      },
    ];
    fs.writeFileSync(file, buildExport({ items }, { site: { title: "Firma", link: origin } }));
  });
  afterAll(async () => {
    await db?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("stores the links on the image blocks, shows them to visitors and reports nothing lost", async () => {
    const report = await importWordPress({ db: db.db, storage }, file, { allowedHosts: [], mediaFrom: copy });
    expect(report.notes.filter((n) => /Verlinkung/.test(n.message))).toEqual([]);
    const post = (await getPageBySlug(db.db, "neues-werk", { includeUnpublished: true }))!;
    const images = flattenBlocks(readBlocks(post.content)).filter((b) => b.type === "image");
    expect(images.map((b) => [b.content.alt, b.content.link, b.content.linkTarget])).toEqual([
      ["Das neue Werk", "/angebot", "_self"],
      // The caption's picture linked to its own file (a lightbox): no link.
      ["Halle", "", "_self"],
      ["IHK-Mitglied", "https://www.ihk.de/", "_blank"],
    ]);
    expect(images.every((b) => String(b.content.src).startsWith("/media/"))).toBe(true);

    const html = renderStaticHtml(createElement(BlockList, { blocks: readBlocks(post.content) })).html;
    expect(html).toMatch(/<a href="\/angebot" class="[^"]*"><picture [^>]*>.*?alt="Das neue Werk"/);
    expect(html).toMatch(/<a href="https:\/\/www\.ihk\.de\/" target="_blank" rel="noopener noreferrer"[^>]*><picture /);
    expect(html.match(/<a /g)).toHaveLength(2);
  });

  it("refuses an unsafe image link on save with the field named in German, and keeps the stored content", async () => {
    const post = (await getPageBySlug(db.db, "neues-werk", { includeUnpublished: true }))!;
    const blocks = readBlocks(post.content);
    const bad = blocks.map((b) => (b.type === "image" ? { ...b, content: { ...b.content, link: "javascript:alert(1)" } } : b));
    const error = await updatePageWithRevision(db.db, post.id, { content: bad, version: post.version }, { authorId: null }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields.content).toMatch(/Feld "link": Dieser Link wird nicht übernommen/);
    const after = (await getPageBySlug(db.db, "neues-werk", { includeUnpublished: true }))!;
    expect(after.version).toBe(post.version);
    expect(JSON.stringify(after.content)).not.toContain("javascript:");
  });
});
