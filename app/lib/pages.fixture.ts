import type { PageSummary } from "./pages";

/** A test fixture (app/lib may import only app/lib, so it lives here; issue 40). */

/** A published basic page in the menu as the page lists carry it; `fields` override the defaults. */
export function pageSummary(fields: Partial<PageSummary> & { id: string; slug: string }): PageSummary {
  return {
    title: fields.slug,
    parent_id: null,
    sort_order: 10,
    is_published: true,
    is_legal: false,
    content_type: "basis",
    show_in_footer_navigation: false,
    show_in_menu: true,
    menu_title: null,
    meta_title: null,
    meta_description: null,
    created_at: "2024-01-01T00:00:00.000Z",
    updated_at: "2024-01-01T00:00:00.000Z",
    version: 1,
    published_at: null,
    has_unpublished_changes: false,
    ...fields,
  };
}
