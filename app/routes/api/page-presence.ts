import { requireOperation } from "~/server/auth/guard.server";
import { handleApi, json, methodNotAllowed, noContent, notFound, readJson } from "~/server/api/respond.server";
import { heartbeat, leave, listPresence, pageExists, parseClientId, parsePresenceInput } from "~/server/presence/presence.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/page-presence";

/**
 * /api/pages/:id/presence (issue 30): who else has the page open. GET lists them (?client_id=…
 * leaves out the asking tab); POST {client_id, mode, surface} joins or beats (every ~10 s) and
 * answers the same list; POST {client_id, leave: true} (sendBeacon) and DELETE ?client_id=… leave.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { user } = await requireOperation(request, "GET /api/pages/{id}/presence");
    const raw = new URL(request.url).searchParams.get("client_id");
    const clientId = raw === null ? null : parseClientId(raw);
    if (!(await pageExists(db(), params.id))) return notFound();
    return json({ people: await listPresence(db(), params.id, { userId: user.id, clientId }) });
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method === "DELETE") {
      const { user } = await requireOperation(request, "DELETE /api/pages/{id}/presence");
      const clientId = parseClientId(new URL(request.url).searchParams.get("client_id"));
      await leave(db(), params.id, user.id, clientId);
      return noContent();
    }
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST", "DELETE"]);
    const { user } = await requireOperation(request, "POST /api/pages/{id}/presence");
    const input = parsePresenceInput(await readJson(request));
    if (input.leave) {
      await leave(db(), params.id, user.id, input.client_id);
      return noContent();
    }
    if (!(await pageExists(db(), params.id))) return notFound();
    return json({ people: await heartbeat(db(), params.id, { id: user.id, name: user.name || user.email }, input) });
  });
}
