import { requireOperation } from "~/server/auth/guard.server";
import { de } from "~/i18n/de";
import { inboxReadSchema } from "~/lib/inbox-schema";
import { handleApi, json, methodNotAllowed, noContent, notFound, readJson } from "~/server/api/respond.server";
import { deleteSubmission, getSubmission, setSubmissionRead } from "~/server/contact/inbox.server";
import { parseOrThrow } from "~/server/api/validation.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/inbox-item";

/** GET: one submission with every answer and the delivery of its mails. Admin only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/inbox/{id}");
    const submission = await getSubmission(db(), params.id);
    return submission ? json(submission) : notFound(de.inbox.notFound);
  });
}

/** PATCH {read}: mark read or unread; DELETE: remove it with its mails. Admin only. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(["GET", "PATCH", "DELETE"]);
    await requireOperation(request, `${request.method as "PATCH" | "DELETE"} /api/inbox/{id}`);
    if (request.method === "DELETE") return (await deleteSubmission(db(), params.id)) ? noContent() : notFound(de.inbox.notFound);
    const body = (await readJson(request)) as { read?: unknown } | null;
    const { read } = parseOrThrow(inboxReadSchema, { read: body?.read });
    const submission = await setSubmissionRead(db(), params.id, read);
    return submission ? json(submission) : notFound(de.inbox.notFound);
  });
}
