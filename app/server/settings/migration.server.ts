import type { PageSummary } from "~/lib/pages";
import { defaultSettings, settingsSchema, type SiteSettings } from "~/lib/settings";
import type { Db } from "../db/client.server";
import { listPages } from "../pages/pages.server";
import { getSettings, saveSettings } from "./settings.server";
import { logger } from "../logger.server";
import { renameSettingsToSnakeCase } from "./names.server";

/**
 * The settings migration of spec §4, run whenever settings are loaded (and on every save, so the
 * stored form is always the migrated one).
 *
 * Legacy shapes accepted (all found in settings written by the old app or its predecessors):
 * - the spec's camelCase names (`siteName`, `legalPages.agb.pageId` …) → the snake_case ones of
 *   decision 032 (names.server.ts); the legacy keys below keep their old names
 * - `footer.showInFooter`, `navigation.showInFooter` (a top-level `navigation` object) and
 *   `footer.navigation: <boolean>` → footer.navigation.enabled
 * - `blog.showInFooter` → footer.navigation.show_blog_link,
 *   `downloads.showInFooter` → footer.navigation.show_downloads_link
 * - per-link flags in `footer.links`, `footer.navigationLinks`, `footer.navigation.links` or
 *   `navigation.links`, either a list of `{ id|key|slug|type|href|url, showInFooter }` or a map
 *   `{ blog: { showInFooter } | <boolean>, downloads: … }`; the link is recognised by
 *   "blog"/"downloads" (with or without a leading slash).
 * When the current key (footer.navigation.*) is present too, it wins: it can only have been written
 * by this app, after the legacy flag.
 * - `allowedContentTypes` and `maxItems` are removed at any depth.
 * - legal_pages: not an object → all three reset; an entry that is a boolean (old form
 *   `{ agb: true }`), not an object, has a non-boolean `enabled`, a page_id that is not a string or
 *   names no existing page → that entry reset to `{ enabled: false, page_id: null }`; enabled
 *   without page_id → disabled.
 * - blog enabled without an overview page → the id of the page with slug `blog`, if there is one.
 *   An overview page id (blog or downloads) that names no existing page counts as missing, so a
 *   deleted page does not leave a dead link behind.
 */

export interface MigrationResult {
  settings: SiteSettings;
  /** True when a rule changed something, i.e. the stored form must be rewritten. */
  changed: boolean;
  /** What was changed, for the log (English, for operators). */
  notes: string[];
}

type Obj = Record<string, unknown>;

const REMOVED_KEYS = new Set(["allowedContentTypes", "maxItems"]);
const LEGAL_KEYS = ["agb", "datenschutz", "impressum"] as const;
const LINK_KEYS = ["links", "navigationLinks"] as const;

function isObject(value: unknown): value is Obj {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stripRemovedKeys(value: unknown, path: string, notes: string[]): unknown {
  if (Array.isArray(value)) return value.map((item, i) => stripRemovedKeys(item, `${path}[${i}]`, notes));
  if (!isObject(value)) return value;
  const out: Obj = {};
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (REMOVED_KEYS.has(key)) {
      notes.push(`removed ${childPath}`);
      continue;
    }
    out[key] = stripRemovedKeys(child, childPath, notes);
  }
  return out;
}

type NavFlag = "enabled" | "show_blog_link" | "show_downloads_link";

function linkTarget(value: unknown): NavFlag | null {
  if (typeof value !== "string") return null;
  const name = value.trim().toLowerCase().replace(/^\/+|\/+$/g, "");
  if (name === "blog") return "show_blog_link";
  if (name === "downloads") return "show_downloads_link";
  return null;
}

/** Collects legacy per-link flags from a list or map of links. */
function readLinkFlags(links: unknown, found: Partial<Record<NavFlag, boolean>>): void {
  if (Array.isArray(links)) {
    for (const link of links) {
      if (!isObject(link) || typeof link.showInFooter !== "boolean") continue;
      const target = [link.id, link.key, link.slug, link.type, link.href, link.url].map(linkTarget).find(Boolean);
      if (target) found[target] = link.showInFooter;
    }
  } else if (isObject(links)) {
    for (const [key, link] of Object.entries(links)) {
      const target = linkTarget(key);
      if (!target) continue;
      if (typeof link === "boolean") found[target] = link;
      else if (isObject(link) && typeof link.showInFooter === "boolean") found[target] = link.showInFooter;
    }
  }
}

/** Moves every legacy showInFooter flag into footer.navigation and deletes the legacy keys. */
function moveShowInFooterFlags(raw: Obj, notes: string[]): void {
  const found: Partial<Record<NavFlag, boolean>> = {};
  const footer = isObject(raw.footer) ? raw.footer : undefined;
  const legacyNav = isObject(raw.navigation) ? raw.navigation : undefined;

  if (legacyNav) {
    if (typeof legacyNav.showInFooter === "boolean") found.enabled = legacyNav.showInFooter;
    for (const key of LINK_KEYS) readLinkFlags(legacyNav[key], found);
  }
  if ("navigation" in raw) {
    // Settings never had a top-level navigation object; it only ever held footer flags.
    delete raw.navigation;
    notes.push("moved navigation.* into footer.navigation");
  }
  for (const section of ["blog", "downloads"] as const) {
    const value = raw[section];
    if (isObject(value) && "showInFooter" in value) {
      if (typeof value.showInFooter === "boolean") {
        found[section === "blog" ? "show_blog_link" : "show_downloads_link"] = value.showInFooter;
      }
      delete value.showInFooter;
      notes.push(`moved ${section}.showInFooter into footer.navigation`);
    }
  }
  if (!footer) {
    if (Object.keys(found).length > 0) raw.footer = { navigation: found };
    return;
  }
  if ("showInFooter" in footer) {
    if (typeof footer.showInFooter === "boolean") found.enabled = footer.showInFooter;
    delete footer.showInFooter;
    notes.push("moved footer.showInFooter into footer.navigation.enabled");
  }
  for (const key of LINK_KEYS) {
    if (key in footer) {
      readLinkFlags(footer[key], found);
      delete footer[key];
      notes.push(`moved footer.${key} flags into footer.navigation`);
    }
  }
  let navigation: Obj;
  if (typeof footer.navigation === "boolean") {
    found.enabled = footer.navigation;
    navigation = {};
    notes.push("footer.navigation was a boolean");
  } else {
    navigation = isObject(footer.navigation) ? footer.navigation : {};
  }
  for (const key of LINK_KEYS) {
    if (key in navigation) {
      readLinkFlags(navigation[key], found);
      delete navigation[key];
      notes.push(`moved footer.navigation.${key} flags into footer.navigation`);
    }
  }
  for (const [flag, value] of Object.entries(found) as [NavFlag, boolean][]) {
    if (typeof navigation[flag] !== "boolean") navigation[flag] = value;
  }
  footer.navigation = navigation;
}

const DISABLED = () => ({ enabled: false, page_id: null });

function migrateLegalPages(raw: Obj, pageIds: Set<string>, notes: string[]): void {
  if (!("legal_pages" in raw) || raw.legal_pages === undefined) return;
  if (!isObject(raw.legal_pages)) {
    raw.legal_pages = { agb: DISABLED(), datenschutz: DISABLED(), impressum: DISABLED() };
    notes.push("legal_pages was not an object: reset to disabled");
    return;
  }
  const legal = raw.legal_pages;
  for (const key of LEGAL_KEYS) {
    if (!(key in legal) || legal[key] === undefined) continue;
    const entry = legal[key];
    if (!isObject(entry)) {
      legal[key] = DISABLED();
      notes.push(`legal_pages.${key} in the old ${typeof entry} form: reset to disabled`);
      continue;
    }
    const pageId = entry.page_id ?? null;
    const consistent =
      (entry.enabled === undefined || typeof entry.enabled === "boolean") &&
      (pageId === null || (typeof pageId === "string" && pageIds.has(pageId)));
    if (!consistent) {
      legal[key] = DISABLED();
      notes.push(`legal_pages.${key} inconsistent (enabled ${String(entry.enabled)}, page_id ${String(pageId)}): reset to disabled`);
      continue;
    }
    if (entry.enabled === true && pageId === null) {
      legal[key] = DISABLED();
      notes.push(`legal_pages.${key} enabled without page_id: disabled`);
    }
  }
}

function dropDanglingOverviewPage(raw: Obj, section: "blog" | "downloads", pageIds: Set<string>, notes: string[]): void {
  const value = raw[section];
  if (!isObject(value)) return;
  const id = value.overview_page_id;
  if (typeof id === "string" && !pageIds.has(id)) {
    value.overview_page_id = null;
    notes.push(`${section}.overview_page_id ${id} names no page: cleared`);
  }
}

/**
 * Parses with the schema's defaults; a field whose value is invalid takes its default (or, in a
 * list, is left out) instead of throwing the whole settings object away.
 */
export function parseSettingsLeniently(raw: unknown): SiteSettings {
  const candidate: unknown = structuredClone(raw ?? {});
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = settingsSchema.safeParse(candidate);
    if (result.success) return result.data;
    // Deepest and last list entries first, so removing one does not shift the others.
    const paths = result.error.issues
      .map((issue) => issue.path)
      .sort((a, b) => b.length - a.length || String(b.at(-1)).localeCompare(String(a.at(-1)), undefined, { numeric: true }));
    for (const path of paths) {
      if (path.length === 0) return defaultSettings();
      let parent: unknown = candidate;
      for (const key of path.slice(0, -1)) parent = isObject(parent) || Array.isArray(parent) ? (parent as Obj)[key as string] : undefined;
      const last = path.at(-1)!;
      if (Array.isArray(parent) && typeof last === "number") parent.splice(last, 1);
      else if (isObject(parent)) delete parent[last as string];
    }
  }
  return defaultSettings();
}

/** Spec §4 settings migration. Pure: the same input always gives the same output. */
export function migrateSettings(raw: unknown, pages: PageSummary[]): MigrationResult {
  const notes: string[] = [];
  if (raw === null || raw === undefined) return { settings: defaultSettings(), changed: false, notes };
  if (!isObject(raw)) {
    return { settings: defaultSettings(), changed: true, notes: ["stored settings were not an object: defaults"] };
  }
  const pageIds = new Set(pages.map((p) => p.id));
  const renamed = renameSettingsToSnakeCase(raw);
  notes.push(...renamed.notes);
  const working = stripRemovedKeys(renamed.value, "", notes) as Obj;
  moveShowInFooterFlags(working, notes);
  migrateLegalPages(working, pageIds, notes);
  dropDanglingOverviewPage(working, "blog", pageIds, notes);
  dropDanglingOverviewPage(working, "downloads", pageIds, notes);

  const settings = parseSettingsLeniently(working);
  if (settings.blog.enabled && !settings.blog.overview_page_id) {
    const blogPage = pages.find((p) => p.slug === "blog");
    if (blogPage) {
      settings.blog.overview_page_id = blogPage.id;
      notes.push(`blog.overview_page_id set to the page with slug blog (${blogPage.id})`);
    }
  }
  return { settings, changed: notes.length > 0, notes };
}

export interface LoadedSettings {
  settings: SiteSettings;
  updated_at: string | null;
  /** The migration notes when this load migrated and saved the stored form. */
  migrated: string[];
}

/** Reads the settings, migrating and saving the stored form when a migration rule applies. */
export async function loadSettings(db: Db): Promise<LoadedSettings> {
  const stored = await getSettings(db);
  if (stored.raw === null) return { settings: stored.settings, updated_at: stored.updated_at, migrated: [] };
  const { settings, changed, notes } = migrateSettings(stored.raw, await listPages(db));
  if (!changed) return { settings, updated_at: stored.updated_at, migrated: [] };
  const saved = await saveSettings(db, settings);
  logger().info({ notes }, "site settings migrated and saved");
  const after = await getSettings(db);
  return { settings: saved, updated_at: after.updated_at, migrated: notes };
}
