import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { oldPageRow } from "../../../tests/fixtures";
import { readBlocks } from "~/blocks/content";
import { slideBlocksFromLegacy } from "~/blocks/slide/legacy";
import { slideText } from "~/blocks/slide/text";
import type { Block } from "~/blocks/types";
import { migrateToLatest, migrateUpTo } from "../db/migrate.server";
import { fromDbJson } from "../db/dialect.server";
import { KEPT_SUMMARY } from "../db/migrations/0015-slides-as-blocks.server";
import { getPageById } from "./pages.server";
import { getRevision, listRevisions } from "./revisions.server";
import { findingsForPage, fixLegacy } from "./optimize.server";
import { createTemplateFromInput } from "../templates/service.server";
import { createPageFromInput, getRevisionForPage, restoreRevision, updatePageWithRevision } from "./service.server";
import { renderPageBody } from "../site/render-page.server";

/** Spec §3 Presentation as stored before migration 0015. */
const SLIDES = [
  { id: "s1", type: "slide", title: "Agenda", content: "<ul><li>Rückblick</li><li>Ausblick</li></ul>", imageUrl: "/uploads/agenda.jpg" },
  { id: "s2", type: "slide", title: "Zahlen 2026", content: "<p>Umsatz <strong>+12 %</strong></p>", imageUrl: "" },
];
const DRAFT = [{ ...SLIDES[0], title: "Neue Agenda" }];
const titles = (blocks: unknown) => readBlocks(blocks).map((b) => b.content.title);

describe(`migration 0015: presentations become slide blocks (${testDbLabel})`, () => {
  it("converts published state, working copy and templates, keeps the old JSON as restorable revisions, and goes back down", async () => {
    const t = await createTestDatabase({ migrate: false });
    try {
      await migrateUpTo(t.db, "0014-page-menu");
      const row = (id: string, slug: string, content: unknown, extra: object = {}) => oldPageRow(id, slug, { content_type: "presentation", content: JSON.stringify(content), ...extra });
      const blocks = [{ id: "h", type: "heading", content: { text: "Über uns", level: 1 } }];
      await t.db
        .insertInto("content_pages")
        .values([
          row("p", "profil", { slides: SLIDES }, { draft_title: "Profil neu", draft_content: JSON.stringify({ slides: DRAFT }), published_at: "2025-01-01T00:00:00.000Z" }),
          row("q", "entwurf", { slides: [] }, { is_published: 0 }),
          row("b", "ueber-uns", blocks, { content_type: "basis" }),
        ])
        .execute();
      await t.db.insertInto("page_templates").values({ id: "tp", name: "Vorlage", description: null, content: JSON.stringify({ slides: SLIDES }), created_at: "2025-01-01T00:00:00.000Z", updated_at: "2025-01-01T00:00:00.000Z" }).execute();
      const raw = async (id: string) => {
        const r = await t.db.selectFrom("content_pages").select(["content", "draft_content", "version"]).where("id", "=", id).executeTakeFirstOrThrow();
        return { content: fromDbJson(r.content), draft: r.draft_content == null ? null : fromDbJson(r.draft_content), version: Number(r.version) };
      };
      const before = await raw("p");

      await migrateToLatest(t.db);
      const after = await raw("p");
      expect(after.content).toEqual(slideBlocksFromLegacy(SLIDES));
      expect(after.draft).toEqual(slideBlocksFromLegacy(DRAFT));
      expect(after.version).toBe(before.version + 1);
      expect((after.content as Block[]).map((b) => [b.type, b.content.title])).toEqual([
        ["slide", "Agenda"],
        ["slide", "Zahlen 2026"],
      ]);
      expect(slideText(after.content as Block[], "s2")).toBe("<p>Umsatz <strong>+12 %</strong></p>");
      expect((await raw("q")).content).toEqual([]);
      expect((await raw("b")).content).toEqual(blocks);
      expect((await raw("b")).version).toBe(before.version);
      const template = await t.db.selectFrom("page_templates").select("content").where("id", "=", "tp").executeTakeFirstOrThrow();
      expect(fromDbJson(template.content)).toEqual(slideBlocksFromLegacy(SLIDES));

      // The old JSON, kept: published state, then the newer working copy; listed, readable, restorable.
      const revisions = await listRevisions(t.db, "p");
      expect(revisions.map((r) => [r.summary, r.title])).toEqual([
        [KEPT_SUMMARY, "Profil neu"],
        [KEPT_SUMMARY, "Titel profil"],
      ]);
      expect((await getRevision(t.db, revisions[1].id))!.content).toEqual({ slides: SLIDES });
      expect((await getRevision(t.db, revisions[0].id))!.content).toEqual({ slides: DRAFT });
      expect(titles((await getRevisionForPage(t.db, "p", revisions[1].id))!.content)).toEqual(["Agenda", "Zahlen 2026"]);
      expect(await listRevisions(t.db, "b")).toEqual([]);

      // The published state renders in the viewer, the same as before.
      const published = (await getPageById(t.db, "p", "published"))!;
      const body = await renderPageBody(t.db, published);
      expect(body.html).toContain("data-presentation");
      expect(body.html).toContain("Agenda</h2>");
      expect(body.html).toContain("<ul><li>Rückblick</li><li>Ausblick</li></ul>");

      // Down: {slides} again, the slot's HTML back as the slide's content.
      await migrateUpTo(t.db, "0014-page-menu");
      const down = await raw("p");
      expect(down.content).toEqual({ slides: SLIDES });
      expect(down.draft).toEqual({ slides: DRAFT });
      expect((await raw("q")).content).toEqual([]);
      expect((await raw("b")).content).toEqual(blocks);
      const templateDown = await t.db.selectFrom("page_templates").select("content").where("id", "=", "tp").executeTakeFirstOrThrow();
      expect(fromDbJson(templateDown.content)).toEqual({ slides: SLIDES });

      // Up again, then restore the kept published state into the working copy: slide blocks, as converted.
      await migrateToLatest(t.db);
      const page = (await getPageById(t.db, "p"))!;
      const kept = (await listRevisions(t.db, "p")).filter((r) => r.summary === KEPT_SUMMARY && r.title === "Titel profil")[0];
      const restored = (await restoreRevision(t.db, "p", kept.id, { authorId: null, expectedVersion: page.version }))!;
      expect(titles(restored.content)).toEqual(["Agenda", "Zahlen 2026"]);
      expect(readBlocks(restored.content).every((b) => b.type === "slide")).toBe(true);
      expect(slideText(readBlocks(restored.content), "s1")).toBe("<ul><li>Rückblick</li><li>Ausblick</li></ul>");
      expect((await getPageById(t.db, "p"))!.content).toEqual(restored.content);
    } finally {
      await t.cleanup();
    }
  });
});

describe(`presentation content (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("keeps the slide blocks through create, a title change, publish, an edit and restore", async () => {
    const created = await createPageFromInput(t.db, { title: "Jahresbericht", slug: "jahresbericht", content_type: "presentation", content: slideBlocksFromLegacy(SLIDES) }, { authorId: null });
    expect(titles(created.content)).toEqual(["Agenda", "Zahlen 2026"]);
    const renamed = (await updatePageWithRevision(t.db, created.id, { title: "Jahresbericht 2026", version: created.version }, { authorId: null }))!;
    expect(renamed.content).toEqual(created.content);
    const published = (await updatePageWithRevision(t.db, created.id, { is_published: true, slug: "bericht-2026", version: renamed.version }, { authorId: null }))!;
    expect(published.content).toEqual(created.content);

    // A changed slide, then back to the first revision.
    const changed = (created.content as Block[]).map((b, i) => (i === 0 ? { ...b, content: { ...b.content, title: "Neue Agenda" } } : b));
    const edited = (await updatePageWithRevision(t.db, created.id, { content: changed, version: published.version }, { authorId: null }))!;
    const revisions = await listRevisions(t.db, created.id);
    expect(revisions[0].summary).toBe("Folien geändert (1)");
    const restored = (await restoreRevision(t.db, created.id, revisions.at(-1)!.id, { authorId: null }))!;
    expect(edited.version).toBeLessThan(restored.version);
    expect((await getPageById(t.db, created.id))!.content).toEqual(created.content);
  });

  it("sanitises the slides' text and refuses a malformed slide in German, writing nothing", async () => {
    const page = await createPageFromInput(
      t.db,
      { title: "Vortrag", content: slideBlocksFromLegacy([{ id: "x", title: "Titel", content: '<p onclick="alert(1)">Hallo</p><script>alert(1)</script>', imageUrl: "javascript:alert(1)" }]) },
      { authorId: null },
    );
    expect(slideText(page.content as Block[], "x")).toBe("<p>Hallo</p>");
    // The image address is checked where it is used (like the image block's): the viewer leaves it out.
    const body = await renderPageBody(t.db, { title: "Vortrag", content_type: "presentation", content: page.content });
    expect(body.html).not.toContain("javascript:");
    for (const content of [{ title: 42 }, { title: "x".repeat(201) }]) {
      await expect(updatePageWithRevision(t.db, page.id, { content: [{ id: "x", type: "slide", content }], version: page.version }, { authorId: null })).rejects.toMatchObject({
        fields: { content: expect.stringContaining('Block "x"') },
      });
    }
    expect((await getPageById(t.db, page.id))!.version).toBe(page.version);
  });

  it("is not legacy for the optimize tool, kept in a template, rendered by the viewer; old {slides} as input is read into slide blocks and fixed as stored legacy", async () => {
    const old = await createPageFromInput(t.db, { title: "Alt", content_type: "presentation", content: { slides: SLIDES } }, { authorId: null });
    expect(old.content).toEqual(slideBlocksFromLegacy(SLIDES).map((slide) => expect.objectContaining({ id: slide.id, type: "slide" })));
    expect(findingsForPage(old).filter((f) => f.kind === "legacy")).toEqual([]);
    const page = await createPageFromInput(t.db, { title: "Messe", content_type: "presentation", content: slideBlocksFromLegacy(SLIDES) }, { authorId: null });
    expect(findingsForPage(page).filter((f) => f.kind === "legacy")).toEqual([]);
    expect(await fixLegacy(t.db, page.id, { authorId: null })).toBe(0);
    const template = await createTemplateFromInput(t.db, { name: "Präsentationsvorlage", page_id: page.id });
    expect(template.content).toEqual(page.content);
    const body = await renderPageBody(t.db, { title: "Messe", content_type: "presentation", content: page.content });
    expect(body.html).toContain("Agenda</h2>");
    expect(body.html).toContain("<strong>+12 %</strong>");

    // Content still stored the old way (written around the service) is legacy content: its fix stores the slide blocks.
    await t.db.updateTable("content_pages").set({ content: JSON.stringify({ slides: SLIDES }) }).where("id", "=", page.id).execute();
    const stored = (await getPageById(t.db, page.id))!;
    expect(findingsForPage(stored).filter((f) => f.kind === "legacy")).toHaveLength(1);
    expect(await fixLegacy(t.db, page.id, { authorId: null })).toBe(1);
    expect((await getPageById(t.db, page.id))!.content).toEqual(page.content);
  });
});
