import { BlogPostList } from "~/components/admin/blog/blog-post-list";
import { de } from "~/i18n/de";
import { deBlogAdmin } from "~/i18n/blog-admin";
import { can } from "~/lib/access";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { listAccess, withRowAccess } from "~/server/pages/author-rules.server";
import { db } from "~/server/runtime.server";
import { loadBlogCategories, loadBlogPosts } from "./blog.server";
import type { Route } from "./+types/index";

/** Blog posts moved here from the page tree; deleting goes through DELETE /api/pages/:id like any page. */
export async function loader({ request }: Route.LoaderArgs) {
  const { role, user } = await requireAdminRoute(request, "/admin/blog");
  const [posts, categories, access] = await Promise.all([loadBlogPosts(db()), loadBlogCategories(db()), listAccess(db(), role, user.id)]);
  // "Geplant" compares with the server's clock, so server and browser render the same badges.
  // Issue 38: someone else's unpublished post is, for an Autor, a title only; posts they may only read have no pencil.
  return { posts: withRowAccess(posts, access), categories, now: Date.now(), mayDelete: can(role, "pages.delete") };
}

export const meta: Route.MetaFunction = () => [{ title: `${deBlogAdmin.title} – ${de.admin.title}` }];

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return <BlogPostList posts={loaderData.posts} categories={loaderData.categories} now={loaderData.now} mayDelete={loaderData.mayDelete} />;
}
