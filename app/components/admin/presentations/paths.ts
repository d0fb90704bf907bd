/** Where a page is edited: presentations in the slide editor, everything else in the page editor. */
export function adminEditPath(page: { id: string; content_type?: string }): string {
  return page.content_type === "presentation" ? `/admin/presentations/${page.id}/edit` : `/admin/pages/${page.id}/edit`;
}

/** The public viewer of a presentation (spec §2 /presentations/{slug}). */
export const presentationHref = (slug: string): string => `/presentations/${encodeURIComponent(slug)}`;
