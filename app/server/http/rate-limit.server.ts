import { sql } from "kysely";
import type { Db } from "../db/client.server";

/**
 * The one rate limiter (auth, contact forms, …): fixed-window counters in the database table
 * rate_limits, shared by every instance. Keys name their area first ("sign-in:ip:…",
 * "contact:form:…"), so areas never share a counter.
 */

export interface RateLimitRule {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfter: number;
}

/**
 * Counts one attempt for `key` in a fixed window, atomically in the database: every instance
 * shares the counters, and parallel requests each get their own count (the sixth of six parallel
 * attempts sees 6, never 5), so nobody gets past the limit by sending requests at once.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
  const resetAt = now + rule.windowMs;
  const row = await db
    .insertInto("rate_limits")
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return {
    allowed: count <= rule.limit,
    count,
    retryAfter: Math.max(1, Math.ceil((Number(row.reset_at) - now) / 1000)),
  };
}

/** Forgets the attempts for `key` (after a successful sign-in, the account starts afresh). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

/** Takes one attempt back (a successful sign-in does not count against the IP's failures). */
export async function releaseRateLimit(db: Db, key: string): Promise<void> {
  await db
    .updateTable("rate_limits")
    .set({ count: sql<number>`case when count > 0 then count - 1 else 0 end` })
    .where("key", "=", key)
    .execute();
}

/** Removes windows that ended; called now and then so the table stays small. */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom("rate_limits").where("reset_at", "<=", now).execute();
}
