import { handleApi, json, methodNotAllowed, notFound, readJson, requireApiAdmin } from "~/server/api/respond.server";
import type { Page } from "~/lib/pages";
import { db } from "~/server/runtime.server";
import type { Db } from "~/server/db/client.server";

type PageStateChange = (db: Db, id: string, input: unknown, options: { authorId: string }) => Promise<Page | null>;

/**
 * The action of POST /api/pages/:id/publish, /unpublish and /discard: admins only, the JSON body
 * ({ version }) to the service, the page as it is afterwards (404 when it does not exist).
 */
export function pageStateAction(change: PageStateChange) {
  return ({ request, params }: { request: Request; params: { id: string } }) =>
    handleApi(request, async () => {
      if (request.method !== "POST") return methodNotAllowed(["POST"]);
      const admin = await requireApiAdmin(request);
      const page = await change(db(), params.id, await readJson(request), { authorId: admin.user.id });
      return page ? json(page) : notFound();
    });
}
