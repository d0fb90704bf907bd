import { de } from "~/i18n/de";
import { handleApi, json, notFound, requireApiAdmin } from "~/server/api/respond.server";
import { getJob } from "~/server/jobs/jobs.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/job";

/** GET /api/jobs/:id: progress and result of an import or backup started from the admin; admin only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireApiAdmin(request);
    const job = await getJob(db(), params.id);
    return job ? json(job) : notFound(de.jobs.notFound);
  });
}
