import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { createAsset } from "../media/assets.server";
import { createFolder } from "../media/folders.server";
import { createPage } from "../pages/pages.server";
import { loadBlockData, typesWithData } from "~/blocks/data-registry.server";
import type { DownloadsData } from "~/blocks/downloads/downloads-data";
import { blogPostSummary, listPostSummaries, preparePageContent, renderPageBody } from "./render-page.server";

describe(`page renderer (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("renders blocks to static HTML, sanitised, with an empty-page text per content type", async () => {
    const body = await renderPageBody(t.db, {
      title: "Über uns",
      content_type: "basis",
      content: [
        { id: "h", type: "heading", content: { text: "Wer wir sind", level: 2 } },
        { id: "p", type: "paragraph", content: { text: '<p onclick="x()">Hallo<script>alert(1)</script></p>' } },
      ],
    });
    expect(body.html).toContain("Wer wir sind</h2>");
    expect(body.html).toContain("Hallo");
    expect(body.html).not.toMatch(/onclick|<script/);
    expect(body.islands).toEqual([]);
    expect(body.preloadImage).toBeNull();

    const empty = await renderPageBody(t.db, { title: "Leer", content_type: "basis", content: [] });
    expect(empty.html).toContain("Diese Seite hat noch keinen Inhalt.");
    const emptyPost = await renderPageBody(t.db, { title: "Leer", content_type: "blog", content: "" });
    expect(emptyPost.html).toContain("Kein Inhalt verfügbar.");
  });

  it("shows stored raw HTML as HTML", async () => {
    const body = await renderPageBody(t.db, { title: "Alt", content_type: "basis", content: "<h2>Altbestand</h2><p>Text <img src=x onerror=alert(1)></p>" });
    expect(body.html).toContain("<h2>Altbestand</h2>");
    expect(body.html).not.toContain("onerror");
  });

  it("blog pages: blog meta first, then the title as the one H1, then the blocks", async () => {
    const body = await renderPageBody(t.db, {
      title: "Neue Fräszentren",
      content_type: "blog",
      content: [
        { id: "p", type: "paragraph", content: { text: "<p>Absatz</p>" } },
        { id: "m", type: "blog_meta", content: { author: "Jana Brenner", Lesezeit: 4, category: "Technik" } },
      ],
    });
    const meta = body.html.indexOf("Jana Brenner");
    const h1 = body.html.indexOf("<h1");
    const paragraph = body.html.indexOf("Absatz");
    expect(meta).toBeGreaterThan(-1);
    expect(meta).toBeLessThan(h1);
    expect(h1).toBeLessThan(paragraph);
    expect(body.html.match(/<h1/g)).toHaveLength(1);
    expect(body.html).toContain("4 Min. Lesezeit");
  });

  it("slide blocks (and old {slides} content, read once) render in the presentation viewer", async () => {
    const prepared = preparePageContent({
      slides: [
        { id: "s1", type: "slide", title: "Agenda", content: "<ul><li>Rückblick</li></ul>", imageUrl: "/uploads/agenda.jpg" },
        { id: "s2", type: "slide", title: "Ausblick", content: "<p onmouseover=x>2027</p>" },
      ],
    });
    expect(prepared.kind).toBe("presentation");
    expect(prepared.blocks.map((b) => b.type)).toEqual(["slide", "slide"]);
    expect(JSON.stringify(prepared.blocks)).not.toContain("onmouseover");
    expect(preparePageContent([], "presentation").kind).toBe("presentation");
    expect(preparePageContent([], "basis").kind).toBe("blocks");
    const body = await renderPageBody(t.db, { title: "Jahresbericht", content_type: "basis", content: JSON.stringify({ slides: [{ title: "Agenda", content: "<p>Punkt 1</p>" }] }) });
    expect(body.html).toContain("Agenda");
    expect(body.html).toContain("<p>Punkt 1</p>");
    const second = await renderPageBody(t.db, { title: "X", content_type: "basis", content: { slides: [{ title: "Ausblick", content: "<p onmouseover=x>2027</p>" }] } });
    expect(second.html).toContain("2027");
    expect(second.html).not.toContain("onmouseover");
  });

  it("preloads the background of a hero at the top, only a safe one", async () => {
    // Not from the media library: one plain URL, no variant parameters.
    const body = await renderPageBody(t.db, { title: "Start", content_type: "basis", content: [{ id: "h", type: "hero", content: { title: "Willkommen", backgroundImage: "/uploads/halle.jpg" } }] });
    expect(body.preloadImage).toEqual({ href: "/uploads/halle.jpg", srcSet: "", sizes: "" });
    // The page's own <img> asks for exactly that image.
    expect(body.html).toContain('src="/uploads/halle.jpg"');
    expect(body.html).not.toContain("<link");
    // A library picture: the AVIF files the <picture> takes first, typed.
    const media = await renderPageBody(t.db, { title: "Start", content_type: "basis", content: [{ id: "h", type: "hero", content: { title: "Willkommen", backgroundImage: "/media/images/halle.jpg" } }] });
    expect(media.preloadImage).toMatchObject({ href: "/media/images/halle.jpg?width=1920&quality=85&format=avif", sizes: "100vw", type: "image/avif" });
    expect(media.html).toContain(`<source type="image/avif" srcSet="${media.preloadImage?.srcSet.replaceAll("&", "&amp;")}" sizes="100vw"/>`);
    const bad = await renderPageBody(t.db, { title: "Start", content_type: "basis", content: [{ id: "h", type: "hero", content: { title: "X", backgroundImage: "javascript:alert(1)" } }] });
    expect(bad.preloadImage).toBeNull();
  });

  it("hands downloads to the blocks that show them and posts to the blog overview, only when needed", async () => {
    const folder = await createFolder(t.db, { name: "Datenblätter", is_download_folder: true });
    await createAsset(t.db, { name: "Datenblatt FZ-200.pdf", file_path: "docs/datenblatt fz-200.pdf", mime_type: "application/pdf", file_size: 1_258_291, folder_id: folder.id, description: "Technische Daten" });
    await createPage(t.db, {
      slug: "fraeszentren",
      title: "Neue Fräszentren",
      content_type: "blog",
      is_published: true,
      meta_description: null,
      content: [
        { id: "m", type: "blog-meta", content: { author: "Jana Brenner", publishDate: "2026-10-01", category: "Technik", readTime: 4, coverImage: "/uploads/fz.jpg" } },
        { id: "p", type: "paragraph", content: { text: "<p>Seit Oktober fräsen wir auf <strong>fünf Achsen</strong>.</p>" } },
      ],
    });
    await createPage(t.db, { slug: "entwurf", title: "Entwurf", content_type: "blog", is_published: false, content: [] });

    expect(await loadBlockData(t.db, [{ id: "p", type: "paragraph", content: {} }])).toEqual({});

    // The downloads block declares its loader in its own folder; it runs wherever the block sits.
    expect(typesWithData()).toEqual(["contact-form", "downloads", "presentation"]);
    const data = await loadBlockData(t.db, [
      { id: "r", type: "flexible-row", content: { columns: 2 }, slots: { "columns[1]": [{ id: "s", type: "section", content: {}, slots: { children: [{ id: "d", type: "downloads", content: {} }] } }] } },
    ]);
    expect(Object.keys(data)).toEqual(["downloads"]);
    const downloads = data.downloads as DownloadsData;
    expect(downloads.files).toEqual([
      expect.objectContaining({ name: "Datenblatt FZ-200.pdf", url: "/media/docs/datenblatt%20fz-200.pdf", fileSize: 1_258_291, folderId: folder.id, assetType: "document" }),
    ]);
    expect(downloads.folders).toEqual([expect.objectContaining({ id: folder.id, name: "Datenblätter", isDownloadFolder: true })]);
    expect(await listPostSummaries(t.db)).toEqual([
      expect.objectContaining({
        slug: "fraeszentren",
        title: "Neue Fräszentren",
        author: "Jana Brenner",
        publishDate: "2026-10-01",
        category: "Technik",
        readTime: 4,
        featuredImage: "/uploads/fz.jpg",
        excerpt: "Seit Oktober fräsen wir auf fünf Achsen.",
      }),
    ]);
  });

  it("shortens long excerpts to 150 characters at a word boundary", () => {
    const long = "Wort ".repeat(60).trim();
    const summary = blogPostSummary({ id: "1", slug: "x", title: "X", content: [{ id: "p", type: "paragraph", content: { text: `<p>${long}</p>` } }], meta_description: null, created_at: "2026-01-01" });
    expect(summary.excerpt.length).toBeLessThanOrEqual(151);
    expect(summary.excerpt.endsWith("Wort…")).toBe(true);
    expect(summary.publishDate).toBe("2026-01-01");
    const described = blogPostSummary({ id: "1", slug: "x", title: "X", content: [], meta_description: "Kurz und klar.", created_at: "2026-01-01" });
    expect(described.excerpt).toBe("Kurz und klar.");
  });
});
