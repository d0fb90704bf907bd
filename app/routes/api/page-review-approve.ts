import { handleApi, json, methodNotAllowed, notFound, readJson } from "~/server/api/respond.server";
import { requireOperation } from "~/server/auth/guard.server";
import { reviewActor, reviewDeps } from "~/server/pages/review-route.server";
import { approveReview } from "~/server/pages/review.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/page-review-approve";

/** POST /api/pages/:id/review/approve { version }: 'Freigeben und veröffentlichen' (pages.review; 409 when not pending or stale). */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const access = await requireOperation(request, "POST /api/pages/{id}/review/approve");
    const page = await approveReview(db(), reviewDeps(), params.id, await readJson(request), reviewActor(access));
    return page ? json(page) : notFound();
  });
}
