import { deImport } from "~/i18n/import";
import { handleApi, methodNotAllowed, noContent, notFound } from "~/server/api/respond.server";
import { requireOperation } from "~/server/auth/guard.server";
import { findImportUpload, removeImportUpload } from "~/server/import/uploads.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/import-upload";

/** DELETE /api/import/:upload: 'Verwerfen' on the import screen: the uploaded export goes (204), 404 when it is gone already. Admin only. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
    await requireOperation(request, "DELETE /api/import/{upload}");
    const { env } = runtime();
    const upload = await findImportUpload(env.DATA_DIR, params.upload);
    if (!upload) return notFound(deImport.api.unknownUpload);
    await removeImportUpload(env.DATA_DIR, upload.upload);
    return noContent();
  });
}
