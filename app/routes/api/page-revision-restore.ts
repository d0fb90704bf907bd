import { requireOperation } from "~/server/auth/guard.server";
import { de } from "~/i18n/de";
import { pageVersionSchema } from "~/lib/page-schema";
import { handleApi, json, methodNotAllowed, notFound, readJson } from "~/server/api/respond.server";
import { parseOrThrow } from "~/server/api/validation.server";
import { restoreRevision } from "~/server/pages/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/page-revision-restore";

/**
 * POST /api/pages/:id/revisions/:revisionId/restore { version }: writes a new revision, deletes
 * nothing; the version the client last saw is required like on every page write (409 when stale).
 */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const admin = await requireOperation(request, "POST /api/pages/{id}/revisions/{revisionId}/restore");
    const { version } = parseOrThrow(pageVersionSchema, await readJson(request));
    const page = await restoreRevision(db(), params.id, params.revisionId, { authorId: admin.user.id, expectedVersion: version });
    return page ? json(page) : notFound(de.pages.revisions.notFound);
  });
}
