import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/test-app";
import { createTestDatabase, testDbLabel } from "../../../../tests/test-db";
import type { Db } from "../../db/client.server";
import { listAssets } from "../../media/assets.server";
import { getPageBySlug, listPages } from "../../pages/pages.server";
import { createPageFromInput, updatePageWithRevision } from "../../pages/service.server";
import { seedDemoContent } from "../../seed/seed.server";
import { getSettings } from "../../settings/settings.server";
import { loadHomePage, loadPublicPage } from "../../site/public-site.server";
import { createLocalStorage } from "../../storage/local.server";
import { importWordPress } from "./import.server";
import { buildExport, type ExportSpec } from "./test-export";

/**
 * Issue 39, items 6 and 7 through the import engine: the seeded demo makes way (or is kept), the
 * old site's front page becomes the home page, its posts page /blog, its imprint /impressum (and
 * the legal page settings), its empty template pages drafts.
 */

const SITE = "https://www.mueller-metall.example";
const menuItem = (id: number, order: number, title: string, meta: Record<string, string>) => ({
  id, type: "nav_menu_item", title, menuOrder: order,
  terms: [{ taxonomy: "nav_menu", slug: "hauptmenue", name: "Hauptmenü" }],
  meta: { _menu_item_menu_item_parent: "0", _menu_item_url: "", _menu_item_object_id: String(id), ...meta },
});
const pageEntry = (id: number, order: number) => menuItem(100 + id, order, "", { _menu_item_type: "post_type", _menu_item_object: "page", _menu_item_object_id: String(id) });

/** A German company site as WordPress 4.7 exports it: front page at the root, an empty 'Blog' posts page, template pages. */
function companySite(): ExportSpec {
  return {
    terms: [{ taxonomy: "nav_menu", slug: "hauptmenue", name: "Hauptmenü" }, { taxonomy: "category", slug: "allgemein", name: "Allgemein" }],
    items: [
      { id: 2, type: "page", title: "Startseite", slug: "startseite", link: `${SITE}/`, content: "<h2>Willkommen bei Müller Metallbau</h2>\nSeit 1975 bauen wir Treppen und Geländer." },
      { id: 3, type: "page", title: "Leistungen", slug: "leistungen", link: `${SITE}/leistungen/`, content: "<p>Treppen, Geländer, Vordächer.</p>" },
      { id: 4, type: "page", title: "Kontakt", slug: "kontakt", link: `${SITE}/kontakt/`, content: "", meta: { _wp_page_template: "page-templates/contact.php" } },
      { id: 5, type: "page", title: "Impressum", slug: "impressum", link: `${SITE}/impressum/`, content: "<p>Müller Metallbau GmbH, Hauptstraße 1, 12345 Musterstadt. Geschäftsführer: Karl Müller.</p>" },
      { id: 6, type: "page", title: "Datenschutzerklärung", slug: "datenschutzerklaerung", link: `${SITE}/datenschutzerklaerung/`, content: "<p>Verantwortlich im Sinne der DSGVO ist Karl Müller.</p>" },
      { id: 7, type: "page", title: "Blog", slug: "blog", link: `${SITE}/blog/`, content: "" },
      { id: 8, type: "page", title: "Portfolio", slug: "portfolio", link: `${SITE}/portfolio/`, content: "<!-- wp:shortcode -->\n<!-- /wp:shortcode -->", meta: { _wp_page_template: "template-portfolio.php" } },
      {
        id: 20, type: "post", title: "Neue Werkhalle", slug: "neue-werkhalle", link: `${SITE}/2017/03/neue-werkhalle/`, date: "2017-03-01 10:00:00",
        content: `<p>Unsere neue Halle steht. Zum <a href="${SITE}/blog/">Blog</a>.</p>`, terms: [{ taxonomy: "category", slug: "allgemein", name: "Allgemein" }],
      },
      menuItem(90, 1, "Home", { _menu_item_type: "custom", _menu_item_object: "custom", _menu_item_url: `${SITE}/` }),
      pageEntry(3, 2),
      pageEntry(7, 3),
      pageEntry(4, 4),
    ],
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-wp-site-"));
const exportFile = path.join(dir, "export.xml");
fs.writeFileSync(exportFile, buildExport(companySite(), { site: { title: "Müller Metallbau", link: SITE } }));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function slugs(db: Db): Promise<string[]> {
  return (await listPages(db)).map((p) => p.slug).sort();
}

describe(`WordPress import and the demo, the front page and the posts page (${testDbLabel})`, () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function seededApp(): Promise<TestApp> {
    app = await createTestApp();
    expect(await seedDemoContent(app.database.db, app.storage)).toBeGreaterThan(10);
    return app;
  }

  it("replaces an untouched demo: /impressum is the imported imprint, no '-2' addresses, front page → home, posts page → /blog, empty pages are drafts", async () => {
    const { database, storage } = await seededApp();
    const db = database.db;
    const demoAssets = (await listAssets(db)).length;
    expect(demoAssets).toBeGreaterThan(0);
    const demo = await listPages(db);
    const demoPosts = demo.filter((p) => p.content_type === "blog").length;
    const demoPages = demo.length - demoPosts;

    const dry = await importWordPress({ db, storage }, exportFile, { dryRun: true });
    expect(dry.notes.some((n) => n.message.startsWith("Demo-Inhalte würden entfernt"))).toBe(true);
    expect(dry.notes.filter((n) => n.message.includes("war vergeben"))).toEqual([]);
    expect(await getPageBySlug(db, "ueber-uns")).not.toBeNull();

    const report = await importWordPress({ db, storage }, exportFile, {});
    const removed = report.notes.filter((n) => n.message.startsWith("Demo-Inhalte entfernt"));
    expect(removed).toHaveLength(1);
    // In the report's group 'Inhalte' (its words would put it under 'Menü').
    expect(removed[0]!.kind).toBe("content");
    expect(removed[0]!.message).toBe(`Demo-Inhalte entfernt: ${demoPages} Seiten, ${demoPosts} Beiträge, ${demoAssets} Mediendateien und ihre Menüeinträge`);
    expect(report.notes.filter((n) => n.message.includes("war vergeben"))).toEqual([]);

    // Only the old site's pages and posts are left, at their own addresses.
    expect(await slugs(db)).toEqual(["blog", "datenschutzerklaerung", "home", "impressum", "kontakt", "leistungen", "neue-werkhalle", "portfolio"]);
    expect((await slugs(db)).some((s) => /-\d+$/.test(s))).toBe(false);
    expect(await listAssets(db)).toHaveLength(0);

    // /impressum shows the imported imprint; the legal settings name the imported pages.
    const imprint = await loadPublicPage("impressum");
    expect(imprint?.title).toBe("Impressum");
    expect(imprint?.body.html).toContain("Müller Metallbau GmbH");
    expect(imprint?.body.html).not.toContain("Brenner");
    const { settings } = await getSettings(db);
    expect(settings.legal_pages.impressum).toEqual({ enabled: true, page_id: imprint!.id });
    expect(settings.legal_pages.datenschutz).toEqual({ enabled: true, page_id: (await getPageBySlug(db, "datenschutzerklaerung"))!.id });
    expect(settings.legal_pages.agb).toEqual({ enabled: false, page_id: null });
    expect(settings.site_name).toBe("Müller Metallbau");
    expect(settings.header.logo_asset_id).toBeNull();

    // The front page is the home page; the empty 'Blog' page is /blog, the blog overview.
    const home = await loadHomePage();
    expect(home?.body.html).toContain("Willkommen bei Müller Metallbau");
    const blog = (await getPageBySlug(db, "blog"))!;
    expect(blog.is_published).toBe(true);
    expect(settings.blog.overview_page_id).toBe(blog.id);
    expect((await loadPublicPage("blog"))?.blogOverview).toBe(true);
    // The menu's 'Blog' leads to /blog (a custom entry: the blog is no menu page), no '/blog-2'.
    expect(settings.menu_links.filter((l) => l.url === "/blog").map((l) => l.label)).toEqual(["Blog"]);
    const post = (await getPageBySlug(db, "neue-werkhalle"))!;
    expect(JSON.stringify(post.content)).toContain('href=\\"/blog\\"');

    // Template pages without content are drafts, named in the report.
    for (const slug of ["kontakt", "portfolio"]) expect((await getPageBySlug(db, slug, { includeUnpublished: true }))?.is_published, slug).toBe(false);
    expect(report.notes.filter((n) => n.message.startsWith("ohne Inhalt")).map((n) => n.item).sort()).toEqual(["Seite „Kontakt“", "Seite „Portfolio“"]);
    expect((await getPageBySlug(db, "leistungen"))?.is_published).toBe(true);

    // Again: nothing more goes, nothing is duplicated.
    const again = await importWordPress({ db, storage }, exportFile, {});
    expect(again.notes.some((n) => n.message.startsWith("Demo-Inhalte"))).toBe(false);
    expect(again.pages.created).toBe(0);
    expect(await slugs(db)).toEqual(["blog", "datenschutzerklaerung", "home", "impressum", "kontakt", "leistungen", "neue-werkhalle", "portfolio"]);
  }, 120_000);

  it("keeps the demo with keepDemo: both sites' pages, the demo's imprint at /impressum", async () => {
    const { database, storage } = await seededApp();
    const db = database.db;
    const before = await slugs(db);
    const assets = (await listAssets(db)).length;
    const report = await importWordPress({ db, storage }, exportFile, { keepDemo: true });
    expect(report.notes.some((n) => n.message.startsWith("Demo-Inhalte"))).toBe(false);
    const after = await slugs(db);
    for (const slug of before) expect(after).toContain(slug);
    expect(after).toContain("impressum-2");
    expect((await listAssets(db)).length).toBe(assets);
    expect((await loadPublicPage("impressum"))?.body.html).toContain("Brenner");
    // The posts page is our /blog (the demo's overview): no second blog page.
    expect(after.filter((s) => s.startsWith("blog"))).toEqual(["blog"]);
    expect(report.notes.some((n) => n.item === "Seite „Blog“" && n.message.includes("/blog"))).toBe(true);
    expect((await getSettings(db)).settings.menu_links.filter((l) => l.url === "/blog")).toHaveLength(1);
  }, 120_000);

  it("keeps the user's own content: with a page of their own beside the demo nothing is removed", async () => {
    const { database, storage } = await seededApp();
    const db = database.db;
    await createPageFromInput(db, { title: "Unsere Preise", slug: "preise", content: [], content_type: "basis", is_published: true }, { authorId: null });
    const before = await slugs(db);
    const report = await importWordPress({ db, storage }, exportFile, {});
    expect(report.notes.some((n) => n.message.startsWith("Demo-Inhalte"))).toBe(false);
    const after = await slugs(db);
    for (const slug of before) expect(after).toContain(slug);
    expect(after).toContain("impressum-2");
    // The home page is not replaced (not asked to): the old front page got an address of its own, listed under 'Gleiche Adresse'.
    expect((await loadHomePage())?.body.html).not.toContain("Willkommen bei Müller Metallbau");
    expect(report.collisions.map((c) => [c.address, c.item, c.new_address, c.replaced])).toEqual([
      ["/", "Seite „Startseite“", "/startseite", false],
      ["/leistungen", "Seite „Leistungen“", "/leistungen-2", false],
      ["/kontakt", "Seite „Kontakt“", "/kontakt-2", false],
      ["/impressum", "Seite „Impressum“", "/impressum-2", false],
    ]);
    expect(report.notes.filter((n) => n.kind === "collisions")).toHaveLength(4);
  }, 120_000);

  it("counts a demo page edited since as the user's own: nothing is removed", async () => {
    const { database, storage } = await seededApp();
    const db = database.db;
    const about = (await getPageBySlug(db, "ueber-uns"))!;
    await updatePageWithRevision(db, about.id, { title: "Über uns – Müller" }, { expectedVersion: about.version, authorId: null });
    const report = await importWordPress({ db, storage }, exportFile, { dryRun: true });
    expect(report.notes.some((n) => n.message.includes("Demo-Inhalte"))).toBe(false);
    expect(report.notes.some((n) => n.item === "Seite „Impressum“" && n.kind === "collisions" && n.message.includes("/impressum-2"))).toBe(true);
  }, 120_000);

  it("keeps the demo's home page when the old front page has no content", async () => {
    const { database, storage } = await seededApp();
    const db = database.db;
    const spec = companySite();
    spec.items[0] = { ...spec.items[0]!, content: "" };
    const file = path.join(dir, "leere-startseite.xml");
    fs.writeFileSync(file, buildExport(spec, { site: { title: "Müller Metallbau", link: SITE } }));
    const report = await importWordPress({ db, storage }, file, {});
    expect(report.notes.find((n) => n.message.startsWith("Demo-Inhalte entfernt"))?.message).toContain("die Startseite der Demo bleibt");
    expect((await getPageBySlug(db, "home"))?.title).toBe("Startseite");
    expect(await getPageBySlug(db, "startseite", { includeUnpublished: true })).toBeNull();
    expect((await slugs(db)).filter((s) => /-\d+$/.test(s))).toEqual([]);
  }, 120_000);
});

describe(`WordPress import before the first start (${testDbLabel})`, () => {
  let mediaDir: string | undefined;
  beforeAll(() => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-wp-first-"));
  });
  afterAll(() => {
    if (mediaDir) fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  it("imports into an empty database, and the seed adds no demo afterwards", async () => {
    const t = await createTestDatabase();
    try {
      const storage = createLocalStorage(mediaDir!);
      const report = await importWordPress({ db: t.db, storage }, exportFile, {});
      expect(report.pages.created).toBe(7);
      expect(await slugs(t.db)).toEqual(["blog", "datenschutzerklaerung", "home", "impressum", "kontakt", "leistungen", "neue-werkhalle", "portfolio"]);
      expect(await seedDemoContent(t.db, storage)).toBe(0);
      expect(await getPageBySlug(t.db, "ueber-uns")).toBeNull();
    } finally {
      await t.cleanup();
    }
  }, 120_000);
});
