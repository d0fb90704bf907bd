/**
 * The blog's rules of spec §2/§3/§5/§9 in one pure module: read time, category, excerpt, page size.
 * Shared by the overview (app/server/blog), the post view, the feeds and the blog admin.
 */

/** Spec §9: nine cards per overview page. */
export const BLOG_PAGE_SIZE = 9;
/** Spec §9: excerpts are cut at 150 characters. */
export const EXCERPT_LENGTH = 150;
/** Spec §9: read time = words / 200, rounded up, at least 1. */
export const WORDS_PER_MINUTE = 200;
/** Spec §3: a post without a category. */
export const DEFAULT_CATEGORY = "Allgemein";
/** Spec §2: what a card shows when a post has no excerpt. */
export const EXCERPT_FALLBACK = "Erfahren Sie mehr in diesem Artikel...";

/** Spec §5: a stored read time is parsed as an integer; a non-number (or ≤ 0) counts as missing (null). */
export function parseReadTime(stored: unknown): number | null {
  let n: number;
  if (typeof stored === "number") n = Math.trunc(stored);
  else if (typeof stored === "string") n = Number.parseInt(stored.trim(), 10);
  else return null;
  return Number.isFinite(n) && n > 0 ? Math.min(n, 999) : null;
}

/** Words of readable text (tags, if any, count as spaces). */
export function countWords(text: string): number {
  return text
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Minutes to read: a stored read time wins, else words / 200 rounded up, at least 1 (spec §5/§9). */
export function readTimeMinutes(stored: unknown, bodyWords: number): number {
  return (
    parseReadTime(stored) ??
    Math.max(1, Math.ceil(Math.max(0, bodyWords) / WORDS_PER_MINUTE))
  );
}

/** Spec §3: the blog-meta block's category, else the content's category, else 'Allgemein'. */
export function blogCategory(
  metaCategory: unknown,
  contentCategory?: unknown,
): string {
  for (const value of [metaCategory, contentCategory]) {
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return DEFAULT_CATEGORY;
}

/** Cut text to at most `length` characters at a word boundary, with "…" when cut. */
export function cutAtWord(text: string, length = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length);
  // Cut at the last space when the limit falls inside a word (one word longer than the limit stays cut).
  const atWord = /\s/.test(clean[length] ?? "")
    ? cut
    : cut.replace(/\s+\S*$/, "");
  return `${(atWord || cut).trimEnd()}…`;
}

/**
 * Spec §2 card excerpt: the meta description, else the post's stored excerpt (blog-meta), else the
 * first paragraph or heading cut to 150 characters at a word; "" when there is none (the card then
 * shows EXCERPT_FALLBACK).
 */
export function postExcerpt(sources: {
  metaDescription?: string | null;
  storedExcerpt?: string | null;
  firstText?: string | null;
}): string {
  const source =
    sources.metaDescription?.trim() ||
    sources.storedExcerpt?.trim() ||
    sources.firstText?.trim() ||
    "";
  return cutAtWord(source);
}

/** Tags as stored (array or comma-separated string) → trimmed, de-duplicated, non-empty. */
export function parseTags(stored: unknown): string[] {
  const list = Array.isArray(stored)
    ? stored
    : typeof stored === "string"
      ? stored.split(",")
      : [];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const item of list) {
    if (typeof item !== "string") continue;
    const tag = item.trim();
    const key = tag.toLocaleLowerCase("de-DE");
    if (tag && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags;
}

// ---------------------------------------------------------------------------------------------
// The blog overview's state lives in the query string (German names, as the visitor sees them):
// ?q=&kategorie=&schlagwort=&sortierung=neueste|aelteste|titel&seite=

export const BLOG_SORTS = ["neueste", "aelteste", "titel"] as const;
export type BlogSort = (typeof BLOG_SORTS)[number];
/** Longest search text taken from the query string. */
export const BLOG_QUERY_MAX = 200;

export interface BlogOverviewQuery {
  q: string;
  category: string;
  tag: string;
  sort: BlogSort;
  /** 1-based; the server clamps it to the pages there are. */
  page: number;
}

/** Never fails: unknown sorts read as 'neueste', a bad or missing page as 1. */
export function parseBlogOverviewQuery(
  params: URLSearchParams,
): BlogOverviewQuery {
  const text = (name: string) =>
    (params.get(name) ?? "").trim().slice(0, BLOG_QUERY_MAX);
  const sort = text("sortierung");
  const page = Number.parseInt(text("seite"), 10);
  return {
    q: text("q"),
    category: text("kategorie"),
    tag: text("schlagwort"),
    sort: (BLOG_SORTS as readonly string[]).includes(sort)
      ? (sort as BlogSort)
      : "neueste",
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 1_000_000) : 1,
  };
}

/** The query string of a state, defaults left out (`` for the plain overview). */
export function blogOverviewSearch(query: BlogOverviewQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("kategorie", query.category);
  if (query.tag) params.set("schlagwort", query.tag);
  if (query.sort !== "neueste") params.set("sortierung", query.sort);
  if (query.page > 1) params.set("seite", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
