import { adminEditPath } from "~/components/admin/presentations/paths";

/** Where a page is edited: blog posts under /admin/blog, presentations in the slide editor, the rest in the page editor. */
export function editorPath(page: { id: string; content_type: string }): string {
  return page.content_type === "blog" ? `/admin/blog/${page.id}/edit` : adminEditPath(page);
}

/** A page's revision history (one screen for every content type). */
export function revisionsPath(pageId: string): string {
  return `/admin/pages/${pageId}/revisions`;
}
