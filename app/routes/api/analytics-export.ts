import { requireOperation } from "~/server/auth/guard.server";
import { deAnalytics } from "~/i18n/analytics";
import { analyticsReport } from "~/server/analytics/report.server";
import { parseRange, reportCsv } from "~/server/analytics/service.server";
import { handleApi } from "~/server/api/respond.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/analytics-export";

/** GET ?from=&to=: the same report as /api/analytics as CSV for Excel. Admin only. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/analytics/export");
    const { from, to } = parseRange(new URL(request.url).searchParams);
    const csv = reportCsv(await analyticsReport(db(), from, to));
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${deAnalytics.csv.filename(from, to)}"`,
        "Cache-Control": "no-store",
      },
    });
  });
}
