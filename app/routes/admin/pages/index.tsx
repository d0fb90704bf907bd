import { PageTree } from "~/components/admin/pages/page-tree";
import { de } from "~/i18n/de";
import { can } from "~/lib/access";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { listAccess, withRowAccess } from "~/server/pages/author-rules.server";
import { db } from "~/server/runtime.server";
import { loadPageTreePage, readPageTreeQuery } from "./pages.server";
import type { Route } from "./+types/index";

/**
 * Writes go through the JSON API (/api/pages…), so the admin UI and API clients share one set of rules.
 * Search, filters and page come from the address and are applied on the server (issue 38, item 18).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { role, user } = await requireAdminRoute(request, "/admin/pages");
  const query = readPageTreeQuery(new URL(request.url).searchParams);
  const [tree, access] = await Promise.all([loadPageTreePage(db(), query), listAccess(db(), role, user.id)]);
  // Issue 38: someone else's unpublished page is, for an Autor, a title in the tree (no link, no SEO findings of its draft).
  const pages = withRowAccess(tree.pages, access).map((p) => (p.locked ? { ...p, seo: { score: 0, issues: [] } } : p));
  // Blog posts are listed in /admin/blog; the tree only says how many there are.
  return { ...tree, pages, readOnly: !can(role, "pages.edit") };
}

export const meta: Route.MetaFunction = () => [{ title: `${de.pagesAdmin.title} – ${de.admin.title}` }];

export default function PagesIndex({ loaderData }: Route.ComponentProps) {
  return <PageTree {...loaderData} />;
}
