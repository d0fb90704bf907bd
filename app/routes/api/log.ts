import { handleApi, json } from "~/server/api/respond.server";
import { listLog, parseLogQuery } from "~/server/audit/query.server";
import { requireOperation } from "~/server/auth/guard.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/log";

/** GET /api/log: the log ('Protokoll'), filtered by person, action and days, 50 a page, newest first. Administrators. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/log");
    return json(await listLog(db(), parseLogQuery(new URL(request.url).searchParams)));
  });
}
