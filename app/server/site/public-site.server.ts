import { downloadsOverviewBlocks } from "~/blocks/downloads/overview";
import { adminEditPath } from "~/lib/admin-paths";
import type { HeaderLogo } from "~/components/site/site-header";
import { scaleToHeight } from "~/blocks/image/urls";
import type { Asset } from "~/lib/assets";
import { buildFooterNavigation, buildMainNavigation, pageHref, pageNodes, type FooterLink, type NavItem, type PageNode } from "~/lib/navigation";
import { blogOverviewSearch, parseBlogOverviewQuery } from "~/lib/blog-rules";
import { FOOTER_LAYOUTS, LOGO_SIZE_PX, LOGO_SIZES } from "~/lib/settings";
import { getAsset } from "../media/assets.server";
import type { ContentType, Page } from "~/lib/pages";
import { getPageById, getPageBySlug, listPublishedPages } from "../pages/pages.server";
import { recordRedirectHit } from "../redirects/redirects.server";
import { findRedirectForUrl } from "../redirects/lookup.server";
import { untilChange } from "../cache/memo.server";
import { can } from "~/lib/access";
import { getCurrentSession, roleOf } from "../auth/guard.server";
import { logger } from "../logger.server";
import type { ContactFormState } from "~/blocks/contact-form/form-data";
import type { BlogPostSummary } from "~/blocks/data";
import { issueFormToken, renewFormToken } from "../contact/form-token.server";
import { blogPostSummary, renderPageBody, type RenderedPageBody } from "./render-page.server";
import { db, runtime } from "../runtime.server";
import { loadSettings } from "../settings/migration.server";

export interface PublicPage {
  id: string;
  slug: string;
  title: string;
  is_published: boolean;
  /** Only in an admin's preview or edit mode: the working copy shown differs from the live page. */
  has_unpublished_changes: boolean;
  content_type: ContentType;
  meta_title: string | null;
  meta_description: string | null;
  updated_at: string;
  /** Static HTML of the content plus its islands (app/server/site/render-page.server.tsx). */
  body: RenderedPageBody;
  /** Where this page lives: / for home, /blog/{slug} for posts, /{slug} otherwise. */
  canonicalPath: string;
  /** Posts: author, date, category … for the Article data. */
  article: BlogPostSummary | null;
  /** The page shows the blog overview (spec §2): its head links the blog's feeds. */
  blogOverview: boolean;
  created_at: string;
}

export interface PublicPageOptions {
  includeUnpublished?: boolean;
  /**
   * Issue 38: with includeUnpublished, an Autor's preview: unpublished items only of this person
   * (someone else's draft is as absent as for a visitor). Undefined: every item.
   */
  draftsOf?: string;
  editMode?: boolean;
  /** The answer to a contact form posted without JavaScript: the page shows it at that form. */
  answer?: ContactFormState;
  /** The request's query string: the blog overview's search, filters, sort and page live there. */
  searchParams?: URLSearchParams;
}

/** The addresses a page's own change event names (pageChange): a memo of its content is tagged with them. */
function addressesOf(slug: string): string[] {
  return [pageHref(slug), `/${slug}`];
}

/**
 * A published page in its published state, read once per change, not per request: the slugs of all
 * published pages are one memo (an unknown address costs no query and leaves no memo behind), each
 * page another. A save into a working copy is no public change and leaves both as they are, as it
 * leaves the published state.
 */
async function publishedPage(slug: string): Promise<Page | null> {
  const slugs = await untilChange("published-slugs", async () => new Set((await listPublishedPages(db())).map((page) => page.slug)));
  if (!slugs.has(slug)) return null;
  return untilChange(`published-page:${slug}`, () => getPageBySlug(db(), slug), addressesOf(slug));
}

/**
 * A page by slug, its content rendered for visitors: published pages in their published state
 * only, unless an admin asked for a preview or the edit mode (`includeUnpublished`): then any page,
 * in its working copy. Callers decide that with pageMode, so a visitor's query string never does.
 */
export async function loadPublicPage(
  slug: string,
  options: PublicPageOptions = {},
): Promise<PublicPage | null> {
  let page = options.includeUnpublished ? await getPageBySlug(db(), slug, options) : await publishedPage(slug);
  if (page && options.draftsOf !== undefined && !page.is_published && page.created_by !== options.draftsOf) page = null;
  if (page) return presentPage(page, options);
  return slug === DOWNLOADS_SLUG ? loadDownloadsAddress(options) : null;
}

/**
 * A shared preview (issue 30, /vorschau/:token): the page's working copy, rendered exactly as its
 * public address would render it, fresh per request (never a memo: it is no public state).
 */
export function presentWorkingCopy(page: Page): Promise<PublicPage> {
  return presentPage(page, { includeUnpublished: true });
}

/** Spec §2: /downloads is a route of its own, not only the address of a page with that slug. */
export const DOWNLOADS_SLUG = "downloads";

/**
 * /downloads without a (published) page of that slug: the downloads view, whenever downloads are
 * enabled in the settings. The configured overview page lends its title, description and
 * canonical address when it is published; otherwise the view stands alone under 'Downloads'.
 */
async function loadDownloadsAddress(options: PublicPageOptions): Promise<PublicPage | null> {
  const { settings } = await untilChange("settings", () => loadSettings(db()));
  if (!settings.downloads.enabled) return null;
  const overviewId = settings.downloads.overview_page_id;
  if (overviewId) {
    const overview = await untilChange(`downloads-overview:${overviewId}`, () => getPageById(db(), overviewId, "published"), (found) => (found ? addressesOf(found.slug) : []));
    if (overview && (overview.is_published || (options.includeUnpublished && options.draftsOf === undefined))) return presentPage(overview, options, { downloadsView: true });
  }
  const now = new Date(0).toISOString();
  return presentPage(
    {
      id: DOWNLOADS_SLUG,
      slug: DOWNLOADS_SLUG,
      title: "Downloads",
      is_published: true,
      has_unpublished_changes: false,
      content_type: "basis",
      meta_title: null,
      meta_description: null,
      created_at: now,
      updated_at: now,
      published_at: null,
      content: [],
    },
    options,
    { downloadsView: true },
  );
}

type PresentedPage = Pick<
  Page,
  "id" | "slug" | "title" | "is_published" | "has_unpublished_changes" | "content_type" | "meta_title" | "meta_description" | "created_at" | "updated_at" | "published_at" | "content"
>;

async function presentPage(page: PresentedPage, options: PublicPageOptions, force: { downloadsView?: boolean } = {}): Promise<PublicPage> {
  const { settings } = await untilChange("settings", () => loadSettings(db()));
  // Spec §2: the blog overview and the downloads view take over the content of their page.
  const blogOverview = page.slug === "blog" || (settings.blog.enabled && settings.blog.overview_page_id === page.id);
  const downloadsView =
    !blogOverview && (force.downloadsView || page.slug === DOWNLOADS_SLUG || (settings.downloads.enabled && settings.downloads.overview_page_id === page.id));
  const takeover = blogOverview || downloadsView;
  const blogQuery = blogOverview ? parseBlogOverviewQuery(options.searchParams ?? new URLSearchParams()) : undefined;
  const content = downloadsView ? downloadsOverviewBlocks(page) : page.content;
  const renderBody = () =>
    renderPageBody(
      db(),
      { id: page.id, slug: page.is_published ? page.slug : undefined, title: page.title, content_type: page.content_type, content },
      {
        overview: blogOverview ? "blog" : undefined,
        blogQuery,
        blogPath: pageHref(page.slug),
        editMode: options.editMode,
        answer: options.answer,
        // Served to everybody until the page changes: the token says "rendered no later than",
        // for one form, and expires (a cached page's forms renew it when they send). An answer to
        // a post was filled in already: its token may be used at once (renewFormToken).
        formToken: (blockId: string) =>
          (options.answer ? renewFormToken : issueFormToken)(runtime().env.AUTH_SECRET, { pageId: page.id, blockId }),
      },
    );
  // The published state changes only when published (published_at) or moved; a save into the
  // working copy bumps the version but must not make visitors' body render again.
  const bodyKey = `body:${page.id}:${page.published_at}:${page.slug}:${page.content_type}:${page.is_published}:${takeover ? "t" : ""}`;
  // A searched, filtered or paged overview is rendered per request: memos are not bounded, and
  // any query string would make a key (the page cache, which is bounded, still keeps repeats).
  const perRequest = !!options.answer || !!options.includeUnpublished || (blogQuery !== undefined && blogOverviewSearch(blogQuery) !== "");
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    is_published: page.is_published,
    has_unpublished_changes: page.has_unpublished_changes,
    content_type: page.content_type,
    meta_title: page.meta_title,
    meta_description: page.meta_description,
    updated_at: page.updated_at,
    // The published body is rendered once per change of anything public (the blog overview and
    // downloads show other records). A working copy (preview, edit mode) changes with every
    // autosave and is rendered fresh, as is an answer to a form post (this visitor's alone).
    body: perRequest ? await renderBody() : await untilChange(bodyKey, renderBody, addressesOf(page.slug)),
    canonicalPath:
      page.content_type === "blog" ? `/blog/${page.slug}` : page.content_type === "presentation" ? `/presentations/${encodeURIComponent(page.slug)}` : pageHref(page.slug),
    article: page.content_type === "blog" ? blogPostSummary(page) : null,
    blogOverview,
    created_at: page.created_at,
  };
}

/** The home page: slug home, else homepage (spec §2). */
export async function loadHomePage(options: PublicPageOptions = {}): Promise<PublicPage | null> {
  return (await loadPublicPage("home", options)) ?? (await loadPublicPage("homepage", options));
}

export interface SiteChrome {
  siteName: string;
  siteDescription: string;
  /** Absolute origin for canonical links and structured data. */
  publicUrl: string;
  metaTitle: string;
  metaDescription: string;
  socialLinks: { network: string; url: string }[];
  primaryColor: string;
  accentColor: string;
  navigation: NavItem[];
  /** The published pages' tree, for breadcrumbs and the menu entry of a page not in the menu. */
  pages: PageNode[];
  /** Header logo (spec §9 sizes), or null for the site's initial. */
  logo: HeaderLogo | null;
  footer: {
    backgroundColor: string;
    textColor: string;
    copyrightText: string;
    tagline: string;
    layout: (typeof FOOTER_LAYOUTS)[number];
    logo: HeaderLogo | null;
    /** Column 'Navigation': null when switched off. */
    navigation: FooterLink[] | null;
    legalLinks: FooterLink[];
  };
}

/** What a public document's head and layout read of the chrome (meta, structured data, colours). */
export type SiteHead = Pick<SiteChrome, "siteName" | "siteDescription" | "publicUrl" | "metaTitle" | "metaDescription" | "socialLinks" | "primaryColor" | "accentColor">;

/** The head's part of the chrome: menus and footer are in the rendered header and footer already. */
export function siteHead(chrome: SiteChrome): SiteHead {
  const { siteName, siteDescription, publicUrl, metaTitle, metaDescription, socialLinks, primaryColor, accentColor } = chrome;
  return { siteName, siteDescription, publicUrl, metaTitle, metaDescription, socialLinks, primaryColor, accentColor };
}

/**
 * Logo from the media library (LogoPicture asks for spec §7's 183×72 variant, quality 85). The
 * variant keeps the picture's ratio inside that box, so the stored size gives the width at the
 * chosen height.
 */
export function logoFromAsset(asset: Pick<Asset, "url" | "asset_type" | "width" | "height">, size: (typeof LOGO_SIZES)[number]): HeaderLogo | null {
  if (asset.asset_type !== "image") return null;
  const height = LOGO_SIZE_PX[size];
  const stored = asset.width && asset.height ? { width: asset.width, height: asset.height } : null;
  return { src: asset.url, height, ...(stored ? { width: scaleToHeight(stored, height).width } : {}) };
}

async function logoOf(assetId: string | null, show: boolean, size: (typeof LOGO_SIZES)[number]): Promise<HeaderLogo | null> {
  if (!show || !assetId) return null;
  const asset = await getAsset(db(), assetId);
  return asset ? logoFromAsset(asset, size) : null;
}

/** Spec §2: an admin opening a blog post in edit mode goes to the blog editor. */
export function blogEditorPath(id: string): string {
  return adminEditPath({ id, content_type: "blog" });
}

export type PageMode = "view" | "preview" | "edit";

/**
 * Spec §2: ?preview=true and ?edit=true for the people of the admin (issue 29): the preview for
 * every role that reads pages (an Autor too), edit mode for those who edit pages; everybody else
 * gets the public view. The role is looked up only when a mode asks for it.
 */
export async function pageMode(request: Request): Promise<PageMode> {
  return (await pageAccess(request)).mode;
}

/**
 * pageMode and, for a role without drafts.others (an Autor, issue 38), whose unpublished items
 * the preview may show (`draftsOf`, for loadPublicPage): only their own.
 */
export async function pageAccess(request: Request): Promise<{ mode: PageMode; draftsOf?: string }> {
  const params = new URL(request.url).searchParams;
  const asked: PageMode = params.get("edit") === "true" ? "edit" : params.get("preview") === "true" ? "preview" : "view";
  if (asked === "view") return { mode: "view" };
  const session = await getCurrentSession(request);
  const role = session ? await roleOf(db(), session.user.id) : null;
  if (!can(role, asked === "edit" ? "pages.edit" : "pages.read")) return { mode: "view" };
  return can(role, "drafts.others") ? { mode: asked } : { mode: asked, draftsOf: session!.user.id };
}

/** What the header and footer need, from settings and the published pages. */
export async function loadSiteChrome(): Promise<SiteChrome> {
  const [{ settings }, pages] = await Promise.all([
    loadSettings(db()),
    // Spec §8: a failed navigation fetch is logged and leaves the menus empty; the page still shows.
    listPublishedPages(db()).catch((error: unknown) => {
      logger().error({ err: error }, "Navigation konnte nicht geladen werden");
      return [];
    }),
  ]);
  const byId = new Map(pages.map((p) => [p.id, p]));
  const legalLinks = (["impressum", "datenschutz", "agb"] as const).flatMap((key) => {
    const entry = settings.legal_pages[key];
    const page = entry.enabled && entry.page_id ? byId.get(entry.page_id) : undefined;
    return page ? [{ title: page.title, href: pageHref(page.slug) }] : [];
  });
  return {
    siteName: settings.site_name,
    siteDescription: settings.site_description,
    publicUrl: runtime().env.PUBLIC_URL.replace(/\/+$/, ""),
    metaTitle: settings.meta_title,
    metaDescription: settings.meta_description,
    socialLinks: (["facebook", "twitter", "instagram", "linkedin"] as const)
      .map((network) => ({ network, url: settings.social_links[network].trim() }))
      .filter((link) => /^https?:\/\//i.test(link.url)),
    primaryColor: settings.primary_color,
    accentColor: settings.accent_color,
    navigation: buildMainNavigation(pages, settings.menu_links),
    pages: pageNodes(pages),
    logo: await logoOf(settings.header.logo_asset_id, settings.header.show_logo, settings.header.logo_size),
    footer: {
      backgroundColor: settings.footer.background_color,
      textColor: settings.footer.text_color,
      copyrightText: settings.footer.copyright_text || "Alle Rechte vorbehalten",
      tagline: settings.footer.tagline,
      layout: settings.footer.layout,
      logo: await logoOf(settings.footer.logo_asset_id, settings.footer.show_logo, settings.footer.logo_size),
      navigation: settings.footer.navigation.enabled
        ? [
            ...buildFooterNavigation(pages),
            ...(settings.footer.navigation.show_blog_link && settings.blog.enabled ? [{ title: "Blog", href: "/blog" }] : []),
            ...(settings.footer.navigation.show_downloads_link && settings.downloads.enabled ? [{ title: "Downloads", href: "/downloads" }] : []),
          ]
        : null,
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
  const found = await findRedirectForUrl(db(), url);
  if (!found) return null;
  const moved = found.redirect;
  // A row stored before targets were normalised (issue 38 item 27) never sends a visitor to
  // another host by a protocol-relative Location (`/\evil.example` reads as //evil.example).
  const target = moved.to_path.replace(/\\/g, "/");
  if (target.startsWith("//")) {
    logger().warn({ redirect: moved.id }, "Weiterleitung mit protokollrelativem Ziel übergangen");
    return null;
  }
  // The hit counter is a nicety for the admin list; a failed count must not cost the visitor.
  await recordRedirectHit(db(), moved.id).catch((error) => logger().warn({ err: error, redirect: moved.id }, "Weiterleitungszähler nicht erhöht"));
  // A redirect found by its query (/?p=123) has used the query up.
  const location = url.search && !found.byQuery && !target.includes("?") ? target + url.search : target;
  return { location, status: moved.status_code === 302 ? 302 : 301 };
}
