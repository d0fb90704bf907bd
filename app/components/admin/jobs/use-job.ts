import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { apiRequest } from "~/components/admin/pages/api-client";
import { de } from "~/i18n/de";
import type { jobSchema } from "~/lib/api-schema";

/** A background job as GET /api/jobs/:id answers (an import, a backup). */
export type JobView = z.infer<typeof jobSchema>;

export const POLL_MS = 500;
/** After a failed poll (network, 5xx): a little slower, but never giving up while the job runs. */
const RETRY_MS = 2000;

/**
 * Follows a background job for its progress bar: polls GET /api/jobs/:id every POLL_MS while it
 * runs (any instance answers: the progress lives in the database). `onSettled` gets the job once
 * it is done or failed; an unknown job or a refused poll (a session that ended) counts as failed
 * with the server's message; network trouble and 5xx are retried and shown as `trouble`.
 */
export function useJob(jobId: string | null, kind: JobView["kind"], onSettled: (job: JobView) => void): { job: JobView | null; trouble: boolean } {
  const [job, setJob] = useState<JobView | null>(null);
  const [trouble, setTrouble] = useState(false);
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  }, [onSettled]);

  useEffect(() => {
    setJob(null);
    setTrouble(false);
    if (!jobId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const result = await apiRequest<JobView>("GET", `/api/jobs/${encodeURIComponent(jobId)}`);
      if (stopped) return;
      if (result.ok) {
        setTrouble(false);
        setJob(result.data);
        if (result.data.status !== "running") return settled.current(result.data);
        timer = setTimeout(poll, POLL_MS);
      } else if (result.status >= 400 && result.status < 500) {
        // Gone (404) or no longer allowed to see it: asking again will not help.
        const now = new Date().toISOString();
        settled.current({ id: jobId, kind, status: "failed", done: 0, total: 0, message: null, result: null, error: result.error || de.jobs.notFound, created_by: null, created_at: now, updated_at: now });
      } else {
        setTrouble(true);
        timer = setTimeout(poll, RETRY_MS);
      }
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId, kind]);

  return { job, trouble };
}
