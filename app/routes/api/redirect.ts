import { requireOperation } from "~/server/auth/guard.server";
import { de } from "~/i18n/de";
import { handleApi, json, methodNotAllowed, noContent, notFound, readJson } from "~/server/api/respond.server";
import { deleteRedirectById, updateRedirectFromInput } from "~/server/redirects/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/redirect";

/** PATCH / DELETE /api/redirects/:id; admin only. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(["PATCH", "DELETE"]);
    await requireOperation(request, `${request.method as "PATCH" | "DELETE"} /api/redirects/{id}`);
    if (request.method === "DELETE") {
      return (await deleteRedirectById(db(), params.id)) ? noContent() : notFound(de.pages.redirects.notFound);
    }
    const redirect = await updateRedirectFromInput(db(), params.id, await readJson(request));
    return redirect ? json(redirect) : notFound(de.pages.redirects.notFound);
  });
}
