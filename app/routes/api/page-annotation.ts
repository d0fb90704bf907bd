import { deReview } from "~/i18n/review";
import { handleApi, json, methodNotAllowed, noContent, notFound, readJson } from "~/server/api/respond.server";
import { requireOperation } from "~/server/auth/guard.server";
import { deleteAnnotation, setAnnotationResolved } from "~/server/pages/annotations.server";
import { reviewActor } from "~/server/pages/review-route.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/page-annotation";

/**
 * PATCH /api/pages/:id/annotations/:annotationId { resolved }: 'Erledigt' or reopened (reviewers,
 * the page's maker, its submitter); DELETE: reviewers (pages.review).
 */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method === "DELETE") {
      await requireOperation(request, "DELETE /api/pages/{id}/annotations/{annotationId}");
      return (await deleteAnnotation(db(), params.id, params.annotationId)) ? noContent() : notFound(deReview.annotationMissing);
    }
    if (request.method !== "PATCH") return methodNotAllowed(["PATCH", "DELETE"]);
    const access = await requireOperation(request, "PATCH /api/pages/{id}/annotations/{annotationId}");
    const annotation = await setAnnotationResolved(db(), params.id, params.annotationId, await readJson(request), reviewActor(access));
    return annotation ? json(annotation) : notFound(deReview.annotationMissing);
  });
}
