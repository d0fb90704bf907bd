import { PageTree } from "~/components/admin/pages/page-tree";
import { de } from "~/i18n/de";
import { can } from "~/lib/access";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { db } from "~/server/runtime.server";
import { loadPageTree } from "./pages.server";
import type { Route } from "./+types/index";

/** Writes go through the JSON API (/api/pages…), so the admin UI and API clients share one set of rules. */
export async function loader({ request }: Route.LoaderArgs) {
  const { role } = await requireAdminRoute(request, "/admin/pages");
  const pages = await loadPageTree(db());
  // Blog posts are listed in /admin/blog; the tree only says how many there are.
  return { pages: pages.filter((p) => p.content_type !== "blog"), blogPosts: pages.filter((p) => p.content_type === "blog").length, readOnly: !can(role, "pages.edit") };
}

export const meta: Route.MetaFunction = () => [{ title: `${de.pagesAdmin.title} – ${de.admin.title}` }];

export default function PagesIndex({ loaderData }: Route.ComponentProps) {
  return <PageTree pages={loaderData.pages} blogPosts={loaderData.blogPosts} readOnly={loaderData.readOnly} />;
}
