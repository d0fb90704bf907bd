import { pageHref } from "~/lib/navigation";
import type { PageSummary } from "~/lib/pages";
import type { ChangeInput } from "./changes.server";

/** What visitors see of a page: its published state (not a working copy). */
export type PublicPageFacts = Pick<
  PageSummary,
  "id" | "slug" | "title" | "is_published" | "content_type" | "parent_id" | "sort_order" | "is_legal" | "show_in_footer_navigation"
> &
  Partial<Pick<PageSummary, "show_in_menu" | "menu_title">>;

/**
 * Fields that other pages show too: navigation and footer (title, slug, order, parent, flags),
 * links and the sitemap (slug), publish state (whether the page exists for visitors).
 */
const SHOWN_ELSEWHERE = ["slug", "title", "is_published", "content_type", "parent_id", "sort_order", "is_legal", "show_in_footer_navigation", "show_in_menu", "menu_title"] as const;

/**
 * The change event for a write to one page, as narrow as the change. Give the page as visitors saw
 * it before (null: it did not exist) and as they see it after (null: deleted).
 *
 * - `scope: "page"` when only what the page shows itself changed (content, meta title and
 *   description) and it stays published: caches refresh its addresses and the sitemap (last
 *   change), other pages' entries stay.
 * - `scope: "site"` otherwise: a title, slug, order, parent, flag or publish-state change shows in
 *   the navigation of every page. Posts always: the blog overview and post lists show their
 *   excerpt, which comes from their content and meta description. Presentations always: they live
 *   at /presentations/{slug} and 'Präsentation' blocks on other pages show their slides.
 * - `public` is false while visitors saw it neither before nor after (a draft).
 * - `action` becomes "published" / "unpublished" when the publish state flips.
 *
 * @example
 *   await withChanges(db, async (trx) => {
 *     const before = await getPageById(trx, id);
 *     const after = await updatePage(trx, id, changes);
 *     await recordChange(trx, pageChange(before, after, "updated"));
 *   });
 */
/** Content types whose content other pages show (post lists, presentation blocks). */
const SHOWN_BY_OTHERS = new Set<string>(["blog", "presentation"]);

export function pageChange(before: PublicPageFacts | null, after: PublicPageFacts | null, action: string): ChangeInput {
  const page = after ?? before;
  if (!page) throw new Error("pageChange: vorher oder nachher muss eine Seite sein");
  const wasVisible = !!before?.is_published;
  const isVisible = !!after?.is_published;
  const flipped = !!before && !!after && wasVisible !== isVisible;
  // The address visitors knew: the live page, or a published page just deleted.
  const shown = isVisible ? after : !after && wasVisible ? before : null;
  const input: ChangeInput = {
    topic: "pages",
    action: flipped ? (isVisible ? "published" : "unpublished") : action,
    pageId: page.id,
    slug: shown?.slug ?? null,
    public: wasVisible || isVisible,
  };
  const onlyItself =
    before && after && wasVisible && isVisible && !SHOWN_BY_OTHERS.has(after.content_type) && SHOWN_ELSEWHERE.every((field) => before[field] === after[field]);
  if (onlyItself) {
    input.scope = "page";
    input.paths = [...new Set([pageHref(after.slug), `/${after.slug}`, "/sitemap.xml"])];
  }
  return input;
}
