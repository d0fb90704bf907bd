import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import type { PageHooks } from "./hooks.server";
import { pageHooks } from "./page-hooks.server";
import { getPageRow, pageFromRow } from "./pages.server";
import { listRevisions } from "./revisions.server";
import { onScheduleChange } from "./schedule-signal.server";
import { createPageFromInput, deletePageById, discardPageDraft, publishPageById, reorderSiblings, updatePageWithRevision } from "./service.server";

/**
 * The page write path's hooks (hooks.server.ts, issue 40): every subscriber runs in the write's
 * transaction in the registry's order; signals wait for the commit; a new subscriber is one entry.
 */

const para = (text: string) => [{ id: "p", type: "paragraph", content: { text: `<p>${text}</p>` } }];

describe(`page write hooks (${testDbLabel})`, () => {
  let t: TestDatabase;
  const added: PageHooks[] = [];
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterEach(() => {
    for (const hook of added.splice(0)) pageHooks.splice(pageHooks.indexOf(hook), 1);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  function subscribe(hook: PageHooks): void {
    pageHooks.push(hook);
    added.push(hook);
  }

  async function rowCount(table: "audit_log" | "change_events" | "page_revisions"): Promise<number> {
    const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it("registers every concern once, in the order their writes are made", () => {
    expect(pageHooks.map((hook) => hook.name)).toEqual(["review", "redirects", "gone paths", "revisions", "audit", "change events", "presence", "scheduler"]);
  });

  it("hands a new subscriber the transaction and the rows before and after, for each kind of write", async () => {
    const seen: string[] = [];
    subscribe({
      name: "probe",
      async beforeWrite({ trx, operation, before }) {
        seen.push(`before ${operation} ${before ? "row" : "none"} ${trx.isTransaction}`);
      },
      async afterWrite({ trx, operation, before, after, changes }) {
        // The row as this transaction sees it: the write is there, uncommitted.
        const inside = await getPageRow(trx, after.id);
        seen.push(`write ${operation} ${before ? pageFromRow(before, "working").title : "-"} → ${pageFromRow(after, "working").title} [${Object.keys(changes).join(",")}] v${inside?.version}`);
      },
      async afterPublish({ live, after, ctx }) {
        seen.push(`publish live=${live} v${after.version} revision=${ctx.revisionId ? "yes" : "no"} announced=${ctx.announced}`);
      },
      async afterDelete({ before }) {
        seen.push(`delete ${pageFromRow(before, "working").slug}`);
      },
      async afterDiscard({ after, ctx }) {
        seen.push(`discard ${after.title} revision=${ctx.revisionId ? "yes" : "no"}`);
      },
      async afterReorder({ ids }) {
        seen.push(`reorder ${ids.length}`);
      },
    });
    const page = await createPageFromInput(t.db, { title: "Alt", slug: "haken-probe", content: para("a") }, { authorId: "u1" });
    const edited = (await updatePageWithRevision(t.db, page.id, { title: "Neu", version: page.version }, { authorId: "u1" }))!;
    // Nothing changed: no write, so no hook.
    await updatePageWithRevision(t.db, page.id, { title: "Neu", version: edited.version }, { authorId: "u1" });
    const published = (await publishPageById(t.db, page.id, { version: edited.version }, { authorId: "u1" }))!;
    await publishPageById(t.db, page.id, { version: published.version }, { authorId: "u1" });
    const drafted = (await updatePageWithRevision(t.db, page.id, { title: "Entwurf", version: published.version }, { authorId: "u1" }))!;
    await discardPageDraft(t.db, page.id, { version: drafted.version }, { authorId: "u1" });
    // Nothing left to discard: no hook.
    await discardPageDraft(t.db, page.id, { version: drafted.version + 1 }, { authorId: "u1" });
    await reorderSiblings(t.db, [page.id]);
    await deletePageById(t.db, page.id);
    expect(seen).toEqual([
      "before create none true",
      "write create - → Alt [] v1",
      "before update row true",
      `write update Alt → Neu [title] v${edited.version}`,
      "before publish row true",
      `publish live=true v${published.version} revision=yes announced=true`,
      "before publish row true",
      `publish live=false v${published.version} revision=no announced=false`,
      "before update row true",
      `write update Neu → Entwurf [title] v${drafted.version}`,
      "discard Neu revision=yes",
      "reorder 1",
      "before delete row true",
      "delete haken-probe",
    ]);
  });

  it("rolls back every hook's rows and sends no signal when a later hook fails", async () => {
    const page = await createPageFromInput(t.db, { title: "Termin", slug: "haken-rollback", content: para("a"), is_published: true }, { authorId: "u1" });
    const counts = { audit: await rowCount("audit_log"), changes: await rowCount("change_events"), revisions: await rowCount("page_revisions") };
    let signals = 0;
    const off = onScheduleChange(() => signals++);
    subscribe({
      name: "failing",
      afterWrite() {
        throw new Error("probe");
      },
    });
    try {
      // A new slug and a schedule: redirects, revisions, audit, change event and the scheduler all act.
      const patch = { slug: "haken-rollback-neu", is_published: false, publish_at: new Date(Date.now() + 86_400_000).toISOString(), version: page.version };
      await expect(updatePageWithRevision(t.db, page.id, patch, { authorId: "u1" })).rejects.toThrow("probe");
    } finally {
      off();
    }
    expect(signals).toBe(0);
    const row = (await getPageRow(t.db, page.id))!;
    expect(pageFromRow(row, "working")).toMatchObject({ slug: "haken-rollback", is_published: true, version: page.version, publish_at: null });
    expect({ audit: await rowCount("audit_log"), changes: await rowCount("change_events"), revisions: await rowCount("page_revisions") }).toEqual(counts);
    expect(await t.db.selectFrom("redirects").select("from_path").where("from_path", "=", "/haken-rollback").execute()).toEqual([]);
    expect((await listRevisions(t.db, page.id)).map((r) => r.kind)).toEqual(["created"]);
  });

  it("signals the scheduler after the commit, once per write that moved a schedule", async () => {
    const page = await createPageFromInput(t.db, { title: "Später", slug: "haken-signal", content: para("a") }, { authorId: "u1" });
    const at = new Date(Date.now() + 86_400_000).toISOString();
    const committed: boolean[] = [];
    const off = onScheduleChange(() => committed.push(true));
    const signalsSeenByHooks: number[] = [];
    subscribe({
      name: "probe",
      afterWrite() {
        signalsSeenByHooks.push(committed.length);
      },
    });
    try {
      const scheduled = (await updatePageWithRevision(t.db, page.id, { publish_at: at, version: page.version }, { authorId: "u1" }))!;
      await updatePageWithRevision(t.db, page.id, { content: para("b"), version: scheduled.version }, { authorId: "u1" });
    } finally {
      off();
    }
    // The signal came after the hooks (not inside the transaction), and a save that kept the schedule sent none.
    expect(signalsSeenByHooks).toEqual([0, 1]);
    expect(committed).toEqual([true]);
  });
});
