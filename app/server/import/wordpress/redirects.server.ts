import type { Db } from "../../db/client.server";
import { recordChange, withChanges } from "../../events/changes.server";
import crypto from "node:crypto";
import { nowIso } from "../../db/dialect.server";
import { updateRedirect } from "../../redirects/redirects.server";
import { getSettings, saveSettings } from "../../settings/settings.server";

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
    const path = from.split("?")[0]!;
    if (!from.includes("?") && (live.has(from) || OWN_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))) continue;
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
