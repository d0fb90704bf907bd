import { requireOperation } from "~/server/auth/guard.server";
import { de } from "~/i18n/de";
import { handleApi, json, methodNotAllowed, noContent, notFound, readJson } from "~/server/api/respond.server";
import { deleteFolderById, updateFolderFromInput } from "~/server/media/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/folder";

/**
 * PATCH {name?, parent_id?, is_download_folder?, sort_order?} / DELETE /api/folders/:id; admin only.
 * Deleting moves the folder's files and subfolders to its parent.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(["PATCH", "DELETE"]);
    await requireOperation(request, `${request.method as "PATCH" | "DELETE"} /api/folders/{id}`);
    if (request.method === "DELETE") {
      return (await deleteFolderById(db(), params.id)) ? noContent() : notFound(de.media.api.folderNotFound);
    }
    const folder = await updateFolderFromInput(db(), params.id, await readJson(request));
    return folder ? json(folder) : notFound(de.media.api.folderNotFound);
  });
}
