import type { BlogPostSummary } from "~/blocks/data";
import { readBlocks } from "~/blocks/content";
import { callHook, hasHook } from "~/blocks/hooks";
import { safeMediaSrc } from "~/blocks/image/media";
import { flattenBlocks } from "~/blocks/tree";
import {
  blogCategory,
  countWords,
  parseTags,
  postExcerpt,
  readTimeMinutes,
} from "~/lib/blog-rules";
import { blocksText } from "~/blocks/post-text";

/** A stored blog post as the blog's rules read it (app/lib/blog-rules.ts). */
export interface ReadPost {
  summary: BlogPostSummary;
  /** Readable text of the post's blocks besides its meta block (read time, search). */
  bodyText: string;
}

/** The content's own category (older content stored `{ blocks, category }`), spec §3. */
function contentCategory(content: unknown): unknown {
  return content && typeof content === "object" && !Array.isArray(content)
    ? (content as Record<string, unknown>).category
    : undefined;
}

/**
 * Spec §2/§3/§5 blog cards: the post's meta data from the block that carries it (blog-meta), the
 * category by the rule of §3, the excerpt (meta description, the stored excerpt, else the first
 * paragraph or heading cut at 150 characters), the read time (stored, else counted from the text).
 */
export function readBlogPost(page: {
  id: string;
  slug: string;
  title: string;
  content: unknown;
  meta_description: string | null;
  created_at: string;
}): ReadPost {
  const blocks = readBlocks(page.content);
  const flat = flattenBlocks(blocks);
  const metaBlock = flat.find((b) => hasHook(b, "postMeta"));
  const meta = metaBlock ? callHook(metaBlock, "postMeta") : undefined;
  // The raw stored fields: the parsed meta fills in 'Allgemein' and would hide the content's category.
  const raw = (metaBlock?.content ?? {}) as Record<string, unknown>;
  const firstText =
    flat
      .map((b) => callHook(b, "excerpt")?.trim() ?? "")
      .find((text) => text !== "") ?? "";
  const bodyText = blocksText(blocks, (b) => b === metaBlock);
  return {
    bodyText,
    summary: {
      id: page.id,
      slug: page.slug,
      title: page.title,
      excerpt: postExcerpt({
        metaDescription: page.meta_description,
        storedExcerpt: meta?.excerpt,
        firstText,
      }),
      featuredImage: safeMediaSrc(meta?.featuredImage ?? ""),
      author: meta?.author ?? "",
      publishDate: meta?.publishDate || page.created_at,
      category: blogCategory(raw.category, contentCategory(page.content)),
      readTime: readTimeMinutes(meta?.readTime, countWords(bodyText)),
      tags: parseTags(raw.tags),
    },
  };
}
