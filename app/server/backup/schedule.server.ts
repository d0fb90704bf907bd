import os from "node:os";
import { deBackups } from "~/i18n/backups-admin";
import { getJob, JOB_ABANDONED } from "../jobs/jobs.server";
import { logger } from "../logger.server";
import { BackupBusyError, readBackupOutcome, recordBackupOutcome, startBackup, type BackupDeps, type BackupRunResult } from "./run.server";
import { maintenanceActive } from "./maintenance.server";
import { BACKUP_TIME_ZONE } from "./names";
import { sweepBackupPartials } from "./store.server";

/**
 * The daily backup (issue 28 item 3): a timer in the process that runs the timed jobs looks every
 * few minutes; once the German local hour (Europe/Berlin, like every time the admin shows) has
 * reached BACKUP_HOUR and the day has no backup yet, it makes one and then removes backups older
 * than BACKUP_KEEP days. Several instances may look at once: the day is claimed first by an insert
 * of app_meta `backup_claim:<day>` (primary key), so exactly one of them makes the backup.
 */

export { BACKUP_TIME_ZONE };
export const BACKUP_CHECK_MS = 5 * 60_000;
const FIRST_CHECK_MS = 60_000;
const CLAIM_PREFIX = "backup_claim:";
/** A temp archive untouched this long belongs to a backup whose process died. */
const PARTIAL_MAX_AGE_MS = 30 * 60_000;

export interface ScheduleDeps extends BackupDeps {
  dataDir: string;
  /** BACKUP_HOUR, 0–23. */
  hour: number;
  /** BACKUP_KEEP, days. */
  keepDays: number;
}

export type ScheduleCheck =
  | { state: "not-due" }
  /** This day is claimed already (by this or another instance). */
  | { state: "claimed" }
  /** A backup of this day (after the hour, e.g. 'Jetzt sichern') exists: none is added. */
  | { state: "exists"; name: string }
  /** Another backup is being written; the next check tries again. */
  | { state: "busy" }
  | { state: "done"; result: BackupRunResult; pruned: string[] }
  | { state: "failed"; error: string };

const clockFormat = new Intl.DateTimeFormat("en-CA", { timeZone: BACKUP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" });

/** The calendar day ("2026-11-26") and hour of `at` in German local time. */
export function backupClock(at: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(clockFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** Runs the day's backup when it is due and nobody has claimed it; see the module comment. */
export async function checkBackupSchedule(deps: ScheduleDeps, now: Date = new Date()): Promise<ScheduleCheck> {
  const db = deps.database.db;
  const { day, hour } = backupClock(now);
  if (hour < deps.hour) return { state: "not-due" };
  const claimKey = CLAIM_PREFIX + day;

  const claim = await db.selectFrom("app_meta").select("value").where("key", "=", claimKey).executeTakeFirst();
  if (claim) {
    await reportAbandoned(deps, claim.value);
    return { state: "claimed" };
  }
  // A backup made today after the hour (by hand) is today's backup.
  const existing = (await deps.store.listBackups()).find((entry) => {
    const made = backupClock(new Date(entry.createdAt));
    return made.day === day && made.hour >= deps.hour;
  });
  const value = (data: Record<string, unknown>) => JSON.stringify({ at: now.toISOString(), host: os.hostname(), pid: process.pid, ...data });
  const claimed = await db
    .insertInto("app_meta")
    .values({ key: claimKey, value: value(existing ? { existing: existing.name } : {}) })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return { state: "claimed" };
  if (existing) return { state: "exists", name: existing.name };

  let started;
  try {
    started = await startBackup(deps, null, "schedule");
  } catch (error) {
    // A backup started by hand is running: give the day back, the next check tries again.
    await db.deleteFrom("app_meta").where("key", "=", claimKey).execute();
    if (error instanceof BackupBusyError) return { state: "busy" };
    throw error;
  }
  await db.updateTable("app_meta").set({ value: value({ jobId: started.job.id }) }).where("key", "=", claimKey).execute();
  let result: BackupRunResult;
  try {
    result = await started.finished;
  } catch (error) {
    if (error instanceof BackupBusyError) {
      await db.deleteFrom("app_meta").where("key", "=", claimKey).execute();
      return { state: "busy" };
    }
    return { state: "failed", error: error instanceof Error ? error.message : String(error) };
  }
  // Only after a successful backup: a failing schedule never deletes the last good ones.
  const pruned = await deps.store.removeOlderThan(deps.keepDays, now);
  if (pruned.length) logger().info({ pruned, keepDays: deps.keepDays }, deBackups.logPruned);
  await pruneClaims(deps, now);
  return { state: "done", result, pruned };
}

/**
 * The process that claimed the day died while writing (its job went stale): the dashboard must
 * say so, as no run of it will record an outcome.
 */
async function reportAbandoned(deps: ScheduleDeps, claimValue: string): Promise<void> {
  let claim: { at?: string; jobId?: string };
  try {
    claim = JSON.parse(claimValue);
  } catch {
    return;
  }
  if (!claim.jobId || !claim.at) return;
  const last = await readBackupOutcome(deps.database.db);
  if (last && last.at >= claim.at) return;
  const job = await getJob(deps.database.db, claim.jobId);
  if (!job || job.status !== "failed" || job.error !== JOB_ABANDONED) return;
  await recordBackupOutcome(deps.database.db, { at: job.updated_at, ok: false, trigger: "schedule", error: deBackups.abandoned });
}

/** Claims of days past the retention go (one app_meta row per day otherwise). */
async function pruneClaims(deps: ScheduleDeps, now: Date): Promise<void> {
  const oldest = backupClock(new Date(now.getTime() - (deps.keepDays + 1) * 86_400_000)).day;
  await deps.database.db.deleteFrom("app_meta").where("key", "like", `${CLAIM_PREFIX}%`).where("key", "<", CLAIM_PREFIX + oldest).execute();
}

export interface BackupSchedule {
  /** One look now (tests; the timer calls it too). */
  check(now?: Date): Promise<ScheduleCheck | null>;
  stop(): Promise<void>;
}

/** Looks a minute after start, then every BACKUP_CHECK_MS; never keeps the process alive. */
export function startBackupSchedule(deps: ScheduleDeps, options: { intervalMs?: number; firstMs?: number } = {}): BackupSchedule {
  let running: Promise<ScheduleCheck | null> | null = null;
  let stopped = false;
  const check = (now?: Date): Promise<ScheduleCheck | null> => {
    // A restore is replacing the site (decision 029): the day's backup waits for the next look.
    if (stopped || maintenanceActive()) return Promise.resolve(null);
    running ??= (async () => {
      try {
        await sweepBackupPartials(deps.dataDir, PARTIAL_MAX_AGE_MS);
        return await checkBackupSchedule(deps, now ?? new Date());
      } catch (error) {
        logger().error({ err: error }, deBackups.logScheduleFailed);
        return null;
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const first = setTimeout(() => void check(), options.firstMs ?? FIRST_CHECK_MS);
  const timer = setInterval(() => void check(), options.intervalMs ?? BACKUP_CHECK_MS);
  first.unref();
  timer.unref();
  return {
    check,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
