import { handleApi, json, methodNotAllowed } from "~/server/api/respond.server";
import { requireAccess } from "~/server/auth/guard.server";
import { currentSessionId, endOtherAccountSessions, listAccountSessions } from "~/server/auth/sessions.server";
import type { Route } from "./+types/account-sessions";

/** GET: the signed-in person's active sessions ('Konto' → 'Aktive Sitzungen'). Every role. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { user } = await requireAccess(request, "admin.enter", { api: true });
    const current = await currentSessionId(request);
    return json(await listAccountSessions(user.id, current ?? ""));
  });
}

/** DELETE: 'Überall abmelden' — ends every other session of the person at once; this one stays. */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
    const { user } = await requireAccess(request, "admin.enter", { api: true });
    const current = await currentSessionId(request);
    const ended = await endOtherAccountSessions(user.id, current ?? "");
    return json({ ended, sessions: await listAccountSessions(user.id, current ?? "") });
  });
}
