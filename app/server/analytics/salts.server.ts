import crypto from "node:crypto";
import { addDays } from "~/lib/analytics";
import type { Db } from "../db/client.server";

/**
 * One random salt per day, shared by every instance through the database so a visitor hashes the
 * same on all of them. Salts older than yesterday are deleted (yesterday's stays for views written
 * just after midnight), so no hash of an earlier day can be recomputed from an IP and user agent.
 */

const caches = new WeakMap<Db, Map<string, string>>();

function cacheOf(db: Db): Map<string, string> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

export async function saltFor(db: Db, day: string): Promise<string> {
  const cache = cacheOf(db);
  const known = cache.get(day);
  if (known) return known;
  await db
    .insertInto("analytics_salts")
    .values({ day, salt: crypto.randomBytes(32).toString("base64") })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
  const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  // Only the current days are worth keeping in memory.
  if (cache.size > 4) cache.clear();
  cache.set(day, row.salt);
  return row.salt;
}

/** Deletes the salts of days before yesterday (here and in this process's memory). */
export async function discardOldSalts(db: Db, today: string): Promise<void> {
  const keepFrom = addDays(today, -1);
  const cache = cacheOf(db);
  for (const day of cache.keys()) if (day < keepFrom) cache.delete(day);
  await db.deleteFrom("analytics_salts").where("day", "<", keepFrom).execute();
}

/** Tests: forget the salts this process holds for a database (as another instance would). */
export function forgetSalts(db: Db): void {
  caches.delete(db);
}
