import { NewPostForm } from "~/components/admin/blog/new-post-form";
import { de } from "~/i18n/de";
import { deBlogAdmin } from "~/i18n/blog-admin";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { db } from "~/server/runtime.server";
import { loadBlogCategories } from "./blog.server";
import type { Route } from "./+types/new";

/** Creating goes through POST /api/pages (content type blog, a blog-meta block first). */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdminRoute(request, "/admin/blog/new");
  return { categories: await loadBlogCategories(db()), author: user.name?.trim() || user.email };
}

export const meta: Route.MetaFunction = () => [{ title: `${deBlogAdmin.form.newTitle} – ${de.admin.title}` }];

export default function NewBlogPost({ loaderData }: Route.ComponentProps) {
  return <NewPostForm categories={loaderData.categories} author={loaderData.author} />;
}
