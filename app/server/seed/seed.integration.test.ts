import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { openDatabase } from "../db/client.server";
import { countPages, deletePage, getPageBySlug, listPages } from "../pages/pages.server";
import { getSettings } from "../settings/settings.server";
import { readBlocks } from "~/blocks/content";
import { allBlockModules, getBlockModule } from "~/blocks/registry";
import { flattenBlocks } from "~/blocks/tree";
import { demoPages } from "./demo-content";
import { seedDemoContent } from "./seed.server";

describe(`demo content seeding (${testDbLabel})`, () => {
  let t: TestDatabase | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
  });

  it("seeds the German demo site into an empty database with wired settings", async () => {
    t = await createTestDatabase();
    expect(await seedDemoContent(t.db)).toBe(demoPages.length);
    expect(await countPages(t.db)).toBe(demoPages.length);
    const home = await getPageBySlug(t.db, "home");
    expect(home?.is_published).toBe(true);
    expect((home?.content as { type: string }[])[0].type).toBe("hero");
    for (const slug of ["ueber-uns", "leistungen", "kontakt", "impressum", "datenschutz", "agb", "blog", "downloads"]) {
      expect(await getPageBySlug(t.db, slug), slug).not.toBeNull();
    }
    const pages = await listPages(t.db);
    const leistungen = pages.find((p) => p.slug === "leistungen")!;
    expect(pages.filter((p) => p.parent_id === leistungen.id)).toHaveLength(2);
    expect(pages.filter((p) => p.is_legal).map((p) => p.slug).sort()).toEqual(["agb", "datenschutz", "impressum"]);
    expect(pages.filter((p) => !p.is_published)).toHaveLength(1);
    const blogPosts = pages.filter((p) => p.content_type === "blog" && p.slug !== "blog");
    expect(blogPosts.length).toBeGreaterThanOrEqual(6);

    const { settings } = await getSettings(t.db);
    expect(settings.siteName).toBe("Brenner Industrietechnik GmbH");
    expect(settings.primaryColor).toBe("#3B82F6");
    expect(settings.footer.backgroundColor).toBe("#111827");
    expect(settings.blog.overviewPageId).toBe(pages.find((p) => p.slug === "blog")!.id);
    expect(settings.downloads.overviewPageId).toBe(pages.find((p) => p.slug === "downloads")!.id);
    expect(settings.legalPages.impressum).toEqual({ enabled: true, pageId: pages.find((p) => p.slug === "impressum")!.id });
    expect(settings.blog.categories).toContain("KI & Machine Learning");
  });

  it("seeds a 'Bausteine' page with every block type, and only valid, known blocks everywhere", async () => {
    t = await createTestDatabase();
    await seedDemoContent(t.db);
    const page = await getPageBySlug(t.db, "bausteine");
    expect(page?.title).toBe("Bausteine");
    expect(page?.is_published).toBe(true);
    const types = new Set(flattenBlocks(readBlocks(page!.content)).map((b) => getBlockModule(b.type)?.type ?? b.type));
    const missing = allBlockModules()
      .map((m) => m.type)
      .filter((type) => !types.has(type));
    expect(missing).toEqual([]);
    for (const demo of await listPages(t.db)) {
      const stored = await getPageBySlug(t.db, demo.slug, { includeUnpublished: true });
      for (const block of flattenBlocks(readBlocks(stored!.content))) {
        const module = getBlockModule(block.type);
        expect(module, `${demo.slug}: ${block.type}`).toBeDefined();
        const parsed = module!.schema.safeParse(block.content);
        expect(parsed.success, `${demo.slug}/${block.id}: ${parsed.error?.message}`).toBe(true);
      }
    }
  });

  it("seeds only once, even after every page was deleted", async () => {
    t = await createTestDatabase();
    await seedDemoContent(t.db);
    for (const page of await listPages(t.db)) {
      if (!page.is_legal) await deletePage(t.db, page.id);
    }
    const left = await countPages(t.db);
    expect(await seedDemoContent(t.db)).toBe(0);
    expect(await countPages(t.db)).toBe(left);
  });

  it("does not seed a database that already has pages", async () => {
    t = await createTestDatabase();
    await t.db
      .insertInto("content_pages")
      .values({ id: "eigene", slug: "eigene", title: "Eigene", content_type: "basis", content: "[]", created_at: new Date().toISOString(), updated_at: new Date().toISOString(), is_published: 1, is_legal: 0, show_in_footer_navigation: 0 })
      .execute();
    expect(await seedDemoContent(t.db)).toBe(0);
    expect(await countPages(t.db)).toBe(1);
  });

  it("seeds once when two instances start at the same time", async () => {
    t = await createTestDatabase();
    // A second connection to the same database, as a second server instance would have.
    const other =
      t.dialect === "postgres"
        ? openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test", pgSchema: /Schema (\S+)\)/.exec(t.location)![1], pgPoolSize: 2 })
        : openDatabase({ sqliteFile: t.location });
    try {
      // Several instances share one database only on PostgreSQL; two SQLite connections in one
      // process would block each other's event loop, so there the second start comes after the first.
      const results =
        t.dialect === "postgres"
          ? await Promise.all([seedDemoContent(t.db), seedDemoContent(other.db)])
          : [await seedDemoContent(t.db), await seedDemoContent(other.db)];
      expect(results.sort()).toEqual([0, demoPages.length]);
      expect(await countPages(t.db)).toBe(demoPages.length);
    } finally {
      await other.close();
    }
  });
});
