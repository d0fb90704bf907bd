/**
 * The page settings' 'Veröffentlichen am' field: a datetime-local input read and written in
 * German time (Europe/Berlin, like every date the admin shows, app/lib/format.ts), so the server's
 * render and the browser's agree and an editor's 9:00 means 9:00 in Germany, summer or winter.
 */

/** German time, in which the admin shows every date and the backups are named. */
export const GERMAN_TIME_ZONE = "Europe/Berlin";
const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: GERMAN_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The wall clock in Germany at `time` (ms): year, month (1–12), day, hour (0–23), minute, second. */
export function berlinWallClock(time: number): Record<"year" | "month" | "day" | "hour" | "minute" | "second", number> {
  const out: Record<string, number> = {};
  for (const p of parts.formatToParts(new Date(time))) if (p.type !== "literal") out[p.type] = Number(p.value);
  return out as ReturnType<typeof berlinWallClock>;
}

/** How far German time is ahead of UTC at `time` (ms): one or two hours. */
export function berlinOffsetMs(time: number): number {
  const w = berlinWallClock(time);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(time / 1000) * 1000;
}

/** ISO time → the input's "YYYY-MM-DDTHH:mm" in German time; "" for none or garbage. */
export function toBerlinInput(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(time)) return "";
  const w = berlinWallClock(time);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${String(w.year).padStart(4, "0")}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * The input's "YYYY-MM-DDTHH:mm" in German time → ISO (UTC); null for an empty or unreadable
 * value. A time skipped by the spring change (02:30) lands an hour later, as clocks do.
 */
export function fromBerlinInput(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guess, then at the result (they differ only next to a clock change).
  let time = asUtc - berlinOffsetMs(asUtc);
  time = asUtc - berlinOffsetMs(time);
  return new Date(time).toISOString();
}
