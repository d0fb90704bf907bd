import { createContext, useContext } from "react";
import type { ImageSize } from "./image/urls";

/**
 * What blocks get besides their own content while a page renders: the page they are on, the
 * render's form token, and the results of block data loaders. A block that needs data at render
 * time (the downloads block lists files) declares a loader in its folder, app/blocks/<type>/data.server.ts
 * (app/blocks/data-registry.server.ts); the page renderer calls the loaders of the blocks on the
 * page and hands the results in here under the block's type, the editor hands in its own.
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
  /** Id of the page being rendered: contact forms send it with their block id. */
  pageId?: string;
  /** Signed time of this render: a contact form sent sooner after it is a bot's (submission.ts). */
  formToken?: string;
  /** The admin's edit mode on the public page: form fields are disabled (spec §5). */
  editMode?: boolean;
  /** The answer to a form sent without JavaScript: that form shows the result at its fields. */
  contactForm?: ContactFormState;
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
   * Only in the page builder of a blog post: the post's title, which the blog meta block shows
   * below itself as the H1 (with the excerpt), as visitors see it (spec §2 content renderer).
   */
  editorPost?: { title: string };
}

/** What a contact form shows after a submission the server answered (no-JavaScript path). */
export interface ContactFormState {
  blockId: string;
  status: "success" | "error";
  /** The success text, or the error for the whole form. */
  message: string;
  /** What the visitor entered, kept on an error. */
  values: Record<string, string>;
  /** Field name → German message. */
  errors: Record<string, string>;
}

export const BlockDataContext = createContext<BlockData>({});

export function useBlockData(): BlockData {
  return useContext(BlockDataContext);
}

/** What the data loader of block type `type` returned for this page (undefined without a loader run). */
export function useLoadedData<T>(type: string): T | undefined {
  return useContext(BlockDataContext).loaded?.[type] as T | undefined;
}
