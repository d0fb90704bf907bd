import { requireOperation } from "~/server/auth/guard.server";
import { handleApi, json } from "~/server/api/respond.server";
import { listSubmissions, parseInboxQuery } from "~/server/contact/inbox.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/inbox";

/** GET: contact form submissions, newest first (?q, form, page, status=read|unread, offset, limit). Admin only. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/inbox");
    return json(await listSubmissions(db(), parseInboxQuery(new URL(request.url).searchParams)));
  });
}
