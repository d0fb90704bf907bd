/** German formatting, fixed to Europe/Berlin so server and browser render the same text. */
const longDate = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "Europe/Berlin" });

export function formatDateLong(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : longDate.format(date);
}

/** Spec §9: read time = words / 200 rounded up, minimum 1. */
export function readTimeMinutes(text: string): number {
  const words = text.replace(/<[^>]*>/g, " ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

const dateTime = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" });

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateTime.format(date);
}

const sizeFormat = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 });
// Spec §9: KB always with one decimal ("3,0 KB"); larger units drop a trailing ",0".
const kbFormat = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Spec §9 file sizes: B, KB with one decimal, MB (1 KB = 1024 bytes): "300 B", "830,1 KB", "1,2 MB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${(unit === 0 ? kbFormat : sizeFormat).format(value)} ${units[unit]}`;
}

/** A calendar day "YYYY-MM-DD" as "26.11.2026" (no time zone involved). */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}
