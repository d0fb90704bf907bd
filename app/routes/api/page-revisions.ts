import { requireOperation } from "~/server/auth/guard.server";
import { assertMayOpenPage } from "~/server/pages/author-rules.server";
import { handleApi, json, notFound } from "~/server/api/respond.server";
import { getPageById } from "~/server/pages/pages.server";
import { listRevisionsWithAuthors } from "~/server/pages/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/page-revisions";

/** GET /api/pages/:id/revisions: newest first, without content, with the author's name. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const access = await requireOperation(request, "GET /api/pages/{id}/revisions");
    // Issue 38: an Autor opens only items that are online or their own.
    await assertMayOpenPage(db(), access, params.id, { api: true });
    if (!(await getPageById(db(), params.id))) return notFound();
    return json(await listRevisionsWithAuthors(db(), params.id));
  });
}
