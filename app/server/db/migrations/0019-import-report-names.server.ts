import type { Kysely } from "kysely";

/**
 * Decision 032 (issue 38 item 28): JSON bodies name their properties in snake_case. A WordPress
 * import's report is its background job's result, stored as JSON in background_jobs.result and
 * answered by GET /api/jobs/{id} as it is; reports stored before named three properties in
 * camelCase. Up renames them (dryRun → dry_run, menuEntries → menu_entries, durationMs →
 * duration_ms), so the 'Import' screen can show the last report again after an update (it reads
 * the snake_case schema and would call the old one unreadable). Down renames them back.
 */

type Renames = readonly (readonly [from: string, to: string])[];

const RENAMES: Renames = [
  ["dryRun", "dry_run"],
  ["menuEntries", "menu_entries"],
  ["durationMs", "duration_ms"],
];

/** The result with its top-level keys renamed (order kept), or null when nothing changes. */
function renameReportKeys(result: string, renames: Renames): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(result);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const names = new Map(renames);
  const entries = Object.entries(parsed);
  if (!entries.some(([key]) => names.has(key))) return null;
  return JSON.stringify(Object.fromEntries(entries.map(([key, value]) => [names.get(key) ?? key, value])));
}

async function renameResults(db: Kysely<any>, renames: Renames): Promise<void> {
  const rows: { id: string; result: string }[] = await db
    .selectFrom("background_jobs")
    .select(["id", "result"])
    .where("kind", "=", "import")
    .where("result", "is not", null)
    .execute();
  for (const row of rows) {
    const renamed = renameReportKeys(row.result, renames);
    if (renamed !== null) await db.updateTable("background_jobs").set({ result: renamed }).where("id", "=", row.id).execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await renameResults(db, RENAMES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await renameResults(
    db,
    RENAMES.map(([from, to]) => [to, from] as const),
  );
}
