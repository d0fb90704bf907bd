import { createContext, useContext } from "react";

/**
 * Data that some blocks show but do not store in their content: the downloads block lists files,
 * the blog-post block lists posts. The page renderer (server) loads what the page's blocks need and
 * hands it in through this context; the editor hands in its own. Everything here is plain JSON so
 * it can travel to the browser as island props.
 */
export interface DownloadFile {
  id: string;
  name: string;
  description: string;
  /** Address the visitor downloads from (site-relative or http(s)). */
  url: string;
  mimeType: string;
  /** Bytes. */
  fileSize: number;
  assetType: "image" | "video" | "document" | "presentation";
  folderId: string | null;
  createdAt: string;
}

export interface DownloadFolder {
  id: string;
  name: string;
  parentId: string | null;
  isDownloadFolder: boolean;
}

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
  /** Minutes; 0 = unknown. */
  readTime: number;
}

export interface BlockData {
  /**
   * Slug of the published page being rendered. The embed block then loads its frame from
   * /embed/{pageSlug}/{blockId} (a document with its own CSP); without it (editor, previews) the
   * frame is built from srcdoc.
   */
  pageSlug?: string;
  downloads?: { files: DownloadFile[]; folders: DownloadFolder[] };
  posts?: BlogPostSummary[];
  /** Id of the page being rendered: contact forms send it with their block id. */
  pageId?: string;
  /** Signed time of this render: a contact form sent sooner after it is a bot's (submission.ts). */
  formToken?: string;
  /** The admin's edit mode on the public page: form fields are disabled (spec §5). */
  editMode?: boolean;
  /** The answer to a form sent without JavaScript: that form shows the result at its fields. */
  contactForm?: ContactFormState;
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
