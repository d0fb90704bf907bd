import { requireOperation } from "~/server/auth/guard.server";
import { handleApi, json, methodNotAllowed, readJson } from "~/server/api/respond.server";
import { listTemplates } from "~/server/templates/templates.server";
import { createTemplateFromInput } from "~/server/templates/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/templates";

/** GET: templates without content; POST {name, description?, page_id} or {name, content}. Admin only. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/templates");
    return json(await listTemplates(db()));
  });
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    await requireOperation(request, "POST /api/templates");
    return json(await createTemplateFromInput(db(), await readJson(request)), 201);
  });
}
