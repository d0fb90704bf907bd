import { requireOperation } from "~/server/auth/guard.server";
import { handleApi, json, methodNotAllowed, readJson } from "~/server/api/respond.server";
import { startImportRun } from "~/server/import/run.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/import-run";

/**
 * POST /api/import/:upload/run {dryRun, overwrite?}: the dry run or the import of an uploaded
 * WordPress export as a background job → 202 {job}. Admin only. The upload itself (POST
 * /api/import) streams through Express (app/server/import/upload-http.server.ts).
 */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const admin = await requireOperation(request, "POST /api/import/{upload}/run");
    const { env, database, storage } = runtime();
    const job = await startImportRun({ db: database.db, storage, dataDir: env.DATA_DIR }, params.upload, await readJson(request), admin.user.id);
    return json({ job }, 202);
  });
}
