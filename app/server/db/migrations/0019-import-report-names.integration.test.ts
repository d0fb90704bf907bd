import { describe, expect, it } from "vitest";
import { importReportSchema } from "~/lib/import-schema";
import { createTestDatabase, testDbLabel } from "../../../../tests/test-db";
import { getJob } from "../../jobs/jobs.server";
import { migrateToLatest, migrateUpTo } from "../migrate.server";

/** Migration 0019 (decision 032): import reports stored before keep being readable, in snake_case. */
describe(`migration 0019: stored import reports in snake_case (${testDbLabel})`, () => {
  it("renames dryRun, menuEntries and durationMs of stored import reports, leaves everything else as it was, and back on down", async () => {
    const t = await createTestDatabase({ migrate: false });
    try {
      await migrateUpTo(t.db, "0018-collaboration");
      const counts = { created: 2, updated: 1, unchanged: 0, skipped: 0 };
      const before = {
        dryRun: false,
        site: { title: "Muster GmbH", link: "https://muster.example" },
        pages: counts,
        posts: counts,
        media: { ...counts, failed: 1 },
        redirects: 7,
        menuEntries: 4,
        categories: ["Neuigkeiten"],
        notes: [{ item: "Seite „Über uns“", message: "Shortcode [gallery] als Text übernommen" }],
        durationMs: 1234,
      };
      const at = "2026-11-30T10:00:00.000Z";
      const job = (id: string, kind: string, result: string | null, status = "done") => ({
        id,
        kind,
        status,
        done: 1,
        total: 1,
        message: "Fertig",
        result,
        error: null,
        created_by: null,
        created_at: at,
        updated_at: at,
      });
      const untouched: Record<string, string | null> = {
        // Another kind's result with a name alike: not an import report.
        backup: JSON.stringify({ name: "sicherung.tar.gz", durationMs: 5 }),
        broken: "kein JSON",
        failed: null,
      };
      await t.db
        .insertInto("background_jobs")
        .values([
          job("alt", "import", JSON.stringify(before)),
          job("backup", "backup", untouched.backup!),
          job("broken", "import", untouched.broken!),
          job("failed", "import", untouched.failed!, "failed"),
        ])
        .execute();
      const stored = async () =>
        Object.fromEntries((await t.db.selectFrom("background_jobs").select(["id", "result"]).orderBy("id").execute()).map((r) => [r.id, r.result]));

      await migrateToLatest(t.db);
      const report = (await getJob(t.db, "alt"))!.result as Record<string, unknown>;
      const { dryRun, menuEntries, durationMs, ...rest } = before;
      expect(report).toEqual({ ...rest, dry_run: dryRun, menu_entries: menuEntries, duration_ms: durationMs });
      // What the 'Import' screen reads (reportOf): every stored field kept; fields that later
      // versions added (as_drafts, menu, media_failures …) take their defaults.
      expect(importReportSchema.parse(report)).toMatchObject(report);
      expect(Object.keys(report)).toEqual(["dry_run", "site", "pages", "posts", "media", "redirects", "menu_entries", "categories", "notes", "duration_ms"]);
      const after = await stored();
      for (const [id, result] of Object.entries(untouched)) expect(after[id]).toBe(result);

      await migrateUpTo(t.db, "0018-collaboration");
      expect(await stored()).toEqual({ ...after, alt: JSON.stringify(before) });
    } finally {
      await t.cleanup();
    }
  });
});
