import { de } from "~/i18n/de";
import { deRoles } from "~/i18n/roles";
import { can } from "~/lib/access";
import { handleApi, json, notFound } from "~/server/api/respond.server";
import { forbidden, refusal, requireOperation } from "~/server/auth/guard.server";
import { JOB_CAPABILITIES } from "~/server/auth/operations";
import { getJob } from "~/server/jobs/jobs.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/job";

/** GET /api/jobs/:id: progress and result of an import or backup started from the admin; the job's kind decides who may see it (JOB_CAPABILITIES). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { role } = await requireOperation(request, "GET /api/jobs/{id}");
    const job = await getJob(db(), params.id);
    if (!job) return notFound(de.jobs.notFound);
    // The job's kind decides (an import job: import.run, a backup: backups.run); a kind without an entry: nobody.
    const capability = JOB_CAPABILITIES[job.kind];
    if (!capability) throw forbidden(deRoles.jobDenied);
    if (!can(role, capability)) throw forbidden(refusal(role, capability));
    return json(job);
  });
}
