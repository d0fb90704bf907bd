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
}

export const BlockDataContext = createContext<BlockData>({});

export function useBlockData(): BlockData {
  return useContext(BlockDataContext);
}
