import { handleApi, json, methodNotAllowed, readJson, requireApiAdmin } from "~/server/api/respond.server";
import { listTemplates } from "~/server/templates/templates.server";
import { createTemplateFromInput } from "~/server/templates/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/templates";

/** GET: templates without content; POST {name, description?, page_id} or {name, content}. Admin only. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireApiAdmin(request);
    return json(await listTemplates(db()));
  });
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    await requireApiAdmin(request);
    return json(await createTemplateFromInput(db(), await readJson(request)), 201);
  });
}
