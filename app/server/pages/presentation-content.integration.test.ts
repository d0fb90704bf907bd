import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { getPageById } from "./pages.server";
import { getRevision, listRevisions } from "./revisions.server";
import { findingsForPage, fixLegacy } from "./optimize.server";
import { createTemplateFromInput } from "../templates/service.server";
import { createPageFromInput, getPageWithBlocks, restoreRevision, updatePageWithRevision } from "./service.server";
import { renderPageBody } from "../site/render-page.server";

const SLIDES = [
  { id: "s1", type: "slide", title: "Agenda", content: "<ul><li>Rückblick</li><li>Ausblick</li></ul>", imageUrl: "/uploads/agenda.jpg" },
  { id: "s2", type: "slide", title: "Zahlen 2026", content: "<p>Umsatz <strong>+12 %</strong></p>", imageUrl: "" },
];

describe(`presentation content (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("keeps the slides through create, GET, a title change, publish and restore", async () => {
    const created = await createPageFromInput(t.db, { title: "Jahresbericht", slug: "jahresbericht", content_type: "presentation", content: { slides: SLIDES } }, { authorId: null });
    expect(created.content).toEqual({ slides: SLIDES });
    expect((await getPageWithBlocks(t.db, created.id, { includeUnpublished: true }))!.content).toEqual({ slides: SLIDES });

    const renamed = (await updatePageWithRevision(t.db, created.id, { title: "Jahresbericht 2026", version: created.version }, { authorId: null }))!;
    expect(renamed.content).toEqual({ slides: SLIDES });
    const published = (await updatePageWithRevision(t.db, created.id, { is_published: true, slug: "bericht-2026", version: renamed.version }, { authorId: null }))!;
    expect(published.content).toEqual({ slides: SLIDES });

    // A changed slide, then back to the first revision.
    const edited = (await updatePageWithRevision(t.db, created.id, { content: { slides: [{ ...SLIDES[0], title: "Neue Agenda" }, SLIDES[1]] }, version: published.version }, { authorId: null }))!;
    const revisions = await listRevisions(t.db, created.id);
    expect(revisions[0].summary).toBe("Folien geändert (1)");
    const first = revisions.at(-1)!;
    const restored = (await restoreRevision(t.db, created.id, first.id, { authorId: null }))!;
    expect(edited.version).toBeLessThan(restored.version);
    expect((await getPageById(t.db, created.id))!.content).toEqual({ slides: SLIDES });
    for (const revision of await listRevisions(t.db, created.id)) expect(JSON.stringify((await getRevision(t.db, revision.id))!.content)).toContain('"slides"');
  });

  it("sanitises each slide and refuses a malformed one in German, writing nothing", async () => {
    const page = await createPageFromInput(
      t.db,
      { title: "Vortrag", content: { slides: [{ id: "x", title: "<b>Titel</b>", content: '<p onclick="alert(1)">Hallo</p><script>alert(1)</script>', imageUrl: "javascript:alert(1)" }, { title: "Zwei", content: "", id: "x" }] } },
      { authorId: null },
    );
    expect(page.content).toEqual({
      slides: [
        { id: "x", type: "slide", title: "Titel", content: "<p>Hallo</p>", imageUrl: "" },
        { id: "x-2", type: "slide", title: "Zwei", content: "", imageUrl: "" },
      ],
    });
    await expect(updatePageWithRevision(t.db, page.id, { content: { slides: [{ title: 42 }] }, version: page.version }, { authorId: null })).rejects.toMatchObject({
      fields: { content: "Folie 1: ungültig (erwartet: ein Objekt mit id, title, content und imageUrl als Text)." },
    });
    await expect(updatePageWithRevision(t.db, page.id, { content: { slides: [{ title: "x".repeat(201) }] } }, { authorId: null })).rejects.toMatchObject({
      fields: { content: "Folie 1: Der Titel darf höchstens 200 Zeichen lang sein." },
    });
    expect((await getPageById(t.db, page.id))!.version).toBe(page.version);
  });

  it("is not legacy content for the optimize tool, keeps its slides in a template, and renders as sections", async () => {
    const page = await createPageFromInput(t.db, { title: "Messe", content: { slides: SLIDES } }, { authorId: null });
    expect(findingsForPage(page).filter((f) => f.kind === "legacy")).toEqual([]);
    expect(await fixLegacy(t.db, page.id, { authorId: null })).toBe(0);
    expect((await getPageById(t.db, page.id))!.content).toEqual({ slides: SLIDES });
    const template = await createTemplateFromInput(t.db, { name: "Präsentationsvorlage", page_id: page.id });
    expect(template.content).toEqual({ slides: SLIDES });
    const body = await renderPageBody(t.db, { title: "Messe", content_type: "presentation", content: page.content });
    expect(body.html).toContain("Agenda</h2>");
    expect(body.html).toContain("<strong>+12 %</strong>");
  });
});
