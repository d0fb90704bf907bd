import { assetFileUrl } from "~/lib/assets";
import { defaultSettings, type SiteSettings } from "~/lib/settings";
import type { Db } from "../../db/client.server";
import { fromDbBool, fromDbJson, fromDbTimestamp } from "../../db/dialect.server";
import { recordChange, withChanges } from "../../events/changes.server";
import { pageChange } from "../../events/page-change.server";
import { removeStored } from "../../media/upload.server";
import { getPageById } from "../../pages/pages.server";
import { DEMO_SEEDS, demoPageFingerprint, mediaToken, type DemoSeed } from "../../seed/demo-fingerprint";
import { forgetDemoRecord, readDemoRecord } from "../../seed/demo-record.server";
import { getSettings, saveSettings } from "../../settings/settings.server";
import type { Storage } from "../../storage/storage.server";

/**
 * The demo makes way (issue 39): on an installation whose seeded demo is untouched, a WordPress
 * import removes the demo's pages, posts and media first, so the old site's Impressum gets
 * /impressum (not /impressum-2) and no demo company is left beside it. "Untouched" is decided from
 * the seed's record (app/server/seed/demo-record.server.ts): every page there is a demo page at
 * the version the seed left it (a demo page deleted since is fine), and no other page or post.
 * Installations seeded before the record existed are recognised by content instead (the seed's
 * fingerprints, app/server/seed/demo-fingerprint.ts), only where every page is certain.
 */

export interface DemoSite {
  /** The demo's pages still there: id → slug. */
  pages: Map<string, { slug: string; type: string }>;
  assets: string[];
  folders: string[];
  texts: Record<string, string>;
}

/** The demo as the seed left it; null when there is none or the site holds anything else. */
export async function untouchedDemo(db: Db): Promise<DemoSite | null> {
  const record = await readDemoRecord(db);
  if (!record) return untouchedDemoBySeed(db);
  const rows = await db.selectFrom("content_pages").select(["id", "slug", "version", "content_type"]).execute();
  if (rows.length === 0) return null;
  for (const row of rows) {
    const seeded = record.pages[row.id];
    if (seeded === undefined || Number(row.version) !== seeded) return null;
  }
  return { pages: new Map(rows.map((r) => [r.id, { slug: r.slug, type: r.content_type }])), assets: record.assets, folders: record.folders, texts: record.texts };
}

/** The seed's marker (seed.server.ts): the time it claimed the empty database. */
const SEEDED_KEY = "demo_seeded_at";
/** The seed writes its media within seconds of its marker; a file of that name added later is the user's. */
const SEED_MEDIA_WINDOW_MS = 10 * 60_000;

/**
 * An untouched demo of an installation seeded before the demo record existed: seeded (the marker
 * is there), every page still there is a demo page exactly as one of the known seeds wrote it (its
 * fingerprint: words, address, media by name), none with unpublished changes, no other page or
 * post. Anything less than certain is the user's own content (null): the import then asks.
 */
async function untouchedDemoBySeed(db: Db): Promise<DemoSite | null> {
  const marker = await db.selectFrom("app_meta").select("value").where("key", "=", SEEDED_KEY).executeTakeFirst();
  if (!marker) return null;
  // Cheap checks first: a site of hundreds of pages is decided by its slugs, without reading content or media.
  const slugs = await db.selectFrom("content_pages").select("slug").execute();
  if (slugs.length === 0) return null;
  const seeds = DEMO_SEEDS.filter((seed) => slugs.length <= Object.keys(seed.pages).length && slugs.every((r) => Object.hasOwn(seed.pages, r.slug)));
  if (seeds.length === 0) return null;
  const rows = await db
    .selectFrom("content_pages")
    .select(["id", "slug", "title", "content_type", "parent_id", "is_published", "is_legal", "meta_title", "meta_description", "content", "draft_title", "draft_content", "draft_meta_title", "draft_meta_description"])
    .execute();
  if (rows.length !== slugs.length) return null;
  if (rows.some((r) => r.draft_title !== null || r.draft_content !== null || r.draft_meta_title !== null || r.draft_meta_description !== null)) return null;
  const assets = await db.selectFrom("content_assets").select(["id", "name", "file_path", "folder_id", "created_at"]).execute();
  const folders = await db.selectFrom("content_folders").select(["id", "name", "parent_id", "is_download_folder"]).execute();
  const tokens = new Map(assets.map((a) => [assetFileUrl(a.file_path), mediaToken(a.name)]));
  const slugOf = new Map(rows.map((r) => [r.id, r.slug]));
  const matches = (seed: DemoSeed) =>
    rows.every((row) => {
      const parent = row.parent_id === null ? null : slugOf.get(row.parent_id);
      if (parent === undefined) return false;
      const state = {
        slug: row.slug, title: row.title, content_type: row.content_type, parent, is_published: fromDbBool(row.is_published), is_legal: fromDbBool(row.is_legal),
        meta_title: row.meta_title, meta_description: row.meta_description, content: fromDbJson(row.content),
      };
      return demoPageFingerprint(state, (text) => tokens.get(text) ?? null) === seed.pages[row.slug];
    });
  const seed = seeds.find(matches);
  if (!seed) return null;
  // The seed's folders (top level, by name and kind) and, in them, its files written with it.
  const seedFolders = folders.filter((f) => f.parent_id === null && seed.folders.some((d) => d.name === f.name && d.download === fromDbBool(f.is_download_folder)));
  const folderName = new Map(seedFolders.map((f) => [f.id, f.name]));
  const seededAt = Date.parse(marker.value);
  const seedAssets = assets.filter((a) => {
    const folder = a.folder_id === null ? undefined : folderName.get(a.folder_id);
    const age = Date.parse(fromDbTimestamp(a.created_at)) - seededAt;
    return folder !== undefined && seed.media.some((m) => m.name === a.name && m.folder === folder) && age >= -SEED_MEDIA_WINDOW_MS && age <= SEED_MEDIA_WINDOW_MS;
  });
  return {
    pages: new Map(rows.map((r) => [r.id, { slug: r.slug, type: r.content_type }])),
    assets: seedAssets.map((a) => a.id),
    folders: seedFolders.map((f) => f.id),
    texts: seed.texts,
  };
}

/**
 * Removes the demo (except the pages in `keep`) in one transaction: pages and posts (no 410 for
 * their addresses: they were never the user's), the settings that name them (legal pages, blog and
 * downloads overview, logos) and the demo's wording in the settings (site name → `siteTitle`);
 * then the demo's media and its folders that are empty now. Returns what went, for the report.
 */
export async function removeDemo(db: Db, storage: Storage, demo: DemoSite, options: { keep: Set<string>; siteTitle: string }): Promise<{ pages: number; posts: number; media: number }> {
  const removed = { pages: 0, posts: 0, media: 0 };
  const files = await withChanges(db, async (trx) => {
    const gone = new Set<string>();
    for (const [id, page] of demo.pages) {
      if (options.keep.has(id)) continue;
      const before = await getPageById(trx, id);
      if (!before) continue;
      await trx.deleteFrom("content_pages").where("id", "=", id).execute();
      await recordChange(trx, pageChange(before, null, "deleted"));
      gone.add(id);
      if (page.type === "blog") removed.posts++;
      else removed.pages++;
    }
    const assets = demo.assets.length ? await trx.selectFrom("content_assets").select(["id", "file_path"]).where("id", "in", demo.assets).execute() : [];
    if (assets.length) await trx.deleteFrom("content_assets").where("id", "in", assets.map((a) => a.id)).execute();
    removed.media = assets.length;
    const goneAssets = new Set(assets.map((a) => a.id));
    for (const folder of [...demo.folders].reverse()) {
      const used = await trx.selectFrom("content_assets").select("id").where("folder_id", "=", folder).limit(1).executeTakeFirst();
      const child = await trx.selectFrom("content_folders").select("id").where("parent_id", "=", folder).limit(1).executeTakeFirst();
      if (!used && !child) await trx.deleteFrom("content_folders").where("id", "=", folder).execute();
    }

    const settings = (await getSettings(trx)).settings;
    const next: SiteSettings = structuredClone(settings);
    const defaults = defaultSettings();
    const cleared = (id: string | null) => (id !== null && gone.has(id) ? null : id);
    for (const key of ["impressum", "datenschutz", "agb"] as const) {
      if (next.legal_pages[key].page_id && gone.has(next.legal_pages[key].page_id)) next.legal_pages[key] = { enabled: false, page_id: null };
    }
    next.blog.overview_page_id = cleared(next.blog.overview_page_id);
    next.downloads.overview_page_id = cleared(next.downloads.overview_page_id);
    if (next.header.logo_asset_id && goneAssets.has(next.header.logo_asset_id)) next.header.logo_asset_id = null;
    if (next.footer.logo_asset_id && goneAssets.has(next.footer.logo_asset_id)) next.footer.logo_asset_id = null;
    // The demo company's name and texts, where nobody changed them: back to the defaults.
    for (const [path, value] of Object.entries(demo.texts)) {
      const [group, field] = path.includes(".") ? path.split(".") : [null, path];
      const target = (group ? (next as unknown as Record<string, Record<string, unknown>>)[group] : next) as Record<string, unknown> | undefined;
      const fallback = (group ? (defaults as unknown as Record<string, Record<string, unknown>>)[group] : defaults) as Record<string, unknown>;
      if (target && field && target[field] === value) target[field] = fallback[field];
    }
    if (next.site_name === defaults.site_name && options.siteTitle) next.site_name = options.siteTitle.slice(0, 200);
    if (JSON.stringify(next) !== JSON.stringify(settings)) {
      await saveSettings(trx, next);
      await recordChange(trx, { topic: "settings", action: "saved", public: true });
    }
    await forgetDemoRecord(trx);
    return assets.map((a) => a.file_path);
  });
  // The files after the rows are gone (a failed transaction keeps both).
  await removeStored(storage, files);
  return removed;
}

/** The report's line: what the demo lost (German). */
export function demoRemovedNote(removed: { pages: number; posts: number; media: number }, keptHome: boolean): string {
  const parts = [
    `${removed.pages} ${removed.pages === 1 ? "Seite" : "Seiten"}`,
    `${removed.posts} ${removed.posts === 1 ? "Beitrag" : "Beiträge"}`,
    `${removed.media} ${removed.media === 1 ? "Mediendatei" : "Mediendateien"}`,
  ];
  return `Demo-Inhalte entfernt: ${parts.join(", ")} und ihre Menüeinträge${keptHome ? "; die Startseite der Demo bleibt, bis Sie sie ersetzen (die alte Website hat keine Startseite mit Inhalt)" : ""}`;
}
