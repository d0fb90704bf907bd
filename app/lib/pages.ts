/** Page types shared by server and browser. Field names follow spec §3 (snake_case). */
export const CONTENT_TYPES = ["basis", "produkt", "technical", "referenz", "blog", "presentation"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export interface PageSummary {
  id: string;
  slug: string;
  title: string;
  parent_id: string | null;
  sort_order: number;
  is_published: boolean;
  is_legal: boolean;
  content_type: ContentType;
  show_in_footer_navigation: boolean;
  /** Listed in the header's main menu (issue 25; the content-type rules of navigation.ts apply too). */
  show_in_menu: boolean;
  /** Short label for the menu and breadcrumbs; null: the title. Changes at once, like the flags. */
  menu_title: string | null;
  meta_title: string | null;
  meta_description: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  /**
   * When a working copy last went live; null for a page never published. For visitors (the
   * published state) updated_at is this time, so a draft save changes nothing they see.
   */
  published_at: string | null;
  /** The working copy differs from what visitors get (always false in the published state). */
  has_unpublished_changes: boolean;
  /**
   * When the working copy goes live by itself (scheduled publishing, ISO); null: no schedule.
   * Only in the working copy: visitors never learn of a schedule.
   */
  publish_at?: string | null;
  /** Who made it (user id; null: older or imported content). Only in the working copy. */
  created_by?: string | null;
  /**
   * Review (issue 30): 'pending' after 'Zur Freigabe einreichen', 'returned' after 'Zurückgeben',
   * null otherwise. Only in the working copy.
   */
  review_status?: ReviewStatus | null;
  /** 'Freigabe erforderlich': published only through a review. Only in the working copy. */
  review_required?: boolean;
}

export const REVIEW_STATUSES = ["pending", "returned"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export function toReviewStatus(value: unknown): ReviewStatus | null {
  return (REVIEW_STATUSES as readonly unknown[]).includes(value) ? (value as ReviewStatus) : null;
}

/** What every admin list row of a page (page tree, blog posts, presentations) carries. */
export type PageRowBase = Pick<PageSummary, "id" | "title" | "slug" | "version" | "is_published" | "has_unpublished_changes">;

/** What every admin list row and editor knows of a page (PageRowBase), taken from a loaded page. */
export function pageRowBase(page: PageRowBase): PageRowBase {
  return { id: page.id, title: page.title, slug: page.slug, version: page.version, is_published: page.is_published, has_unpublished_changes: page.has_unpublished_changes };
}

export interface Page extends PageSummary {
  /** As stored: a block array, a legacy object ({blocks}|{sections}) or a string. */
  content: unknown;
}

/** Spec §9: page order step 10. */
export const PAGE_ORDER_STEP = 10;

/** Slugs that map onto the home page route "/". */
export const HOME_SLUGS = ["home", "homepage"] as const;

/** Where visitors find a page: posts under /blog, presentations under /presentations, the home page at "/". */
export function publicPagePath(page: { slug: string; content_type?: string | null }): string {
  if (page.content_type === "presentation") return `/presentations/${page.slug}`;
  if (page.content_type === "blog") return `/blog/${page.slug}`;
  return page.slug === "home" || page.slug === "homepage" ? "/" : `/${page.slug}`;
}

/**
 * Pages in tree order, depth-first, each with its depth; siblings keep the order they come in
 * (sort them first if needed). A page whose parent is not in the list is a top-level page, and a
 * page is listed once even if the parents form a loop.
 */
export function depthFirst<T extends { id: string; parent_id: string | null }>(pages: T[], sortSiblings?: (a: T, b: T) => number): (T & { depth: number })[] {
  const ids = new Set(pages.map((p) => p.id));
  const children = new Map<string | null, T[]>();
  for (const page of pages) {
    const parent = page.parent_id && ids.has(page.parent_id) ? page.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), page]);
  }
  if (sortSiblings) for (const list of children.values()) list.sort(sortSiblings);
  const out: (T & { depth: number })[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const page of children.get(parent) ?? []) {
      if (seen.has(page.id)) continue;
      seen.add(page.id);
      out.push({ ...page, depth });
      walk(page.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
