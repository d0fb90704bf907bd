import { requireOperation } from "~/server/auth/guard.server";
import { assertMayOpenPage } from "~/server/pages/author-rules.server";
import { handleApi, json } from "~/server/api/respond.server";
import { comparePage } from "~/server/pages/compare.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/page-compare";

/**
 * GET /api/pages/:id/compare?from=<revision id|published>&to=<revision id|draft> (issue 30): the
 * changes between two states of a page, per block (app/lib/compare/types.ts PageComparison).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const access = await requireOperation(request, "GET /api/pages/{id}/compare");
    // Issue 38: an Autor opens only items that are online or their own.
    await assertMayOpenPage(db(), access, params.id, { api: true });
    const query = new URL(request.url).searchParams;
    return json(await comparePage(db(), params.id, query.get("from") ?? "", query.get("to") ?? ""));
  });
}
