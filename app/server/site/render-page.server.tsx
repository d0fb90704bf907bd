import { readBlocks, readSlides, slidesAsBlocks } from "~/blocks/content";
import { BlockDataContext, type BlockData, type BlogPostSummary, type ContactFormState } from "~/blocks/data";
import { loadBlockData } from "~/blocks/data-registry.server";
import { callHook, hasHook } from "~/blocks/hooks";
import { safeMediaSrc } from "~/blocks/image/media";
import type { RenderedHtml } from "~/blocks/island";
import { BlockList } from "~/blocks/render";
import { BlogPostList } from "~/components/site/blog-list";
import { sanitizeBlocks } from "~/blocks/sanitize.server";
import { renderStaticHtml } from "~/blocks/static-render.server";
import { flattenBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { deSite as de } from "~/i18n/site";
import type { ContentType } from "~/lib/pages";
import { listPagesWithContent } from "../pages/pages.server";
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
  kind: "blocks" | "presentation";
  blocks: Block[];
}

/** Stored content → canonical sanitised blocks (a presentation's slides as sections). */
export function preparePageContent(content: unknown): PreparedPage {
  const slides = readSlides(content);
  if (slides) return { kind: "presentation", blocks: sanitizeBlocks(slidesAsBlocks(slides)) };
  return { kind: "blocks", blocks: sanitizeBlocks(readBlocks(content)) };
}

/** Content by content type (spec §2): blog pages show their meta block, then the title as H1. */
export function PageContent({
  page,
  blocks,
  emptyText,
  overview,
  posts,
}: {
  page: Pick<PageSource, "title" | "content_type">;
  blocks: Block[];
  emptyText: string;
  overview?: "blog";
  posts?: BlogPostSummary[];
}) {
  if (overview === "blog") {
    // Spec §2: the blog overview takes over the page (its full screen comes with the blog issue).
    return (
      <>
        <h1 className="text-[clamp(2rem,1.6rem+1.6vw,2.75rem)] font-bold leading-tight tracking-tight">{page.title}</h1>
        <BlogPostList posts={posts ?? []} />
      </>
    );
  }
  if (blocks.length === 0) {
    return <p className="py-16 text-center text-muted-foreground">{emptyText}</p>;
  }
  if (page.content_type === "blog") {
    const meta = blocks.find((b) => hasHook(b, "postMeta"));
    const rest = blocks.filter((b) => b !== meta);
    return (
      <article className="mx-auto max-w-3xl">
        {meta && <BlockList blocks={[meta]} />}
        <h1 className="mb-8 mt-4 text-[clamp(2rem,1.6rem+1.6vw,2.75rem)] font-bold leading-tight tracking-tight text-balance">
          {page.title}
        </h1>
        <BlockList blocks={rest} />
      </article>
    );
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

/**
 * Spec §2 blog cards: the post's meta data from the block that carries it (blog-meta), the meta
 * description, else a 150-character excerpt of the first block with readable text (paragraph, heading).
 */
export function blogPostSummary(page: {
  id: string;
  slug: string;
  title: string;
  content: unknown;
  meta_description: string | null;
  created_at: string;
}): BlogPostSummary {
  const blocks = flattenBlocks(readBlocks(page.content));
  const metaBlock = blocks.find((b) => hasHook(b, "postMeta"));
  const meta = metaBlock ? callHook(metaBlock, "postMeta") : undefined;
  const firstText = blocks.map((b) => callHook(b, "excerpt")?.trim() ?? "").find((text) => text !== "") ?? "";
  const source = page.meta_description?.trim() || meta?.excerpt.trim() || firstText;
  const excerpt = source.length > 150 ? `${source.slice(0, 150).replace(/\s+\S*$/, "")}…` : source;
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    excerpt,
    featuredImage: safeMediaSrc(meta?.featuredImage ?? ""),
    author: meta?.author ?? "",
    publishDate: meta?.publishDate || page.created_at,
    category: meta?.category ?? "Allgemein",
    readTime: meta && meta.readTime > 0 ? Math.round(meta.readTime) : 0,
  };
}

export interface RenderOptions {
  overview?: "blog";
  /** Signed render time for contact forms (app/server/contact/form-token.server.ts). */
  formToken?: string;
  /** The admin's edit mode: form fields disabled. */
  editMode?: boolean;
  /** A form's answer to a post without JavaScript, shown at that form. */
  contactForm?: ContactFormState;
}

/** Renders a page body for visitors: static HTML plus islands, with the data its blocks need. */
export async function renderPageBody(db: Db, page: PageSource, options: RenderOptions = {}): Promise<RenderedPageBody> {
  const prepared = preparePageContent(page.content);
  const [loaded, posts] = await Promise.all([
    loadBlockData(db, prepared.blocks),
    options.overview === "blog" ? listPostSummaries(db) : undefined,
  ]);
  const images = await imageDimensions(db, mediaImagePaths([prepared.blocks, posts?.map((p) => p.featuredImage)]));
  const data: BlockData = {
    loaded,
    images,
    priorityBlockId: options.overview === "blog" ? undefined : priorityBlockId(page, prepared.blocks),
    pageSlug: page.slug,
    pageId: page.id,
    formToken: options.formToken,
    editMode: options.editMode,
    contactForm: options.contactForm,
  };
  const emptyText = page.content_type === "blog" ? de.site.noContentAvailable : de.site.noContent;
  const rendered = renderStaticHtml(
    <BlockDataContext.Provider value={data}>
      <PageContent page={page} blocks={prepared.blocks} emptyText={emptyText} overview={options.overview} posts={posts} />
    </BlockDataContext.Provider>,
  );
  return { ...rendered, preloadImage: firstBlockPreloadImage(prepared.blocks), shareImage: shareImage(prepared.blocks) };
}
