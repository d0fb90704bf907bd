import { dePeople } from "~/i18n/people";
import { handleApi, methodNotAllowed, noContent, notFound } from "~/server/api/respond.server";
import { requireOperation } from "~/server/auth/guard.server";
import { db } from "~/server/runtime.server";
import { withdrawInvitation } from "~/server/users/users.server";
import type { Route } from "./+types/users-invitation";

/** DELETE /api/users/invitations/:id: withdraws an open invitation (its link stops working). Administrator. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
    await requireOperation(request, "DELETE /api/users/invitations/{id}");
    return (await withdrawInvitation(db(), params.id)) ? noContent() : notFound(dePeople.errors.invitationNotFound);
  });
}
