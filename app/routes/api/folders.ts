import { requireOperation } from "~/server/auth/guard.server";
import { handleApi, json, methodNotAllowed, readJson } from "~/server/api/respond.server";
import { createFolderFromInput, listFoldersWithCounts } from "~/server/media/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/folders";

/** GET: every folder by path with its number of files; POST {name, parent_id?, is_download_folder?}. Admin only. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/folders");
    return json(await listFoldersWithCounts(db()));
  });
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    await requireOperation(request, "POST /api/folders");
    return json(await createFolderFromInput(db(), await readJson(request)), 201);
  });
}
