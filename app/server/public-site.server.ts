import { buildMainNavigation, pageHref, type NavItem } from "~/lib/navigation";
import type { ContentType } from "~/lib/pages";
import { getPageBySlug, listPublishedPages } from "./db/pages.server";
import { findRedirectByPath, recordRedirectHit } from "./db/redirects.server";
import { logger } from "./logger.server";
import { renderPageBody, type RenderedPageBody } from "./render-page.server";
import { db } from "./runtime.server";
import { loadSettings } from "./settings-migration.server";

export interface PublicPage {
  id: string;
  slug: string;
  title: string;
  content_type: ContentType;
  meta_title: string | null;
  meta_description: string | null;
  updated_at: string;
  /** Static HTML of the content plus its islands (app/server/render-page.server.tsx). */
  body: RenderedPageBody;
}

/** A published page by slug, its content rendered for visitors. */
export async function loadPublicPage(slug: string): Promise<PublicPage | null> {
  const page = await getPageBySlug(db(), slug);
  if (!page) return null;
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    content_type: page.content_type,
    meta_title: page.meta_title,
    meta_description: page.meta_description,
    updated_at: page.updated_at,
    body: await renderPageBody(db(), page),
  };
}

/** The home page: slug home, else homepage (spec §2). */
export async function loadHomePage(): Promise<PublicPage | null> {
  return (await loadPublicPage("home")) ?? (await loadPublicPage("homepage"));
}

export interface SiteChrome {
  siteName: string;
  siteDescription: string;
  primaryColor: string;
  accentColor: string;
  navigation: NavItem[];
  footer: {
    backgroundColor: string;
    textColor: string;
    copyrightText: string;
    tagline: string;
    legalLinks: { title: string; href: string }[];
  };
}

/** What the header and footer need, from settings and the published pages. */
export async function loadSiteChrome(): Promise<SiteChrome> {
  const [{ settings }, pages] = await Promise.all([loadSettings(db()), listPublishedPages(db())]);
  const byId = new Map(pages.map((p) => [p.id, p]));
  const legalLinks = (["impressum", "datenschutz", "agb"] as const).flatMap((key) => {
    const entry = settings.legalPages[key];
    const page = entry.enabled && entry.pageId ? byId.get(entry.pageId) : undefined;
    return page ? [{ title: page.title, href: pageHref(page.slug) }] : [];
  });
  return {
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    primaryColor: settings.primaryColor,
    accentColor: settings.accentColor,
    navigation: buildMainNavigation(pages),
    footer: {
      backgroundColor: settings.footer.backgroundColor,
      textColor: settings.footer.textColor,
      copyrightText: settings.footer.copyrightText,
      tagline: settings.footer.tagline,
      legalLinks,
    },
  };
}

/**
 * Where a moved address now lives (redirects are written when a published page's slug changes,
 * or by hand in the admin), with the request's query string kept; null when nothing moved.
 */
export async function movedTarget(request: Request): Promise<{ location: string; status: 301 | 302 } | null> {
  const url = new URL(request.url);
  const moved = await findRedirectByPath(db(), url.pathname.replace(/\/+$/, "") || "/");
  if (!moved) return null;
  // The hit counter is a nicety for the admin list; a failed count must not cost the visitor.
  await recordRedirectHit(db(), moved.id).catch((error) => logger().warn({ err: error, redirect: moved.id }, "Weiterleitungszähler nicht erhöht"));
  const location = url.search && !moved.to_path.includes("?") ? moved.to_path + url.search : moved.to_path;
  return { location, status: moved.status_code === 302 ? 302 : 301 };
}
