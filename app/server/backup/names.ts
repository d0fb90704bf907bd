/**
 * Archive names, apart from the archive code (tar) so the list, the download route and the
 * schedule load without it.
 */
import { berlinOffsetMs, berlinWallClock, GERMAN_TIME_ZONE } from "~/lib/publish-at";

export const BACKUP_NAME_PATTERN = /^cms-backup-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/;

/** Every time the admin shows, the daily schedule and the archive names use German time. */
export const BACKUP_TIME_ZONE = GERMAN_TIME_ZONE;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** `cms-backup-2025-03-01-040000.tar.gz`: the moment in German time, as the list shows it. */
export function backupFileName(date = new Date()): string {
  const w = berlinWallClock(date.getTime());
  return `cms-backup-${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}-${pad(w.hour)}${pad(w.minute)}${pad(w.second)}.tar.gz`;
}

/** `2025-03-01T04:00:00.000+01:00`: the same moment in German time with its offset (manifest). */
export function germanIsoTime(date = new Date()): string {
  const w = berlinWallClock(date.getTime());
  const offsetMinutes = Math.round(berlinOffsetMs(date.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}.${pad(date.getUTCMilliseconds(), 3)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
