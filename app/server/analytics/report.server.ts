import type { AnalyticsReport, Counts, DayCounts, DeviceClass, LiveVisitors } from "~/lib/analytics";
import { eachDay, LIVE_MINUTES, previousRange } from "~/lib/analytics";
import { deAnalytics } from "~/i18n/analytics";
import type { Db } from "../db/client.server";
import { DIMENSIONS, rawDimensionCounts, type Dimension } from "./aggregate.server";
import { OTHER_VALUE } from "./recorder.server";

/**
 * Reports over a range of days: the daily sums for aggregated days, the raw events for the rest
 * (today, and any day the housekeeping has not reached yet), so a view counts within seconds of
 * being written and a year of history stays a few thousand rows to read.
 */

const TOP = 100;

type Tally = Map<string, Counts>;

function add(tally: Tally, key: string, views: number, visitors: number): void {
  const counts = tally.get(key);
  if (counts) {
    counts.views += views;
    counts.visitors += visitors;
  } else tally.set(key, { views, visitors });
}

function top<K extends string>(tally: Tally, key: K, limit = TOP): (Counts & Record<K, string>)[] {
  return [...tally]
    .sort((a, b) => b[1].views - a[1].views || b[1].visitors - a[1].visitors || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([value, counts]) => ({ [key]: value, ...counts }) as Counts & Record<K, string>);
}

/**
 * A top list of referrers or campaigns: the values beyond a day's cap (stored as OTHER_VALUE,
 * recorder.server.ts) as one line 'Andere', at the end whatever its size, since it is no source of
 * its own. Its visitors are summed per day like every line's.
 */
function withOther<K extends string>(tally: Tally, key: K): (Counts & Record<K, string>)[] {
  const other = tally.get(OTHER_VALUE);
  const rest = new Map(tally);
  rest.delete(OTHER_VALUE);
  const list = top(rest, key, other ? TOP - 1 : TOP);
  return other ? [...list, { [key]: deAnalytics.other, ...other } as Counts & Record<K, string>] : list;
}

/** Days in the range that have raw events but no daily sums. */
async function rawDaysIn(db: Db, from: string, to: string): Promise<string[]> {
  const [aggregated, raw] = await Promise.all([
    db.selectFrom("analytics_daily").select("day").where("dimension", "=", "total").where("day", ">=", from).where("day", "<=", to).execute(),
    db.selectFrom("analytics_events").select("day").distinct().where("day", ">=", from).where("day", "<=", to).execute(),
  ]);
  const done = new Set(aggregated.map((row) => row.day));
  return raw.map((row) => row.day).filter((day) => !done.has(day));
}

/** Views and visitors per day of the range (zero-filled). */
export async function dailyTotals(db: Db, from: string, to: string, rawDays?: string[]): Promise<DayCounts[]> {
  const raw = rawDays ?? (await rawDaysIn(db, from, to));
  const tally: Tally = new Map();
  const [sums, live] = await Promise.all([
    db.selectFrom("analytics_daily").select(["day", "views", "visitors"]).where("dimension", "=", "total").where("day", ">=", from).where("day", "<=", to).execute(),
    raw.length
      ? db
          .selectFrom("analytics_events")
          .select((eb) => ["day", eb.fn.countAll<number>().as("views"), eb.fn.count<number>("visitor").distinct().as("visitors")])
          .where("day", "in", raw)
          .where("status", "=", 200)
          .groupBy("day")
          .execute()
      : Promise.resolve([]),
  ]);
  for (const row of [...sums, ...live]) add(tally, row.day, Number(row.views), Number(row.visitors));
  return eachDay(from, to).map((date) => ({ date, ...(tally.get(date) ?? { views: 0, visitors: 0 }) }));
}

/** The sum of days' views and visitors (visitors per day added up, as everywhere). */
export function sumDays(days: DayCounts[]): Counts {
  return days.reduce((acc, day) => ({ views: acc.views + day.views, visitors: acc.visitors + day.visitors }), { views: 0, visitors: 0 });
}

/** Per dimension value: the daily sums plus the raw days (visitors summed per day, as everywhere). */
async function dimensions(db: Db, from: string, to: string, rawDays: string[]): Promise<Record<Dimension, Tally>> {
  const result = Object.fromEntries(Object.keys(DIMENSIONS).map((d) => [d, new Map()])) as Record<Dimension, Tally>;
  const sums = await db
    .selectFrom("analytics_daily")
    .select((eb) => ["dimension", "value", eb.fn.sum<number>("views").as("views"), eb.fn.sum<number>("visitors").as("visitors")])
    .where("dimension", "in", Object.keys(DIMENSIONS))
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy(["dimension", "value"])
    .execute();
  for (const row of sums) add(result[row.dimension as Dimension], row.value, Number(row.views), Number(row.visitors));
  if (rawDays.length) {
    await Promise.all(
      (Object.keys(DIMENSIONS) as Dimension[]).map(async (dimension) => {
        const rows = await rawDimensionCounts(db, dimension, rawDays).execute();
        for (const row of rows) if (row.value !== null) add(result[dimension], row.value, Number(row.views), Number(row.visitors));
      }),
    );
  }
  return result;
}

export async function analyticsReport(db: Db, from: string, to: string): Promise<AnalyticsReport> {
  const before = previousRange(from, to);
  const rawDays = await rawDaysIn(db, from, to);
  const [days, previousDays, dims] = await Promise.all([
    dailyTotals(db, from, to, rawDays),
    dailyTotals(db, before.from, before.to),
    dimensions(db, from, to, rawDays),
  ]);
  const notFound = top(dims.notfound, "path");
  const redirects = notFound.length
    ? await db
        .selectFrom("redirects")
        .select(["id", "from_path", "to_path"])
        .where(
          "from_path",
          "in",
          notFound.map((row) => row.path),
        )
        .execute()
    : [];
  const redirectOf = new Map(redirects.map((r) => [r.from_path, { id: r.id, to_path: r.to_path }]));
  return {
    from,
    to,
    totals: sumDays(days),
    previous: { ...before, totals: sumDays(previousDays), days: previousDays },
    days,
    pages: top(dims.page, "path"),
    referrers: withOther(dims.referrer, "domain"),
    campaigns: withOther(dims.campaign, "campaign"),
    devices: top(dims.device, "device") as (Counts & { device: DeviceClass })[],
    browsers: top(dims.browser, "browser"),
    not_found: notFound.map((row) => ({ path: row.path, hits: row.views, redirect: redirectOf.get(row.path) ?? null })),
  };
}

/** Who is on the site right now: views and distinct visitors of the last minutes. */
export async function liveVisitors(db: Db, now = Date.now()): Promise<LiveVisitors> {
  const since = now - LIVE_MINUTES * 60_000;
  const [totals, pages] = await Promise.all([
    db
      .selectFrom("analytics_events")
      .select((eb) => [eb.fn.countAll<number>().as("views"), eb.fn.count<number>("visitor").distinct().as("visitors")])
      .where("at", ">=", since)
      .where("status", "=", 200)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("analytics_events")
      .select((eb) => ["path", eb.fn.countAll<number>().as("views"), eb.fn.count<number>("visitor").distinct().as("visitors")])
      .where("at", ">=", since)
      .where("status", "=", 200)
      .groupBy("path")
      .orderBy("views", "desc")
      .limit(10)
      .execute(),
  ]);
  return {
    minutes: LIVE_MINUTES,
    views: Number(totals.views),
    visitors: Number(totals.visitors),
    pages: pages.map((row) => ({ path: row.path, views: Number(row.views), visitors: Number(row.visitors) })),
  };
}
