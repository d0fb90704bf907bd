import { addDays, dayOf, eachDay, RAW_RETENTION_DAYS, type DeviceClass } from "~/lib/analytics";
import type { Db } from "../db/client.server";
import type { AnalyticsDailyTable, AnalyticsEventsTable } from "../db/schema.server";
import { aggregateDay } from "./aggregate.server";

/**
 * A realistic year of visitor statistics for benchmarks and demo data: raw events for the last
 * days the housekeeping keeps them (a site's visitors with their landing referrer and campaign,
 * devices, browsers, a long tail of pages, some 404s) and, for the older days, daily sums of the
 * same shape aggregateDay writes. Deterministic: the same seed and `now` give the same rows.
 */

export interface SampleDataOptions {
  /** Page views a month (status 200), e.g. 100_000. */
  viewsPerMonth: number;
  /** Days of history up to today, today included (default 365). */
  days?: number;
  /** The newest days kept as raw events (default RAW_RETENTION_DAYS). */
  rawDays?: number;
  /**
   * Aggregate the closed raw days as the housekeeping would have done (default true). False leaves
   * them raw, the worst case for reports (housekeeping not run for a month).
   */
  aggregate?: boolean;
  now?: number;
  seed?: number;
}

export interface SampleDataResult {
  from: string;
  to: string;
  events: number;
  dailyRows: number;
  views: number;
}

/** Rows per INSERT statement: well within both databases' bound-parameter limits. */
const BATCH = 500;

/** mulberry32: small, fast and good enough for plausible numbers. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Weighted<T> = [T, number][];

function picker<T>(entries: Weighted<T>): (r: number) => T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const cumulative: number[] = [];
  let acc = 0;
  for (const [, w] of entries) cumulative.push((acc += w / total));
  return (r) => {
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    return entries[lo]![0];
  };
}

function shares<T>(entries: Weighted<T>): [T, number][] {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return entries.map(([value, w]) => [value, w / total]);
}

const SECTIONS = ["produkte", "leistungen", "loesungen", "branchen", "unternehmen", "blog", "downloads", "karriere"];
const TOPICS = [
  "normteile", "schrauben", "muttern", "scheiben", "gewindestangen", "c-teile-management", "kanban",
  "automatisierung", "robotik", "greifer", "sensorik", "pneumatik", "linearachsen", "montage",
  "zeichnungsteile", "drehteile", "frästeile", "oberflächen", "qualitaet", "zertifikate",
];

/** About 100 addresses: the home page and a few hubs get most views, a long tail the rest. */
function samplePaths(): string[] {
  const paths = ["/", "/kontakt", "/produkte", "/leistungen", "/unternehmen", "/blog", "/downloads", "/impressum", "/datenschutz"];
  for (let i = 0; paths.length < 100; i++) {
    paths.push(`/${SECTIONS[i % SECTIONS.length]}/${TOPICS[i % TOPICS.length]}${i >= TOPICS.length ? `-${Math.floor(i / TOPICS.length)}` : ""}`);
  }
  return paths;
}

const PATHS = samplePaths();
/** Zipf-like: the n-th most viewed page gets about 1/n^1.1 of the views. */
const PATH_WEIGHTS: Weighted<string> = PATHS.map((path, i) => [path, 1 / Math.pow(i + 1, 1.1)]);

const REFERRERS: Weighted<string | null> = [
  [null, 58],
  ["google.com", 28],
  ["bing.com", 3],
  ["linkedin.com", 3],
  ["duckduckgo.com", 1.5],
  ["xing.com", 1],
  ["ecosia.org", 0.8],
  ["wlw.de", 0.8],
  ["industrystock.de", 0.5],
  ["youtube.com", 0.5],
  ["facebook.com", 0.4],
  ["chatgpt.com", 0.4],
  ["kunde-portal.de", 0.3],
  ["messe-stuttgart.de", 0.3],
  ["de.wikipedia.org", 0.2],
  ["instagram.com", 0.2],
  ["t.co", 0.1],
];
const CAMPAIGNS: Weighted<string | null> = [
  [null, 95],
  ["newsletter-maerz", 2],
  ["messe-motek", 1.2],
  ["linkedin-ads", 1],
  ["google-ads", 0.6],
  ["katalog-qr", 0.2],
];
const DEVICES: Weighted<DeviceClass> = [
  ["desktop", 62],
  ["mobile", 33],
  ["tablet", 5],
];
const BROWSERS: Weighted<string> = [
  ["Chrome", 52],
  ["Safari", 19],
  ["Edge", 15],
  ["Firefox", 9],
  ["Samsung Internet", 3],
  ["Opera", 1],
  ["Andere", 1],
];
const BROKEN: Weighted<string> = [
  ["/produkte/alt-katalog.pdf", 6],
  ["/wp-login.php", 4],
  ["/shop", 3],
  ["/aktuelles", 3],
  ["/news/messe-2023", 2],
  ["/kontakt.html", 2],
  ["/leistungen/lohnfertigung", 1.5],
  ["/en", 1.5],
  ["/index.php", 1],
  ["/produkte/schrauben/din-933", 1],
  ["/karriere/ausbildung-2022", 0.8],
  ["/.env", 0.6],
  ["/team", 0.5],
  ["/agb.pdf", 0.4],
  ["/sitemap.htm", 0.3],
];
const NOT_FOUND_SHARE = 0.012;
const VIEWS_PER_VISITOR = 6;

/** Mon-Fri busier than the weekend (B2B), slight growth over the year, some day-to-day noise. */
function viewsOfDay(day: string, index: number, total: number, viewsPerMonth: number, random: () => number): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const week = weekday === 0 || weekday === 6 ? 0.6 : 1.16;
  const growth = 0.85 + 0.3 * (index / Math.max(1, total - 1));
  return Math.max(1, Math.round((viewsPerMonth / 30) * week * growth * (0.85 + 0.3 * random())));
}

function hex(random: () => number, length: number): string {
  let out = "";
  while (out.length < length) out += Math.floor(random() * 0x100000000).toString(16).padStart(8, "0");
  return out.slice(0, length);
}

async function insertEvents(db: Db, rows: AnalyticsEventsTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto("analytics_events").values(rows.slice(i, i + BATCH)).execute();
}

async function insertDaily(db: Db, rows: AnalyticsDailyTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto("analytics_daily").values(rows.slice(i, i + BATCH)).execute();
}

/** A day's raw events: visitors land (with referrer and campaign), then view a few more pages. */
function rawDay(day: string, views: number, random: () => number, until: number): AnalyticsEventsTable[] {
  const path = picker(PATH_WEIGHTS);
  const referrer = picker(REFERRERS);
  const campaign = picker(CAMPAIGNS);
  const device = picker(DEVICES);
  const browser = picker(BROWSERS);
  const broken = picker(BROKEN);
  const visitors = Math.max(1, Math.round(views / VIEWS_PER_VISITOR));
  // Noon UTC ± 9 h stays inside the Berlin day in summer and winter.
  const noon = Date.parse(`${day}T12:00:00Z`);
  const rows: AnalyticsEventsTable[] = [];
  for (let v = 0; v < visitors; v++) {
    const visitor = hex(random, 32);
    const first = { device: device(random()), browser: browser(random()), referrer: referrer(random()), campaign: campaign(random()) };
    // Most visitors view a page or two, a few read a lot (geometric-ish around the mean).
    const count = Math.max(1, Math.round(-Math.log(1 - random() * 0.999) * VIEWS_PER_VISITOR));
    let at = noon + Math.round((random() * 2 - 1) * 9 * 3_600_000);
    for (let n = 0; n < count && at <= until; n++) {
      const notFound = random() < NOT_FOUND_SHARE;
      rows.push({
        at,
        day,
        path: notFound ? broken(random()) : path(random()),
        status: notFound ? 404 : 200,
        visitor,
        referrer: n === 0 ? first.referrer : null,
        campaign: n === 0 ? first.campaign : null,
        device: first.device,
        browser: first.browser,
      });
      at += Math.round(10_000 + random() * 120_000);
      if (at > noon + 10.5 * 3_600_000) break;
    }
  }
  return rows;
}

/** What aggregateDay would have written for an older day of `views` views, without raw events. */
function aggregatedDay(day: string, views: number, random: () => number): AnalyticsDailyTable[] {
  const visitors = Math.max(1, Math.round(views / VIEWS_PER_VISITOR));
  const noise = () => 0.8 + 0.4 * random();
  const rows: AnalyticsDailyTable[] = [{ day, dimension: "total", value: "", views, visitors }];
  const spread = (dimension: string, entries: Weighted<string | null>, amount: number, uniques: (v: number) => number) => {
    for (const [value, share] of shares(entries)) {
      if (value === null) continue;
      const v = Math.round(amount * share * noise());
      if (v > 0) rows.push({ day, dimension, value, views: v, visitors: Math.max(1, Math.min(v, uniques(v))) });
    }
  };
  spread("page", PATH_WEIGHTS, views, (v) => Math.round(v * 0.7));
  // A referrer and a campaign come with the landing view only: about one view per visitor.
  spread("referrer", REFERRERS, visitors, (v) => v);
  spread("campaign", CAMPAIGNS, visitors, (v) => v);
  for (const [value, share] of shares(DEVICES)) rows.push({ day, dimension: "device", value, views: Math.round(views * share), visitors: Math.max(1, Math.round(visitors * share)) });
  spread("browser", BROWSERS, views, (v) => Math.round((v / views) * visitors));
  spread("notfound", BROKEN, views * NOT_FOUND_SHARE, (v) => Math.round(v * 0.9));
  return rows;
}

/**
 * Writes the sample into empty analytics tables (it adds to what is there: call it on a fresh
 * database). Older days go straight into analytics_daily; the raw days' closed days are
 * aggregated by aggregateDay itself, so their sums are exactly what the housekeeping writes.
 */
export async function generateSampleAnalytics(db: Db, options: SampleDataOptions): Promise<SampleDataResult> {
  const now = options.now ?? Date.now();
  const random = prng(options.seed ?? 17);
  const today = dayOf(now);
  const total = options.days ?? 365;
  const rawDays = Math.min(total, options.rawDays ?? RAW_RETENTION_DAYS);
  const from = addDays(today, -(total - 1));
  const firstRaw = addDays(today, -(rawDays - 1));
  let events = 0;
  let views = 0;
  const days = eachDay(from, today);
  await db.transaction().execute(async (trx) => {
    for (const [index, day] of days.entries()) {
      const planned = viewsOfDay(day, index, days.length, options.viewsPerMonth, random);
      if (day < firstRaw) {
        const rows = aggregatedDay(day, planned, random);
        await insertDaily(trx, rows);
        views += planned;
      } else {
        const rows = rawDay(day, planned, random, now);
        await insertEvents(trx, rows);
        events += rows.length;
        views += rows.filter((row) => row.status === 200).length;
      }
    }
  });
  if (options.aggregate !== false) {
    for (const day of eachDay(firstRaw, addDays(today, -1))) await aggregateDay(db, day);
  }
  const daily = await db.selectFrom("analytics_daily").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return { from, to: today, events, dailyRows: Number(daily.n), views };
}
