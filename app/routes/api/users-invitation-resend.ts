import { handleApi, json, methodNotAllowed } from "~/server/api/respond.server";
import { requireOperation } from "~/server/auth/guard.server";
import { db, runtime } from "~/server/runtime.server";
import { getSettings } from "~/server/settings/settings.server";
import { resendInvitation } from "~/server/users/users.server";
import type { Route } from "./+types/users-invitation-resend";

/** POST /api/users/invitations/:id/resend: a new one-time link (7 days) by mail; the old link stops working. Administrator. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const { user } = await requireOperation(request, "POST /api/users/invitations/{id}/resend");
    const { settings } = await getSettings(db());
    const invitation = await resendInvitation(db(), runtime().mailer, params.id, {
      invitedBy: { id: user.id, name: user.name },
      publicUrl: runtime().env.PUBLIC_URL,
      siteName: settings.site_name,
    });
    return json(invitation);
  });
}
