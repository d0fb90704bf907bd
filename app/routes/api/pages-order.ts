import { requireOperation } from "~/server/auth/guard.server";
import { de } from "~/i18n/de";
import { handleApi, json, methodNotAllowed, readJson } from "~/server/api/respond.server";
import { reorderSiblings } from "~/server/pages/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/pages-order";

/** PUT /api/pages/order {ids}: one parent's children in their new order (sort_order = position × 10). */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "PUT") return methodNotAllowed(["PUT"]);
    await requireOperation(request, "PUT /api/pages/order");
    const body = (await readJson(request)) as { ids?: unknown };
    await reorderSiblings(db(), body?.ids);
    return json({ ok: true, message: de.pages.orderUpdated });
  });
}
