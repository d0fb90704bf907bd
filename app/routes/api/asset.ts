import { requireOperation } from "~/server/auth/guard.server";
import { de } from "~/i18n/de";
import { handleApi, json, methodNotAllowed, noContent, notFound, readJson } from "~/server/api/respond.server";
import { deleteAssetById, getAssetWithUsages, updateAssetFromInput } from "~/server/media/service.server";
import { db, storage } from "~/server/runtime.server";
import type { Route } from "./+types/asset";

/** GET (with its usages) / PATCH / DELETE (?force=true deletes a used file) /api/assets/:id; admin only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/assets/{id}");
    const asset = await getAssetWithUsages(db(), params.id);
    return asset ? json(asset) : notFound(de.media.api.notFound);
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(["GET", "PATCH", "DELETE"]);
    await requireOperation(request, `${request.method as "PATCH" | "DELETE"} /api/assets/{id}`);
    if (request.method === "DELETE") {
      const force = new URL(request.url).searchParams.get("force") === "true";
      return (await deleteAssetById(db(), storage(), params.id, { force })) ? noContent() : notFound(de.media.api.notFound);
    }
    const asset = await updateAssetFromInput(db(), params.id, await readJson(request));
    return asset ? json(asset) : notFound(de.media.api.notFound);
  });
}
