import { requireOperation } from "~/server/auth/guard.server";
import { assertMayOpenPage } from "~/server/pages/author-rules.server";
import { de } from "~/i18n/de";
import { handleApi, json, notFound } from "~/server/api/respond.server";
import { getRevisionForPage } from "~/server/pages/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/page-revision";

/** GET /api/pages/:id/revisions/:revisionId with content as canonical blocks (for the preview). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const access = await requireOperation(request, "GET /api/pages/{id}/revisions/{revisionId}");
    // Issue 38: an Autor opens only items that are online or their own.
    await assertMayOpenPage(db(), access, params.id, { api: true });
    const revision = await getRevisionForPage(db(), params.id, params.revisionId);
    return revision ? json(revision) : notFound(de.pages.revisions.notFound);
  });
}
