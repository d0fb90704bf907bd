import { ROLE_LABELS } from "~/lib/access";
import { adminHintCookie } from "~/lib/admin-hint";
import { handleApi, json } from "~/server/api/respond.server";
import { requireOperation, type AccessContext } from "~/server/auth/guard.server";
import { mayEditPage } from "~/server/pages/author-rules.server";
import { runtime, db } from "~/server/runtime.server";
import { adminBarInfo } from "~/server/site/admin-bar.server";
import type { Route } from "./+types/admin-bar";

/**
 * GET /api/admin-bar?path=/kontakt: for the admin bar the site runtime draws on public pages (issue
 * 25 item 8), the page at that address and where it is edited, and who is signed in with which role. Everyone with a role (admin.enter; 401/403 otherwise), the page only when the role may edit it; a refusal
 * also removes the hint cookie, so a browser whose session ended asks no more.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    let access: AccessContext;
    try {
      access = await requireOperation(request, "GET /api/admin-bar");
    } catch (error) {
      if (error instanceof Response) {
        const answer = new Response(error.body, error);
        answer.headers.append("Set-Cookie", adminHintCookie(false, runtime().env.PUBLIC_URL.startsWith("https:")));
        return answer;
      }
      throw error;
    }
    const path = new URL(request.url).searchParams.get("path") ?? "/";
    const info = await adminBarInfo(db(), path, (page) => mayEditPage(access.role, access.user.id, page));
    // The bar names who is signed in and as what (issue 38 item 11).
    return json({ ...info, user: { name: access.user.name, role: access.role, role_label: ROLE_LABELS[access.role] } });
  });
}
