import type { BlogPostSummary } from "~/blocks/data";
import { indexedPosts } from "./overview.server";
import { untilChange } from "~/server/cache/memo.server";
import type { Db } from "~/server/db/client.server";
import { db } from "~/server/runtime.server";

/** A neighbouring post as the post view links it. */
export interface PostLink {
  slug: string;
  title: string;
  publishDate: string;
}

export interface PostNeighbours {
  /** The post published before this one (older). */
  previous: PostLink | null;
  /** The post published after this one (newer). */
  next: PostLink | null;
}

/**
 * Published posts in publish order (blog-meta publishDate, else created_at: the overview's
 * 'Neueste' order reversed), ties by id so every post has exactly one place.
 */
export async function postsByDate(db: Db): Promise<{ summary: BlogPostSummary; date: number }[]> {
  const posts = await indexedPosts(db);
  return posts.map(({ summary, date }) => ({ summary, date })).sort((a, b) => a.date - b.date || a.summary.id.localeCompare(b.summary.id));
}

const link = (summary: BlogPostSummary): PostLink => ({ slug: summary.slug, title: summary.title, publishDate: summary.publishDate });

/**
 * The previous and next published post around post `id` (none around an unpublished one). The
 * order of all published posts is read once per change (a memo cleared by the next public change
 * event), not per request.
 */
export async function postNeighbours(id: string): Promise<PostNeighbours> {
  const posts = await untilChange("blog-posts-by-date", () => postsByDate(db()));
  const at = posts.findIndex((p) => p.summary.id === id);
  if (at === -1) return { previous: null, next: null };
  return {
    previous: at > 0 ? link(posts[at - 1].summary) : null,
    next: at < posts.length - 1 ? link(posts[at + 1].summary) : null,
  };
}
