import { withoutPrivateFields } from "~/blocks/private-fields.server";
import { de } from "~/i18n/de";
import { can } from "~/lib/access";
import { handleApi, json, methodNotAllowed, noContent, notFound, readJson } from "~/server/api/respond.server";
import { getCurrentSession, requireOperation, roleOf } from "~/server/auth/guard.server";
import { assertMayPatchPage, mayOpenPage } from "~/server/pages/author-rules.server";
import { assertReviewRulesForPatch } from "~/server/pages/review.server";
import { ValidationError } from "~/server/api/validation.server";
import { deletePageById, getPageWithBlocks, updatePageWithRevision } from "~/server/pages/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/page";

/** GET /api/pages/:id with content as canonical blocks; drafts and private block fields for everyone who reads pages in the admin (pages.read). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const session = await getCurrentSession(request);
    const role = session ? await roleOf(db(), session.user.id) : null;
    const admin = can(role, "pages.read");
    const page = await getPageWithBlocks(db(), params.id, { includeUnpublished: admin });
    // Issue 38: someone else's unpublished item is, for an Autor, what it is for a visitor: not there.
    if (!page || (admin && !mayOpenPage(role, session!.user.id, page))) return notFound();
    return json(admin ? page : { ...page, content: withoutPrivateFields(page.content) });
  });
}

/** PATCH (partial, `version` for optimistic locking) and DELETE (matrix: posts.write / pages.delete; authors only their own drafts). */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(["GET", "PATCH", "DELETE"]);
    const { user, role } = await requireOperation(request, `${request.method as "PATCH" | "DELETE"} /api/pages/{id}`);
    if (!params.id?.trim()) throw new ValidationError({ id: de.pages.idRequired });
    if (request.method === "DELETE") return (await deletePageById(db(), params.id)) ? noContent() : notFound();
    const input = await readJson(request);
    await assertMayPatchPage(db(), role, user.id, params.id, input);
    await assertReviewRulesForPatch(db(), role, params.id, input);
    const page = await updatePageWithRevision(db(), params.id, input, { authorId: user.id });
    return page ? json(page) : notFound();
  });
}
