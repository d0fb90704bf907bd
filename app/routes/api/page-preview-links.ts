import { handleApi, json, methodNotAllowed, noContent, notFound, readJson } from "~/server/api/respond.server";
import { requireOperation } from "~/server/auth/guard.server";
import { createPreviewLink, revokePreviewLinks } from "~/server/preview/preview-links.server";
import { db, runtime } from "~/server/runtime.server";
import type { Route } from "./+types/page-preview-links";

/**
 * POST /api/pages/:id/preview-links { days } → 201 { url, expires_at }; DELETE revokes every link
 * of the page → 204. pages.share; an Autor only on own drafts (preview-links.server.ts).
 */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method === "POST") {
      const { user, role } = await requireOperation(request, "POST /api/pages/{id}/preview-links");
      const env = runtime().env;
      const input = await readJson(request);
      const created = await createPreviewLink(db(), { secret: env.AUTH_SECRET, origin: env.PUBLIC_URL.replace(/\/+$/, "") }, { userId: user.id, role }, params.id, input);
      return created ? json(created, 201) : notFound();
    }
    if (request.method === "DELETE") {
      const { user, role } = await requireOperation(request, "DELETE /api/pages/{id}/preview-links");
      return (await revokePreviewLinks(db(), { userId: user.id, role }, params.id)) ? noContent() : notFound();
    }
    return methodNotAllowed(["POST", "DELETE"]);
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => methodNotAllowed(["POST", "DELETE"]));
}
