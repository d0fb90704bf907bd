import { data } from "react-router";
import { descendantIds, flattenTree } from "~/components/admin/pages/tree";
import { presentationHref } from "~/components/site/presentation/paths";
import { canBeParent } from "~/lib/navigation";
import { de } from "~/i18n/de";
import { can } from "~/lib/access";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { assertMayOpenPage, mayEditPage } from "~/server/pages/author-rules.server";
import { listPages } from "~/server/pages/pages.server";
import { getPageWithBlocks } from "~/server/pages/service.server";
import { loadReviewContext } from "~/server/pages/review.server";
import { db } from "~/server/runtime.server";
import { loadBlogCategories } from "~/routes/admin/blog/blog.server";

/**
 * What the page editor needs, for /admin/pages/:id/edit and /admin/blog/:id/edit alike (a blog post
 * is a page of content type blog). Saving goes through PATCH /api/pages/:id with the version read
 * here (409 when someone else saved).
 */
export async function loadEditorPage(request: Request, id: string, route: "/admin/pages/:id/edit" | "/admin/blog/:id/edit") {
  const access = await requireAdminRoute(request, route);
  const { user, role } = access;
  // Issue 38: an Autor opens only items that are online or their own ('Kein Zugriff' otherwise).
  await assertMayOpenPage(db(), access, id, { api: false });
  const [page, pages, blogCategories, review] = await Promise.all([
    getPageWithBlocks(db(), id, { includeUnpublished: true }),
    listPages(db()),
    loadBlogCategories(db()),
    loadReviewContext(db(), id, { role, userId: user.id }),
  ]);
  if (!page) throw data({ message: de.pages.notFound }, { status: 404 });
  const tree = flattenTree(pages);
  // A page can't move below itself or below one of its own children.
  const excluded = descendantIds(tree, page.id).add(page.id);
  return {
    page,
    // What this person may do with it (the API checks the same): an Autor edits only own drafts
    // and never publishes or deletes; the editor shows only the controls that apply.
    access: {
      edit: mayEditPage(role, user.id, page) && can(role, page.content_type === "blog" ? "posts.write" : page.content_type === "presentation" ? "presentations.edit" : "pages.edit"),
      publish: can(role, "pages.publish"),
      delete: can(role, "pages.delete"),
    },
    // Posts and presentations live under /blog and /presentations: no page is listed below them.
    parents: tree.filter((p) => !excluded.has(p.id) && (canBeParent(p) || p.id === page.parent_id)).map((p) => ({ id: p.id, title: p.title, depth: p.depth })),
    slugs: pages.map((p) => p.slug),
    // Internal links in the builder's properties panel point at pages by id.
    pages: pages.map((p) => ({ id: p.id, title: p.title, slug: p.slug, content_type: p.content_type, ...(p.content_type === "presentation" ? { path: presentationHref(p.slug) } : {}) })),
    // Issue 30: the review's status, comment and the notes on blocks.
    review,
    // Value lists of text fields with `suggestions` (app/blocks/types.ts), by name.
    suggestions: { blogCategories },
  };
}

export type EditorPageData = Awaited<ReturnType<typeof loadEditorPage>>;
