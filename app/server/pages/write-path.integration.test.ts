import { sql, type KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbKind, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import type { Db } from "../db/client.server";
import { withChanges } from "../events/changes.server";
import type { PageHooks } from "./hooks.server";
import { pageHooks } from "./page-hooks.server";
import { listRevisions } from "./revisions.server";
import { createPageFromInput, PageConflictError, publishPageById, updatePageWithRevision } from "./service.server";

/**
 * The write path of an autosave (docs/decisions/013): one read of the page row, the version
 * checked in the UPDATE, no redirects or gone paths touched while the address stays. The counts
 * include every hook of the write path (docs/decisions/033): they run on the counted transaction.
 */

const para = (text: string) => [{ id: "p", type: "paragraph", content: { text: `<p>${text}</p>` } }];

/** Counts the statements run through the returned database (transactions opened from it included). */
function counting(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      statements.push(args.node.kind);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), statements };
}

interface TableStats {
  scans: number;
  ins: number;
  upd: number;
  del: number;
}

/** This transaction's work per table of the test's schema (PostgreSQL: pg_stat_xact_user_tables). */
async function xactStats(trx: Db): Promise<Record<string, TableStats>> {
  const { rows } = await sql<{ relname: string; scans: string; ins: string; upd: string; del: string }>`
    select relname, coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans, n_tup_ins as ins, n_tup_upd as upd, n_tup_del as del
    from pg_stat_xact_user_tables where schemaname = current_schema()`.execute(trx);
  return Object.fromEntries(rows.map((r) => [r.relname, { scans: Number(r.scans), ins: Number(r.ins), upd: Number(r.upd), del: Number(r.del) }]));
}

function delta(before: Record<string, TableStats>, after: Record<string, TableStats>, table: string): TableStats {
  const a = after[table] ?? { scans: 0, ins: 0, upd: 0, del: 0 };
  const b = before[table] ?? { scans: 0, ins: 0, upd: 0, del: 0 };
  return { scans: a.scans - b.scans, ins: a.ins - b.ins, upd: a.upd - b.upd, del: a.del - b.del };
}

describe(`the write path of an autosave (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  async function publishedPage(slug: string) {
    const page = await createPageFromInput(t.db, { title: "Leistungen", slug, content: para("0"), is_published: true }, { authorId: "u1" });
    // The first save opens the editing run (a revision of its own); the measured one continues it.
    return (await updatePageWithRevision(t.db, page.id, { content: para("1"), version: page.version }, { authorId: "u1" }))!;
  }

  it("runs four statements for an autosave that continues an editing run", async () => {
    const page = await publishedPage("zaehlen");
    const { db, statements } = counting(t.db);
    const saved = (await updatePageWithRevision(db, page.id, { content: para("2"), version: page.version }, { authorId: "u1" }))!;
    console.info(`statements per autosave (${testDbLabel}): ${statements.length} [${statements.join(", ")}]`);
    expect(saved.version).toBe(page.version + 1);
    expect(saved.has_unpublished_changes).toBe(true);
    expect(JSON.stringify(saved.content)).toContain("<p>2</p>");
    // Read the row, update the row; the revisions hook: read the newest revision, update the run's revision.
    expect(statements).toEqual(["SelectQueryNode", "UpdateQueryNode", "SelectQueryNode", "UpdateQueryNode"]);
    expect((await listRevisions(t.db, page.id)).map((r) => r.kind)).toEqual(["save", "created"]);
  });

  it("publishes with one read of the row, the version checked in the UPDATE", async () => {
    const page = await publishedPage("veroeffentlichen");
    const { db, statements } = counting(t.db);
    const published = (await publishPageById(db, page.id, { version: page.version }, { authorId: "u1" }))!;
    console.info(`statements per publish (${testDbLabel}): ${statements.length} [${statements.join(", ")}]`);
    expect(published.has_unpublished_changes).toBe(false);
    expect(JSON.stringify(published.content)).toContain("<p>1</p>");
    // Row, UPDATE … RETURNING; hooks in their order: redirects and gone paths (the page went live), newest revision, revision, log entry, change event.
    expect(statements).toEqual([
      "SelectQueryNode",
      "UpdateQueryNode",
      "DeleteQueryNode",
      "DeleteQueryNode",
      "SelectQueryNode",
      "InsertQueryNode",
      "InsertQueryNode",
      "InsertQueryNode",
    ]);
    expect((await listRevisions(t.db, page.id)).map((r) => r.kind)).toEqual(["publish", "save", "created"]);
  });

  it("counts what a subscriber runs: hooks use the write's transaction, so a new one shows in these figures", async () => {
    const page = await publishedPage("haken");
    const probe: PageHooks = {
      name: "probe",
      async afterWrite({ trx, after }) {
        await trx.selectFrom("content_pages").select("id").where("id", "=", after.id).execute();
      },
    };
    pageHooks.push(probe);
    try {
      const { db, statements } = counting(t.db);
      await updatePageWithRevision(db, page.id, { content: para("2"), version: page.version }, { authorId: "u1" });
      expect(statements).toHaveLength(5);
    } finally {
      pageHooks.splice(pageHooks.indexOf(probe), 1);
    }
  });

  it("answers a stale version with the conflict, writing nothing", async () => {
    const page = await publishedPage("veraltet");
    const { db, statements } = counting(t.db);
    const error = await updatePageWithRevision(db, page.id, { content: para("x"), version: page.version - 1 }, { authorId: "u1" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageConflictError);
    expect(error).toMatchObject({ code: "version" });
    expect(statements.filter((kind) => kind === "InsertQueryNode" || kind === "DeleteQueryNode")).toEqual([]);
    expect((await updatePageWithRevision(t.db, page.id, { version: page.version }, { authorId: "u1" }))!.version).toBe(page.version);
  });

  it.runIf(testDbKind === "postgres")("scans content_pages at most twice and leaves redirects and gone_paths alone (pg_stat_xact_user_tables)", async () => {
    const page = await publishedPage("statistik");
    const figures = await withChanges(t.db, async (trx) => {
      const before = await xactStats(trx);
      await updatePageWithRevision(trx, page.id, { content: para("3"), version: page.version }, { authorId: "u1" });
      const after = await xactStats(trx);
      return Object.fromEntries(["content_pages", "page_revisions", "redirects", "gone_paths", "change_events"].map((table) => [table, delta(before, after, table)]));
    });
    console.info(`pg_stat per autosave: ${JSON.stringify(figures)}`);
    expect(figures.content_pages.scans).toBeLessThanOrEqual(2);
    expect(figures.content_pages.upd).toBe(1);
    expect(figures.redirects).toEqual({ scans: 0, ins: 0, upd: 0, del: 0 });
    expect(figures.gone_paths).toEqual({ scans: 0, ins: 0, upd: 0, del: 0 });
    // A save into the working copy is no public change: no event.
    expect(figures.change_events.ins).toBe(0);
  });
});
