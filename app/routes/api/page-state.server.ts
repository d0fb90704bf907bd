import { handleApi, json, methodNotAllowed, notFound, readJson } from "~/server/api/respond.server";
import { requireOperation } from "~/server/auth/guard.server";
import type { Page } from "~/lib/pages";
import { db } from "~/server/runtime.server";
import type { Db } from "~/server/db/client.server";

type PageStateChange = (db: Db, id: string, input: unknown, options: { authorId: string }) => Promise<Page | null>;

/**
 * The action of POST /api/pages/:id/publish, /unpublish and /discard: pages.publish (editors and administrators), the JSON body
 * ({ version }) to the service, the page as it is afterwards (404 when it does not exist).
 */
export function pageStateAction(operation: "POST /api/pages/{id}/publish" | "POST /api/pages/{id}/unpublish" | "POST /api/pages/{id}/discard", change: PageStateChange) {
  return ({ request, params }: { request: Request; params: { id: string } }) =>
    handleApi(request, async () => {
      if (request.method !== "POST") return methodNotAllowed(["POST"]);
      const { user } = await requireOperation(request, operation);
      const page = await change(db(), params.id, await readJson(request), { authorId: user.id });
      return page ? json(page) : notFound();
    });
}
