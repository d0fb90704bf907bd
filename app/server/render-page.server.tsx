import { readBlocks, readSlides, slidesAsBlocks } from "~/blocks/content";
import { BlockDataContext, type BlockData, type BlogPostSummary, type ContactFormState, type DownloadFile } from "~/blocks/data";
import { heroImage, heroVideo } from "~/blocks/hero/block";
import { block as blogMetaBlock } from "~/blocks/blog-meta/block";
import { safeMediaSrc } from "~/blocks/image/media";
import type { RenderedHtml } from "~/blocks/island";
import { BlockList } from "~/blocks/render";
import { BlogPostList } from "~/components/site/blog-list";
import { sanitizeBlocks } from "~/blocks/sanitize.server";
import { renderStaticHtml } from "~/blocks/static-render.server";
import type { Block } from "~/blocks/types";
import { flattenBlocks } from "~/blocks/walk";
import { deSite as de } from "~/i18n/site";
import { assetFileUrl } from "~/lib/assets";
import type { ContentType } from "~/lib/pages";
import { listAssets } from "./db/assets.server";
import { listFolders } from "./db/folders.server";
import { listPagesWithContent } from "./db/pages.server";
import type { Db } from "./db/client.server";

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
  srcSet: string;
  sizes: string;
}

export interface RenderedPageBody extends RenderedHtml {
  /** Image to preload: the background of a hero at the top of the page. */
  preloadImage: PreloadImage | null;
  /** Image for Open Graph / Twitter cards: the hero background or the post's featured image. */
  shareImage: string | null;
}

/** A blog-meta block's content read by its own schema (which knows the alternate field names). */
function readBlogMeta(content: unknown) {
  const parsed = blogMetaBlock.schema.safeParse(content ?? {});
  return parsed.success ? parsed.data : blogMetaBlock.schema.parse({});
}

/** The first hero background or blog featured image of the page, site-relative or absolute. */
export function shareImage(blocks: Block[]): string | null {
  for (const block of flattenBlocks(blocks)) {
    const c = block.content ?? {};
    const candidate = block.type === "hero" ? c.backgroundImage : BLOG_META_TYPES.has(block.type) ? readBlogMeta(c).featuredImage : undefined;
    const safe = typeof candidate === "string" ? safeMediaSrc(candidate) : "";
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

const BLOG_META_TYPES = new Set(["blog-meta", "blog_meta"]);

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
    const meta = blocks.find((b) => BLOG_META_TYPES.has(b.type));
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

/** The hero background at the top of the page, worth a preload hint. */
export function heroPreloadImage(blocks: Block[]): PreloadImage | null {
  const first = blocks[0];
  if (!first || first.type !== "hero") return null;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  // A self-hosted background video shows instead of the image; its poster is not worth a preload.
  if (heroVideo(str(first.content?.videoSrc))) return null;
  const image = heroImage(str(first.content?.backgroundImage));
  return image ? { href: image.src, srcSet: image.srcSet, sizes: image.sizes } : null;
}

/** Loads what the page shows besides its blocks' content: downloads (files, folders), posts for the blog overview. */
export async function loadBlockData(db: Db, blocks: Block[], options: { posts?: boolean } = {}): Promise<BlockData> {
  const types = new Set(flattenBlocks(blocks).map((b) => b.type));
  const data: BlockData = {};
  const jobs: Promise<void>[] = [];
  if (types.has("downloads")) {
    jobs.push(
      Promise.all([listAssets(db), listFolders(db)]).then(([assets, folders]) => {
        data.downloads = {
          files: assets.map(
            (a): DownloadFile => ({
              id: a.id,
              name: a.name,
              description: a.description ?? "",
              url: assetFileUrl(a.file_path),
              mimeType: a.mime_type,
              fileSize: a.file_size,
              assetType: a.asset_type,
              folderId: a.folder_id,
              createdAt: a.created_at,
            }),
          ),
          folders: folders.map((f) => ({ id: f.id, name: f.name, parentId: f.parent_id, isDownloadFolder: f.is_download_folder })),
        };
      }),
    );
  }
  if (options.posts) {
    jobs.push(
      listPagesWithContent(db).then((pages) => {
        data.posts = pages.filter((p) => p.is_published && p.content_type === "blog").map(blogPostSummary);
      }),
    );
  }
  await Promise.all(jobs);
  return data;
}

function plainText(html: string): string {
  return html
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|blockquote)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

/** Spec §2 blog cards: meta description, else a 150-character excerpt of the first paragraph or heading. */
export function blogPostSummary(page: {
  id: string;
  slug: string;
  title: string;
  content: unknown;
  meta_description: string | null;
  created_at: string;
}): BlogPostSummary {
  const blocks = readBlocks(page.content);
  const meta = readBlogMeta(blocks.find((b) => BLOG_META_TYPES.has(b.type))?.content);
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  const firstText = flattenBlocks(blocks).find((b) => (b.type === "paragraph" || b.type === "heading") && str(b.content.text).trim() !== "");
  const source = page.meta_description?.trim() || meta.excerpt.trim() || (firstText ? plainText(str(firstText.content.text)) : "");
  const excerpt = source.length > 150 ? `${source.slice(0, 150).replace(/\s+\S*$/, "")}…` : source;
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    excerpt,
    featuredImage: safeMediaSrc(meta.featuredImage),
    author: meta.author,
    publishDate: meta.publishDate || page.created_at,
    category: meta.category,
    readTime: meta.readTime > 0 ? Math.round(meta.readTime) : 0,
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
  const data: BlockData = {
    ...(await loadBlockData(db, prepared.blocks, { posts: options.overview === "blog" })),
    pageSlug: page.slug,
    pageId: page.id,
    formToken: options.formToken,
    editMode: options.editMode,
    contactForm: options.contactForm,
  };
  const emptyText = page.content_type === "blog" ? de.site.noContentAvailable : de.site.noContent;
  const rendered = renderStaticHtml(
    <BlockDataContext.Provider value={data}>
      <PageContent page={page} blocks={prepared.blocks} emptyText={emptyText} overview={options.overview} posts={data.posts} />
    </BlockDataContext.Provider>,
  );
  return { ...rendered, preloadImage: heroPreloadImage(prepared.blocks), shareImage: shareImage(prepared.blocks) };
}
