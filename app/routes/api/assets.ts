import { requireOperation } from "~/server/auth/guard.server";
import { apiPaging, pagedJson } from "~/server/api/paging.server";
import { handleApi, methodNotAllowed } from "~/server/api/respond.server";
import { listAssetsFromQuery } from "~/server/media/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/assets";

/**
 * GET /api/assets?q=&type=&folder_id=&sort=: the media library, newest first; admin only. With
 * `limit`/`offset` one page (at most 100; issue 38, item 18), without both every match, as
 * documented before paging. `total` and X-Total-Count give the number of matches. POST (the
 * multipart upload) never gets here: Express streams it (app/server/media/upload-http.server.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/assets");
    const params = new URL(request.url).searchParams;
    const paging = params.has("limit") || params.has("offset") ? apiPaging(request) : null;
    const { items, total } = await listAssetsFromQuery(db(), params, paging);
    return pagedJson({ assets: items, total }, total);
  });
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => methodNotAllowed(["GET", "POST"]));
}
