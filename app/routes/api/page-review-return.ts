import { handleApi, json, methodNotAllowed, notFound, readJson } from "~/server/api/respond.server";
import { requireOperation } from "~/server/auth/guard.server";
import { reviewActor, reviewDeps } from "~/server/pages/review-route.server";
import { returnReview } from "~/server/pages/review.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/page-review-return";

/** POST /api/pages/:id/review/return { comment }: 'Zurückgeben' (pages.review; comment required; 409 when not pending). */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const access = await requireOperation(request, "POST /api/pages/{id}/review/return");
    const page = await returnReview(db(), reviewDeps(), params.id, await readJson(request), reviewActor(access));
    return page ? json(page) : notFound();
  });
}
