import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../../tests/test-db";
import { DEFAULT_BLOG_CATEGORIES, defaultSettings } from "~/lib/settings";
import { createPageFromInput, publishPageById, updatePageWithRevision } from "~/server/pages/service.server";
import { saveSettings } from "~/server/settings/settings.server";
import { mainStatus } from "~/components/admin/blog/blog-status";
import { loadBlogCategories, loadBlogPosts } from "./blog.server";

const metaBlock = (content: Record<string, unknown>) => ({ id: "meta", type: "blog-meta", content });
const para = (text: string) => ({ id: "p", type: "paragraph", content: { text: `<p>${text}</p>` } });

/** The data of /admin/blog on a real database: which pages are posts, their status fields and meta data. */
describe(`blog admin data (${testDbLabel})`, () => {
  let database: TestDatabase;
  const options = { authorId: null };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("falls back to the spec's default categories, then follows settings.blog.categories", async () => {
    const db = database.db;
    expect(await loadBlogCategories(db)).toEqual(DEFAULT_BLOG_CATEGORIES);
    const settings = defaultSettings();
    await saveSettings(db, { ...settings, blog: { ...settings.blog, categories: [" Fertigung ", "Messen", "Fertigung"] } });
    expect(await loadBlogCategories(db)).toEqual(["Fertigung", "Messen"]);
    // An emptied list means the defaults again, not a category-less blog.
    await saveSettings(db, { ...settings, blog: { ...settings.blog, categories: [] } });
    expect(await loadBlogCategories(db)).toEqual(DEFAULT_BLOG_CATEGORIES);
  });

  it("lists only blog posts, newest shown date first, with meta data, status fields and the working title", async () => {
    const db = database.db;
    await createPageFromInput(db, { title: "Über uns", slug: "ueber-uns", content_type: "basis", content: [para("Hallo")] }, options);
    const old = await createPageFromInput(
      db,
      { title: "Alter Beitrag", slug: "alter-beitrag", content_type: "blog", content: [metaBlock({ author: "Jörg Müller", publishDate: "2025-03-01", category: "Messen" }), para("Text")] },
      options,
    );
    const fresh = await createPageFromInput(
      db,
      { title: "Neuer Beitrag", slug: "neuer-beitrag", content_type: "blog", content: [metaBlock({ author: "Anna", publishDate: "2026-02-10" })] },
      options,
    );
    // No blog-meta block at all: the date is created_at, the category the spec's default.
    const bare = await createPageFromInput(db, { title: "Ohne Metadaten", slug: "ohne-metadaten", content_type: "blog", content: [para("Nur Text")] }, options);

    const published = await publishPageById(db, old.id, { version: old.version }, options);
    await updatePageWithRevision(db, old.id, { title: "Alter Beitrag (überarbeitet)", version: published!.version }, options);

    const posts = await loadBlogPosts(db);
    expect(posts.map((p) => p.id)).toEqual([bare.id, fresh.id, old.id]);
    const byId = Object.fromEntries(posts.map((p) => [p.id, p]));
    expect(byId[old.id]).toMatchObject({
      title: "Alter Beitrag (überarbeitet)",
      is_published: true,
      has_unpublished_changes: true,
      category: "Messen",
      date: "2025-03-01",
      author: "Jörg Müller",
      publish_at: null,
    });
    expect(byId[fresh.id]).toMatchObject({ is_published: false, has_unpublished_changes: false, category: "Allgemein", author: "Anna", date: "2026-02-10" });
    expect(byId[bare.id]).toMatchObject({ category: "Allgemein", author: "", date: bare.created_at });
  });

  it("carries a post's future publish time (status 'Geplant')", async () => {
    const db = database.db;
    const post = await createPageFromInput(db, { title: "Geplanter Beitrag", slug: "geplanter-beitrag", content_type: "blog", content: [metaBlock({})] }, options);
    const at = new Date(Date.now() + 86_400_000).toISOString();
    await updatePageWithRevision(db, post.id, { publish_at: at, version: post.version }, options);
    const row = (await loadBlogPosts(db)).find((p) => p.id === post.id)!;
    expect(row.is_published).toBe(false);
    expect(Date.parse(row.publish_at!)).toBe(Date.parse(at));
    expect(mainStatus(row, Date.now())).toBe("scheduled");
  });
});
