import { requireOperation } from "~/server/auth/guard.server";
import { de } from "~/i18n/de";
import { handleApi, json, methodNotAllowed, noContent, notFound, readJson } from "~/server/api/respond.server";
import { deleteTemplate, getTemplate } from "~/server/templates/templates.server";
import { normaliseContent } from "~/server/pages/service.server";
import { updateTemplateFromInput } from "~/server/templates/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/template";

/** GET /api/templates/:id with content as canonical blocks; PATCH (rename, describe) / DELETE. Admin only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/templates/{id}");
    const template = await getTemplate(db(), params.id);
    if (!template) return notFound(de.pages.templates.notFound);
    return json({ ...template, content: normaliseContent(template.content, { strict: false }) });
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(["GET", "PATCH", "DELETE"]);
    await requireOperation(request, `${request.method as "PATCH" | "DELETE"} /api/templates/{id}`);
    if (request.method === "DELETE") return (await deleteTemplate(db(), params.id)) ? noContent() : notFound(de.pages.templates.notFound);
    const template = await updateTemplateFromInput(db(), params.id, await readJson(request));
    return template ? json(template) : notFound(de.pages.templates.notFound);
  });
}
