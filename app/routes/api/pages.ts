import { handleApi, isAdminRequest, json, methodNotAllowed, readJson, requireApiAdmin } from "~/server/api/respond.server";
import { createPageFromInput, listPageTree } from "~/server/pages/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/pages";

/** GET: pages in tree order without content (visitors: published only). POST: create (admin). */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => json(await listPageTree(db(), { includeUnpublished: await isAdminRequest(request) })));
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const admin = await requireApiAdmin(request);
    const page = await createPageFromInput(db(), await readJson(request), { authorId: admin.user.id });
    return json(page, 201);
  });
}
