import { matchesSearch } from "~/components/admin/pages/tree";
import type { PageRowBase } from "~/lib/pages";

/** One row of /admin/blog: a blog post's page fields plus what its blog-meta block says. */
export interface BlogPostRow extends PageRowBase {
  /** A future publish time (ISO) the scheduler will publish at; null when none. */
  publish_at: string | null;
  /** The blog category rule of spec §3 ('Allgemein' without one). */
  category: string;
  /** The publish time of a scheduled post, else the blog-meta publish date, else created_at (ISO or yyyy-mm-dd). */
  date: string;
  author: string;
  /** Issue 30: 'Freigabe ausstehend' / 'Zurückgegeben'. */
  review_status?: "pending" | "returned" | null;
  /** Issue 38: someone else's unpublished post for an Autor: its title only, no way in. */
  locked?: boolean;
  /** Issue 38: false for a post this person may only read (no pencil). */
  may_edit?: boolean;
}

/** Spec §2: blog posts live at /blog/{slug}. */
export function blogPostHref(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

export const BLOG_STATUSES = ["draft", "published", "scheduled", "changes"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/**
 * The post's main status. A post with a publish time still ahead is 'Geplant' even while an older
 * version is online (what matters is what happens next); otherwise online or not. Unpublished changes
 * are a second badge beside it, not a main status.
 */
export function mainStatus(post: Pick<BlogPostRow, "is_published" | "publish_at">, now: number): Exclude<BlogStatus, "changes"> {
  const at = post.publish_at ? Date.parse(post.publish_at) : NaN;
  if (Number.isFinite(at) && at > now) return "scheduled";
  return post.is_published ? "published" : "draft";
}

export function hasStatus(post: BlogPostRow, status: BlogStatus, now: number): boolean {
  return status === "changes" ? post.has_unpublished_changes : mainStatus(post, now) === status;
}

export interface BlogFilter {
  query: string;
  status: BlogStatus | null;
  category: string | null;
}

/** The rows the filters let through; the search matches title, slug, author and category (umlaut-folded). */
export function filterPosts(posts: readonly BlogPostRow[], filter: BlogFilter, now: number): BlogPostRow[] {
  return posts.filter(
    (post) =>
      matchesSearch(filter.query, post.title, post.slug, post.author, post.category) &&
      (filter.status === null || hasStatus(post, filter.status, now)) &&
      (filter.category === null || post.category === filter.category),
  );
}
