import { renderToStaticMarkup } from "react-dom/server";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import type { NavItem } from "~/lib/navigation";
import { untilChange } from "../cache/memo.server";
import { loadSiteChrome, type SiteChrome } from "./public-site.server";

export interface SiteChromeHtml {
  chrome: SiteChrome;
  /** The header as HTML, with the current page marked in the navigation. */
  header: string;
  footer: string;
}

/** The navigation entry for this address, if any: the only thing in the header that depends on the page. */
function currentHref(items: NavItem[], pathname: string): string {
  for (const item of items) {
    if (item.href === pathname) return item.href;
    const inChildren = currentHref(item.children, pathname);
    if (inChildren) return inChildren;
  }
  return "";
}

/**
 * Header and footer of the public site, rendered to HTML once per change (and per current
 * navigation entry and year), not on every request: they are the largest part of a page's markup
 * after its content. The memo key has at most one entry per navigation item, whatever addresses
 * visitors ask for.
 */
export async function loadSiteChromeHtml(pathname: string): Promise<SiteChromeHtml> {
  const chrome = await untilChange("site-chrome", loadSiteChrome);
  const current = currentHref(chrome.navigation, pathname);
  const year = new Date().getFullYear();
  return untilChange(`site-chrome-html:${year}:${current}`, async () => {
    // Read again inside: after a change this load must not use the chrome of before it.
    const fresh = await untilChange("site-chrome", loadSiteChrome);
    return {
      chrome: fresh,
      header: renderToStaticMarkup(<SiteHeader siteName={fresh.siteName} navigation={fresh.navigation} logo={fresh.logo} currentHref={current} />),
      footer: renderToStaticMarkup(<SiteFooter chrome={fresh} year={year} />),
    };
  });
}
