import { BlogPostList } from "~/components/admin/blog/blog-post-list";
import { de } from "~/i18n/de";
import { deBlogAdmin } from "~/i18n/blog-admin";
import { can } from "~/lib/access";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { listAccess, withRowAccess } from "~/server/pages/author-rules.server";
import { db } from "~/server/runtime.server";
import { listBlogPosts, loadBlogCategories, readBlogListQuery } from "./blog.server";
import type { Route } from "./+types/index";

/**
 * Blog posts moved here from the page tree; deleting goes through DELETE /api/pages/:id like any page.
 * Search, filters, order and page come from the address and are applied on the server (issue 38).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { role, user } = await requireAdminRoute(request, "/admin/blog");
  const query = readBlogListQuery(new URL(request.url).searchParams);
  // "Geplant" compares with the server's clock, so server and browser render the same badges.
  const now = Date.now();
  const [list, categories, access] = await Promise.all([listBlogPosts(db(), query, now), loadBlogCategories(db()), listAccess(db(), role, user.id)]);
  return {
    // Issue 38: someone else's unpublished post is, for an Autor, a title only; posts they may only read have no pencil.
    posts: withRowAccess(list.posts, access),
    total: list.window.total,
    all: list.all,
    page: list.window.page,
    pageCount: list.window.pageCount,
    query,
    categories: [...new Set([...categories, ...list.usedCategories])],
    now,
    mayDelete: can(role, "pages.delete"),
  };
}

export const meta: Route.MetaFunction = () => [{ title: `${deBlogAdmin.title} – ${de.admin.title}` }];

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return <BlogPostList {...loaderData} />;
}
