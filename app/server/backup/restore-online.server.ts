import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { deRestore } from "~/i18n/restore";
import type { EntryActor } from "../audit/log.server";
import { openDatabase, type DatabaseHandle } from "../db/client.server";
import type { Env } from "../env.server";
import { HttpError } from "../http/http-error.server";
import { getJob, runningJob, startJob, type Job, type JobKind, type JobProgress } from "../jobs/jobs.server";
import { logger } from "../logger.server";
import { beginMaintenance, endMaintenance } from "./maintenance.server";
import type { BackupManifest } from "./archive.server";
import { createBackup } from "./backup.server";
import { backupFileName } from "./names";
import { restoreBackup, verifyArchive, type RestoreSummary, type TableCheck } from "./restore.server";
import { runBackup, type BackupDeps } from "./run.server";

/**
 * Restoring from the admin (issue 38 item 16, decision 029), built on the CLI's restoreBackup:
 * 'Wiederherstellen' verifies the archive, puts every instance into maintenance, backs up the
 * current state, restores with --replace (keeping the restoring person's session when their
 * account is in the archive) and ends the maintenance, all in one background job whose result is
 * the report. 'Probe-Wiederherstellung' restores into a scratch database (a temporary SQLite file,
 * or a scratch schema of the site's PostgreSQL database), compares every table with the archive
 * and throws the scratch database away; the site is never touched.
 */

export interface OnlineRestoreDeps extends BackupDeps {
  env: Env;
}

/** What the restore job stores as its result (GET /api/jobs/:id): the report. */
export interface RestoreReport {
  name: string;
  safety_backup: string;
  schema_version: string;
  migrated_to: string;
  tables: number;
  rows: number;
  media_files: number;
  media_skipped: number;
  duration_ms: number;
  session_kept: boolean;
  warnings: string[];
}

/** The probe's result: every table with its row counts and whether it matched. */
export interface VerifyReport {
  name: string;
  ok: boolean;
  schema_version: string;
  tables: TableCheck[];
  rows: number;
  media_files: number;
  duration_ms: number;
  warnings: string[];
}

export class RestoreBusyError extends HttpError {
  constructor() {
    super(409, deRestore.busy);
    this.name = "RestoreBusyError";
  }
}

const EXCLUSIVE: JobKind[] = ["backup", "restore", "verify"];

async function refuseWhileBusy(deps: BackupDeps): Promise<void> {
  for (const kind of EXCLUSIVE) if (await runningJob(deps.database.db, kind)) throw new RestoreBusyError();
}

export interface RestoreRequest {
  name: string;
  userId: string;
  actor: EntryActor;
  /** The restoring person's session id (kept when their account is in the archive). */
  sessionId?: string;
  /** Tests: called while the site is in maintenance, before the rows change. */
  inMaintenance?: () => Promise<void>;
}

/**
 * Starts the restore job (202 for the API). Throws a 404 HttpError for an unknown archive and
 * RestoreBusyError (409) while a backup, restore or probe runs.
 */
export async function startOnlineRestore(deps: OnlineRestoreDeps, request: RestoreRequest): Promise<{ job: Job; finished: Promise<RestoreReport> }> {
  await refuseWhileBusy(deps);
  const copy = await deps.store.localCopy(request.name);
  if (!copy) throw new HttpError(404, "Sicherung nicht gefunden");
  const db = deps.database.db;
  let settle!: { resolve(report: RestoreReport): void; reject(error: unknown): void };
  const finished = new Promise<RestoreReport>((resolve, reject) => (settle = { resolve, reject }));
  finished.catch(() => undefined);
  const id = await startJob(db, "restore", request.userId, async (progress, jobId) => {
    const mirror = mirrorProgress(progress, jobId, request.userId);
    let maintenance = false;
    let upgraded: Upgraded | null = null;
    let outcome: { report: RestoreReport } | { error: unknown } | null = null;
    try {
      let safety = "";
      // An archive from before the site's last update: brought up to the current schema first (the site still serves).
      upgraded = await upgradeIfOlder(deps, copy.file, mirror);
      const summary: RestoreSummary = await restoreBackup(
        { database: deps.database, storage: deps.storage, env: deps.env },
        upgraded?.file ?? copy.file,
        {
          ...(upgraded ? { mediaArchive: upgraded.original } : {}),
          replace: true,
          online: true,
          keepSessionId: request.sessionId,
          restoredBy: request.actor,
          beforeChanges: async () => {
            maintenance = true;
            await beginMaintenance(db, { jobId, job: mirror.job });
            // The current state first: without DATA_DIR (no sweep of the temp folder, where an S3 archive's copy lies).
            const backup = await runBackup({ ...deps, dataDir: undefined }, jobId, "restore", {
              set: (done, total, message) => mirror.set(done, total, deRestore.safetyProgress(message ?? "")),
            });
            safety = backup.name;
            await request.inMaintenance?.();
          },
        },
        mirror,
      );
      const report: RestoreReport = {
        name: request.name,
        safety_backup: safety,
        schema_version: upgraded?.original.manifest.schemaVersion ?? summary.schemaVersion,
        migrated_to: summary.migratedTo,
        tables: summary.tables,
        rows: summary.rows,
        media_files: summary.mediaFiles,
        media_skipped: summary.mediaSkipped,
        duration_ms: summary.durationMs,
        session_kept: Boolean(summary.sessionKept),
        warnings: summary.warnings,
      };
      logger().info({ name: request.name, safety, rows: summary.rows }, deRestore.logRestored);
      outcome = { report };
      return report;
    } catch (error) {
      logger().error({ err: error, name: request.name }, deRestore.logRestoreFailed);
      outcome = { error };
      throw error;
    } finally {
      // Settled only once the site serves again.
      if (maintenance) await endMaintenance(db);
      await copy.release().catch(() => undefined);
      await upgraded?.release().catch(() => undefined);
      if (outcome && "report" in outcome) settle.resolve(outcome.report);
      else settle.reject(outcome?.error);
    }
  });
  const job = await getJob(db, id);
  if (!job) throw new Error(`Hintergrundarbeit ${id} fehlt`);
  return { job, finished };
}

/** Starts the probe restore job; the same refusals as the restore. */
export async function startVerify(deps: OnlineRestoreDeps, name: string, userId: string): Promise<{ job: Job; finished: Promise<VerifyReport> }> {
  await refuseWhileBusy(deps);
  const copy = await deps.store.localCopy(name);
  if (!copy) throw new HttpError(404, "Sicherung nicht gefunden");
  const db = deps.database.db;
  let settle!: { resolve(report: VerifyReport): void; reject(error: unknown): void };
  const finished = new Promise<VerifyReport>((resolve, reject) => (settle = { resolve, reject }));
  finished.catch(() => undefined);
  const id = await startJob(db, "verify", userId, async (progress) => {
    const scratch = await scratchDatabase(deps);
    try {
      const summary = await restoreBackup({ database: scratch.handle, storage: deps.storage, env: deps.env }, copy.file, { online: true, skipMedia: true, compare: true, migrate: false }, progress);
      const tables = summary.checks ?? [];
      const report: VerifyReport = {
        name,
        ok: tables.every((t) => t.ok),
        schema_version: summary.schemaVersion,
        tables,
        rows: summary.rows,
        media_files: summary.mediaFiles,
        duration_ms: summary.durationMs,
        warnings: summary.warnings,
      };
      settle.resolve(report);
      return report;
    } catch (error) {
      settle.reject(error);
      throw error;
    } finally {
      await scratch.drop().catch((error) => logger().error({ err: error }, "Wegwerf-Datenbank der Probe-Wiederherstellung nicht entfernt"));
      await copy.release().catch(() => undefined);
    }
  });
  const job = await getJob(db, id);
  if (!job) throw new Error(`Hintergrundarbeit ${id} fehlt`);
  return { job, finished };
}

interface Upgraded {
  /** The archive at the current schema, rows only. */
  file: string;
  /** The archive as it came: its media files are restored from it. */
  original: { file: string; manifest: BackupManifest };
  release(): Promise<void>;
}

/**
 * An archive of an older schema than the site's cannot go straight in (the restore migrates the
 * target up to the archive's schema, and migrations have no way down): it is restored into a
 * scratch database, migrated there to the latest schema and written out again without its media
 * (those come from the original). Null when the archive is at the site's schema (or newer: the
 * restore refuses that itself).
 */
async function upgradeIfOlder(deps: OnlineRestoreDeps, file: string, progress: JobProgress): Promise<Upgraded | null> {
  const manifest = await verifyArchive(file);
  const current = (await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(deps.database.db)).rows[0]?.name;
  if (!current || manifest.schemaVersion >= current) return null;
  progress.set(0, 0, deRestore.upgrading(manifest.schemaVersion, current));
  const scratch = await scratchDatabase(deps);
  const target = await deps.store.tempFile(backupFileName());
  try {
    await restoreBackup({ database: scratch.handle, storage: deps.storage, env: deps.env }, file, { online: true, skipMedia: true, record: false });
    await createBackup({ database: scratch.handle, storage: deps.storage }, target, undefined, { withoutMedia: true });
  } catch (error) {
    await fsp.rm(target, { force: true });
    throw error;
  } finally {
    await scratch.drop().catch((error) => logger().error({ err: error }, "Wegwerf-Datenbank der Wiederherstellung nicht entfernt"));
  }
  return { file: target, original: { file, manifest }, release: () => fsp.rm(target, { force: true }) };
}

/** A temporary SQLite file, or a scratch schema in the site's own PostgreSQL database. */
async function scratchDatabase(deps: OnlineRestoreDeps): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const suffix = crypto.randomBytes(6).toString("hex");
  if (deps.database.dialect === "postgres" && deps.env.DATABASE_URL) {
    const schema = `cms_probe_${suffix}`;
    const client = new pg.Client({ connectionString: deps.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(`create schema ${schema}`);
    } finally {
      await client.end();
    }
    const handle = openDatabase({ databaseUrl: deps.env.DATABASE_URL, pgSchema: schema, pgPoolSize: 2 });
    return {
      handle,
      async drop() {
        await handle.close();
        const dropper = new pg.Client({ connectionString: deps.env.DATABASE_URL });
        await dropper.connect();
        try {
          await dropper.query(`drop schema if exists ${schema} cascade`);
        } finally {
          await dropper.end();
        }
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-probe-"));
  const handle = openDatabase({ sqliteFile: path.join(dir, "probe.db") });
  return {
    handle,
    async drop() {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The job's progress kept in memory as well: during the restore the database is busy (SQLite: its
 * one connection is inside the transaction), so the maintenance gate answers the poll from here.
 */
function mirrorProgress(progress: JobProgress, jobId: string, createdBy: string): JobProgress & { job(): Job } {
  const createdAt = new Date().toISOString();
  let state = { done: 0, total: 0, message: null as string | null, at: createdAt };
  return {
    set(done, total, message) {
      state = { done, total, message: message ?? state.message, at: new Date().toISOString() };
      progress.set(done, total, message);
    },
    job: () => ({ id: jobId, kind: "restore", status: "running", done: state.done, total: state.total, message: state.message, result: null, error: null, created_by: createdBy, created_at: createdAt, updated_at: state.at }),
  };
}
