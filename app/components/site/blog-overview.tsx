import { Search } from "lucide-react";
import type { BlogPostSummary } from "~/blocks/data";
import { deBlogOverview as t } from "~/i18n/blog-overview";
import {
  BLOG_PAGE_SIZE,
  BLOG_SORTS,
  blogOverviewSearch,
  type BlogOverviewQuery,
} from "~/lib/blog-rules";
import { BLOG_ATTR } from "~/site-runtime/blog-contract";
import { DEFAULT_OPTIONS, PostCard } from "./blog-list";

/**
 * The blog overview of spec §2 as plain server HTML: a GET form (search, category, sort) and the
 * results with pagination, all state in the query string, so it works without JavaScript. With
 * JavaScript, app/site-runtime/blog-search.ts searches as the visitor types and swaps the results.
 */

export interface BlogOverviewData {
  query: BlogOverviewQuery;
  posts: BlogPostSummary[];
  total: number;
  page: number;
  pages: number;
  categories: string[];
}

const FIELD =
  "h-10 rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";
const GRID =
  "mt-5 grid list-none grid-cols-1 gap-6 p-0 md:grid-cols-2 lg:grid-cols-3";

/** Page numbers to show: all up to 7, else first, last and the neighbours of the current one. */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of shown) {
    if (out.length > 0 && n - (out[out.length - 1] as number) > 1)
      out.push(null);
    out.push(n);
  }
  return out;
}

function Pagination({
  basePath,
  query,
  page,
  pages,
}: {
  basePath: string;
  query: BlogOverviewQuery;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const href = (n: number) =>
    basePath + blogOverviewSearch({ ...query, page: n });
  const link =
    "inline-flex h-10 min-w-10 items-center justify-center rounded-md border border-border px-3 text-sm font-medium hover:bg-muted";
  const off =
    "inline-flex h-10 items-center justify-center rounded-md border border-border px-3 text-sm text-muted-foreground opacity-50";
  return (
    <nav
      aria-label={t.pagination}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 ? (
        <a
          href={href(page - 1)}
          rel="prev"
          className={link}
          {...{ [BLOG_ATTR.nav]: "" }}
        >
          {t.previous}
        </a>
      ) : (
        <span aria-disabled="true" className={off}>
          {t.previous}
        </span>
      )}
      {pageNumbers(page, pages).map((n, i) =>
        n === null ? (
          <span
            key={`gap-${i}`}
            aria-hidden="true"
            className="px-1 text-muted-foreground"
          >
            …
          </span>
        ) : (
          <a
            key={n}
            href={href(n)}
            aria-label={t.pageLabel(n)}
            aria-current={n === page ? "page" : undefined}
            className={
              n === page
                ? `${link} border-primary-strong bg-primary-strong text-primary-foreground hover:bg-primary-strong`
                : link
            }
            {...{ [BLOG_ATTR.nav]: "" }}
          >
            {n}
          </a>
        ),
      )}
      {page < pages ? (
        <a
          href={href(page + 1)}
          rel="next"
          className={link}
          {...{ [BLOG_ATTR.nav]: "" }}
        >
          {t.next}
        </a>
      ) : (
        <span aria-disabled="true" className={off}>
          {t.next}
        </span>
      )}
    </nav>
  );
}

/** The swapped part: count, cards or the empty state, pagination. */
export function BlogResults({
  data,
  basePath,
}: {
  data: BlogOverviewData;
  basePath: string;
}) {
  const { query } = data;
  const filtered = query.q !== "" || query.category !== "" || query.tag !== "";
  const resetHref =
    basePath +
    blogOverviewSearch({
      q: "",
      category: "",
      tag: "",
      sort: query.sort,
      page: 1,
    });
  return (
    <>
      <p
        className="mt-6 flex items-center gap-2 text-sm"
      >
        <span className="rounded-full bg-primary/10 px-3 py-1 font-semibold text-primary-strong">
          {t.count(data.total)}
        </span>
      </p>
      {data.posts.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-border p-10 text-center">
          <h2 className="text-lg font-semibold">{t.noneFound}</h2>
          <p className="mt-2 text-muted-foreground">
            {filtered ? t.noneFoundFiltered : t.noneAvailable}
          </p>
          {filtered && (
            <a
              href={resetHref}
              className="mt-5 inline-flex h-10 items-center rounded-md border border-border px-4 text-sm font-medium hover:bg-muted"
              {...{ [BLOG_ATTR.nav]: "" }}
            >
              {t.resetFilters}
            </a>
          )}
        </div>
      ) : (
        <ul role="list" className={GRID}>
          {data.posts.map((post) => (
            <PostCard key={post.id} post={post} content={DEFAULT_OPTIONS} />
          ))}
        </ul>
      )}
      <Pagination
        basePath={basePath}
        query={query}
        page={data.page}
        pages={data.pages}
      />
    </>
  );
}

function SkeletonCards() {
  return (
    <>
      {/* The count badge's place, so the cards do not jump while loading. */}
      <p
        className="mt-6 h-7 w-24 rounded-full bg-muted motion-safe:animate-pulse"
        aria-hidden="true"
      />
      <ul role="list" className={GRID} aria-label={t.loading}>
        {Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => (
          <li
            key={i}
            className="flex flex-col overflow-hidden rounded-xl border border-border bg-card"
            aria-hidden="true"
          >
            <div className="aspect-video w-full bg-muted motion-safe:animate-pulse" />
            <div className="flex flex-col gap-3 p-5">
              <div className="h-4 w-1/2 rounded bg-muted motion-safe:animate-pulse" />
              <div className="h-5 w-4/5 rounded bg-muted motion-safe:animate-pulse" />
              <div className="h-4 w-full rounded bg-muted motion-safe:animate-pulse" />
              <div className="h-4 w-2/3 rounded bg-muted motion-safe:animate-pulse" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function BlogOverview({
  data,
  basePath,
}: {
  data: BlogOverviewData;
  basePath: string;
}) {
  const { query } = data;
  return (
    <section {...{ [BLOG_ATTR.overview]: "" }} className="scroll-mt-24">
      {/* No page field: a new search, category or sort starts at page 1 (spec §4). autocomplete off:
          going back, the browser must not refill the fields with what was chosen later. */}
      <form
        method="get"
        action={basePath}
        role="search"
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap"
        {...{ [BLOG_ATTR.form]: "" }}
      >
        <div className="relative min-w-56 flex-1">
          <label htmlFor="blog-suche" className="sr-only">
            {t.searchLabel}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id="blog-suche"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={200}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            className={`${FIELD} w-full pl-9`}
          />
        </div>
        <label className="sr-only" htmlFor="blog-kategorie">
          {t.categoryLabel}
        </label>
        <select
          id="blog-kategorie"
          name="kategorie"
          defaultValue={query.category}
          className={FIELD}
        >
          <option value="">{t.allCategories}</option>
          {/* A category from an old link that no post has any more still shows what is filtered. */}
          {[
            ...data.categories,
            ...(query.category && !data.categories.includes(query.category)
              ? [query.category]
              : []),
          ].map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="blog-sortierung">
          {t.sortLabel}
        </label>
        <select
          id="blog-sortierung"
          name="sortierung"
          defaultValue={query.sort}
          className={FIELD}
        >
          {BLOG_SORTS.map((s) => (
            <option key={s} value={s}>
              {t.sorts[s]}
            </option>
          ))}
        </select>
        {query.tag && (
          <input type="hidden" name="schlagwort" value={query.tag} />
        )}
        <button
          type="submit"
          className="h-10 rounded-md bg-primary-strong px-4 text-sm font-medium text-primary-foreground hover:bg-primary-strong/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {t.submit}
        </button>
      </form>
      {query.tag && (
        <p className="mt-3 text-sm">
          <a
            href={basePath + blogOverviewSearch({ ...query, tag: "", page: 1 })}
            className="inline-flex items-center gap-2 rounded-full border border-border px-3 py-1 hover:bg-muted"
            aria-label={t.removeTag(query.tag)}
            {...{ [BLOG_ATTR.nav]: "" }}
          >
            {t.tagFilter(query.tag)} <span aria-hidden="true">×</span>
          </a>
        </p>
      )}
      <p role="status" className="sr-only" {...{ [BLOG_ATTR.status]: "" }}>
        {t.count(data.total)}
      </p>
      <div {...{ [BLOG_ATTR.results]: "" }}>
        <BlogResults data={data} basePath={basePath} />
      </div>
      <template {...{ [BLOG_ATTR.skeleton]: "" }}>
        <SkeletonCards />
      </template>
    </section>
  );
}
