import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { createPage, deletePage } from "./pages.server";
import { addRevision, getRevision, listRevisions, RevisionError } from "./revisions.server";

describe(`revisions query module (${testDbLabel})`, () => {
  let t: TestDatabase;
  let pageId: string;
  let otherPageId: string;
  beforeAll(async () => {
    t = await createTestDatabase();
    pageId = (await createPage(t.db, { slug: "produkte", title: "Produkte" })).id;
    otherPageId = (await createPage(t.db, { slug: "kontakt", title: "Kontakt" })).id;
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const storedRows = () => t.db.selectFrom("page_revisions").selectAll().orderBy("id").execute();
  const base = () => ({ page_id: pageId, title: "Produkte", slug: "produkte" });

  it("stores a revision with typed fields and defaults", async () => {
    const r = await addRevision(t.db, { ...base(), content: [] });
    expect(r.page_id).toBe(pageId);
    expect(r.summary).toBe("");
    expect(r.meta_title).toBeNull();
    expect(r.meta_description).toBeNull();
    expect(r.author_id).toBeNull();
    expect(r.content).toEqual([]);
    expect(new Date(r.created_at).toISOString()).toBe(r.created_at);
    expect(await getRevision(t.db, r.id)).toEqual(r);
    expect(await getRevision(t.db, "gibt-es-nicht")).toBeNull();
  });

  it("round-trips JSON content: arrays, nested objects and strings", async () => {
    const blocks = [
      { id: "b1", type: "heading", content: { text: "Über uns", level: 2 } },
      { id: "b2", type: "list", content: { items: ["ä", "ö", { nested: [1, 2.5, null, true] }] } },
    ];
    const legacy = { sections: [{ blocks: [{ type: "text", content: { html: "<p>\"Zitat\"</p>" } }] }] };
    for (const content of [blocks, legacy, "<p>Altes HTML</p>", "[kein JSON", ""]) {
      const r = await addRevision(t.db, { ...base(), content });
      expect((await getRevision(t.db, r.id))!.content).toEqual(content);
    }
  });

  it("keeps string content that looks like JSON a string", async () => {
    for (const content of ["123", "true", "null", '{"a":1}', '["x"]']) {
      const r = await addRevision(t.db, { ...base(), content });
      expect((await getRevision(t.db, r.id))!.content).toBe(content);
    }
  });

  it("lists a page's revisions newest first, without content", async () => {
    const other = await addRevision(t.db, { page_id: otherPageId, title: "Kontakt", slug: "kontakt", content: [] });
    const added = [];
    for (let i = 1; i <= 3; i++) {
      added.push(
        await addRevision(t.db, {
          ...base(),
          title: `Produkte v${i}`,
          content: [{ v: i }],
          meta_title: `Meta ${i}`,
          meta_description: "Beschreibung",
          summary: `Änderung ${i}`,
          author_id: "anna",
        }),
      );
    }
    const list = await listRevisions(t.db, pageId);
    expect(list.slice(0, 3).map((r) => r.title)).toEqual(["Produkte v3", "Produkte v2", "Produkte v1"]);
    const times = list.map((r) => r.created_at);
    expect(new Set(times).size).toBe(times.length);
    expect(times).toEqual([...times].sort().reverse());
    expect(list.every((r) => r.page_id === pageId)).toBe(true);
    expect(list.map((r) => r.id)).not.toContain(other.id);
    for (const r of list) expect(r).not.toHaveProperty("content");
    const { content, ...summary } = added[2];
    expect(content).toEqual([{ v: 3 }]);
    expect(list[0]).toEqual(summary);
    expect(summary).toMatchObject({ summary: "Änderung 3", author_id: "anna", meta_title: "Meta 3" });
    expect(await listRevisions(t.db, "gibt-es-nicht")).toEqual([]);
  });

  it("refuses a revision for a missing page and stores nothing", async () => {
    const before = await storedRows();
    await expect(addRevision(t.db, { ...base(), page_id: "gibt-es-nicht", content: [] })).rejects.toBeInstanceOf(RevisionError);
    await expect(addRevision(t.db, { ...base(), page_id: "gibt-es-nicht", content: [] })).rejects.toMatchObject({ code: "page" });
    expect(await storedRows()).toEqual(before);
  });

  it("drops a page's revisions with the page", async () => {
    const page = await createPage(t.db, { slug: "kurzlebig", title: "Kurzlebig" });
    const r = await addRevision(t.db, { page_id: page.id, title: "Kurzlebig", slug: "kurzlebig", content: [] });
    const othersBefore = (await listRevisions(t.db, pageId)).length;
    expect(await deletePage(t.db, page.id)).toBe(true);
    expect(await getRevision(t.db, r.id)).toBeNull();
    expect(await listRevisions(t.db, page.id)).toEqual([]);
    expect((await listRevisions(t.db, pageId)).length).toBe(othersBefore);
  });
});
