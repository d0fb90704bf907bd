import { requireOperation } from "~/server/auth/guard.server";
import { describeBlocks } from "~/blocks/registry";
import { handleApi, json } from "~/server/api/respond.server";
import type { Route } from "./+types/blocks";

/**
 * GET /api/blocks → the block registry for the editor: per type its aliases, German label,
 * category, default content, field descriptions, style fields and slots. Admin only.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/blocks");
    return json(describeBlocks());
  });
}
