import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import {
  countPages,
  createPage,
  deletePage,
  getPageById,
  getPageBySlug,
  listPages,
  listPublishedPages,
  PageConflictError,
  reorderPages,
  searchPages,
  updatePage,
} from "./pages.server";

describe(`pages query module (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("creates a page with typed fields and appends it after its siblings", async () => {
    const a = await createPage(t.db, { slug: "a", title: "A", is_published: true, content: [{ id: "b1", type: "heading", content: { text: "Hallo" } }] });
    const b = await createPage(t.db, { slug: "b", title: "B" });
    expect(a.is_published).toBe(true);
    expect(a.is_legal).toBe(false);
    expect(a.content_type).toBe("basis");
    expect(a.version).toBe(1);
    expect(a.content).toEqual([{ id: "b1", type: "heading", content: { text: "Hallo" } }]);
    expect(typeof a.created_at).toBe("string");
    expect(new Date(a.created_at).toISOString()).toBe(a.created_at);
    expect(b.sort_order).toBe(a.sort_order + 10);
  });

  it("keeps string content (legacy raw HTML) as a string", async () => {
    const p = await createPage(t.db, { slug: "raw", title: "Raw", content: "<p>Alt</p>" });
    expect((await getPageById(t.db, p.id))!.content).toBe("<p>Alt</p>");
  });

  it("hides unpublished pages unless asked", async () => {
    await createPage(t.db, { slug: "entwurf", title: "Entwurf", is_published: false });
    expect(await getPageBySlug(t.db, "entwurf")).toBeNull();
    expect((await getPageBySlug(t.db, "entwurf", { includeUnpublished: true }))?.title).toBe("Entwurf");
    const published = await listPublishedPages(t.db);
    expect(published.map((p) => p.slug)).not.toContain("entwurf");
    expect(published.map((p) => p.slug)).toContain("a");
  });

  it("refuses a duplicate slug and stores nothing", async () => {
    const before = await countPages(t.db);
    await expect(createPage(t.db, { slug: "a", title: "Doppelt" })).rejects.toBeInstanceOf(PageConflictError);
    expect(await countPages(t.db)).toBe(before);
  });

  it("updates partially, bumps the version and refuses a stale version unchanged", async () => {
    const p = (await getPageBySlug(t.db, "a"))!;
    const updated = (await updatePage(t.db, p.id, { title: "A neu" }, { expectedVersion: p.version }))!;
    expect(updated.title).toBe("A neu");
    expect(updated.slug).toBe("a");
    expect(updated.version).toBe(p.version + 1);
    await expect(updatePage(t.db, p.id, { title: "Veraltet" }, { expectedVersion: p.version })).rejects.toMatchObject({ code: "version" });
    expect((await getPageById(t.db, p.id))!.title).toBe("A neu");
  });

  it("turns an empty parent into null and refuses cycles", async () => {
    const parent = await createPage(t.db, { slug: "eltern", title: "Eltern" });
    const child = await createPage(t.db, { slug: "kind", title: "Kind", parent_id: parent.id });
    expect(child.parent_id).toBe(parent.id);
    await expect(updatePage(t.db, parent.id, { parent_id: child.id })).rejects.toMatchObject({ code: "cycle" });
    await expect(updatePage(t.db, parent.id, { parent_id: parent.id })).rejects.toMatchObject({ code: "cycle" });
    expect((await getPageById(t.db, parent.id))!.parent_id).toBeNull();
    const moved = (await updatePage(t.db, child.id, { parent_id: "" }))!;
    expect(moved.parent_id).toBeNull();
  });

  it("refuses to delete legal pages", async () => {
    const legal = await createPage(t.db, { slug: "impressum", title: "Impressum", is_legal: true });
    await expect(deletePage(t.db, legal.id)).rejects.toMatchObject({ code: "legal", message: "Rechtliche Seiten können nicht gelöscht werden" });
    expect(await getPageById(t.db, legal.id)).not.toBeNull();
    const other = await createPage(t.db, { slug: "weg", title: "Weg" });
    expect(await deletePage(t.db, other.id)).toBe(true);
    expect(await getPageById(t.db, other.id)).toBeNull();
    expect(await deletePage(t.db, other.id)).toBe(false);
  });

  it("reorders in steps of 10", async () => {
    const pages = (await listPages(t.db)).filter((p) => p.parent_id === null);
    const reversed = pages.map((p) => p.id).reverse();
    await reorderPages(t.db, reversed);
    const after = await listPages(t.db);
    for (const [i, id] of reversed.entries()) {
      expect(after.find((p) => p.id === id)!.sort_order).toBe(i * 10);
    }
  });

  it("searches case-insensitively, including umlauts", async () => {
    await createPage(t.db, { slug: "ueber-uns", title: "Über uns", meta_description: "Qualität aus Kassel" });
    expect((await searchPages(t.db, "über")).map((p) => p.slug)).toContain("ueber-uns");
    expect((await searchPages(t.db, "ÜBER")).map((p) => p.slug)).toContain("ueber-uns");
    expect((await searchPages(t.db, "QUALITÄT")).map((p) => p.slug)).toContain("ueber-uns");
    expect(await searchPages(t.db, "100%")).toEqual([]);
  });
});
