import type { Db } from "../../db/client.server";
import { recordChange, withChanges } from "../../events/changes.server";
import crypto from "node:crypto";
import { nowIso } from "../../db/dialect.server";
import { REDIRECT_WILDCARD, uploadOriginalPath } from "../../redirects/lookup.server";
import { updateRedirect } from "../../redirects/redirects.server";
import { getSettings, saveSettings } from "../../settings/settings.server";
import { canonicalPath, type SiteAddresses } from "./url-map.server";
import type { WxrItem, WxrTerm } from "./wxr.server";

/** Old WordPress addresses → ours, and the blog categories an import brings. */

export interface PlannedRedirect {
  from: string;
  to: string;
}

/** Addresses our own routes answer (besides pages), never the source of a redirect. */
const OWN_PATHS = new Set(["/", "/blog", "/downloads", "/presentations", "/blog/rss.xml", "/blog/atom.xml", "/sitemap.xml", "/robots.txt"]);
const OWN_PREFIXES = ["/admin", "/api", "/auth", "/assets", "/media"];

/**
 * Writes the redirects (301) not yet there: one per source path, none from a path one of our
 * pages or routes answers (checked here, for all of them at once, instead of row by row as
 * createRedirect does), none pointing at itself. An existing redirect from the same path is
 * pointed at the new target. Returns how many were created or changed (a dry run: would be).
 */
export async function writeRedirects(db: Db, planned: PlannedRedirect[], dryRun: boolean): Promise<number> {
  const pages = await db.selectFrom("content_pages").select(["slug", "content_type"]).execute();
  const live = new Set(OWN_PATHS);
  for (const page of pages) {
    live.add(page.content_type === "blog" ? `/blog/${page.slug}` : page.content_type === "presentation" ? `/presentations/${page.slug}` : `/${page.slug}`);
  }
  const bySource = new Map<string, string>();
  for (const { from, to } of planned) {
    if (!from.startsWith("/") || from.length > 500 || from === to || bySource.has(from)) continue;
    // A rule (/alt/*) is checked by the address it starts at: never one of ours, never the root.
    const path = from.endsWith(`/${REDIRECT_WILDCARD}`) ? from.slice(0, -2) || "/" : from.split("?")[0]!;
    if (from.endsWith(`/${REDIRECT_WILDCARD}`) && path === "/") continue;
    if (!from.includes("?") && (live.has(path) || OWN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))) continue;
    bySource.set(from, to);
  }
  // One read of the redirects there are and inserts in batches: an export brings thousands.
  const existing = new Map((await db.selectFrom("redirects").select(["id", "from_path", "to_path", "status_code"]).execute()).map((r) => [r.from_path, r]));
  const changed: [string, string][] = [];
  for (const [from, to] of bySource) {
    const current = existing.get(from);
    if (current?.to_path !== to || Number(current.status_code) !== 301) changed.push([from, to]);
  }
  if (dryRun || changed.length === 0) return changed.length;
  return withChanges(db, async (trx) => {
    const now = nowIso();
    const fresh: { id: string; from_path: string; to_path: string; status_code: number; created_at: string; updated_at: string }[] = [];
    for (const [from, to] of changed) {
      const current = existing.get(from);
      if (current) await updateRedirect(trx, current.id, { to_path: to, status_code: 301 });
      else fresh.push({ id: crypto.randomUUID(), from_path: from, to_path: to, status_code: 301, created_at: now, updated_at: now });
    }
    for (let i = 0; i < fresh.length; i += 100) await trx.insertInto("redirects").values(fresh.slice(i, i + 100)).execute();
    await recordChange(trx, { topic: "redirects", action: "imported", public: true });
    return changed.length;
  });
}

/** Adds the categories the blog does not know yet (compared without case); returns those added. */
export async function addBlogCategories(db: Db, names: string[], dryRun: boolean): Promise<string[]> {
  const { settings } = await getSettings(db);
  const known = new Set(settings.blog.categories.map((c) => c.toLocaleLowerCase("de")));
  const added: string[] = [];
  for (const name of names) {
    const trimmed = name.trim().slice(0, 80);
    if (!trimmed || known.has(trimmed.toLocaleLowerCase("de"))) continue;
    known.add(trimmed.toLocaleLowerCase("de"));
    added.push(trimmed);
  }
  if (added.length && !dryRun) {
    await withChanges(db, async (trx) => {
      const current = (await getSettings(trx)).settings;
      await saveSettings(trx, { ...current, blog: { ...current.blog, categories: [...current.blog.categories, ...added] } });
      await recordChange(trx, { topic: "settings", action: "saved", public: true });
    });
  }
  return added;
}

/** WordPress's default category under its names; our blog calls a post without category 'Allgemein'. */
export const UNCATEGORIZED = new Set(["uncategorized", "allgemein", "unkategorisiert"]);
const DEFAULT_CATEGORY = "Allgemein";

/** How deep a category's parents are followed (a broken export may loop). */
const MAX_CATEGORY_DEPTH = 10;

/**
 * The old site's archive addresses, collected in pass 1 from the export's term list and from the
 * terms every post carries (WordPress.com and posts-only exports list none at the top), and turned
 * into redirect rules: one row per category and tag (`/category/reisen/*`: its page/N and feed
 * forms too), per year with posts (`/2012/*`: month and day archives), one each for search, author
 * and date queries and the feeds, and one per imported upload on the old site's host (its sizes
 * follow it: app/server/redirects/lookup.server.ts). The blog filters by category, tag and search
 * text, not by date or author: those archives lead to the blog.
 */
export class OldAddresses {
  private readonly categories = new Map<string, { name: string; parent: string | null }>();
  private readonly tags = new Map<string, string>();
  private readonly years = new Set<string>();
  private posts = 0;

  /** A term from the export's list (categories there know their parent). */
  addTerm(term: WxrTerm): void {
    if (!term.slug) return;
    if (term.taxonomy === "category") this.categories.set(term.slug, { name: term.name || term.slug, parent: term.parent });
    else if (term.taxonomy === "post_tag") this.tags.set(term.slug, term.name || term.slug);
  }

  /** An imported page or post: its terms (where the list lacks them) and, for a post, its year. */
  addItem(item: WxrItem): void {
    for (const term of item.terms) {
      if (!term.slug) continue;
      if (term.taxonomy === "category" && !this.categories.has(term.slug)) this.categories.set(term.slug, { name: term.name || term.slug, parent: null });
      else if (term.taxonomy === "post_tag" && !this.tags.has(term.slug)) this.tags.set(term.slug, term.name || term.slug);
    }
    if (item.type !== "post") return;
    this.posts++;
    const year = /^(\d{4})-/.exec(item.date ?? "")?.[1];
    if (year && year !== "0000") this.years.add(year);
  }

  /** The category's path below /category: its parents' slugs first (/eltern/kind). */
  private categoryPath(slug: string): string {
    const parts = [slug];
    let parent = this.categories.get(slug)?.parent ?? null;
    while (parent && parts.length < MAX_CATEGORY_DEPTH && !parts.includes(parent)) {
      parts.unshift(parent);
      parent = this.categories.get(parent)?.parent ?? null;
    }
    return parts.join("/");
  }

  /**
   * The rules: `uploads` are the imported files ([old address, our address]); only those on the
   * old site's own host can be asked for here.
   */
  redirects(addresses: SiteAddresses, uploads: readonly (readonly [string, string])[]): PlannedRedirect[] {
    const out: PlannedRedirect[] = [];
    const rule = (path: string) => `${canonicalPath(path)}/${REDIRECT_WILDCARD}`;
    for (const [slug, { name }] of this.categories) {
      const uncategorized = UNCATEGORIZED.has(slug.toLowerCase()) || UNCATEGORIZED.has(name.toLowerCase());
      const to = `/blog?${new URLSearchParams({ kategorie: uncategorized ? DEFAULT_CATEGORY : name.slice(0, 80) })}`;
      const nested = this.categoryPath(slug);
      out.push({ from: rule(`/category/${nested}`), to });
      // WordPress answers a child category at /category/kind/ too (and links it there from old themes).
      if (nested !== slug) out.push({ from: rule(`/category/${slug}`), to });
    }
    for (const [slug, name] of this.tags) out.push({ from: rule(`/tag/${slug}`), to: `/blog?${new URLSearchParams({ schlagwort: name })}` });
    if (this.posts > 0) {
      for (const year of [...this.years].sort()) out.push({ from: rule(`/${year}`), to: "/blog" });
      out.push(
        { from: `/?s=${REDIRECT_WILDCARD}`, to: `/blog?q=${REDIRECT_WILDCARD}` },
        { from: `/?m=${REDIRECT_WILDCARD}`, to: "/blog" },
        { from: `/?author=${REDIRECT_WILDCARD}`, to: "/blog" },
        { from: rule("/author"), to: "/blog" },
        { from: "/feed/atom", to: "/blog/atom.xml" },
        { from: rule("/feed"), to: "/blog/rss.xml" },
        { from: rule("/blog/feed"), to: "/blog/rss.xml" },
      );
    }
    for (const [url, ours] of uploads) {
      const parsed = addresses.parse(url);
      if (!parsed || !/^\/wp-content\/uploads\//i.test(parsed.pathname)) continue;
      out.push({ from: uploadOriginalPath(canonicalPath(parsed.pathname)), to: ours });
    }
    return out;
  }
}
