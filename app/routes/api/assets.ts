import { requireOperation } from "~/server/auth/guard.server";
import { handleApi, json, methodNotAllowed } from "~/server/api/respond.server";
import { listAssetsFromQuery } from "~/server/media/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/assets";

/**
 * GET /api/assets?q=&type=&folder_id=: the media library, newest first; admin only. POST (the
 * multipart upload) never gets here: Express streams it (app/server/media/upload-http.server.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/assets");
    return json({ assets: await listAssetsFromQuery(db(), new URL(request.url).searchParams) });
  });
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => methodNotAllowed(["GET", "POST"]));
}
