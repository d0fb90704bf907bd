import { requireOperation } from "~/server/auth/guard.server";
import { handleApi, json, methodNotAllowed, readJson } from "~/server/api/respond.server";
import { orderFoldersFromInput } from "~/server/media/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/folders-order";

/** POST {ids}: these folders in this order (the downloads page lists them so); admin only. */
export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await requireOperation(request, "POST /api/folders/order");
    return json(await orderFoldersFromInput(db(), await readJson(request)));
  });
}
