import { deImport } from "~/i18n/import";
import type { Db } from "../db/client.server";
import { latestJobs, runningJob, startJob, type JobProgress } from "../jobs/jobs.server";

/**
 * One WordPress import at a time, whoever starts it: the admin screen (any instance) and
 * `npm run cms -- import-wordpress` both run the import as a job of kind "import" and refuse to
 * start while another one runs (decision 031). The check before the start answers the usual case;
 * two starts in the same moment both write their job row and then look again: the later one
 * (by creation time, then id) gives way, so never two run.
 *
 * A process killed mid-import leaves its row, which counts as abandoned after STALE_MS (jobs.server.ts).
 */

export class ImportBusyError extends Error {
  constructor() {
    super(deImport.api.busy);
    this.name = "ImportBusyError";
  }
}

/** Whether an import job that started before `jobId` is still running. */
async function startedEarlier(db: Db, jobId: string): Promise<boolean> {
  const jobs = await latestJobs(db, "import", 20);
  const mine = jobs.find((job) => job.id === jobId);
  if (!mine) return false;
  return jobs.some((job) => job.id !== jobId && job.status === "running" && (job.created_at < mine.created_at || (job.created_at === mine.created_at && job.id < jobId)));
}

/**
 * Starts `run` as the import job; throws ImportBusyError when an import is running. A start that
 * loses a race ends as a failed job with the same message. `outcome` settles as `run` does (or
 * with ImportBusyError); the job's row is final once awaitJobs() returns.
 */
export async function startImportJob<T>(db: Db, createdBy: string | null, run: (progress: JobProgress, jobId: string) => Promise<T>): Promise<{ jobId: string; outcome: Promise<T> }> {
  if (await runningJob(db, "import")) throw new ImportBusyError();
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const outcome = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  // Whoever does not wait for it (the admin's request) has the job's row instead.
  outcome.catch(() => undefined);
  const jobId = await startJob(db, "import", createdBy, async (progress, id) => {
    try {
      if (await startedEarlier(db, id)) throw new ImportBusyError();
      const result = await run(progress, id);
      settle.resolve(result);
      return result;
    } catch (error) {
      settle.reject(error);
      throw error;
    }
  });
  return { jobId, outcome };
}
