import { requireOperation } from "~/server/auth/guard.server";
import { de } from "~/i18n/de";
import { handleApi, json, methodNotAllowed, notFound } from "~/server/api/respond.server";
import { resendSubmission } from "~/server/contact/inbox.server";
import { db, runtime } from "~/server/runtime.server";
import type { Route } from "./+types/inbox-resend";

/** POST: queue a fresh copy of the mail to the recipient ('Erneut senden'). Admin only. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await requireOperation(request, "POST /api/inbox/{id}/resend");
    const submission = await resendSubmission(db(), runtime().mailer, params.id);
    return submission ? json(submission) : notFound(de.inbox.notFound);
  });
}
