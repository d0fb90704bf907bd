import { data } from "react-router";
import { RevisionHistory } from "~/components/admin/pages/revision-history";
import { de } from "~/i18n/de";
import { can } from "~/lib/access";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { assertMayOpenPage } from "~/server/pages/author-rules.server";
import { getPageById } from "~/server/pages/pages.server";
import { listRevisionsWithAuthors } from "~/server/pages/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/revisions";

export async function loader({ request, params }: Route.LoaderArgs) {
  const access = await requireAdminRoute(request, "/admin/pages/:id/revisions");
  const { role } = access;
  // Issue 38: an Autor sees the history only of items that are online or their own.
  await assertMayOpenPage(db(), access, params.id, { api: false });
  const page = await getPageById(db(), params.id);
  if (!page) throw data({ message: de.pages.notFound }, { status: 404 });
  const revisions = await listRevisionsWithAuthors(db(), page.id);
  return {
    mayRestore: can(role, "pages.delete"),
    page: { id: page.id, title: page.title, version: page.version },
    revisions: revisions.map((r) => ({ id: r.id, summary: r.summary, created_at: r.created_at, updated_at: r.updated_at, title: r.title, slug: r.slug, author: r.author })),
  };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded ? de.pagesAdmin.revisionsPage.title(loaded.page.title) : de.pages.notFound} – ${de.admin.title}` },
];

export default function Revisions({ loaderData }: Route.ComponentProps) {
  return <RevisionHistory page={loaderData.page} revisions={loaderData.revisions} mayRestore={loaderData.mayRestore} />;
}
