import type { Counts } from "~/lib/analytics";
import { ANALYTICS_TIME_ZONE, trendPercent } from "~/lib/analytics";

/** German number, percent and time formats of the analytics screen (same text on server and browser). */

const integer = new Intl.NumberFormat("de-DE");
const oneDecimal = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 0 });
const clock = new Intl.DateTimeFormat("de-DE", { hour: "2-digit", minute: "2-digit", second: "2-digit", timeZone: ANALYTICS_TIME_ZONE });

/** 12345 → "12.345". */
export function formatCount(value: number): string {
  return integer.format(value);
}

/** 2.345 → "2,3". */
export function formatDecimal(value: number): string {
  return oneDecimal.format(value);
}

/** A whole percentage: 12 → "12 %" (German spacing). */
export function formatPercent(value: number): string {
  return percent.format(value / 100);
}

/** A share of a whole in percent, 0 when the whole is empty. */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/** "2026-11-26" → "26.11." (chart ticks). */
export function shortDay(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.`;
}

/** A moment as "14:03:12" in the site's time zone. */
export function formatClock(moment: number): string {
  return clock.format(moment);
}

/** Views per visitor, or null without visitors. */
export function pagesPerVisitor(counts: Counts): number | null {
  return counts.visitors > 0 ? counts.views / counts.visitors : null;
}

/** trendPercent for values that may be missing (a ratio without visitors). */
export function trendOf(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null) return null;
  return trendPercent(current, previous);
}
