import type { PageSummary } from "./pages";

export interface NavItem {
  id: string;
  title: string;
  href: string;
  /** A custom entry to another site: opens in a new tab. */
  external?: boolean;
  children: NavItem[];
}

/** A custom menu entry (settings.menu_links): a label and an http(s) address, placed like a page. */
export interface MenuLink {
  id: string;
  label: string;
  url: string;
  /** The page it is listed under; null: the top level. */
  parent_id: string | null;
  /** Compared with the pages' sort_order among its siblings. */
  sort_order: number;
}

const MAIN_NAV_TYPES = new Set(["basis", "produkt", "technical", "referenz"]);
const EXCLUDED_SLUGS = new Set(["blog", "downloads", "home", "homepage"]);
/** Posts and presentations live under /blog and /presentations: they are no page's parent. */
const NOT_PARENT_TYPES = new Set(["blog", "presentation"]);

export function pageHref(slug: string): string {
  return slug === "home" || slug === "homepage" ? "/" : `/${slug}`;
}

/** The short label of a page in the menu and breadcrumbs: its menu title, else its title. */
export function menuLabel(page: Pick<PageSummary, "title" | "menu_title">): string {
  return page.menu_title?.trim() || page.title;
}

/**
 * A landing page is a campaign's entry page, reached from an advert or a mailing, not from the
 * menu: a page made from such a template ('Landingpage', 'Landing Page') starts hidden from the
 * main menu (issue 25). Every other new page is listed, as pages always were.
 */
export function isLandingTemplate(name: string): boolean {
  return /landing/i.test(name.replace(/[\s-]/g, ""));
}

/** Whether a page may be chosen as another page's parent (no posts, no presentations). */
export function canBeParent(page: Pick<PageSummary, "content_type">): boolean {
  return !NOT_PARENT_TYPES.has(page.content_type);
}

/**
 * Main navigation (spec §9, issue 25): published pages marked 'Im Menü anzeigen', no blog/downloads
 * slugs, no legal pages, only content types basis, produkt, technical, referenz; a tree by parent_id
 * in sort_order, labelled by menu title. Children of a page not in the menu are not shown either.
 * Custom entries join their level (top, or below a page in the menu) by their sort order; one whose
 * page is not in the menu stays visible at the top level rather than vanish.
 */
export function buildMainNavigation(pages: PageSummary[], links: MenuLink[] = []): NavItem[] {
  const eligible = pages.filter(
    (p) => p.is_published && p.show_in_menu !== false && !p.is_legal && !EXCLUDED_SLUGS.has(p.slug) && MAIN_NAV_TYPES.has(p.content_type),
  );
  const ids = new Set(eligible.map((p) => p.id));
  type Entry = { parent: string | null; order: number; label: string; page: boolean; item: (depth: number) => NavItem };
  const entries: Entry[] = [
    ...eligible.map((p) => ({
      parent: p.parent_id,
      order: p.sort_order,
      label: menuLabel(p),
      page: true,
      item: (depth: number) => ({ id: p.id, title: menuLabel(p), href: pageHref(p.slug), children: build(p.id, depth + 1) }),
    })),
    ...links.map((l) => ({
      parent: l.parent_id && ids.has(l.parent_id) ? l.parent_id : null,
      order: l.sort_order,
      label: l.label,
      page: false,
      // /blog and /downloads are ours: opened in the same tab like a page.
      item: () => ({ id: `link-${l.id}`, title: l.label, href: l.url, external: !l.url.startsWith("/"), children: [] }),
    })),
  ].sort((a, b) => a.order - b.order || Number(b.page) - Number(a.page) || a.label.localeCompare(b.label, "de"));
  // A page whose parent is not in the menu is hidden with it (never promoted to the top level).
  function build(parentId: string | null, depth: number): NavItem[] {
    if (depth > 4) return [];
    return entries.filter((e) => e.parent === parentId).map((e) => e.item(depth));
  }
  return build(null, 0);
}

/**
 * The hrefs of the menu entries for the page shown, the nearest first: the page's own entry, or
 * (for a page not in the menu) that of its nearest ancestor that is, then that entry's parents.
 * Empty when neither the page nor an ancestor is in the menu.
 */
export function currentTrail(items: NavItem[], pathname: string, pages: Pick<PageNode, "slug" | "id" | "parentId">[] = []): string[] {
  const pathOf = (list: NavItem[], href: string, above: string[]): string[] | null => {
    for (const item of list) {
      if (item.external) continue;
      if (item.href === href) return [item.href, ...above];
      const found = pathOf(item.children, href, [item.href, ...above]);
      if (found) return found;
    }
    return null;
  };
  const direct = pathOf(items, pathname, []);
  if (direct) return direct;
  // Not in the menu itself: the nearest ancestor that is (slugs are flat, the tree is parent_id).
  const byId = new Map(pages.map((p) => [p.id, p]));
  let node = pages.find((p) => pageHref(p.slug) === pathname);
  for (let guard = 0; node && guard < 10; guard++) {
    node = node.parentId ? byId.get(node.parentId) : undefined;
    const found = node ? pathOf(items, pageHref(node.slug), []) : null;
    if (found) return found;
  }
  return [];
}

/** A published page as the breadcrumbs need it. */
export interface PageNode {
  id: string;
  slug: string;
  parentId: string | null;
  label: string;
}

export function pageNodes(pages: PageSummary[]): PageNode[] {
  return pages
    .filter((p) => p.is_published && canBeParent(p))
    .map((p) => ({ id: p.id, slug: p.slug, parentId: p.parent_id, label: menuLabel(p) }));
}

export interface TreeCrumbs {
  /** The page's published ancestors, the top first (linked). */
  ancestors: { label: string; href: string }[];
  /** The page's own label (menu title or title). */
  label: string;
}

/**
 * Breadcrumbs from the page tree (issue 25 item 13): slugs are flat (/c-teile-management), so the
 * path alone cannot name the parent 'Leistungen'. Null for an address that is no page's (posts,
 * presentations, the home page) — those keep the path's crumbs.
 */
export function treeCrumbs(pages: PageNode[], pathname: string): TreeCrumbs | null {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length !== 1) return null;
  const node = pages.find((p) => p.slug === segments[0]);
  if (!node || pageHref(node.slug) === "/") return null;
  const byId = new Map(pages.map((p) => [p.id, p]));
  const ancestors: { label: string; href: string }[] = [];
  const seen = new Set([node.id]);
  let parent = node.parentId ? byId.get(node.parentId) : undefined;
  while (parent && !seen.has(parent.id)) {
    seen.add(parent.id);
    if (pageHref(parent.slug) !== "/") ancestors.unshift({ label: parent.label, href: pageHref(parent.slug) });
    parent = parent.parentId ? byId.get(parent.parentId) : undefined;
  }
  return { ancestors, label: node.label };
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
