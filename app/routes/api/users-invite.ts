import { inviteSchema } from "~/lib/users-schema";
import { handleApi, json, methodNotAllowed, readJson } from "~/server/api/respond.server";
import { parseOrThrow } from "~/server/api/validation.server";
import { requireOperation } from "~/server/auth/guard.server";
import { db, runtime } from "~/server/runtime.server";
import { getSettings } from "~/server/settings/settings.server";
import { invite } from "~/server/users/users.server";
import type { Route } from "./+types/users-invite";

/** POST /api/users/invite {email, role}: a one-time link (7 days) by mail through the outbox. Administrator. */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const { user } = await requireOperation(request, "POST /api/users/invite");
    const input = parseOrThrow(inviteSchema, await readJson(request));
    const { settings } = await getSettings(db());
    const invitation = await invite(db(), runtime().mailer, {
      ...input,
      invitedBy: { id: user.id, name: user.name },
      publicUrl: runtime().env.PUBLIC_URL,
      siteName: settings.site_name,
    });
    return json(invitation, 201);
  });
}
