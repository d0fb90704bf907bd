import { readBlocks } from "~/blocks/content";
import { withoutPrivateFields } from "~/blocks/private-fields.server";
import { BlockDataContext, type BlockData, type BlogPostSummary } from "~/blocks/data";
import { loadBlockData, type BlockAnswer } from "~/blocks/data-registry.server";
import { callHook, hasHook } from "~/blocks/hooks";
import { safeMediaSrc } from "~/blocks/image/media";
import type { RenderedHtml } from "~/blocks/island";
import { BlockList } from "~/blocks/render";
import { BlogArticle } from "~/blocks/blog-meta/article";
import { BlogOverview, type BlogOverviewData } from "~/components/site/blog-overview";
import { PresentationContent } from "~/components/site/presentation/content";
import { isSlide, shownSlides } from "~/blocks/slide/shown";
import { sanitizeBlocks } from "~/blocks/sanitize.server";
import { renderStaticHtml } from "~/blocks/static-render.server";
import { flattenBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { deSite as de } from "~/i18n/site";
import type { ContentType } from "~/lib/pages";
import { listPagesWithContent } from "../pages/pages.server";
import { parseBlogOverviewQuery, type BlogOverviewQuery } from "~/lib/blog-rules";
import { readBlogPost } from "../blog/read-post";
import { loadBlogOverview } from "../blog/overview.server";
import { imageDimensions, mediaImagePaths } from "../media/dimensions.server";
import type { Db } from "../db/client.server";

/**
 * The content renderer of spec §2, on the server. A page's stored content is read into canonical,
 * sanitised blocks and rendered to static HTML by content type; interactive parts travel as islands.
 */

export interface PageSource {
  /** The page's id: contact forms send it back with their block id. */
  id?: string;
  /** Set for published pages (embed frames load from /embed/{slug}/{blockId}). */
  slug?: string;
  title: string;
  content_type: ContentType;
  content: unknown;
}

export interface PreloadImage {
  href: string;
  /** "" for a picture with one size only. */
  srcSet: string;
  sizes: string;
  /** MIME type of the preloaded files (image/avif): browsers without it skip the hint. */
  type?: string;
}

export interface RenderedPageBody extends RenderedHtml {
  /** Image to preload: what the first block asks for (a hero background). */
  preloadImage: PreloadImage | null;
  /** Image for Open Graph / Twitter cards: the first a block offers (hero background, post image). */
  shareImage: string | null;
}

/** The first picture a block offers for social cards (hero background, post image …), site-relative or absolute. */
export function shareImage(blocks: Block[]): string | null {
  for (const block of flattenBlocks(blocks)) {
    const safe = safeMediaSrc(callHook(block, "shareImage") ?? "");
    if (safe) return safe;
  }
  return null;
}

export interface PreparedPage {
  /** presentation: a page of content type presentation, or content that is a list of slides. */
  kind: "blocks" | "presentation";
  /** Canonical, sanitised. */
  blocks: Block[];
}

/** Stored content → canonical sanitised blocks, and whether the viewer shows them (a presentation). */
export function preparePageContent(content: unknown, contentType?: string): PreparedPage {
  const blocks = sanitizeBlocks(readBlocks(content));
  const presentation = contentType === "presentation" || (blocks.length > 0 && blocks.every(isSlide));
  return { kind: presentation ? "presentation" : "blocks", blocks };
}

const renderBlocks = (blocks: Block[]) => <BlockList blocks={blocks} />;

/** Content by content type (spec §2): blog pages show their meta block, then the title as H1. */
export function PageContent({
  page,
  blocks,
  emptyText,
  overview,
  blogOverview,
  blogPath = "/blog",
}: {
  page: Pick<PageSource, "title" | "content_type">;
  blocks: Block[];
  emptyText: string;
  overview?: "blog";
  blogOverview?: BlogOverviewData;
  /** Where the overview lives (its form and links point there). */
  blogPath?: string;
}) {
  if (overview === "blog" && blogOverview) {
    // Spec §2: the blog overview takes over the page.
    return (
      <>
        <h1 className="text-[clamp(2rem,1.6rem+1.6vw,2.75rem)] font-bold leading-tight tracking-tight">{page.title}</h1>
        <BlogOverview data={blogOverview} basePath={blogPath} />
      </>
    );
  }
  if (blocks.length === 0) {
    return <p className="py-16 text-center text-muted-foreground">{emptyText}</p>;
  }
  if (page.content_type === "blog") {
    // Read time and tags by the same rules as the post's card (readBlogPost).
    const { summary } = readBlogPost({ id: "", slug: "", title: page.title, content: blocks, meta_description: null, created_at: "" });
    return <BlogArticle title={page.title} blocks={blocks} readTime={summary.readTime} tags={summary.tags ?? []} />;
  }
  return <BlockList blocks={blocks} />;
}

/** An image the page's first block asks to preload (a hero background). */
export function firstBlockPreloadImage(blocks: Block[]): PreloadImage | null {
  return blocks[0] ? (callHook(blocks[0], "preloadImage") ?? null) : null;
}

/** The block shown first (its picture loads eagerly): on a blog post the meta block, else the first. */
export function priorityBlockId(page: Pick<PageSource, "content_type">, blocks: Block[]): string | undefined {
  if (page.content_type === "blog") {
    const meta = blocks.find((b) => hasHook(b, "postMeta"));
    if (meta) return meta.id;
  }
  return blocks[0]?.id;
}

/** Published blog posts for the blog overview (spec §2), as cards. */
export async function listPostSummaries(db: Db): Promise<BlogPostSummary[]> {
  const pages = await listPagesWithContent(db);
  return pages.filter((p) => p.is_published && p.content_type === "blog").map(blogPostSummary);
}

/** The card data of a post (see readBlogPost). */
export function blogPostSummary(page: Parameters<typeof readBlogPost>[0]): BlogPostSummary {
  return readBlogPost(page).summary;
}

export interface RenderOptions {
  overview?: "blog";
  /** The blog overview's state from the query string (page 1, newest first when absent). */
  blogQuery?: BlogOverviewQuery;
  /** The overview page's address (default /blog). */
  blogPath?: string;
  /** Signed render time for a block that takes posts, by block id (app/server/contact/form-token.server.ts). */
  formToken?: (blockId: string) => string;
  /** The admin's edit mode: form fields disabled. */
  editMode?: boolean;
  /** The answer to a post without JavaScript, shown at the block that was sent. */
  answer?: BlockAnswer;
}

/** Renders a page body for visitors: static HTML plus islands, with the data its blocks need. */
export async function renderPageBody(db: Db, page: PageSource, options: RenderOptions = {}): Promise<RenderedPageBody> {
  // Private fields (a form's recipient) never reach the HTML or the islands' props, not even an admin's preview.
  const { blocks, ...rest } = preparePageContent(page.content, page.content_type);
  const prepared: PreparedPage = { ...rest, blocks: withoutPrivateFields(blocks) };
  const [loaded, overview] = await Promise.all([
    loadBlockData(db, prepared.blocks, { pageId: page.id, formToken: options.formToken, answer: options.answer }),
    options.overview === "blog" ? loadBlogOverview(db, options.blogQuery ?? parseBlogOverviewQuery(new URLSearchParams())) : undefined,
  ]);
  const images = await imageDimensions(db, mediaImagePaths([prepared.blocks, overview?.posts.map((p) => p.featuredImage)]));
  const data: BlockData = {
    loaded,
    images,
    priorityBlockId: options.overview === "blog" ? undefined : priorityBlockId(page, prepared.blocks),
    pageSlug: page.slug,
    editMode: options.editMode,
  };
  const emptyText = page.content_type === "blog" ? de.site.noContentAvailable : de.site.noContent;
  const rendered = renderStaticHtml(
    <BlockDataContext.Provider value={data}>
      {prepared.kind === "presentation" ? (
        <PresentationContent title={page.title} slug={page.slug} slides={shownSlides(prepared.blocks)} renderBlocks={renderBlocks} />
      ) : (
        <PageContent page={page} blocks={prepared.blocks} emptyText={emptyText} overview={options.overview} blogOverview={overview} blogPath={options.blogPath} />
      )}
    </BlockDataContext.Provider>,
  );
  return { ...rendered, preloadImage: firstBlockPreloadImage(prepared.blocks), shareImage: shareImage(prepared.blocks) };
}
