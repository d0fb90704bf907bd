import { requireOperation } from "~/server/auth/guard.server";
import { liveVisitors } from "~/server/analytics/report.server";
import { handleApi, json } from "~/server/api/respond.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/analytics-live";

/** GET: views and visitors of the last five minutes. Admin only. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/analytics/live");
    return json(await liveVisitors(db()));
  });
}
