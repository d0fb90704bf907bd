import { handleApi, json, methodNotAllowed, notFound, readJson } from "~/server/api/respond.server";
import { assertMayOpenPage } from "~/server/pages/author-rules.server";
import { requireOperation } from "~/server/auth/guard.server";
import { addAnnotation, listAnnotations } from "~/server/pages/annotations.server";
import { reviewActor } from "~/server/pages/review-route.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/page-annotations";

/** GET /api/pages/:id/annotations: the page's notes on blocks, oldest first (pages.read). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const access = await requireOperation(request, "GET /api/pages/{id}/annotations");
    // Issue 38: an Autor opens only items that are online or their own.
    await assertMayOpenPage(db(), access, params.id, { api: true });
    const annotations = await listAnnotations(db(), params.id);
    return annotations ? json({ annotations }) : notFound();
  });
}

/** POST /api/pages/:id/annotations { block_id, body }: 'Anmerkung' on a block of the working copy (pages.review). */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const access = await requireOperation(request, "POST /api/pages/{id}/annotations");
    const annotation = await addAnnotation(db(), params.id, await readJson(request), reviewActor(access));
    return annotation ? json(annotation, 201) : notFound();
  });
}
