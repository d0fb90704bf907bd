/**
 * The blog overview's markup that the lazy search module (blog-search.ts) works on, shared with
 * the server component that writes it (app/components/site/blog-overview.tsx). No React here.
 */
export const BLOG_ATTR = {
  /** The overview's element: its presence makes the runtime load blog-search.ts. */
  overview: "data-blog-overview",
  /** The GET form (search, category, sort). */
  form: "data-blog-form",
  /** What the search swaps: count, cards or empty state, pagination. */
  results: "data-blog-results",
  /** <template> with the nine skeleton cards shown while results load. */
  skeleton: "data-blog-skeleton",
  /** A status line outside the swapped part, so screen readers hear the new count. */
  status: "data-blog-status",
  /** Links inside the overview that change its state (pages, reset, tag removal). */
  nav: "data-blog-nav",
} as const;
