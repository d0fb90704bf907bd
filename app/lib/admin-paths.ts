/** Where a page is edited: blog posts in the blog editor, presentations in the slide editor, the rest in the page editor. */
export function adminEditPath(page: { id: string; content_type?: string }): string {
  const id = encodeURIComponent(page.id);
  if (page.content_type === "blog") return `/admin/blog/${id}/edit`;
  if (page.content_type === "presentation") return `/admin/presentations/${id}/edit`;
  return `/admin/pages/${id}/edit`;
}

/** A page's revision history (one screen for every content type). */
export function revisionsPath(pageId: string): string {
  return `/admin/pages/${encodeURIComponent(pageId)}/revisions`;
}

/**
 * Where a page's review is checked (issue 38): blog posts under the blog's admin path (the
 * sidebar marks 'Blog'), every other page under the pages'.
 */
export function reviewPath(page: { id: string; content_type?: string }): string {
  const id = encodeURIComponent(page.id);
  return page.content_type === "blog" ? `/admin/blog/${id}/review` : `/admin/pages/${id}/review`;
}
