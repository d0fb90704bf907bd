import { requireOperation } from "~/server/auth/guard.server";
import { handleApi, json } from "~/server/api/respond.server";
import { checkSlug } from "~/server/pages/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/pages-slug-check";

/** GET /api/pages/slug-check?slug=&except_id= → {available, suggestion}; admin only (drafts' slugs). */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/pages/slug-check");
    const url = new URL(request.url);
    return json(await checkSlug(db(), url.searchParams.get("slug") ?? "", url.searchParams.get("except_id") || undefined));
  });
}
