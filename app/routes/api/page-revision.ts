import { requireOperation } from "~/server/auth/guard.server";
import { de } from "~/i18n/de";
import { handleApi, json, notFound } from "~/server/api/respond.server";
import { getRevisionForPage } from "~/server/pages/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/page-revision";

/** GET /api/pages/:id/revisions/:revisionId with content as canonical blocks (for the preview). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/pages/{id}/revisions/{revisionId}");
    const revision = await getRevisionForPage(db(), params.id, params.revisionId);
    return revision ? json(revision) : notFound(de.pages.revisions.notFound);
  });
}
