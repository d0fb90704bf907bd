import { handleApi, json, methodNotAllowed } from "~/server/api/respond.server";
import { requireAccess } from "~/server/auth/guard.server";
import { currentSessionId, endAccountSession, listAccountSessions } from "~/server/auth/sessions.server";
import type { Route } from "./+types/account-session";

/** DELETE: 'Abmelden' of one other session of the person; its next request is refused. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
    const { user } = await requireAccess(request, "admin.enter", { api: true });
    const current = (await currentSessionId(request)) ?? "";
    await endAccountSession(user.id, current, params.id);
    return json({ sessions: await listAccountSessions(user.id, current) });
  });
}
