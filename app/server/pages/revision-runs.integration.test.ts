import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "~/lib/format";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { getRevision, listRevisions, REVISION_RUN_MS, saveRevision } from "./revisions.server";
import { createPage } from "./pages.server";
import { createPageFromInput, restoreRevision, updatePageWithRevision } from "./service.server";

const para = (text: string) => [{ id: "p", type: "paragraph", content: { text: `<p>${text}</p>` } }];

describe(`revisions under autosave (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("20 quick saves by one user make one revision holding the last state; publish and restore write their own", async () => {
    let page = await createPageFromInput(t.db, { title: "Autosave", slug: "autosave", content: para("0") }, { authorId: "u1" });
    for (let i = 1; i <= 20; i++) {
      page = (await updatePageWithRevision(t.db, page.id, { content: para(String(i)), version: page.version }, { authorId: "u1" }))!;
    }
    let revisions = await listRevisions(t.db, page.id);
    expect(revisions.map((r) => r.kind)).toEqual(["save", "created"]);
    expect(JSON.stringify((await getRevision(t.db, revisions[0].id))!.content)).toContain("<p>20</p>");
    expect(Date.parse(revisions[0].updated_at)).toBeGreaterThanOrEqual(Date.parse(revisions[0].created_at));

    page = (await updatePageWithRevision(t.db, page.id, { is_published: true, version: page.version }, { authorId: "u1" }))!;
    // A save after the publish starts a new run; another user's save starts another.
    page = (await updatePageWithRevision(t.db, page.id, { content: para("21"), version: page.version }, { authorId: "u1" }))!;
    page = (await updatePageWithRevision(t.db, page.id, { content: para("22"), version: page.version }, { authorId: "u2" }))!;
    page = (await updatePageWithRevision(t.db, page.id, { content: para("23"), version: page.version }, { authorId: "u2" }))!;
    revisions = await listRevisions(t.db, page.id);
    expect(revisions.map((r) => [r.kind, r.author_id])).toEqual([
      ["save", "u2"],
      ["save", "u1"],
      ["publish", "u1"],
      ["save", "u1"],
      ["created", "u1"],
    ]);

    const restored = (await restoreRevision(t.db, page.id, revisions.at(-1)!.id, { authorId: "u2" }))!;
    expect(JSON.stringify(restored.content)).toContain("<p>0</p>");
    const afterRestore = await listRevisions(t.db, page.id);
    expect(afterRestore[0].kind).toBe("restore");
    // The next save after a restore does not overwrite the restore's revision.
    await updatePageWithRevision(t.db, page.id, { content: para("24"), version: restored.version }, { authorId: "u2" });
    expect((await listRevisions(t.db, page.id)).map((r) => r.kind).slice(0, 2)).toEqual(["save", "restore"]);
  });

  it("starts a new revision after ten quiet minutes, and never merges saves without a known author", async () => {
    const page = await createPageFromInput(t.db, { title: "Pause", slug: "pause", content: para("a") }, { authorId: null });
    const base = { page_id: page.id, title: "Pause", slug: "pause", content: para("b"), author_id: "u3", summary: "Inhalt geändert" };
    const start = new Date();
    const first = await saveRevision(t.db, base, start);
    const sameRun = await saveRevision(t.db, { ...base, content: para("c") }, new Date(start.getTime() + REVISION_RUN_MS));
    expect(sameRun.id).toBe(first.id);
    const later = await saveRevision(t.db, { ...base, content: para("d") }, new Date(start.getTime() + 2 * REVISION_RUN_MS + 1));
    expect(later.id).not.toBe(first.id);
    const anonymousA = await saveRevision(t.db, { ...base, author_id: null });
    const anonymousB = await saveRevision(t.db, { ...base, author_id: null });
    expect(anonymousA.id).not.toBe(anonymousB.id);
  });

  it("a page without revisions (seeded, imported) keeps its starting state: an editing run never replaces it, and it can be restored", async () => {
    // Written straight into the table, as older seeds and imports did: no revision at all.
    let page = await createPage(t.db, { slug: "ueber-uns-alt", title: "Über uns", content: para("Original"), is_published: true });
    expect(await listRevisions(t.db, page.id)).toEqual([]);
    for (const text of ["Erste Änderung", "Zweite Änderung", "Letzte Änderung"]) {
      page = (await updatePageWithRevision(t.db, page.id, { content: para(text), version: page.version }, { authorId: "u1" }))!;
    }
    const revisions = await listRevisions(t.db, page.id);
    expect(revisions.map((r) => [r.kind, r.summary])).toEqual([
      ["save", expect.any(String)],
      ["created", "Ausgangsstand"],
    ]);
    const original = revisions[1];
    expect(JSON.stringify((await getRevision(t.db, original.id))!.content)).toContain("<p>Original</p>");
    expect(JSON.stringify((await getRevision(t.db, revisions[0].id))!.content)).toContain("<p>Letzte Änderung</p>");
    // Dated to the state's own time, before the run.
    expect(Date.parse(original.created_at)).toBeLessThan(Date.parse(revisions[0].created_at));

    // Restoring names the time the list shows for that entry (its updated_at).
    const restored = (await restoreRevision(t.db, page.id, original.id, { authorId: "u1" }))!;
    expect(JSON.stringify(restored.content)).toContain("<p>Original</p>");
    const [restore] = await listRevisions(t.db, page.id);
    expect(restore.kind).toBe("restore");
    expect(restore.summary).toBe(`Wiederhergestellt: Stand vom ${formatDateTime(original.updated_at)}`);
    // A second run does not add another starting state.
    await updatePageWithRevision(t.db, page.id, { content: para("Noch mal"), version: restored.version }, { authorId: "u2" });
    expect((await listRevisions(t.db, page.id)).filter((r) => r.summary === "Ausgangsstand")).toHaveLength(1);
  });
});
