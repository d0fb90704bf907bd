import type { AnalyticsReport } from "~/lib/analytics";
import { addDays, dayOf, rangeErrors } from "~/lib/analytics";
import { formatDay } from "~/lib/format";
import { deAnalytics, rangeMessages } from "~/i18n/analytics";
import { ValidationError } from "../api/validation.server";
import { toCsv } from "../csv.server";

/**
 * The range of a report from `?from=&to=` (ISO days, Europe/Berlin, both included). Missing:
 * the last 30 days up to today. Bad input is a 400 naming the field; nothing is guessed.
 */
export function parseRange(params: URLSearchParams, now = Date.now()): { from: string; to: string } {
  const today = dayOf(now);
  const to = params.get("to") ?? today;
  const from = params.get("from") ?? addDays(to, -29);
  const fields = rangeErrors(from, to, rangeMessages());
  if (Object.keys(fields).length) throw new ValidationError(fields as Record<string, string>);
  return { from, to };
}

/** One long table (section, entry, views, visitors): sorts and pivots in Excel as it is. */
export function reportCsv(report: AnalyticsReport): string {
  const s = deAnalytics.csv.sections;
  const rows: (string | number)[][] = [[...deAnalytics.csv.header]];
  for (const day of report.days) rows.push([s.day, formatDay(day.date), day.views, day.visitors]);
  for (const row of report.pages) rows.push([s.page, row.path, row.views, row.visitors]);
  for (const row of report.referrers) rows.push([s.referrer, row.domain, row.views, row.visitors]);
  for (const row of report.campaigns) rows.push([s.campaign, row.campaign, row.views, row.visitors]);
  for (const row of report.devices) rows.push([s.device, deAnalytics.devices[row.device] ?? row.device, row.views, row.visitors]);
  for (const row of report.browsers) rows.push([s.browser, row.browser, row.views, row.visitors]);
  for (const row of report.not_found) rows.push([s.notFound, row.path, row.hits, ""]);
  return toCsv(rows);
}
