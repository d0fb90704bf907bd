import { flattenTree, matchesSearch, rootPageStarts } from "~/components/admin/pages/tree";
import { pageWindow, readPageParam, readSearchParam } from "~/lib/list-paging";
import { CONTENT_TYPES, type PageSummary } from "~/lib/pages";
import { checkPagesSeo, checkPagesSeoByIds } from "~/server/pages/seo-check.server";
import { listPages } from "~/server/pages/pages.server";
import type { Db } from "~/server/db/client.server";

/**
 * Rows per page of the tree: a page row carries a drag handle, badges and up to eight actions
 * (about 4 KB of HTML), so fewer than the other lists' 50.
 */
export const PAGE_TREE_ROWS = 25;

export type TreePageRow = PageSummary & { seo: { score: number; issues: string[] } };

/** Every page (without its content) with the SEO score of its working copy, from one query. */
export async function loadPageTree(db: Db): Promise<TreePageRow[]> {
  return (await checkPagesSeo(db)).map(({ page: { content: _content, ...page }, seo }) => ({
    ...page,
    seo: { score: seo.score, issues: seo.issues.map((issue) => issue.message) },
  }));
}

export interface PageTreeQuery {
  q: string;
  status: "published" | "draft" | null;
  type: string | null;
  page: number;
  /** A page id: without an explicit `page`, the page of the tree that holds it (a link to one page's place). */
  show: string | null;
}

export function readPageTreeQuery(params: URLSearchParams): PageTreeQuery {
  const status = params.get("status");
  const type = params.get("type");
  return {
    q: readSearchParam(params),
    status: status === "published" || status === "draft" ? status : null,
    type: type && type !== "blog" && (CONTENT_TYPES as readonly string[]).includes(type) ? type : null,
    page: readPageParam(params),
    show: params.has("page") ? null : params.get("show")?.slice(0, 100) || null,
  };
}

/**
 * One page of /admin/pages (issue 38, item 18): without search or filter, whole root subtrees
 * (rootPageStarts); with them, the matching pages in tree order, ADMIN_PAGE_SIZE a page. The SEO
 * check reads only the contents of the pages shown. Blog posts are listed in /admin/blog.
 */
export async function loadPageTreePage(db: Db, query: PageTreeQuery) {
  const summaries = await listPages(db);
  const pages = summaries.filter((p) => p.content_type !== "blog");
  const tree = flattenTree(pages);
  const filtering = query.q !== "" || query.status !== null || query.type !== null;
  let shown: typeof tree;
  let window: { page: number; pageCount: number };
  let total: number;
  if (filtering) {
    const matching = tree.filter(
      (p) => matchesSearch(query.q, p.title, p.slug) && (query.status === null || (query.status === "published") === p.is_published) && (query.type === null || p.content_type === query.type),
    );
    const w = pageWindow(matching.length, query.page, PAGE_TREE_ROWS);
    shown = matching.slice(w.offset, w.offset + w.pageSize);
    window = w;
    total = matching.length;
  } else {
    const starts = rootPageStarts(tree, PAGE_TREE_ROWS);
    const pageCount = Math.max(1, starts.length);
    const shownAt = query.show ? tree.findIndex((p) => p.id === query.show) : -1;
    const wanted = shownAt >= 0 ? starts.filter((start) => start <= shownAt).length : query.page;
    const page = Math.min(Math.max(1, wanted), pageCount);
    shown = tree.slice(starts[page - 1] ?? 0, starts[page] ?? tree.length);
    window = { page, pageCount };
    total = tree.length;
  }
  const checked = await checkPagesSeoByIds(
    db,
    shown.map((p) => p.id),
    summaries,
  );
  const seo = new Map(checked.map(({ page, seo }) => [page.id, { score: seo.score, issues: seo.issues.map((issue) => issue.message) }]));
  return {
    pages: shown.map(({ depth: _depth, ...page }): TreePageRow => ({ ...page, seo: seo.get(page.id) ?? { score: 0, issues: [] } })),
    blogPosts: summaries.length - pages.length,
    page: window.page,
    pageCount: window.pageCount,
    /** Pages matching search and filters (all pages without them); `all`: pages there are. */
    total,
    all: pages.length,
    /** Every root page in order: a drop among the roots of one page reorders them within all of them. */
    rootIds: filtering ? [] : tree.filter((p) => p.depth === 0).map((p) => p.id),
    query,
  };
}
