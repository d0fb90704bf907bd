import { requireOperation } from "~/server/auth/guard.server";
import { analyticsReport } from "~/server/analytics/report.server";
import { parseRange } from "~/server/analytics/service.server";
import { handleApi, json } from "~/server/api/respond.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/analytics";

/** GET ?from=&to= (ISO days, both included; default the last 30 days): the visitor statistics. Admin only. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/analytics");
    const { from, to } = parseRange(new URL(request.url).searchParams);
    return json(await analyticsReport(db(), from, to));
  });
}
