import { liveVisitors } from "~/server/analytics/report.server";
import { handleApi, json, requireApiAdmin } from "~/server/api/respond.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/analytics-live";

/** GET: views and visitors of the last five minutes. Admin only. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireApiAdmin(request);
    return json(await liveVisitors(db()));
  });
}
