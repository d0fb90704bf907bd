import { de } from "~/i18n/de";
import { handleApi, json, methodNotAllowed, notFound, requireApiAdmin } from "~/server/api/respond.server";
import { restoreRevision } from "~/server/pages/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/page-revision-restore";

/** POST /api/pages/:id/revisions/:revisionId/restore: writes a new revision, deletes nothing. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const admin = await requireApiAdmin(request);
    const page = await restoreRevision(db(), params.id, params.revisionId, { authorId: admin.user.id });
    return page ? json(page) : notFound(de.pages.revisions.notFound);
  });
}
