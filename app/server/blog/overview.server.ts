import type { BlogPostSummary } from "~/blocks/data";
import { BLOG_PAGE_SIZE, type BlogOverviewQuery } from "~/lib/blog-rules";
import type { Db } from "../db/client.server";
import { fromDbJson, fromDbTimestamp, toDbBool } from "../db/dialect.server";
import { readBlogPost } from "./read-post";
import {
  buildSearchIndex,
  foldGerman,
  matchesSearch,
  parseSearchQuery,
  type SearchIndex,
} from "./search";

/**
 * The blog overview (spec §2): published posts searched, filtered, sorted and cut into pages of
 * nine on the server. Search runs in application code (app/server/blog/search.ts), so SQLite and
 * PostgreSQL give the same answers; what it needs of a post is prepared once per post version.
 */

export interface BlogOverview {
  /** The state shown: the page clamped to the pages there are. */
  query: BlogOverviewQuery;
  posts: BlogPostSummary[];
  /** Posts matching search, category and tag. */
  total: number;
  page: number;
  /** At least 1. */
  pages: number;
  /** Categories of all published posts, German order. */
  categories: string[];
}

interface IndexedPost {
  summary: BlogPostSummary;
  search: SearchIndex;
  /** Sort key: publish date, else creation, in ms. */
  date: number;
  category: string;
  tags: string[];
}

const collator = new Intl.Collator("de", {
  sensitivity: "base",
  numeric: true,
});

/** Per database, per post id: the prepared post and the version it was prepared from. */
const prepared = new WeakMap<
  Db,
  Map<string, { version: string; post: IndexedPost }>
>();

function dateOf(summary: BlogPostSummary, createdAt: string): number {
  const date = Date.parse(summary.publishDate);
  return Number.isNaN(date) ? Date.parse(createdAt) || 0 : date;
}

/** Published blog posts, prepared for searching (only new or changed posts are read and prepared). */
export async function indexedPosts(db: Db): Promise<IndexedPost[]> {
  // Published posts keep their published state in the plain columns; working copies live in draft_*.
  const rows = await db
    .selectFrom("content_pages")
    .select([
      "id",
      "slug",
      "title",
      "meta_description",
      "created_at",
      "updated_at",
      "published_at",
    ])
    .where("content_type", "=", "blog")
    .where("is_published", "=", toDbBool(true))
    .execute();
  let cache = prepared.get(db);
  if (!cache) prepared.set(db, (cache = new Map()));
  const versionOf = (row: (typeof rows)[number]) =>
    `${fromDbTimestamp(row.published_at ?? row.updated_at)}|${row.slug}|${row.title}|${row.meta_description ?? ""}`;
  const stale = rows.filter(
    (row) => cache.get(row.id)?.version !== versionOf(row),
  );
  for (let i = 0; i < stale.length; i += 500) {
    const chunk = stale.slice(i, i + 500);
    const contents = await db
      .selectFrom("content_pages")
      .select(["id", "content"])
      .where(
        "id",
        "in",
        chunk.map((row) => row.id),
      )
      .execute();
    const contentById = new Map(
      contents.map((c) => [c.id, fromDbJson(c.content)]),
    );
    for (const row of chunk) {
      const createdAt = fromDbTimestamp(row.created_at);
      const { summary, bodyText } = readBlogPost({
        ...row,
        content: contentById.get(row.id),
        created_at: createdAt,
      });
      const post: IndexedPost = {
        summary,
        search: buildSearchIndex(
          `${summary.title} ${summary.excerpt} ${bodyText} ${summary.category} ${(summary.tags ?? []).join(" ")}`,
        ),
        date: dateOf(summary, createdAt),
        category: foldGerman(summary.category),
        tags: (summary.tags ?? []).map(foldGerman),
      };
      cache.set(row.id, { version: versionOf(row), post });
    }
  }
  // Deleted or unpublished posts leave the cache.
  const live = new Set(rows.map((row) => row.id));
  for (const id of cache.keys()) if (!live.has(id)) cache.delete(id);
  return rows.map((row) => cache.get(row.id)!.post);
}

const byTitle = (a: IndexedPost, b: IndexedPost) =>
  collator.compare(a.summary.title, b.summary.title) ||
  a.summary.id.localeCompare(b.summary.id);

export async function loadBlogOverview(
  db: Db,
  query: BlogOverviewQuery,
): Promise<BlogOverview> {
  const all = await indexedPosts(db);
  const categories = [...new Set(all.map((p) => p.summary.category))].sort(
    collator.compare,
  );
  const search = parseSearchQuery(query.q);
  const category = foldGerman(query.category);
  const tag = foldGerman(query.tag);
  const matching = all.filter(
    (p) =>
      (!category || p.category === category) &&
      (!tag || p.tags.includes(tag)) &&
      matchesSearch(p.search, search),
  );
  // Ties are broken by title and id, so each post has one place and pages never repeat or skip one.
  const sorted = matching.sort(
    query.sort === "titel"
      ? byTitle
      : query.sort === "aelteste"
        ? (a, b) => a.date - b.date || byTitle(a, b)
        : (a, b) => b.date - a.date || byTitle(a, b),
  );
  const pages = Math.max(1, Math.ceil(sorted.length / BLOG_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(query.page) || 1), pages);
  return {
    query: { ...query, page },
    posts: sorted
      .slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE)
      .map((p) => p.summary),
    total: sorted.length,
    page,
    pages,
    categories,
  };
}
