import { requireOperation } from "~/server/auth/guard.server";
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
    await requireOperation(request, "GET /api/pages/{id}/compare");
    const query = new URL(request.url).searchParams;
    return json(await comparePage(db(), params.id, query.get("from") ?? "", query.get("to") ?? ""));
  });
}
