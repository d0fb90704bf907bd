import type { PageSummary } from "./pages";

export interface NavItem {
  id: string;
  title: string;
  href: string;
  children: NavItem[];
}

const MAIN_NAV_TYPES = new Set(["basis", "produkt", "technical", "referenz"]);
const EXCLUDED_SLUGS = new Set(["blog", "downloads", "home", "homepage"]);

export function pageHref(slug: string): string {
  return slug === "home" || slug === "homepage" ? "/" : `/${slug}`;
}

/**
 * Main navigation (spec §9): published pages only, no blog/downloads slugs, no legal pages, only
 * content types basis, produkt, technical, referenz; a tree by parent_id in sort_order.
 * Children of an excluded page are not shown either.
 */
export function buildMainNavigation(pages: PageSummary[]): NavItem[] {
  const eligible = pages.filter(
    (p) => p.is_published && !p.is_legal && !EXCLUDED_SLUGS.has(p.slug) && MAIN_NAV_TYPES.has(p.content_type),
  );
  const ids = new Set(eligible.map((p) => p.id));
  const sorted = [...eligible].sort((a, b) => a.sort_order - b.sort_order || a.title.localeCompare(b.title, "de"));
  const build = (parentId: string | null, depth: number): NavItem[] =>
    depth > 4
      ? []
      : sorted
          .filter((p) => (parentId === null ? p.parent_id === null || !ids.has(p.parent_id) : p.parent_id === parentId))
          .filter((p) => parentId !== null || p.parent_id === null)
          .map((p) => ({ id: p.id, title: p.title, href: pageHref(p.slug), children: build(p.id, depth + 1) }));
  return build(null, 0);
}

export interface FooterLink {
  title: string;
  href: string;
}

const FOOTER_EXCLUDED = new Set(["blog", "downloads"]);

/**
 * Footer navigation (spec §9): published pages marked for the footer, without the blog and
 * downloads slugs and without legal pages (those have their own column), in sort_order.
 */
export function buildFooterNavigation(pages: PageSummary[]): FooterLink[] {
  return pages
    .filter((p) => p.is_published && !p.is_legal && p.show_in_footer_navigation && !FOOTER_EXCLUDED.has(p.slug) && p.content_type !== "blog")
    .sort((a, b) => a.sort_order - b.sort_order || a.title.localeCompare(b.title, "de"))
    .map((p) => ({ title: p.title, href: pageHref(p.slug) }));
}
