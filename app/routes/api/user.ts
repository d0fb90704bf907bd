import { personPatchSchema } from "~/lib/users-schema";
import { handleApi, json, methodNotAllowed, readJson } from "~/server/api/respond.server";
import { parseOrThrow } from "~/server/api/validation.server";
import { requireOperation } from "~/server/auth/guard.server";
import { db } from "~/server/runtime.server";
import { updatePerson } from "~/server/users/users.server";
import type { Route } from "./+types/user";

/**
 * PATCH /api/users/:id {role?, active?}: change the role (null: no access) or deactivate/reactivate.
 * The last active Administrator stays (409); nobody deactivates themselves (409, field active). Administrator.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "PATCH") return methodNotAllowed(["PATCH"]);
    const { user } = await requireOperation(request, "PATCH /api/users/{id}");
    const patch = parseOrThrow(personPatchSchema, await readJson(request));
    return json(await updatePerson(db(), params.id, patch, user.id));
  });
}
