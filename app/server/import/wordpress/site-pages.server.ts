import type { MenuItemInfo } from "./menu.server";
import { canonicalPath, type SiteAddresses } from "./url-map.server";

/**
 * WordPress's front page and posts page (issue 39, item 7), pure. The export does not carry the
 * options show_on_front / page_on_front / page_for_posts, so they are inferred:
 * - the front page is the page whose <link> is the site root (WordPress writes the front page's
 *   permalink as the home URL), else a page with slug home/startseite that the menu links at the
 *   root (a custom entry to the site's address, or a page entry to it);
 * - the posts page is a page without content (WordPress ignores a posts page's content) that is
 *   called, or listed in the menu as, Blog/Beiträge/News/Aktuelles/Neuigkeiten.
 */

/** Meta key the worker sets on a page or post without content (pass 1 carries no content). */
export const EMPTY_CONTENT_META = "_cms_empty_content";

/** No text, picture or shortcode: only whitespace, &nbsp;, empty tags and block comments. */
export function isEmptyContent(html: string): boolean {
  if (/<(img|iframe|video|audio|embed|object|svg|input|form)\b/i.test(html)) return false;
  return html.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]*>/g, "").replace(/&nbsp;|&#160;|\u00a0/gi, "").trim() === "";
}

export interface SitePageInfo {
  id: number;
  wpSlug: string;
  title: string;
  link: string | null;
  /** Its post_content (and builder data) is empty. */
  empty: boolean;
}

const HOME_SLUGS = new Set(["home", "startseite", "homepage", "start"]);
const POSTS_NAMES = /^(blog|beitr(ä|ae)ge|news|aktuelles|neuigkeiten|artikel|posts)$/i;

function isRoot(addresses: SiteAddresses, url: string | null): boolean {
  if (!url) return false;
  const parsed = addresses.parse(url);
  // "/?page_id=5" is not the root: it names a page.
  return !!parsed && canonicalPath(parsed.pathname) === "/" && parsed.search === "";
}

export function findFrontPage(pages: SitePageInfo[], addresses: SiteAddresses, menu: MenuItemInfo[]): number | null {
  const byLink = pages.find((p) => isRoot(addresses, p.link));
  if (byLink) return byLink.id;
  const named = pages.filter((p) => HOME_SLUGS.has(p.wpSlug.toLowerCase()));
  if (!named.length) return null;
  const linkedAtRoot = menu.some((item) => item.kind === "custom" && isRoot(addresses, item.url));
  for (const page of named) {
    const inMenu = menu.some((item) => item.kind === "post_type" && item.object === "page" && item.objectId === page.id);
    if (inMenu || linkedAtRoot) return page.id;
  }
  return null;
}

export function findPostsPage(pages: SitePageInfo[], menu: MenuItemInfo[], frontId: number | null): number | null {
  const candidates = pages.filter((p) => p.empty && p.id !== frontId);
  const named = (page: SitePageInfo) =>
    POSTS_NAMES.test(page.title.trim()) ||
    menu.some((item) => item.kind === "post_type" && item.object === "page" && item.objectId === page.id && POSTS_NAMES.test(item.title.trim()));
  // One listed in the menu first (the posts page is meant to be reached).
  const inMenu = candidates.find((p) => named(p) && menu.some((item) => item.objectId === p.id && item.kind === "post_type"));
  return (inMenu ?? candidates.find(named))?.id ?? null;
}
