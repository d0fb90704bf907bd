import { pageRowBase } from "~/lib/pages";
import type { BlogPostRow } from "~/components/admin/blog/blog-status";
import { readBlocks } from "~/blocks/content";
import { callHook } from "~/blocks/hooks";
import { flattenBlocks } from "~/blocks/tree";
import { blogCategory } from "~/lib/blog-rules";
import { DEFAULT_BLOG_CATEGORIES } from "~/lib/settings";
import type { Db } from "~/server/db/client.server";
import { listPagesWithContent } from "~/server/pages/pages.server";
import { getSettings } from "~/server/settings/settings.server";

/**
 * Blog posts (pages of content type blog) as their editors see them (working copy), newest first
 * by their shown date. The meta data comes from the first block that carries post meta (blog-meta).
 */
export async function loadBlogPosts(db: Db): Promise<BlogPostRow[]> {
  const pages = (await listPagesWithContent(db, "working")).filter((page) => page.content_type === "blog");
  const rows = pages.map((page): BlogPostRow => {
    const metaBlock = flattenBlocks(readBlocks(page.content)).find((block) => callHook(block, "postMeta") !== undefined);
    const meta = metaBlock ? callHook(metaBlock, "postMeta") : undefined;
    return {
      ...pageRowBase(page),
      publish_at: page.publish_at ?? null,
      category: blogCategory(meta?.category),
      // A scheduled post is dated by its publish time.
      date: page.publish_at || meta?.publishDate?.trim() || page.created_at,
      author: meta?.author?.trim() ?? "",
      review_status: page.review_status ?? null,
    };
  });
  return rows.sort((a, b) => dateValue(b.date) - dateValue(a.date) || a.title.localeCompare(b.title, "de"));
}

function dateValue(value: string): number {
  const n = Date.parse(value);
  return Number.isFinite(n) ? n : 0;
}

/** settings.blog.categories, or the spec §9 defaults when the list is empty. */
export async function loadBlogCategories(db: Db): Promise<string[]> {
  const { settings } = await getSettings(db);
  const categories = settings.blog.categories.map((c) => c.trim()).filter(Boolean);
  return categories.length > 0 ? [...new Set(categories)] : [...DEFAULT_BLOG_CATEGORIES];
}
