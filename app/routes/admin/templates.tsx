import { TemplatesScreen } from "~/components/admin/templates/templates-screen";
import { de } from "~/i18n/de";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { listTemplates } from "~/server/templates/templates.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/templates";

/** Changes go through /api/templates and /api/pages (template_id), like any API client. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminRoute(request, "/admin/templates");
  const templates = await listTemplates(db());
  return { templates: templates.map((t) => ({ id: t.id, name: t.name, description: t.description, updated_at: t.updated_at })) };
}

export const meta: Route.MetaFunction = () => [{ title: `${de.pagesAdmin.templatesPage.title} – ${de.admin.title}` }];

export default function Templates({ loaderData }: Route.ComponentProps) {
  return <TemplatesScreen templates={loaderData.templates} />;
}
