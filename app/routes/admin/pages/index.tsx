import { PageTree } from "~/components/admin/pages/page-tree";
import { de } from "~/i18n/de";
import { can } from "~/lib/access";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { listAccess, withRowAccess } from "~/server/pages/author-rules.server";
import { db } from "~/server/runtime.server";
import { loadPageTree } from "./pages.server";
import type { Route } from "./+types/index";

/** Writes go through the JSON API (/api/pages…), so the admin UI and API clients share one set of rules. */
export async function loader({ request }: Route.LoaderArgs) {
  const { role, user } = await requireAdminRoute(request, "/admin/pages");
  const [pages, access] = await Promise.all([loadPageTree(db()), listAccess(db(), role, user.id)]);
  // Issue 38: someone else's unpublished page is, for an Autor, a title in the tree (no link, no SEO findings of its draft).
  const shown = withRowAccess(pages, access).map((p) => (p.locked ? { ...p, seo: { score: 0, issues: [] } } : p));
  // Blog posts are listed in /admin/blog; the tree only says how many there are.
  return { pages: shown.filter((p) => p.content_type !== "blog"), blogPosts: pages.filter((p) => p.content_type === "blog").length, readOnly: !can(role, "pages.edit") };
}

export const meta: Route.MetaFunction = () => [{ title: `${de.pagesAdmin.title} – ${de.admin.title}` }];

export default function PagesIndex({ loaderData }: Route.ComponentProps) {
  return <PageTree pages={loaderData.pages} blogPosts={loaderData.blogPosts} readOnly={loaderData.readOnly} />;
}
