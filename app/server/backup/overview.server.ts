import { runningJob, type Job } from "../jobs/jobs.server";
import { runtime } from "../runtime.server";
import { lastBackupRun, type BackupDeps, type BackupOutcome } from "./run.server";
import { BACKUP_TIME_ZONE } from "./names";
import { createBackupStore, type BackupEntry } from "./store.server";

/** A stored backup as the API names it (snake_case, docs/decisions/032). */
export interface BackupListEntry {
  name: string;
  bytes: number;
  created_at: string;
}

/** What the screen 'Sicherungen' and GET /api/backups show. */
export interface BackupOverview {
  backups: BackupListEntry[];
  last: BackupOutcome | null;
  /** hour null: BACKUP_HOUR=off, no daily backup. */
  schedule: { hour: number | null; keep_days: number; time_zone: string };
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
  return {
    backups: backups.map((entry: BackupEntry) => ({ name: entry.name, bytes: entry.bytes, created_at: entry.createdAt })),
    last,
    schedule: { hour: env.BACKUP_HOUR, keep_days: env.BACKUP_KEEP, time_zone: BACKUP_TIME_ZONE },
    location: deps.store.location,
    running,
  };
}
