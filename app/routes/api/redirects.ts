import { requireOperation } from "~/server/auth/guard.server";
import { readSearchParam, readSortParam } from "~/lib/list-paging";
import { apiPaging, pagedJson } from "~/server/api/paging.server";
import { handleApi, json, methodNotAllowed, readJson } from "~/server/api/respond.server";
import { listRedirectsPage, REDIRECT_SORTS } from "~/server/redirects/redirects.server";
import { createRedirectFromInput } from "~/server/redirects/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/redirects";

/**
 * GET: a page of the redirects (`limit` up to 100, default 100; `offset`; `q` searches source and
 * target; `sort`), X-Total-Count gives the number of matches. POST {from_path, to_path,
 * status_code?}: add one by hand. Admin only.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/redirects");
    const params = new URL(request.url).searchParams;
    const { limit, offset } = apiPaging(request);
    const page = await listRedirectsPage(db(), { q: readSearchParam(params), sort: readSortParam(params, REDIRECT_SORTS), limit, offset });
    return pagedJson(page.items, page.total);
  });
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    await requireOperation(request, "POST /api/redirects");
    return json(await createRedirectFromInput(db(), await readJson(request)), 201);
  });
}
