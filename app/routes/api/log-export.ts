import { handleApi } from "~/server/api/respond.server";
import { logCsv, parseLogQuery } from "~/server/audit/query.server";
import { requireOperation } from "~/server/auth/guard.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/log-export";

/** GET /api/log/export: the entries matching the same filters as /api/log (all pages), as CSV for Excel. Administrators. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/log/export");
    const { page: _page, ...filter } = parseLogQuery(new URL(request.url).searchParams);
    const csv = await logCsv(db(), filter);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="protokoll-${day}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  });
}
