/**
 * Visitor statistics (issue 17), the part client and server share: the report's shape, date ranges
 * in the site's time zone, and how a request's user agent and referrer are classified. Counting
 * itself is server-only (app/server/analytics).
 *
 * Days are calendar days in Europe/Berlin ("YYYY-MM-DD"); a range is inclusive at both ends.
 * "Besucher" of a range is the sum of each day's unique visitors: the hash that tells visitors
 * apart changes every day (its salt is discarded), so the same person on two days counts twice.
 */

export const ANALYTICS_TIME_ZONE = "Europe/Berlin";
/** Raw events are kept this many days at most, then only the daily aggregates remain. */
export const RAW_RETENTION_DAYS = 30;
export const AGGREGATE_RETENTION_MONTHS_DEFAULT = 25;
export const AGGREGATE_RETENTION_MONTHS_MAX = 120;
/** Longest range one report covers. */
export const MAX_RANGE_DAYS = 731;
/** The live view: visitors of the last minutes. */
export const LIVE_MINUTES = 5;
/**
 * Distinct values stored per day (issue 26): further referrers and campaigns count as 'Andere',
 * 404s at further addresses are not stored (app/server/analytics/recorder.server.ts).
 */
export const DAILY_DISTINCT = { referrers: 100, campaigns: 50, notFoundPaths: 100 } as const;

export type DeviceClass = "desktop" | "mobile" | "tablet";
export const DEVICE_CLASSES: DeviceClass[] = ["desktop", "mobile", "tablet"];

export interface Counts {
  views: number;
  visitors: number;
}

export interface DayCounts extends Counts {
  date: string;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  totals: Counts;
  /** The period of the same length right before `from`. */
  previous: { from: string; to: string; totals: Counts; days: DayCounts[] };
  /** Every day of the range, days without views included. */
  days: DayCounts[];
  /** Most viewed first (at most 100 each). */
  pages: (Counts & { path: string })[];
  referrers: (Counts & { domain: string })[];
  /** utm_campaign, else utm_source of the landing request. */
  campaigns: (Counts & { campaign: string })[];
  devices: (Counts & { device: DeviceClass })[];
  browsers: (Counts & { browser: string })[];
  /** Addresses answered with 404 (broken inbound links); `redirect` when one exists by now. */
  not_found: { path: string; hits: number; redirect: { id: string; to_path: string } | null }[];
}

export interface LiveVisitors {
  minutes: number;
  visitors: number;
  views: number;
  pages: (Counts & { path: string })[];
}

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: ANALYTICS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day (Europe/Berlin) of a moment. */
export function dayOf(moment: Date | number): string {
  return dayFormat.format(typeof moment === "number" ? new Date(moment) : moment);
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * What is wrong with a range of ISO days (empty when nothing): each day must be a real date, `to`
 * not before `from`, at most MAX_RANGE_DAYS. The API and the screen's custom range share it.
 */
export function rangeErrors(from: string, to: string, messages: { day: string; order: string; tooLong: string }): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  if (!isDay(from)) errors.from = messages.day;
  if (!isDay(to)) errors.to = messages.day;
  if (errors.from || errors.to) return errors;
  if (to < from) errors.to = messages.order;
  else if (daysBetween(from, to) > MAX_RANGE_DAYS) errors.from = messages.tooLong;
  return errors;
}

/** Calendar arithmetic on "YYYY-MM-DD" (no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000) + 1);
}

export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) out.push(day);
  return out;
}

/** The same number of days right before the range. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const length = daysBetween(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

export type RangePreset = "7" | "30" | "90" | "year";
export const RANGE_PRESETS: RangePreset[] = ["7", "30", "90", "year"];

/** A preset's range ending today: "7" = today and the six days before it; "year" = 1 January until today. */
export function presetRange(preset: RangePreset, today: string): { from: string; to: string } {
  if (preset === "year") return { from: `${today.slice(0, 4)}-01-01`, to: today };
  return { from: addDays(today, -(Number(preset) - 1)), to: today };
}

/** Relative change in percent, rounded; null when there is nothing to compare with. */
export function trendPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

export function deviceOf(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return "tablet";
  if (MOBILE.test(userAgent)) return "mobile";
  return "desktop";
}

/** Browser families, most specific first (Edge and Opera also say "Chrome", Chrome also says "Safari"). */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

export function browserOf(userAgent: string): string {
  for (const [pattern, name] of BROWSERS) if (pattern.test(userAgent)) return name;
  return "Andere";
}

/** The referring site's host name without "www.", or null for none, our own site or garbage. */
export function referrerDomain(referer: string | undefined, ownHost: string | undefined): string | null {
  if (!referer) return null;
  let host: string;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  const own = (ownHost ?? "").toLowerCase().replace(/:\d+$/, "");
  if (host === own) return null;
  return host.replace(/^www\./, "").slice(0, 200) || null;
}

/** utm_source and utm_campaign of a request URL's query (trimmed, at most 100 characters). */
export function campaignOf(url: string): { source: string | null; campaign: string | null } {
  const q = url.indexOf("?");
  if (q === -1) return { source: null, campaign: null };
  const params = new URLSearchParams(url.slice(q + 1));
  const clean = (value: string | null) => (value ? value.trim().slice(0, 100) || null : null);
  return { source: clean(params.get("utm_source")), campaign: clean(params.get("utm_campaign")) };
}

/** A counted page's address: path without query or trailing slash, decoded, at most 300 characters. */
export function pathOf(url: string): string {
  const q = url.indexOf("?");
  let path = q === -1 ? url : url.slice(0, q);
  const hash = path.indexOf("#");
  if (hash !== -1) path = path.slice(0, hash);
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed escapes: keep as sent.
  }
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return (path || "/").slice(0, 300);
}
