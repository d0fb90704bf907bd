import { runningJob, type Job } from "../jobs/jobs.server";
import { runtime } from "../runtime.server";
import { lastBackupRun, type BackupDeps, type BackupOutcome } from "./run.server";
import { BACKUP_TIME_ZONE } from "./names";
import { createBackupStore, type BackupEntry } from "./store.server";

/** What the screen 'Sicherungen' and GET /api/backups show. */
export interface BackupOverview {
  backups: BackupEntry[];
  last: BackupOutcome | null;
  /** hour null: BACKUP_HOUR=off, no daily backup. */
  schedule: { hour: number | null; keepDays: number; timeZone: string };
  location: "local" | "s3";
  /** A backup being written now (on any instance), so a reloaded screen shows its progress. */
  running: Job | null;
}

/** The backup dependencies of this process (runtime: database, media storage, DATA_DIR). */
export function backupDeps(): BackupDeps {
  const { database, storage, env } = runtime();
  return { database, storage, store: createBackupStore({ dataDir: env.DATA_DIR, storage }), dataDir: env.DATA_DIR };
}

export async function backupOverview(): Promise<BackupOverview> {
  const { env } = runtime();
  const deps = backupDeps();
  const [backups, last, running] = await Promise.all([deps.store.listBackups(), lastBackupRun(deps.database.db), runningJob(deps.database.db, "backup")]);
  return { backups, last, schedule: { hour: env.BACKUP_HOUR, keepDays: env.BACKUP_KEEP, timeZone: BACKUP_TIME_ZONE }, location: deps.store.location, running };
}
