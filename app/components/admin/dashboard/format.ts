import { deDashboard } from "~/i18n/dashboard";
import { formatDateTime } from "~/lib/format";

const t = deDashboard;

/**
 * "vor 5 Minuten" within the last day, else the German date and time. `now` comes from the
 * loader, so the server and the hydrating browser print the same words.
 */
export function relativeTime(iso: string, now: number): string {
  const ms = now - Date.parse(iso);
  if (!Number.isFinite(ms) || ms < 0 || ms >= 86_400_000) return formatDateTime(iso);
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return t.relative.justNow;
  if (minutes < 60) return t.relative.minutes(minutes);
  return t.relative.hours(Math.floor(minutes / 60));
}

/** The trend in words with an arrow (never colour alone); null: nothing to compare with. */
export function trendText(percent: number | null): string {
  if (percent === null) return t.visitors.trendNone;
  if (percent > 0) return t.visitors.trendUp(percent);
  if (percent < 0) return t.visitors.trendDown(percent);
  return t.visitors.trendSame;
}

const weekday = new Intl.DateTimeFormat("de-DE", { weekday: "short", timeZone: "UTC" });

/** "Mo", "Di", … of a calendar day "YYYY-MM-DD" (no time zone involved). */
export function weekdayOf(day: string): string {
  return weekday.format(new Date(`${day}T12:00:00Z`)).replace(/\.$/, "");
}

/**
 * The points of a sparkline through `values` in a width × height box (a flat line in the middle
 * when all are equal), with `pad` kept free at top and bottom for the stroke.
 */
export function sparklinePoints(values: number[], width: number, height: number, pad = 2): [number, number][] {
  if (values.length === 0) return [];
  const max = Math.max(...values);
  const min = Math.min(...values);
  const span = max - min;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values.map((value, i) => {
    const y = span === 0 ? height / 2 : pad + (1 - (value - min) / span) * (height - 2 * pad);
    return [Math.round(i * step * 10) / 10, Math.round(y * 10) / 10];
  });
}
