import { withoutPrivateFields } from "~/blocks/private-fields.server";
import { de } from "~/i18n/de";
import { handleApi, isAdminRequest, json, methodNotAllowed, noContent, notFound, readJson, requireApiAdmin } from "~/server/api/respond.server";
import { ValidationError } from "~/server/api/validation.server";
import { deletePageById, getPageWithBlocks, updatePageWithRevision } from "~/server/pages/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/page";

/** GET /api/pages/:id with content as canonical blocks; drafts and private block fields only for admins. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const admin = await isAdminRequest(request);
    const page = await getPageWithBlocks(db(), params.id, { includeUnpublished: admin });
    if (!page) return notFound();
    return json(admin ? page : { ...page, content: withoutPrivateFields(page.content) });
  });
}

/** PATCH (partial, `version` for optimistic locking) and DELETE; admin only. */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(["GET", "PATCH", "DELETE"]);
    const admin = await requireApiAdmin(request);
    if (!params.id?.trim()) throw new ValidationError({ id: de.pages.idRequired });
    if (request.method === "DELETE") return (await deletePageById(db(), params.id)) ? noContent() : notFound();
    const page = await updatePageWithRevision(db(), params.id, await readJson(request), { authorId: admin.user.id });
    return page ? json(page) : notFound();
  });
}
