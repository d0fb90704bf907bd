import { pageHref } from "~/lib/navigation";

export interface LinkPage {
  id: string;
  title: string;
  slug: string;
  /** Where the page lives when not at /{slug} (a presentation: /presentations/{slug}). */
  path?: string;
}

/** The address a link to this page stores. */
export function linkPageHref(page: LinkPage): string {
  return page.path ?? pageHref(page.slug);
}

export type LinkValue =
  | { mode: "page"; pageId: string; /** "#team" or "?a=1" kept from the stored link. */ suffix: string }
  | { mode: "url"; url: string };

/**
 * Reads a stored link. Blocks keep site links as paths ("/kontakt"), which every renderer, the
 * SEO link check and the slug-change rewrite (app/blocks/page-links.ts: moving a page rewrites every
 * link to its old path) understand; a path that is one of the pages is shown as that page.
 */
export function parseLinkValue(value: unknown, pages: readonly LinkPage[]): LinkValue {
  const url = typeof value === "string" ? value.trim() : "";
  if (url.startsWith("/") && !url.startsWith("//")) {
    const cut = url.search(/[?#]/);
    const path = (cut < 0 ? url : url.slice(0, cut)).replace(/(.)\/+$/, "$1");
    const suffix = cut < 0 ? "" : url.slice(cut);
    const page = pages.find((p) => linkPageHref(p) === path);
    if (page) return { mode: "page", pageId: page.id, suffix };
  }
  return { mode: "url", url };
}

/** The stored link for a page chosen by id: its current path (plus a kept #anchor / ?query). */
export function pageLinkValue(pageId: string, pages: readonly LinkPage[], suffix = ""): string | null {
  const page = pages.find((p) => p.id === pageId);
  return page ? linkPageHref(page) + suffix : null;
}
