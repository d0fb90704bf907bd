import { de } from "~/i18n/de";
import { handleApi, json, methodNotAllowed, notFound, requireApiAdmin } from "~/server/api/respond.server";
import { resendSubmission } from "~/server/contact/inbox.server";
import { db, runtime } from "~/server/runtime.server";
import type { Route } from "./+types/inbox-resend";

/** POST: queue a fresh copy of the mail to the recipient ('Erneut senden'). Admin only. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await requireApiAdmin(request);
    const submission = await resendSubmission(db(), runtime().mailer, params.id);
    return submission ? json(submission) : notFound(de.inbox.notFound);
  });
}
