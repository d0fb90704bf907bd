import { adminHintCookie } from "~/lib/admin-hint";
import { handleApi, json, requireApiAdmin } from "~/server/api/respond.server";
import { runtime, db } from "~/server/runtime.server";
import { adminBarInfo } from "~/server/site/admin-bar.server";
import type { Route } from "./+types/admin-bar";

/**
 * GET /api/admin-bar?path=/kontakt: for the admin bar the site runtime draws on public pages (issue
 * 25 item 8), the page at that address and where it is edited. Admins only (401/403); a refusal
 * also removes the hint cookie, so a browser whose session ended asks no more.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    try {
      await requireApiAdmin(request);
    } catch (error) {
      if (error instanceof Response) {
        const answer = new Response(error.body, error);
        answer.headers.append("Set-Cookie", adminHintCookie(false, runtime().env.PUBLIC_URL.startsWith("https:")));
        return answer;
      }
      throw error;
    }
    const path = new URL(request.url).searchParams.get("path") ?? "/";
    return json(await adminBarInfo(db(), path));
  });
}
