import { handleApi, json, methodNotAllowed, readJson, requestCan } from "~/server/api/respond.server";
import { requireOperation } from "~/server/auth/guard.server";
import { assertMayCreatePage } from "~/server/pages/author-rules.server";
import { createPageFromInput, listPageTree } from "~/server/pages/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/pages";

/** GET: pages in tree order without content (visitors: published only). POST: create (authors: blog posts only). */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => json(await listPageTree(db(), { includeUnpublished: await requestCan(request, "pages.read") })));
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const { user, role } = await requireOperation(request, "POST /api/pages");
    const input = await readJson(request);
    assertMayCreatePage(role, input);
    const page = await createPageFromInput(db(), input, { authorId: user.id, createdBy: user.id });
    return json(page, 201);
  });
}
