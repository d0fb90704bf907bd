import { requireOperation } from "~/server/auth/guard.server";
import { handleApi, json, methodNotAllowed, readJson } from "~/server/api/respond.server";
import { listRedirects } from "~/server/redirects/redirects.server";
import { createRedirectFromInput } from "~/server/redirects/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/redirects";

/** GET: all redirects; POST {from_path, to_path, status_code?}: add one by hand. Admin only. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/redirects");
    return json(await listRedirects(db()));
  });
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    await requireOperation(request, "POST /api/redirects");
    return json(await createRedirectFromInput(db(), await readJson(request)), 201);
  });
}
