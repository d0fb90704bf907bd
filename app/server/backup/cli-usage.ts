/** The backup commands' usage lines (in their own module: the CLI's help prints them without loading the backup code). */
export const BACKUP_USAGE = "npm run cms -- backup [datei]";
export const RESTORE_USAGE = "npm run cms -- restore <datei> [--replace]";
