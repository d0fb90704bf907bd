import fsp from "node:fs/promises";
import { deBackups } from "~/i18n/backups-admin";
import { recordAction } from "../audit/log.server";
import type { DatabaseHandle, Db } from "../db/client.server";
import { inTransaction } from "../db/dialect.server";
import { HttpError } from "../http/http-error.server";
import { getJob, JOB_ABANDONED, latestJobs, runningJob, startJob, type Job, type JobProgress } from "../jobs/jobs.server";
import { logger } from "../logger.server";
import { isStorageFull, type Storage } from "../storage/storage.server";
import type { BackupSummary } from "./backup.server";
import { backupName, sweepBackupPartials, type BackupStore } from "./store.server";

/**
 * One backup run, started by 'Jetzt sichern' (POST /api/backups) or the daily schedule: always a
 * background job (so its progress shows on the screen whoever started it), one at a time across
 * all instances, its outcome kept in app_meta `backup_last` for the dashboard.
 */

export interface BackupDeps {
  database: DatabaseHandle;
  storage: Storage;
  store: BackupStore;
  /** DATA_DIR: after a successful run the temp files killed runs left there are removed. */
  dataDir?: string;
}

/** restore: the copy of the current state a restore from the admin takes before it changes anything. */
export type BackupTrigger = "manual" | "schedule" | "restore";

/** app_meta `backup_last`: the last finished backup run, successful or not. */
export interface BackupOutcome {
  /** ISO time the run ended. */
  at: string;
  ok: boolean;
  trigger: BackupTrigger;
  name?: string;
  bytes?: number;
  error?: string;
}

/** What a backup job stores as its result (GET /api/jobs/:id). */
export interface BackupRunResult extends Omit<BackupSummary, "file"> {
  name: string;
  trigger: BackupTrigger;
}

export const BACKUP_LAST_KEY = "backup_last";
/** Holds the id of the job that is writing a backup; a job that is no longer running loses it. */
const LOCK_KEY = "backup_running";

export class BackupBusyError extends HttpError {
  constructor() {
    super(409, deBackups.alreadyRunning);
    this.name = "BackupBusyError";
  }
}

export async function readBackupOutcome(db: Db): Promise<BackupOutcome | null> {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", BACKUP_LAST_KEY).executeTakeFirst();
  if (!row) return null;
  try {
    return JSON.parse(row.value) as BackupOutcome;
  } catch {
    return null;
  }
}

/**
 * What 'Letzte Sicherung' shows: the recorded outcome, or a newer backup job that ended without
 * recording one (its process was killed: the job went stale) as a failure.
 */
export async function lastBackupRun(db: Db): Promise<BackupOutcome | null> {
  const [last, jobs] = await Promise.all([readBackupOutcome(db), latestJobs(db, "backup", 1)]);
  const job = jobs[0];
  if (job && job.status === "failed" && (!last || last.at < job.created_at)) {
    return { at: job.updated_at, ok: false, trigger: "manual", error: job.error === JOB_ABANDONED ? deBackups.abandoned : (job.error ?? deBackups.abandoned) };
  }
  return last;
}

export async function recordBackupOutcome(db: Db, outcome: BackupOutcome): Promise<void> {
  const value = JSON.stringify(outcome);
  await db
    .insertInto("app_meta")
    .values({ key: BACKUP_LAST_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

/**
 * Takes the backup lock for `jobId`: an insert on the primary key, or, when a job that has ended
 * (or whose process died: getJob reports it failed) still holds it, a compare-and-swap update.
 */
async function takeLock(db: Db, jobId: string): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insertInto("app_meta")
      .values({ key: LOCK_KEY, value: jobId })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
    const holder = await db.selectFrom("app_meta").select("value").where("key", "=", LOCK_KEY).executeTakeFirst();
    if (!holder) continue; // released meanwhile: insert again
    const job = holder.value === jobId ? null : await getJob(db, holder.value);
    if (job?.status === "running") return false;
    const taken = await db.updateTable("app_meta").set({ value: jobId }).where("key", "=", LOCK_KEY).where("value", "=", holder.value).executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 1) return true;
  }
  return false;
}

async function releaseLock(db: Db, jobId: string): Promise<void> {
  await db.deleteFrom("app_meta").where("key", "=", LOCK_KEY).where("value", "=", jobId).execute();
}

/**
 * Writes one archive into the store (inside a job: `jobId` holds the lock meanwhile) and records
 * the outcome. A failure is recorded and thrown; a second run while one is writing throws
 * BackupBusyError and records nothing.
 */
export async function runBackup(deps: BackupDeps, jobId: string, trigger: BackupTrigger, progress?: JobProgress): Promise<BackupRunResult> {
  const db = deps.database.db;
  if (!(await takeLock(db, jobId))) throw new BackupBusyError();
  const startedAt = new Date();
  let name = backupName(startedAt);
  let temp: string | null = null;
  try {
    temp = await deps.store.tempFile(name);
    // Loaded on first use: the archive code (tar) is not needed to start the site.
    const { createBackup } = await import("./backup.server");
    const summary = await createBackup({ database: deps.database, storage: deps.storage }, temp, progress);
    name = await freeName(deps.store, startedAt);
    const entry = await deps.store.save(temp, name);
    const { file: _file, ...rest } = summary;
    const result: BackupRunResult = { ...rest, name, bytes: entry.bytes, createdAt: entry.createdAt, trigger };
    await inTransaction(db, async (trx) => {
      await recordBackupOutcome(trx, { at: new Date().toISOString(), ok: true, trigger, name, bytes: entry.bytes });
      // A scheduled run is the server's own: no person (its timer never ran inside a request).
      await recordAction(trx, { action: "backup.created", objectType: "backup", objectId: name, objectTitle: name, detail: { trigger, bytes: entry.bytes }, ...(trigger === "schedule" ? { actor: null } : {}) });
    });
    logger().info({ name, bytes: entry.bytes, trigger, durationMs: summary.durationMs, location: deps.store.location }, deBackups.logDone);
    // This run holds the lock: whatever else lies in the temp folder was left by a killed run.
    if (deps.dataDir) await sweepBackupPartials(deps.dataDir, 0).catch((caught) => logger().warn({ err: caught }, "Reste abgebrochener Sicherungen nicht entfernt"));
    return result;
  } catch (error) {
    const message = describeBackupError(error);
    logger().error({ err: error, name, trigger }, deBackups.logFailed);
    await recordBackupOutcome(db, { at: new Date().toISOString(), ok: false, trigger, name, error: message }).catch((caught) =>
      logger().error({ err: caught }, "Ergebnis der Sicherung nicht gespeichert"),
    );
    // The job shows the same German sentence.
    throw error instanceof Error && error.message === message ? error : new Error(message, { cause: error });
  } finally {
    if (temp) await fsp.rm(temp, { force: true }).catch(() => undefined);
    await releaseLock(db, jobId).catch((caught) => logger().error({ err: caught, jobId }, "Sperre der Sicherung nicht freigegeben"));
  }
}

/**
 * The failure in German for the screen and the dashboard: our own errors are German already; the
 * file system's and the bucket's (English, with a code) get a German sentence before them.
 */
export function describeBackupError(error: unknown): string {
  if (isStorageFull(error)) return deBackups.errorFull;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const name = (error as { name?: unknown } | null)?.name;
  if ((typeof code === "string" && /^E[A-Z]+$/.test(code)) || (typeof name === "string" && /^S3|Service|NoSuch|AccessDenied/.test(name))) return deBackups.errorWrite(message);
  return message;
}

/**
 * The archive name of a run started at `startedAt`, a second later when that is taken (two runs
 * within one second; runs never overlap, the lock sees to that).
 */
async function freeName(store: BackupStore, startedAt: Date): Promise<string> {
  const taken = new Set((await store.listBackups()).map((entry) => entry.name));
  let at = startedAt.getTime();
  while (taken.has(backupName(new Date(at)))) at += 1000;
  return backupName(new Date(at));
}

export interface StartedBackup {
  job: Job;
  /** Settles when the run has ended: with its result, or the error it failed with. */
  finished: Promise<BackupRunResult>;
}

/**
 * Starts a backup job. Refused with BackupBusyError (409) while another backup job runs on any
 * instance; two starts in the same instant are settled by the lock (the second job fails with
 * the same message).
 */
export async function startBackup(deps: BackupDeps, createdBy: string | null, trigger: BackupTrigger): Promise<StartedBackup> {
  const db = deps.database.db;
  if (await runningJob(db, "backup")) throw new BackupBusyError();
  let settle!: { resolve(result: BackupRunResult): void; reject(error: unknown): void };
  const finished = new Promise<BackupRunResult>((resolve, reject) => (settle = { resolve, reject }));
  // The caller may never look at `finished` (the API answers at once): no unhandled rejection.
  finished.catch(() => undefined);
  const id = await startJob(db, "backup", createdBy, async (progress, jobId) => {
    try {
      const result = await runBackup(deps, jobId, trigger, progress);
      settle.resolve(result);
      return result;
    } catch (error) {
      settle.reject(error);
      throw error;
    }
  });
  const job = await getJob(db, id);
  if (!job) throw new Error(`Hintergrundarbeit ${id} fehlt`);
  return { job, finished };
}
