import type { Db } from "../db/client.server";
import { nowIso } from "../db/dialect.server";

/** Remembers that a published page at `path` was deleted (410 from now on). */
export async function markGone(db: Db, path: string): Promise<void> {
  await db
    .insertInto("gone_paths")
    .values({ path, deleted_at: nowIso() })
    .onConflict((oc) => oc.column("path").doUpdateSet({ deleted_at: nowIso() }))
    .execute();
}

/** A page answers `path` again. */
export async function clearGone(db: Db, path: string): Promise<void> {
  await db.deleteFrom("gone_paths").where("path", "=", path).execute();
}

export async function isGone(db: Db, path: string): Promise<boolean> {
  return !!(await db.selectFrom("gone_paths").select("path").where("path", "=", path).executeTakeFirst());
}
