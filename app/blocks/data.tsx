import { createContext, useContext } from "react";
import type { ImageSize } from "./image/urls";

/**
 * What blocks get besides their own content while a page renders: page-level facts every block
 * may use (the page's address, edit mode, picture sizes, which block is shown first) and the
 * results of block data loaders. Nothing here is about one block type: a block that needs data at
 * render time (the downloads block lists files, the contact form its signed token and the answer
 * to a post) declares a loader in its folder, app/blocks/<type>/data.server.ts
 * (app/blocks/data-registry.server.ts), and reads the result with useLoadedData; the page renderer
 * calls the loaders of the blocks on the page, the editor hands in its own.
 * Everything here is plain JSON so it can travel to the browser as island props.
 */

/** A blog post as the blog overview lists it (app/server/site/render-page.server.tsx blogPostSummary). */
export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  /** Meta description, else an excerpt of the first paragraph or heading; may be "". */
  excerpt: string;
  featuredImage: string;
  author: string;
  /** ISO date (publishDate of the blog meta, else created_at). */
  publishDate: string;
  category: string;
  /** Minutes (stored, else counted: app/lib/blog-rules.ts); 0 = unknown. */
  readTime: number;
  /** Tags of the blog-meta block (app/lib/blog-rules.ts parseTags); absent = none. */
  tags?: string[];
}

export interface BlockData {
  /**
   * Slug of the published page being rendered. The embed block then loads its frame from
   * /embed/{pageSlug}/{blockId} (a document with its own CSP); without it (editor, previews) the
   * frame is built from srcdoc.
   */
  pageSlug?: string;
  /** The admin's edit mode on the public page: form fields are disabled (spec §5). */
  editMode?: boolean;
  /** What the block data loaders returned, by block type. */
  loaded?: Record<string, unknown>;
  /**
   * Stored pixel sizes of the media library pictures on the page, by URL path
   * (`/media/images/x.jpg`, app/server/media/dimensions.server.ts): pictures get width/height
   * attributes from them so nothing shifts while they load. Missing entries: no attributes.
   */
  images?: Record<string, ImageSize>;
  /**
   * Id of the block shown first (the page's first block; on a blog post its meta block): its
   * picture is above the fold, so it loads eagerly with high priority instead of lazily.
   */
  priorityBlockId?: string;
  /**
   * Only in the page builder: the edited page's title as typed in its settings (the blog meta
   * block of a post previews the post header with it, spec §2 content renderer).
   */
  editorPage?: { title: string };
}

export const BlockDataContext = createContext<BlockData>({});

export function useBlockData(): BlockData {
  return useContext(BlockDataContext);
}

/** What the data loader of block type `type` returned for this page (undefined without a loader run). */
export function useLoadedData<T>(type: string): T | undefined {
  return useContext(BlockDataContext).loaded?.[type] as T | undefined;
}
