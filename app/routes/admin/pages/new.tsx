import { NewPageForm } from "~/components/admin/pages/new-page-form";
import { flattenTree } from "~/components/admin/pages/tree";
import { de } from "~/i18n/de";
import { canBeParent } from "~/lib/navigation";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { listPages } from "~/server/pages/pages.server";
import { listTemplates } from "~/server/templates/templates.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/new";

/** Creating goes through POST /api/pages; the loader only provides the pickers' options. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminRoute(request, "/admin/pages/new");
  const [pages, templates] = await Promise.all([listPages(db()), listTemplates(db())]);
  return {
    // Posts and presentations live under /blog and /presentations: no page is listed below them.
    parents: flattenTree(pages).filter(canBeParent).map((p) => ({ id: p.id, title: p.title, depth: p.depth })),
    templates: templates.map((t) => ({ id: t.id, name: t.name })),
    templateId: new URL(request.url).searchParams.get("template") ?? undefined,
  };
}

export const meta: Route.MetaFunction = () => [{ title: `${de.pagesAdmin.form.newTitle} – ${de.admin.title}` }];

export default function NewPage({ loaderData }: Route.ComponentProps) {
  return <NewPageForm parents={loaderData.parents} templates={loaderData.templates} initialTemplateId={loaderData.templateId} />;
}
