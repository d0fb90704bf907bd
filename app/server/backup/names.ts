/**
 * Archive names, apart from the archive code (tar) so the list, the download route and the
 * schedule load without it.
 */
export const BACKUP_NAME_PATTERN = /^cms-backup-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/;

/** `cms-backup-2025-03-01-030000.tar.gz` (UTC, so names sort by time whatever the server's zone). */
export function backupFileName(date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `cms-backup-${date.getUTCFullYear()}-${p(date.getUTCMonth() + 1)}-${p(date.getUTCDate())}-${p(date.getUTCHours())}${p(date.getUTCMinutes())}${p(date.getUTCSeconds())}.tar.gz`;
}
