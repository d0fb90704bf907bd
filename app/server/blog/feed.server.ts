import { createElement } from "react";
import { BlockDataContext } from "~/blocks/data";
import { loadBlockData } from "~/blocks/data-registry.server";
import { hasHook } from "~/blocks/hooks";
import { withoutPrivateFields } from "~/blocks/private-fields.server";
import { BlockList } from "~/blocks/render";
import { renderStaticHtml } from "~/blocks/static-render.server";
import { deBlogPost as de } from "~/i18n/blog-post";
import { directImage } from "~/lib/file-sharing";
import { postsByDate } from "./post-order.server";
import { untilChange } from "~/server/cache/memo.server";
import type { Db } from "~/server/db/client.server";
import { imageDimensions, mediaImagePaths } from "~/server/media/dimensions.server";
import { getPageById } from "~/server/pages/pages.server";
import { runtime } from "~/server/runtime.server";
import { loadSettings } from "~/server/settings/migration.server";
import { preparePageContent } from "~/server/site/render-page.server";

/**
 * The blog's feeds (RSS 2.0 at /blog/rss.xml, Atom 1.0 at /blog/atom.xml): the newest 20 published
 * posts with their full content. The content is the server rendering visitors get (sanitised
 * blocks, islands as their server HTML, no scripts) without the meta block (the feed carries
 * author, date, category and image in its own elements), with every address made absolute:
 * feed readers show it away from our origin. The page cache keeps the answers; any post change
 * is a site-wide change event and drops them (app/server/events/page-change.server.ts).
 */

export const FEED_SIZE = 20;
export const FEED_PATHS = { rss: "/blog/rss.xml", atom: "/blog/atom.xml" } as const;

export interface FeedItem {
  id: string;
  title: string;
  /** Absolute address of the post. */
  url: string;
  excerpt: string;
  author: string;
  category: string;
  tags: string[];
  published: Date;
  updated: Date;
  /** Absolute address of the featured image, or "". */
  image: string;
  /** Body HTML with absolute addresses. */
  html: string;
}

export interface Feed {
  title: string;
  description: string;
  /** Absolute site origin without trailing slash. */
  origin: string;
  /** Absolute address of the blog overview. */
  home: string;
  items: FeedItem[];
  /** The newest change of any item (or now, for an empty feed). */
  updated: Date;
}

const URL_ATTRIBUTES = /\s(href|src|poster|action)="([^"]*)"/g;
const SRCSET_ATTRIBUTE = /\s(srcset|srcSet)="([^"]*)"/g;

function absoluteUrl(origin: string, value: string): string {
  const url = value.trim();
  if (url.startsWith("//") || !url.startsWith("/")) return value;
  return origin + url;
}

/** Site-relative addresses in rendered HTML → absolute; scripts removed (islands stay as their server HTML). */
export function absolutizeHtml(html: string, origin: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(URL_ATTRIBUTES, (_m, name: string, value: string) => ` ${name}="${absoluteUrl(origin, value)}"`)
    .replace(
      SRCSET_ATTRIBUTE,
      (_m, name: string, value: string) =>
        ` ${name}="${value
          .split(",")
          .map((candidate) => candidate.trim().replace(/^\S+/, (url) => absoluteUrl(origin, url)))
          .join(", ")}"`,
    );
}

function validDate(value: string, fallback: string): Date {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? new Date(fallback) : date;
}

/** One post's body for the feed (everything but its meta block). */
async function renderFeedBody(db: Db, content: unknown, origin: string): Promise<string> {
  const blocks = withoutPrivateFields(preparePageContent(content).blocks.filter((b) => !hasHook(b, "postMeta")));
  const [loaded, images] = await Promise.all([loadBlockData(db, blocks), imageDimensions(db, mediaImagePaths([blocks]))]);
  const { html } = renderStaticHtml(createElement(BlockDataContext.Provider, { value: { loaded, images } }, createElement(BlockList, { blocks })), "f");
  return absolutizeHtml(html, origin);
}

/** The feed's data: newest 20 published posts, newest first (computed once per change). */
export function loadFeed(db: Db): Promise<Feed> {
  return untilChange("blog-feed", async () => {
    const origin = runtime().env.PUBLIC_URL.replace(/\/+$/, "");
    const [{ settings }, posts] = await Promise.all([loadSettings(db), postsByDate(db)]);
    const newest = posts.slice(-FEED_SIZE).reverse();
    const items: FeedItem[] = [];
    for (const { summary } of newest) {
      const page = await getPageById(db, summary.id, "published");
      if (!page?.is_published) continue;
      const image = summary.featuredImage ? directImage(summary.featuredImage).src : "";
      items.push({
        id: summary.id,
        title: summary.title,
        url: `${origin}/blog/${encodeURIComponent(summary.slug)}`,
        excerpt: summary.excerpt,
        author: summary.author,
        category: summary.category,
        tags: summary.tags ?? [],
        published: validDate(summary.publishDate, page.created_at),
        updated: new Date(page.updated_at),
        image: image ? absoluteUrl(origin, image) : "",
        html: await renderFeedBody(db, page.content, origin),
      });
    }
    const updated = items.reduce<Date | null>((max, item) => (!max || item.updated > max ? item.updated : max), null) ?? new Date();
    return {
      title: de.feedTitle(settings.site_name),
      description: settings.site_description || de.feedDescription,
      origin,
      home: `${origin}/blog`,
      items,
      updated,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// XML

/** Characters XML 1.0 does not allow at all (control characters but tab, newline, return). */
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML, "")
    .replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/** HTML inside CDATA; a "]]>" in it is split across two sections. */
function cdata(value: string): string {
  return `<![CDATA[${value.replace(INVALID_XML, "").replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;
}

const IMAGE_TYPES: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif", gif: "image/gif", svg: "image/svg+xml" };

function imageType(url: string): string | null {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(new URL(url, "http://x").pathname)?.[1]?.toLowerCase();
  return (extension && IMAGE_TYPES[extension]) || null;
}

function element(name: string, value: string): string {
  return value ? `<${name}>${escapeXml(value)}</${name}>` : "";
}

export function rssXml(feed: Feed): string {
  const items = feed.items.map((item) => {
    const type = item.image ? imageType(item.image) : null;
    return [
      "    <item>",
      `      ${element("title", item.title)}`,
      `      ${element("link", item.url)}`,
      `      <guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      `      ${element("pubDate", item.published.toUTCString())}`,
      item.author ? `      ${element("dc:creator", item.author)}` : "",
      `      ${element("category", item.category)}`,
      ...item.tags.map((tag) => `      ${element("category", tag)}`),
      `      ${element("description", item.excerpt)}`,
      `      <content:encoded>${cdata(item.html)}</content:encoded>`,
      item.image ? `      <media:content url="${escapeXml(item.image)}" medium="image"${type ? ` type="${type}"` : ""} />` : "",
      "    </item>",
    ]
      .filter((line) => line.trim() !== "")
      .join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    "  <channel>",
    `    ${element("title", feed.title)}`,
    `    ${element("link", feed.home)}`,
    `    <description>${escapeXml(feed.description)}</description>`,
    `    <atom:link href="${escapeXml(feed.origin + FEED_PATHS.rss)}" rel="self" type="application/rss+xml" />`,
    "    <language>de-DE</language>",
    `    ${element("lastBuildDate", feed.updated.toUTCString())}`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

export function atomXml(feed: Feed): string {
  const entries = feed.items.map((item) => {
    const type = item.image ? imageType(item.image) : null;
    return [
      "  <entry>",
      `    <title type="text">${escapeXml(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(item.url)}" />`,
      `    ${element("id", item.url)}`,
      `    ${element("published", item.published.toISOString())}`,
      `    ${element("updated", item.updated.toISOString())}`,
      item.author ? `    <author><name>${escapeXml(item.author)}</name></author>` : "",
      `    <category term="${escapeXml(item.category)}" />`,
      ...item.tags.map((tag) => `    <category term="${escapeXml(tag)}" />`),
      item.excerpt ? `    <summary type="text">${escapeXml(item.excerpt)}</summary>` : "",
      `    <content type="html">${escapeXml(item.html)}</content>`,
      item.image ? `    <link rel="enclosure" href="${escapeXml(item.image)}"${type ? ` type="${type}"` : ""} />` : "",
      "  </entry>",
    ]
      .filter((line) => line.trim() !== "")
      .join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de-DE">',
    `  <title type="text">${escapeXml(feed.title)}</title>`,
    feed.description ? `  <subtitle type="text">${escapeXml(feed.description)}</subtitle>` : "",
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.home)}" />`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.origin + FEED_PATHS.atom)}" />`,
    `  ${element("id", feed.home)}`,
    `  ${element("updated", feed.updated.toISOString())}`,
    // Atom wants an author for every entry: the site stands in where a post names none.
    `  <author><name>${escapeXml(feed.title)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ]
    .filter((line) => line !== "")
    .join("\n")
    .concat("\n");
}

/** An XML answer the page cache can keep (it adds a weak ETag and answers revalidations with 304). */
export function xmlResponse(xml: string, type: "application/rss+xml" | "application/atom+xml"): Response {
  return new Response(xml, { headers: { "Content-Type": `${type}; charset=utf-8`, "X-Content-Type-Options": "nosniff" } });
}
