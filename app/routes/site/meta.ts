import type { MetaDescriptor } from "react-router";
import { deBlogPost } from "~/i18n/blog-post";
import type { PublicPage, SiteHead } from "~/server/site/public-site.server";

type Matches = readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[] | undefined;

/** The site layout's data (name, origin, social links) from the route matches. */
export function chromeFrom(matches: Matches): SiteHead | undefined {
  for (const match of matches ?? []) {
    const data = (match?.loaderData ?? match?.data) as { chrome?: SiteHead } | undefined;
    if (match?.id === "routes/site/layout" && data?.chrome) return data.chrome;
  }
  return undefined;
}

/** An ISO 8601 date-time for structured data, or undefined for text that is no date. */
function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function absolute(origin: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

/**
 * Document head of a public page (spec §2 plus SEO beyond it): title and description, canonical,
 * Open Graph and Twitter cards (image from the hero or the featured image), the hero preload,
 * and schema.org data: Organization on every page, Article for posts.
 */
/** What the head needs of a page. */
type PageHead = Omit<PublicPage, "body" | "blogOverview"> & { body: Pick<PublicPage["body"], "preloadImage" | "shareImage">; blogOverview?: boolean };

/** The blog's feeds (app/server/blog/feed.server.ts FEED_PATHS), announced in the head of posts and the overview. */
function feedLinks(origin: string, siteName: string): MetaDescriptor[] {
  return [
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: deBlogPost.feedRss(siteName), href: `${origin}/blog/rss.xml` },
    { tagName: "link", rel: "alternate", type: "application/atom+xml", title: deBlogPost.feedAtom(siteName), href: `${origin}/blog/atom.xml` },
  ];
}

export function pageMeta(page: PageHead | undefined, matches?: Matches, redirectTo?: string | null): MetaDescriptor[] {
  // No page: the loader threw, and the route's error boundary sets the one <title> (it knows
  // whether the page is missing or broken); a second one here would be invalid HTML.
  if (!page) return [];
  const chrome = chromeFrom(matches);
  const siteName = chrome?.siteName ?? "";
  const origin = chrome?.publicUrl ?? "";
  const isHome = page.canonicalPath === "/";
  const title = page.meta_title || (isHome && chrome?.metaTitle) || (siteName ? `${page.title} | ${siteName}` : page.title);
  const description = page.meta_description || (isHome ? chrome?.metaDescription : "") || chrome?.siteDescription || "";
  const url = absolute(origin, page.canonicalPath);
  const image = page.body.shareImage ? absolute(origin, page.body.shareImage) : null;
  const article = page.article;

  const tags: MetaDescriptor[] = [
    { title },
    ...(description ? [{ name: "description", content: description }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...(page.is_published ? [] : [{ name: "robots", content: "noindex, nofollow" }]),
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:title", content: page.meta_title || page.title },
    ...(description ? [{ property: "og:description", content: description }] : []),
    { property: "og:url", content: url },
    ...(siteName ? [{ property: "og:site_name", content: siteName }] : []),
    { property: "og:locale", content: "de_DE" },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.meta_title || page.title },
    ...(description ? [{ name: "twitter:description", content: description }] : []),
    ...(image ? [{ name: "twitter:image", content: image }] : []),
  ];
  if (article) {
    const published = isoDate(article.publishDate);
    if (published) tags.push({ property: "article:published_time", content: published });
    if (article.category) tags.push({ property: "article:section", content: article.category });
    tags.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: page.title,
        description: description || article.excerpt || undefined,
        datePublished: isoDate(article.publishDate) ?? isoDate(page.created_at),
        dateModified: isoDate(page.updated_at),
        author: article.author ? { "@type": "Person", name: article.author } : undefined,
        publisher: siteName ? { "@type": "Organization", name: siteName, url: origin || undefined } : undefined,
        image: image ?? undefined,
        articleSection: article.category || undefined,
        keywords: article.tags?.length ? article.tags.join(", ") : undefined,
        mainEntityOfPage: url,
        inLanguage: "de-DE",
      },
    });
  }
  if (article || page.blogOverview) tags.push(...feedLinks(origin, siteName));
  if (chrome) {
    tags.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: chrome.siteName,
        url: `${origin}/`,
        description: chrome.siteDescription || undefined,
        sameAs: chrome.socialLinks.length ? chrome.socialLinks.map((l) => l.url) : undefined,
      },
    });
  }
  if (page.body.preloadImage) {
    // The hero background is the largest thing above the fold: start loading it with the HTML.
    tags.push({
      tagName: "link",
      rel: "preload",
      as: "image",
      href: page.body.preloadImage.href,
      imageSrcSet: page.body.preloadImage.srcSet || undefined,
      imageSizes: page.body.preloadImage.sizes || undefined,
      type: page.body.preloadImage.type,
      fetchPriority: "high",
    });
  }
  if (redirectTo) tags.push({ httpEquiv: "refresh", content: `0;url=${redirectTo}` });
  return tags;
}
