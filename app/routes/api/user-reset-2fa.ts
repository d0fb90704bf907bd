import { handleApi, json, methodNotAllowed } from "~/server/api/respond.server";
import { requireOperation } from "~/server/auth/guard.server";
import { db } from "~/server/runtime.server";
import { resetTwoFactor } from "~/server/users/users.server";
import type { Route } from "./+types/user-reset-2fa";

/** POST /api/users/:id/reset-2fa: turns the person's two-factor sign-in off. Administrator. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await requireOperation(request, "POST /api/users/{id}/reset-2fa");
    return json(await resetTwoFactor(db(), params.id));
  });
}
