/**
 * Archive names, apart from the archive code (tar) so the list, the download route and the
 * schedule load without it.
 */
export const BACKUP_NAME_PATTERN = /^cms-backup-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/;

/** Every time the admin shows, the daily schedule and the archive names use German time. */
export const BACKUP_TIME_ZONE = "Europe/Berlin";

const localParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: BACKUP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function partsOf(date: Date): Record<string, string> {
  return Object.fromEntries(localParts.formatToParts(date).map((part) => [part.type, part.value]));
}

/** `cms-backup-2025-03-01-040000.tar.gz`: the moment in German time, as the list shows it. */
export function backupFileName(date = new Date()): string {
  const p = partsOf(date);
  return `cms-backup-${p.year}-${p.month}-${p.day}-${p.hour}${p.minute}${p.second}.tar.gz`;
}

/** `2025-03-01T04:00:00.000+01:00`: the same moment in German time with its offset (manifest). */
export function germanIsoTime(date = new Date()): string {
  const p = partsOf(date);
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  const offsetMinutes = Math.round((local - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const ms = String(date.getUTCMilliseconds()).padStart(3, "0");
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}.${ms}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}
