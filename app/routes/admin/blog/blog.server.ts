import { pageRowBase, type PageSummary } from "~/lib/pages";
import { filterPosts, type BlogPostRow, type BlogStatus, BLOG_STATUSES } from "~/components/admin/blog/blog-status";
import { readBlocks } from "~/blocks/content";
import { callHook } from "~/blocks/hooks";
import { flattenBlocks } from "~/blocks/tree";
import { blogCategory } from "~/lib/blog-rules";
import { ADMIN_PAGE_SIZE, pageWindow, readPageParam, readSearchParam, readSortParam, type PageWindow } from "~/lib/list-paging";
import { DEFAULT_BLOG_CATEGORIES } from "~/lib/settings";
import type { Db } from "~/server/db/client.server";
import { listPages, listPagesWithContentByIds } from "~/server/pages/pages.server";
import { getSettings } from "~/server/settings/settings.server";

/** The orders of /admin/blog (`sort` in the address): newest first, oldest first, by title. */
export const BLOG_SORTS = ["neueste", "aelteste", "titel"] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];

export interface BlogListQuery {
  q: string;
  status: BlogStatus | null;
  category: string | null;
  sort: BlogSort;
  page: number;
}

/** The list's view from its address (a bad value falls back to the default, never an error). */
export function readBlogListQuery(params: URLSearchParams): BlogListQuery {
  const status = params.get("status");
  return {
    q: readSearchParam(params),
    status: (BLOG_STATUSES as readonly string[]).includes(status ?? "") ? (status as BlogStatus) : null,
    category: params.get("category")?.trim().slice(0, 200) || null,
    sort: readSortParam(params, BLOG_SORTS),
    page: readPageParam(params),
  };
}

interface PostMeta {
  /** id:version:updated_at of the row the meta was read from. */
  key: string;
  category: string;
  publishDate: string;
  author: string;
}

/**
 * The blog meta of each post's working copy, by page id. Every write raises a page's version, so
 * an entry is valid while the row's id, version and updated_at are the same: the list reads only
 * the contents of posts changed since (the first load reads them all once). Correct with several
 * instances too, since the key comes from the database row.
 */
const metaCaches = new WeakMap<Db, Map<string, PostMeta>>();

function metaKey(page: PageSummary): string {
  return `${page.id}:${page.version}:${page.updated_at}`;
}

async function postMetas(db: Db, posts: PageSummary[]): Promise<Map<string, PostMeta>> {
  let metaCache = metaCaches.get(db);
  if (!metaCache) metaCaches.set(db, (metaCache = new Map()));
  const stale = posts.filter((page) => metaCache.get(page.id)?.key !== metaKey(page));
  const pages = await listPagesWithContentByIds(db, stale.map((page) => page.id), "working");
  for (const page of pages) {
    const metaBlock = flattenBlocks(readBlocks(page.content)).find((block) => callHook(block, "postMeta") !== undefined);
    const meta = metaBlock ? callHook(metaBlock, "postMeta") : undefined;
    metaCache!.set(page.id, {
      key: metaKey(page),
      category: blogCategory(meta?.category),
      publishDate: meta?.publishDate?.trim() ?? "",
      author: meta?.author?.trim() ?? "",
    });
  }
  const ids = new Set(posts.map((page) => page.id));
  // Posts deleted since: forget them (the cache holds at most the posts there are).
  for (const id of metaCache.keys()) if (!ids.has(id)) metaCache.delete(id);
  return metaCache;
}

/**
 * Every blog post (pages of content type blog) as their editors see them (working copy), newest
 * first by their shown date. The meta data comes from the first block that carries post meta.
 */
export async function loadBlogPosts(db: Db): Promise<BlogPostRow[]> {
  return sortPosts(await allPostRows(db), "neueste");
}

async function allPostRows(db: Db): Promise<BlogPostRow[]> {
  const posts = (await listPages(db)).filter((page) => page.content_type === "blog");
  const metas = await postMetas(db, posts);
  return posts.map((page): BlogPostRow => {
    const meta = metas.get(page.id);
    return {
      ...pageRowBase(page),
      publish_at: page.publish_at ?? null,
      category: meta?.category ?? blogCategory(undefined),
      // A scheduled post is dated by its publish time.
      date: page.publish_at || meta?.publishDate || page.created_at,
      author: meta?.author ?? "",
      review_status: page.review_status ?? null,
    };
  });
}

function sortPosts(rows: BlogPostRow[], sort: BlogSort): BlogPostRow[] {
  const byTitle = (a: BlogPostRow, b: BlogPostRow) => a.title.localeCompare(b.title, "de") || a.id.localeCompare(b.id);
  if (sort === "titel") return rows.sort(byTitle);
  const direction = sort === "aelteste" ? 1 : -1;
  return rows.sort((a, b) => direction * (dateValue(a.date) - dateValue(b.date)) || byTitle(a, b));
}

export interface BlogPostPage {
  posts: BlogPostRow[];
  window: PageWindow;
  /** Posts there are at all (without search and filters). */
  all: number;
  /** Every category a post uses (for the filter). */
  usedCategories: string[];
}

/** One page of the list: searched, filtered and sorted on the server (issue 38, item 18). */
export async function listBlogPosts(db: Db, query: BlogListQuery, now: number, pageSize = ADMIN_PAGE_SIZE): Promise<BlogPostPage> {
  const rows = await allPostRows(db);
  const matching = sortPosts(filterPosts(rows, { query: query.q, status: query.status, category: query.category }, now), query.sort);
  const window = pageWindow(matching.length, query.page, pageSize);
  return {
    posts: matching.slice(window.offset, window.offset + window.pageSize),
    window,
    all: rows.length,
    usedCategories: [...new Set(rows.map((row) => row.category))],
  };
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
