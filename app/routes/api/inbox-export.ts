import { requireOperation } from "~/server/auth/guard.server";
import { handleApi } from "~/server/api/respond.server";
import { parseInboxQuery, submissionsCsv } from "~/server/contact/inbox.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/inbox-export";

/** GET: the submissions matching the same filters as /api/inbox, as CSV for Excel. Admin only. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/inbox/export");
    const query = parseInboxQuery(new URL(request.url).searchParams);
    const csv = await submissionsCsv(db(), { ...query, offset: undefined, limit: undefined });
    const day = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="anfragen-${day}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  });
}
