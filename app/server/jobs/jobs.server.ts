import { randomUUID } from "node:crypto";
import type { Db } from "../db/client.server";
import { logger } from "../logger.server";

/**
 * Long work started from the admin (a WordPress import, "Jetzt sichern") runs in the background of
 * the process that got the request; its progress and result live in background_jobs, so the
 * progress bar's poll (GET /api/jobs/:id) can land on any instance and the report survives a
 * reload. A process that dies mid-job leaves a row that stops being touched: after STALE_MS it
 * counts as failed ("abgebrochen").
 */

export type JobKind = "import" | "backup" | "restore" | "verify";
export type JobStatus = "running" | "done" | "failed";

export interface Job {
  id: string;
  kind: JobKind;
  status: JobStatus;
  done: number;
  total: number;
  message: string | null;
  /** The job's report or result (JSON it returned); null while running or after a failure. */
  result: unknown;
  error: string | null;
  // snake_case: the API answers with this object as it is (docs/decisions/032).
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface JobProgress {
  /**
   * Reports progress. Writes at most every PROGRESS_WRITE_MS (the last call before the end is
   * always written by finish), so a loop may call it for every item.
   */
  set(done: number, total: number, message?: string): void;
}

/** A running job not touched for this long belonged to a process that is gone. */
export const STALE_MS = 2 * 60_000;
const HEARTBEAT_MS = 20_000;
const PROGRESS_WRITE_MS = 250;

export const JOB_ABANDONED = "Abgebrochen: der Server wurde während der Arbeit beendet.";

/** Jobs of this process still running, for a graceful stop (awaitJobs). */
const running = new Set<Promise<void>>();

function toJob(row: {
  id: string;
  kind: string;
  status: string;
  done: number;
  total: number;
  message: string | null;
  result: string | null;
  error: string | null;
  created_by: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}, now = Date.now()): Job {
  const updatedAt = new Date(row.updated_at).toISOString();
  const stale = row.status === "running" && now - Date.parse(updatedAt) > STALE_MS;
  return {
    id: row.id,
    kind: row.kind as JobKind,
    status: stale ? "failed" : (row.status as JobStatus),
    done: Number(row.done),
    total: Number(row.total),
    message: row.message,
    result: row.result === null ? null : JSON.parse(row.result),
    error: stale ? JOB_ABANDONED : row.error,
    created_by: row.created_by,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: updatedAt,
  };
}

/**
 * Starts `run` in the background and returns the job's id at once. What `run` resolves with is
 * stored as the result (JSON); a throw marks the job failed with the error's message (German
 * messages from our own code reach the screen as they are).
 */
export async function startJob(
  db: Db,
  kind: JobKind,
  createdBy: string | null,
  run: (progress: JobProgress, jobId: string) => Promise<unknown>,
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("background_jobs")
    .values({ id, kind, status: "running", done: 0, total: 0, message: null, result: null, error: null, created_by: createdBy, created_at: now, updated_at: now })
    .execute();

  let latest: { done: number; total: number; message?: string } | null = null;
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const write = () => {
    const snapshot = latest;
    if (!snapshot) return writing;
    lastWrite = Date.now();
    writing = writing
      .then(() =>
        db
          .updateTable("background_jobs")
          .set({ done: snapshot.done, total: snapshot.total, ...(snapshot.message !== undefined ? { message: snapshot.message } : {}), updated_at: new Date().toISOString() })
          .where("id", "=", id)
          .where("status", "=", "running")
          .execute(),
      )
      .catch((error) => logger().warn({ err: error, jobId: id }, "Fortschritt nicht gespeichert"));
    return writing;
  };
  const progress: JobProgress = {
    set(done, total, message) {
      latest = { done, total, message: message ?? latest?.message };
      if (Date.now() - lastWrite >= PROGRESS_WRITE_MS) void write();
    },
  };
  const heartbeat = setInterval(() => {
    writing = writing
      .then(() => db.updateTable("background_jobs").set({ updated_at: new Date().toISOString() }).where("id", "=", id).where("status", "=", "running").execute())
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const task = (async () => {
    let result: unknown = null;
    let error: string | null = null;
    try {
      result = (await run(progress, id)) ?? null;
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
      logger().error({ err: caught, jobId: id, kind }, "Hintergrundarbeit fehlgeschlagen");
    } finally {
      clearInterval(heartbeat);
    }
    await write();
    await db
      .updateTable("background_jobs")
      .set({ status: error === null ? "done" : "failed", result: error === null ? JSON.stringify(result) : null, error, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute()
      .catch((caught) => logger().error({ err: caught, jobId: id }, "Ergebnis der Hintergrundarbeit nicht gespeichert"));
  })();
  running.add(task);
  void task.finally(() => running.delete(task));
  return id;
}

export async function getJob(db: Db, id: string): Promise<Job | null> {
  const row = await db.selectFrom("background_jobs").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toJob(row) : null;
}

/** The newest jobs of a kind, newest first. */
export async function latestJobs(db: Db, kind: JobKind, limit = 10): Promise<Job[]> {
  const rows = await db.selectFrom("background_jobs").selectAll().where("kind", "=", kind).orderBy("created_at", "desc").limit(limit).execute();
  return rows.map((row) => toJob(row));
}

/** A job of this kind that is still running (on any instance), or null: one import at a time. */
export async function runningJob(db: Db, kind: JobKind): Promise<Job | null> {
  const jobs = await latestJobs(db, kind, 5);
  return jobs.find((job) => job.status === "running") ?? null;
}

/** Waits for this process's jobs (tests, graceful stop). */
export async function awaitJobs(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}
