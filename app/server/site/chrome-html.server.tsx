import { renderToStaticMarkup } from "react-dom/server";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { currentTrail, treeCrumbs, type TreeCrumbs } from "~/lib/navigation";
import { untilChange } from "../cache/memo.server";
import { loadSiteChrome, type SiteChrome } from "./public-site.server";

export interface SiteChromeHtml {
  chrome: SiteChrome;
  /** The header as HTML, with the current page marked in the navigation. */
  header: string;
  footer: string;
  /** Breadcrumbs from the page tree; null for addresses that are no page's (posts, presentations). */
  crumbs: TreeCrumbs | null;
}

/**
 * Header and footer of the public site, rendered to HTML once per change (and per current
 * navigation entry and year), not on every request: they are the largest part of a page's markup
 * after its content. The memo key has at most one entry per navigation item, whatever addresses
 * visitors ask for.
 */
export async function loadSiteChromeHtml(pathname: string): Promise<SiteChromeHtml> {
  const chrome = await untilChange("site-chrome", loadSiteChrome);
  // The page's menu entry and its parents; for a page not in the menu, its nearest ancestor's.
  const trail = currentTrail(chrome.navigation, pathname, chrome.pages);
  // The page's own entry is aria-current="page"; an ancestor's entry of it only "true".
  const exact = trail[0] === pathname;
  const year = new Date().getFullYear();
  const parts = await untilChange(`site-chrome-html:${year}:${trail[0] ?? ""}:${exact ? "page" : "section"}`, async () => {
    // Read again inside: after a change this load must not use the chrome of before it.
    const fresh = await untilChange("site-chrome", loadSiteChrome);
    const freshTrail = trail[0] ? currentTrail(fresh.navigation, trail[0]) : [];
    return {
      chrome: fresh,
      header: renderToStaticMarkup(<SiteHeader siteName={fresh.siteName} navigation={fresh.navigation} logo={fresh.logo} currentTrail={freshTrail} currentIsPage={exact} />),
      footer: renderToStaticMarkup(<SiteFooter chrome={fresh} year={year} />),
    };
  });
  // Cheap (a walk up a few parents) and per address, so not part of the memo.
  return { ...parts, crumbs: treeCrumbs(parts.chrome.pages, pathname) };
}
