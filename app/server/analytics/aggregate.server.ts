import { sql } from "kysely";
import { addDays, dayOf, RAW_RETENTION_DAYS } from "~/lib/analytics";
import type { Db } from "../db/client.server";
import { discardOldSalts } from "./salts.server";

/**
 * Daily aggregation and retention of the visitor statistics. A closed day's raw events become one
 * row per dimension value in analytics_daily (views and that day's unique visitors); its 'total'
 * row marks the day as aggregated, so reports stop reading its raw events. Idempotent (delete and
 * insert in one transaction), so every instance may run it.
 */

/** Dimension name → raw column (views are status 200; 'notfound' counts the 404 answers). */
export const DIMENSIONS = {
  page: "path",
  referrer: "referrer",
  campaign: "campaign",
  device: "device",
  browser: "browser",
  notfound: "path",
} as const;
export type Dimension = keyof typeof DIMENSIONS;

/**
 * Views and distinct visitors per day and value of one dimension, from the raw events of `days`:
 * what the housekeeping stores as daily rows and what reports read for days not stored yet.
 */
export function rawDimensionCounts(db: Db, dimension: Dimension, days: string[]) {
  const column = DIMENSIONS[dimension];
  return db
    .selectFrom("analytics_events")
    .select((eb) => [
      "day",
      sql.lit(dimension).as("dimension"),
      eb.ref(column).as("value"),
      eb.fn.countAll<number>().as("views"),
      eb.fn.count<number>("visitor").distinct().as("visitors"),
    ])
    .where("day", "in", days)
    .where("status", "=", dimension === "notfound" ? 404 : 200)
    .where(column, "is not", null)
    .groupBy(["day", column]);
}

export async function aggregateDay(db: Db, day: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("analytics_daily").where("day", "=", day).execute();
    const total = await trx
      .selectFrom("analytics_events")
      .select((eb) => [eb.fn.countAll<number>().as("views"), eb.fn.count<number>("visitor").distinct().as("visitors")])
      .where("day", "=", day)
      .where("status", "=", 200)
      .executeTakeFirstOrThrow();
    // Also for a day with only 404s: the row marks the day as aggregated.
    await trx
      .insertInto("analytics_daily")
      .values({ day, dimension: "total", value: "", views: Number(total.views), visitors: Number(total.visitors) })
      .execute();
    for (const dimension of Object.keys(DIMENSIONS) as Dimension[]) {
      await trx
        .insertInto("analytics_daily")
        .columns(["day", "dimension", "value", "views", "visitors"])
        .expression(rawDimensionCounts(trx, dimension, [day]))
        .execute();
    }
  });
}

/**
 * Aggregates every closed day (before today) that has raw events and no aggregate yet, plus the
 * last aggregated day again (views written just after midnight land there). Returns the days done.
 */
export async function aggregatePending(db: Db, now = Date.now()): Promise<string[]> {
  const today = dayOf(now);
  const last = await db
    .selectFrom("analytics_daily")
    .select((eb) => eb.fn.max("day").as("day"))
    .where("dimension", "=", "total")
    .executeTakeFirst();
  let query = db.selectFrom("analytics_events").select("day").distinct().where("day", "<", today);
  if (last?.day) query = query.where("day", ">=", last.day);
  const days = (await query.orderBy("day").execute()).map((row) => row.day);
  for (const day of days) await aggregateDay(db, day);
  return days;
}

export function monthsBeforeDay(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1 - months, d!)).toISOString().slice(0, 10);
}

/** Raw events older than 30 days, daily sums older than the configured months, old salts. */
export async function pruneAnalytics(db: Db, retentionMonths: number, now = Date.now()): Promise<{ events: number; daily: number }> {
  const today = dayOf(now);
  const events = await db.deleteFrom("analytics_events").where("day", "<", addDays(today, -RAW_RETENTION_DAYS)).executeTakeFirst();
  const daily = await db.deleteFrom("analytics_daily").where("day", "<", monthsBeforeDay(today, retentionMonths)).executeTakeFirst();
  await discardOldSalts(db, today);
  return { events: Number(events.numDeletedRows), daily: Number(daily.numDeletedRows) };
}

/** The housekeeping step: aggregate first, so no raw day is deleted before it was summed up. */
export async function maintainAnalytics(db: Db, retentionMonths: number, now = Date.now()) {
  const aggregated = await aggregatePending(db, now);
  const pruned = await pruneAnalytics(db, retentionMonths, now);
  return { aggregated, ...pruned };
}
