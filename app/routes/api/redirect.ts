import { de } from "~/i18n/de";
import { handleApi, json, methodNotAllowed, noContent, notFound, readJson, requireApiAdmin } from "~/server/api/respond.server";
import { deleteRedirect } from "~/server/db/redirects.server";
import { recordChange, withChanges } from "~/server/events/changes.server";
import { updateRedirectFromInput } from "~/server/pages-service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/redirect";

/** PATCH / DELETE /api/redirects/:id; admin only. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(["PATCH", "DELETE"]);
    await requireApiAdmin(request);
    if (request.method === "DELETE") {
      const deleted = await withChanges(db(), async (trx) => {
        if (!(await deleteRedirect(trx, params.id))) return false;
        await recordChange(trx, { topic: "redirects", action: "deleted", public: true });
        return true;
      });
      return deleted ? noContent() : notFound(de.pages.redirects.notFound);
    }
    const redirect = await updateRedirectFromInput(db(), params.id, await readJson(request));
    return redirect ? json(redirect) : notFound(de.pages.redirects.notFound);
  });
}
