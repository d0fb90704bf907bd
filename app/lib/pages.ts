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
