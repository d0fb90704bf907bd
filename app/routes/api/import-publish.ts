import { handleApi, json, methodNotAllowed } from "~/server/api/respond.server";
import { requireOperation } from "~/server/auth/guard.server";
import { publishImportedDrafts } from "~/server/import/report.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/import-publish";

/** POST /api/import/jobs/:job/publish: 'Alle importierten Inhalte veröffentlichen' after an import as drafts → {published, failed}. Admin only. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const admin = await requireOperation(request, "POST /api/import/jobs/{job}/publish");
    return json(await publishImportedDrafts(db(), params.job, admin.user.id));
  });
}
