import { apiPaging, pagedJson } from "~/server/api/paging.server";
import { handleApi, json, methodNotAllowed, readJson, requestCan } from "~/server/api/respond.server";
import { requireOperation } from "~/server/auth/guard.server";
import { assertMayCreatePage } from "~/server/pages/author-rules.server";
import { createPageFromInput, listPageTree } from "~/server/pages/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/pages";

/**
 * GET: pages in tree order without content (visitors: published only); with `limit` (at most 100)
 * or `offset` one page of that list, X-Total-Count giving the number of all (issue 38). Without
 * them the whole tree, as the editors' page pickers read it. POST: create (authors: blog posts only).
 */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const pages = await listPageTree(db(), { includeUnpublished: await requestCan(request, "pages.read") });
    const params = new URL(request.url).searchParams;
    if (!params.has("limit") && !params.has("offset")) return json(pages);
    const { limit, offset } = apiPaging(request);
    return pagedJson(pages.slice(offset, offset + limit), pages.length);
  });
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const { user, role } = await requireOperation(request, "POST /api/pages");
    const input = await readJson(request);
    assertMayCreatePage(role, input);
    const page = await createPageFromInput(db(), input, { authorId: user.id, createdBy: user.id });
    return json(page, 201);
  });
}
