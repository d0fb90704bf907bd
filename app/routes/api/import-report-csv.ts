import { requireOperation } from "~/server/auth/guard.server";
import { handleApi } from "~/server/api/respond.server";
import { importJobReport, reportCsvStream } from "~/server/import/report.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/import-report-csv";

/** GET /api/import/jobs/:job/report.csv: an import job's notes as CSV for German Excel (semicolons, UTF-8 with BOM). Admin only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/import/jobs/{job}/report.csv");
    const report = await importJobReport(db(), params.job);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(reportCsvStream(report), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="import-bericht-${day}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  });
}
