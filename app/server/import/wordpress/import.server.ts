import { newPostMetaBlock } from "~/blocks/blog-meta/new-block";
import type { Block } from "~/blocks/types";
import { PAGE_ORDER_STEP, type Page } from "~/lib/pages";
import { pageHref } from "~/lib/navigation";
import { RESERVED_SLUGS } from "~/lib/page-schema";
import { HttpError } from "../../http/http-error.server";
import type { Db } from "../../db/client.server";
import { inTransaction, nowIso } from "../../db/dialect.server";
import { withChanges } from "../../events/changes.server";
import { actorById, oneEntryFor, recordAction, shellActor } from "../../audit/log.server";
import type { JobProgress } from "../../jobs/jobs.server";
import { logger } from "../../logger.server";
import { runtime } from "../../runtime.server";
import { getPageById, isSlugTaken, stableJson } from "../../pages/pages.server";
import { createPageFromInput, normaliseContent, publishPageById, updatePageWithRevision } from "../../pages/service.server";
import type { Storage } from "../../storage/storage.server";
import { applyMenu, chooseMenu, type MenuItemInfo } from "./menu.server";
import { plainText, type AttachmentInfo } from "./media.server";
import { importMedia, type MediaFailure } from "./media-import.server";
import { addBlogCategories, OldAddresses, UNCATEGORIZED, writeRedirects, type PlannedRedirect } from "./redirects.server";
import { canonicalPath, fillSeoVariables, SiteAddresses, slugFor, UrlMap } from "./url-map.server";
import { parseAllowedHosts, type AllowedHost } from "./safe-fetch.server";
import { ImportWorker } from "./import-worker-client.server";
import type { ConvertPlan } from "./import-worker.server";
import type { WxrItem, WxrLimits, WxrSite } from "./wxr.server";
import { EMPTY_CONTENT_META } from "./site-pages.server";
import { finishSitePages, legalKind, prepareSitePages } from "./site-takeover.server";
import { keepReplacedVersion, type AddressCollision } from "./collisions.server";
import type { ImportMenuMode, ImportNoteKind } from "~/lib/import-schema";
import { deLegacyImages } from "~/i18n/legacy-images";
import { hostsOfAddresses, joinHosts } from "~/lib/legacy-image-hosts";
import { getSettings } from "../../settings/settings.server";

export interface ImportCounts { created: number; updated: number; unchanged: number; skipped: number }
/** A line of the report, in German; `item` names what it is about ("Seite „Über uns“"), null for the whole import; `kind` its group in the report. */
export interface ImportNote { item: string | null; message: string; kind?: ImportNoteKind }
/** snake_case: a background job's result, answered by GET /api/jobs/{id} as it is (docs/decisions/032). */
export interface ImportReport {
  dry_run: boolean;
  site: { title: string; link: string };
  pages: ImportCounts;
  posts: ImportCounts;
  media: ImportCounts & { failed: number };
  redirects: number;
  menu_entries: number;
  /** Blog categories added to the settings. */
  categories: string[];
  notes: ImportNote[];
  /** Files not taken over, with the reason (at most MEDIA_FAILURE_LIST_MAX; the notes sum them up per host). */
  media_failures: MediaFailure[];
  /** Files not taken over beyond the list's bound. */
  media_failures_left_off: number;
  /** Own pages at the address of an imported page or post: kept (it got new_address) or replaced (issue 39). */
  collisions: AddressCollision[];
  /** Hosts the files not taken over stayed on: their images show only with 'Bilder der alten Website anzeigen' (settings.legacy_image_hosts). */
  kept_hosts: string[];
  duration_ms: number;
  /** The run's options ('Als Entwurf importieren', 'Menü: übernehmen / nicht ändern'). */
  as_drafts: boolean;
  menu: ImportMenuMode;
  /** Ids of the pages and posts that would have been published and were kept as drafts (as_drafts): 'Alle importierten Inhalte veröffentlichen'. */
  drafts: string[];
}
export interface ImportOptions {
  dryRun?: boolean;
  /** 'Demo-Inhalte behalten': an untouched demo stays (default: the import replaces it). */
  keepDemo?: boolean;
  /** Overwrite pages edited here since the last import. */
  overwrite?: boolean;
  /** Own pages at an imported page's address are replaced, their words kept as a version (default: `overwrite`); else the import takes a new address. */
  replaceExisting?: boolean;
  /** 'Als Entwurf importieren': nothing new goes online; changes to imported pages stay unpublished changes. */
  asDrafts?: boolean;
  /** "keep": the site's menu settings and existing pages' show_in_menu stay; imported pages are not in the menu. */
  menu?: ImportMenuMode;
  /** A copy of wp-content/uploads: attachments are taken from its files before the network (--media-from). */
  mediaFrom?: string | null;
  /** How the report names mediaFrom ("der ZIP-Datei „uploads.zip“"; default: "dem Ordner <mediaFrom>"). */
  mediaFromLabel?: string | null;
  /** Per attachment download (default 30 s). */
  fetchTimeoutMs?: number;
  /** Per attachment (default: the server's UPLOAD_MAX_MB, else 100 MB). */
  maxFileBytes?: number;
  /** Nesting and text limits of reading the export (default DEFAULT_WXR_LIMITS). */
  limits?: WxrLimits;
  /** Hosts of the old site that may be fetched although internal (default: the server's IMPORT_ALLOWED_HOSTS). */
  allowedHosts?: readonly AllowedHost[];
  signal?: AbortSignal;
}
export interface ImportDeps {
  db: Db;
  storage: Storage;
  /** The admin who started the import: author of the revisions it writes (null from the CLI). */
  authorId?: string | null;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_BYTES = 100 * 1024 * 1024;
const IMPORTED_STATUSES = new Set(["publish", "draft", "pending", "private", "future"]);
/** WordPress's own bookkeeping: never content, not worth a note. */
const SILENT_TYPES = new Set(["revision", "customize_changeset", "oembed_cache", "user_request", "wp_global_styles", "custom_css"]);
/** Reusable blocks (wp_block) are kept in memory for pass 2, up to this much text. */
const REUSABLE_BUDGET = 4 * 1024 * 1024;
export const IMPORT_REVISION_SUMMARY = "WordPress-Import";

/** What pass 1 keeps of a page or post: small fields only, never content. */
interface EntryInfo {
  id: number;
  type: "page" | "post";
  status: string;
  title: string;
  wpSlug: string;
  link: string | null;
  guid: string | null;
  parentId: number;
  menuOrder: number;
  /** Assigned before pass 2: ours. */
  slug: string;
  path: string;
  /** Our page's id when imported before (and still there). */
  targetId: string | null;
  importedVersion: number | null;
  /** Its content is empty (known from pass 1). */
  empty: boolean;
  /** It is written into an own page of the same address (targetId), whose words are kept as a version first. */
  replaces?: boolean;
  /** WordPress's front page (→ our home page) or posts page (→ /blog). */
  role?: "front" | "posts";
  /** Not written: its addresses lead to this path (the posts page to /blog, an empty front page to the home page). */
  mergedInto?: string;
}

interface ImportedRow { target_id: string; imported_version: number | null; kind: string }

function label(type: "page" | "post", title: string): string {
  return `${type === "page" ? "Seite" : "Beitrag"} „${title || "(ohne Titel)"}“`;
}

/** The server's IMPORT_ALLOWED_HOSTS when it runs; else the process environment's (none). */
function allowedHostsOfServer(): readonly AllowedHost[] {
  try {
    return runtime().env.IMPORT_ALLOWED_HOSTS;
  } catch {
    return parseAllowedHosts(process.env.IMPORT_ALLOWED_HOSTS);
  }
}

/** The server's upload limit (UPLOAD_MAX_MB) when it runs; else the default's 100 MB. */
function uploadLimit(): number {
  try {
    return runtime().env.UPLOAD_MAX_MB * 1024 * 1024;
  } catch {
    return DEFAULT_MAX_BYTES;
  }
}

function newCounts(): ImportCounts {
  return { created: 0, updated: 0, unchanged: 0, skipped: 0 };
}

/** Attachment ids per parent post, in menu_order then id (WordPress's get_children order for [gallery] without ids). */
function childrenOf(attached: [number, number, number][]): ConvertPlan["children"] {
  const byParent = new Map<number, [number, number][]>();
  for (const [parent, order, id] of attached) {
    const list = byParent.get(parent) ?? [];
    list.push([order, id]);
    byParent.set(parent, list);
  }
  return [...byParent].map(([parent, list]) => [parent, list.sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, id]) => id)]);
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new Error("Der Import wurde abgebrochen.");
}

/** A WordPress date ("2018-10-20 12:00:00", GMT) as ISO; null when missing or unreadable. */
function isoOf(dateGmt: string | null, date: string | null): string | null {
  const value = dateGmt ? `${dateGmt.replace(" ", "T")}Z` : date ? date.replace(" ", "T") : null;
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** Content compared without block ids (the converter makes fresh ones each run). */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) if (key !== "id") out[key] = withoutIds(inner);
    return out;
  }
  return value;
}

function sameBlocks(a: unknown, b: unknown): boolean {
  return stableJson(withoutIds(normaliseContent(a, { strict: false }))) === stableJson(withoutIds(normaliseContent(b, { strict: false })));
}

function errorText(error: unknown): string {
  if (error instanceof HttpError) {
    const fields = (error as HttpError & { fields?: Record<string, string> }).fields;
    const first = fields ? Object.values(fields)[0] : undefined;
    return first ? `${error.message} (${first})` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Imports a WordPress export file (path on disk) into pages, blog posts, media, redirects and the
 * main navigation. Reads the file twice (pass 1: small metadata for link and redirect mapping;
 * pass 2: content, one item at a time), never holding all content. Throws a German Error when the
 * file is not a WXR export. Each page is written through the page services (revision, change
 * event, slug rules); the import as a whole is not one transaction, but running it again finishes
 * or updates what an earlier run did (import_items).
 */
export function importWordPress(deps: ImportDeps, file: string, options: ImportOptions, progress?: JobProgress): Promise<ImportReport> {
  // One log entry for the import (with its counts), none for each page it writes.
  return oneEntryFor(async () => {
    // Reading and converting happen in a worker thread (decision 031); this thread writes.
    const worker = await ImportWorker.start(file, options.limits);
    try {
      return await runImport(deps, worker, options, progress);
    } finally {
      await worker.close();
    }
  });
}

async function runImport(deps: ImportDeps, worker: ImportWorker, options: ImportOptions, progress?: JobProgress): Promise<ImportReport> {
  const started = Date.now();
  const { db } = deps;
  const dryRun = options.dryRun ?? false;
  const authorId = deps.authorId ?? null;
  const notes: ImportNote[] = [];
  // A note's kind is given where the text does not tell (noteKind reads the rest from what it is about).
  const note = (item: string | null, message: string, kind?: ImportNoteKind) => notes.push(kind ? { item, message, kind } : { item, message });
  const asDrafts = options.asDrafts ?? false;
  const keepMenu = options.menu === "keep";
  const report: ImportReport = {
    dry_run: dryRun,
    site: { title: "", link: "" },
    pages: newCounts(),
    posts: newCounts(),
    media: { ...newCounts(), failed: 0 },
    redirects: 0,
    menu_entries: 0,
    categories: [],
    notes,
    media_failures: [],
    media_failures_left_off: 0,
    collisions: [],
    kept_hosts: [],
    duration_ms: 0,
    as_drafts: asDrafts,
    menu: keepMenu ? "keep" : "import",
    drafts: [],
  };
  progress?.set(0, 0, "Exportdatei lesen …");

  // ---- Pass 1: metadata only.
  let site: WxrSite = { title: "", link: "", baseSiteUrl: null, baseBlogUrl: null, language: null };
  const authors = new Map<string, string>();
  const categoryNames = new Map<string, string>();
  const tagNames = new Map<string, string>();
  // Category, tag, date and upload addresses of the old site (terms from the list and from the items).
  const oldAddresses = new OldAddresses();
  const entries: EntryInfo[] = [];
  const attachments: AttachmentInfo[] = [];
  // [gallery]/[audio]… without ids show the post's attachments: [parent, menu_order, id] (numbers only).
  const attachedTo: [number, number, number][] = [];
  const menuItems: MenuItemInfo[] = [];
  const menuNames = new Map<string, string>();
  const otherTypes = new Map<string, number>();
  const statusSkipped = new Map<string, number>();
  let comments = 0;
  const reusable = new Map<number, string>();
  let reusableBytes = 0;
  await worker.read({
    site: (s) => (site = s),
    author: (a) => authors.set(a.login, a.displayName),
    term: (t) => {
      oldAddresses.addTerm(t);
      if (t.taxonomy === "category") categoryNames.set(t.slug, t.name);
      else if (t.taxonomy === "post_tag") tagNames.set(t.slug, t.name);
      else if (t.taxonomy === "nav_menu") menuNames.set(t.slug, t.name);
    },
    item: (item) => {
      if (item.type === "page" || item.type === "post") {
        if (!IMPORTED_STATUSES.has(item.status)) {
          statusSkipped.set(item.status || "?", (statusSkipped.get(item.status || "?") ?? 0) + 1);
          (item.type === "page" ? report.pages : report.posts).skipped++;
          return;
        }
        comments += item.commentCount;
        oldAddresses.addItem(item);
        entries.push({
          id: item.id, type: item.type, status: item.status, title: item.title.slice(0, 200), wpSlug: item.slug,
          link: item.link, guid: item.guid, parentId: item.parentId, menuOrder: item.menuOrder,
          slug: "", path: "", targetId: null, importedVersion: null, empty: item.meta[EMPTY_CONTENT_META] === "1",
        });
      } else if (item.type === "attachment") {
        const url = item.attachmentUrl ?? item.guid;
        if (!url) return;
        attachments.push({
          id: item.id, url, title: item.title.slice(0, 200), alt: (item.meta._wp_attachment_image_alt ?? "").slice(0, 500),
          caption: item.excerpt.slice(0, 2000), description: item.content.slice(0, 2000),
        });
        if (item.parentId > 0) attachedTo.push([item.parentId, item.menuOrder, item.id]);
      } else if (item.type === "nav_menu_item") {
        const menu = item.terms.find((t) => t.taxonomy === "nav_menu");
        if (!menu) return;
        menuItems.push({
          id: item.id, menu: menu.slug, title: item.title, order: item.menuOrder,
          parent: Number.parseInt(item.meta._menu_item_menu_item_parent ?? "0", 10) || 0,
          kind: item.meta._menu_item_type ?? "",
          object: item.meta._menu_item_object ?? "",
          objectId: Number.parseInt(item.meta._menu_item_object_id ?? "0", 10) || 0,
          url: item.meta._menu_item_url ?? "",
        });
        if (!menuNames.has(menu.slug)) menuNames.set(menu.slug, menu.name);
      } else if (item.type === "wp_block") {
        // Reusable blocks are inserted where they are used; kept whole, within a budget.
        if (reusableBytes + item.content.length <= REUSABLE_BUDGET) {
          reusable.set(item.id, item.content);
          reusableBytes += item.content.length;
        }
      } else if (!SILENT_TYPES.has(item.type)) {
        otherTypes.set(item.type || "?", (otherTypes.get(item.type || "?") ?? 0) + 1);
      }
    },
  });
  throwIfAborted(options.signal);
  report.site = { title: site.title, link: site.link };
  const source = `wordpress:${(site.link || site.baseSiteUrl || "").replace(/\/+$/, "")}`;
  for (const [type, n] of otherTypes) note(null, `${n} ${n === 1 ? "Eintrag" : "Einträge"} vom Typ ${type} nicht übernommen`);
  if (comments) note(null, `${comments} ${comments === 1 ? "Kommentar" : "Kommentare"} nicht übernommen (das CMS hat keine Kommentarfunktion)`);
  for (const [status, n] of statusSkipped) note(null, `${n} ${n === 1 ? "Seite oder Beitrag" : "Seiten und Beiträge"} mit dem Status „${status}“ nicht übernommen`);

  const imported = new Map<string, ImportedRow>(
    (await db.selectFrom("import_items").select(["source_id", "target_id", "imported_version", "kind"]).where("source", "=", source).execute()).map((r) => [
      r.source_id,
      { target_id: r.target_id, imported_version: r.imported_version === null ? null : Number(r.imported_version), kind: r.kind },
    ]),
  );
  const remember = async (sourceId: string, kind: string, targetId: string, version: number | null, via: Db = db) => {
    if (dryRun) return;
    const values = { source, source_id: sourceId, kind, target_id: targetId, imported_version: version, imported_at: nowIso() };
    await via
      .insertInto("import_items")
      .values(values)
      .onConflict((oc) => oc.columns(["source", "source_id"]).doUpdateSet({ kind, target_id: targetId, imported_version: version, imported_at: values.imported_at }))
      .execute();
  };

  // ---- Slugs and paths for everything, before any content: links between items resolve whatever their order.
  const siteUrls = [site.link, site.baseSiteUrl, site.baseBlogUrl];
  const addresses = new SiteAddresses(siteUrls);
  const urlMap = new UrlMap(addresses);
  // The same map is rebuilt in the worker for pass 2 from what was added here.
  const planItems: ConvertPlan["items"] = [];
  const planUploads: ConvertPlan["uploads"] = [];
  const addUpload = (url: string, assetUrl: string) => {
    urlMap.addUpload(url, assetUrl);
    planUploads.push([url, assetUrl]);
  };
  // ---- The demo makes way; the front page and the posts page (issue 39).
  const replaceExisting = options.replaceExisting ?? options.overwrite ?? false;
  const sitePlan = await prepareSitePages(db, deps.storage, { entries, menuItems, addresses, imported, keepDemo: options.keepDemo ?? false, replaceExisting, dryRun, siteTitle: site.title, note });
  const taken = new Set<string>();
  for (const entry of entries) {
    const row = imported.get(`post:${entry.id}`);
    const existing = row ? await getPageById(db, row.target_id) : null;
    if (entry.mergedInto) {
      entry.path = entry.mergedInto;
      urlMap.addItem(entry.id, [entry.link, entry.guid], entry.path);
      planItems.push([entry.id, [entry.link, entry.guid], entry.path]);
      continue;
    }
    if (existing) {
      entry.targetId = existing.id;
      entry.importedVersion = row!.imported_version;
      entry.slug = existing.slug;
    } else {
      const wanted = sitePlan.fixedSlugs.get(entry.id) ?? slugFor(entry.wpSlug, entry.title, `${entry.type === "post" ? "beitrag" : "seite"}-${entry.id}`);
      let slug = wanted;
      // A dry run sees the demo's addresses as free: the real run removes the demo first.
      const inUse = async (candidate: string) => !sitePlan.freed.has(candidate) && (await isSlugTaken(db, candidate));
      for (let n = 2; (RESERVED_SLUGS as readonly string[]).includes(slug) || taken.has(slug) || (await inUse(slug)); n++) {
        slug = `${wanted.slice(0, 95)}-${n}`;
      }
      // An own page at the address: listed, and replaced or kept as chosen (issue 39).
      const met = await sitePlan.collisions.check(entry, wanted, slug, taken);
      if (met.replace) {
        entry.targetId = met.replace.id;
        entry.replaces = true;
        slug = met.replace.slug;
      } else if (slug !== wanted && !met.met) note(label(entry.type, entry.title), `Adresse „${wanted}“ war vergeben; „${slug}“ verwendet`);
      entry.slug = slug;
    }
    taken.add(entry.slug);
    entry.path = entry.type === "post" ? `/blog/${entry.slug}` : pageHref(entry.slug);
    urlMap.addItem(entry.id, [entry.link, entry.guid], entry.path);
    planItems.push([entry.id, [entry.link, entry.guid], entry.path]);
  }
  const entryById = new Map(entries.map((e) => [e.id, e]));
  sitePlan.collisions.writeNotes(note, dryRun);
  report.collisions = sitePlan.collisions.list;

  // ---- Media.
  const total = attachments.length + entries.length + 1;
  let done = 0;
  const attachmentUrls = new Map<number, string>();
  const allowedHosts = options.allowedHosts ?? allowedHostsOfServer();
  for (const info of attachments) attachmentUrls.set(info.id, info.url);
  progress?.set(done, total, "Medien herunterladen …");
  // Reused, from --media-from, or downloaded four at a time (media-import.server.ts).
  const media = await importMedia(deps, {
    attachments,
    source,
    siteHosts: [...addresses.hosts],
    dryRun,
    timeoutMs: options.fetchTimeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBytes: options.maxFileBytes ?? uploadLimit(),
    allowedHosts,
    signal: options.signal,
    mediaFrom: options.mediaFrom,
    mediaFromLabel: options.mediaFromLabel,
    onFile: () => progress?.set(++done, total, "Medien herunterladen …"),
  });
  throwIfAborted(options.signal);
  for (const [url, assetUrl] of media.uploads) addUpload(url, assetUrl);
  for (const [id, known] of media.earlier) attachmentUrls.set(id, known.url);
  report.media.created += media.created;
  report.media.unchanged += media.unchanged;
  report.media.failed += media.failed;
  for (const n of media.notes) note(n.item, n.message);
  report.media_failures = media.failures;
  report.media_failures_left_off = media.failuresLeftOff;

  // Images left at the old address do not show: our Content-Security-Policy (img-src 'self') loads no other
  // site's pictures unless 'Bilder der alten Website anzeigen' names their host; the import never turns it on.
  if (report.media.failed > 0) {
    const files = `${report.media.failed} ${report.media.failed === 1 ? "Datei blieb" : "Dateien blieben"}`;
    report.kept_hosts = hostsOfAddresses(media.failures.map((f) => f.url));
    const allowed = new Set((await getSettings(db)).settings.legacy_image_hosts);
    const hosts = joinHosts(report.kept_hosts);
    const message = !hosts ? deLegacyImages.reportNoteOther(files) : report.kept_hosts.every((h) => allowed.has(h)) ? deLegacyImages.reportNoteAllowed(files, hosts) : deLegacyImages.reportNote(files, hosts, report.kept_hosts.length);
    note(null, message, "media");
  }

  // ---- Blog categories: the first category of each post; new ones go into the settings.
  const postCategories = new Set<string>();

  // ---- Pass 2: content, one item at a time.
  const written = new Map<number, { id: string; version: number }>();
  const skippedEdited = new Set<number>();
  const plan: ConvertPlan = {
    siteUrls,
    items: planItems,
    uploads: planUploads,
    attachments: [...attachments.map((info): ConvertPlan["attachments"][number] => [info.id, { url: info.url, alt: info.alt, caption: plainText(info.caption) }]), ...media.earlier],
    reusable: [...reusable],
    children: childrenOf(attachedTo),
    ids: entries.map((e) => e.id),
  };
  await worker.convert(plan, async ({ item, blocks, notes: converterNotes, error: convertError }) => {
    const entry = entryById.get(item.id);
    if (!entry || (item.type !== "page" && item.type !== "post")) return;
    throwIfAborted(options.signal);
    progress?.set(done++, total, "Seiten und Beiträge übernehmen …");
    const counts = entry.type === "page" ? report.pages : report.posts;
    const name = label(entry.type, entry.title);
    if (entry.mergedInto) {
      // WordPress's posts page (its list is our /blog) or an empty front page: nothing to write.
      counts.skipped++;
      if (entry.role === "posts") note(name, "ist die Beitragsseite von WordPress: führt zur Blog-Übersicht /blog");
      return;
    }
    if (blocks === null) {
      counts.skipped++;
      note(name, `nicht übernommen: ${convertError}`);
      return;
    }
    try {
      const result = await writeEntry(item, entry, { blocks, notes: converterNotes });
      counts[result]++;
    } catch (error) {
      counts.skipped++;
      logger().warn({ err: error, wpId: item.id }, "WordPress-Eintrag nicht übernommen");
      note(name, `nicht übernommen: ${errorText(error)}`);
    }
  });

  async function writeEntry(item: WxrItem, entry: EntryInfo, converted: { blocks: Block[]; notes: string[] }): Promise<keyof ImportCounts> {
    const name = label(entry.type, entry.title);
    for (const message of converted.notes) note(name, message);
    let blocks: Block[] = converted.blocks;
    const excerpt = plainText(item.excerpt);
    if (entry.type === "post") {
      const category = item.terms.find((t) => t.taxonomy === "category");
      let categoryName = "Allgemein";
      if (category && !UNCATEGORIZED.has(category.slug.toLowerCase()) && !UNCATEGORIZED.has(category.name.toLowerCase())) {
        categoryName = (categoryNames.get(category.slug) ?? category.name).slice(0, 80);
        postCategories.add(categoryName);
      }
      const tags = item.terms.filter((t) => t.taxonomy === "post_tag").map((t) => tagNames.get(t.slug) ?? t.name);
      const thumbnailId = Number.parseInt(item.meta._thumbnail_id ?? "", 10);
      const thumbnailUrl = Number.isFinite(thumbnailId) ? attachmentUrls.get(thumbnailId) : undefined;
      const meta = newPostMetaBlock({
        author: (item.creator ? authors.get(item.creator) ?? item.creator : "").slice(0, 200),
        category: categoryName,
        publishDate: (item.date ?? "").slice(0, 10),
      });
      meta.content = { ...meta.content, excerpt, tags, featuredImage: thumbnailUrl ? urlMap.mapUrl(thumbnailUrl) : "" };
      blocks = [meta, ...blocks];
    }
    const seo = { title: entry.title, siteName: site.title, excerpt };
    const metaTitle = fillSeoVariables(item.meta._yoast_wpseo_title ?? item.meta.rank_math_title, seo)?.slice(0, 200) ?? null;
    const metaDescription = fillSeoVariables(item.meta._yoast_wpseo_metadesc ?? item.meta.rank_math_description, seo)?.slice(0, 500) ?? null;
    // A password-protected page was never public: it stays offline here (we have no page passwords).
    // An empty page (a template page of the old theme: a form, a portfolio, a login) is not published empty (issue 39).
    const emptyDraft = entry.type === "page" && entry.role === undefined && blocks.length === 0;
    if (emptyDraft && entry.status === "publish") note(name, "ohne Inhalt (in WordPress wohl eine Vorlage des Themes, etwa ein Formular): als Entwurf übernommen");
    const live = entry.status === "publish" && !item.passwordProtected && !emptyDraft;
    // 'Als Entwurf importieren': what would go online waits for 'Alle importierten Inhalte veröffentlichen'.
    const publish = live && !asDrafts;
    if (item.passwordProtected) note(name, "in WordPress passwortgeschützt: als unveröffentlicht übernommen");
    const scheduled = entry.status === "future" ? isoOf(item.dateGmt, item.date) : null;
    const publishAt = asDrafts ? null : scheduled;
    // Only what would be online now: 'Alle importierten Inhalte veröffentlichen' must not publish a post before its date.
    const holdAsDraft = (id: string) => {
      if (asDrafts && live) report.drafts.push(id);
    };
    if (entry.status === "future" && !scheduled) note(name, "geplant, aber ohne lesbares Datum: als Entwurf übernommen");
    if (asDrafts && scheduled) note(name, `in WordPress geplant für ${scheduled.slice(0, 10)}: als Entwurf ohne Termin übernommen (Option „Als Entwurf importieren“)`);
    if (entry.status === "private") note(name, "in WordPress privat: als unveröffentlicht übernommen");
    const title = entry.title || "(ohne Titel)";

    if (!entry.targetId) {
      if (dryRun) {
        // A stand-in id, so the dry run's menu plan sees the page.
        written.set(entry.id, { id: `neu:${entry.id}`, version: 0 });
        holdAsDraft(`neu:${entry.id}`);
        return "created";
      }
      // The page and its mapping in one transaction: after a crash the next run finds the page
      // instead of making a second one with a "-2" address.
      const page = await withChanges(db, async (trx) => {
        const created = await createPageFromInput(
          trx,
          {
            title,
            slug: entry.slug,
            content: blocks,
            content_type: entry.type === "post" ? "blog" : "basis",
            is_published: publish,
            is_legal: publish && legalKind(entry) !== null,
            // 'Menü: nicht ändern': an imported page stays out of the menu until someone puts it there.
            ...(keepMenu ? { show_in_menu: false } : {}),
            publish_at: publishAt,
            meta_title: metaTitle,
            meta_description: metaDescription,
            sort_order: entry.type === "page" ? (entry.menuOrder + 1) * PAGE_ORDER_STEP : undefined,
          },
          { authorId },
        );
        await remember(`post:${entry.id}`, entry.type, created.id, created.version, trx);
        return created;
      });
      written.set(entry.id, { id: page.id, version: page.version });
      entry.targetId = page.id;
      holdAsDraft(page.id);
      return "created";
    }

    const current = (await getPageById(db, entry.targetId, "working"))!;
    if (entry.importedVersion !== null && current.version !== entry.importedVersion && !options.overwrite) {
      skippedEdited.add(entry.id);
      note(name, "wurde hier seit dem letzten Import bearbeitet und nicht überschrieben (mit „überschreiben“ ersetzen)");
      return "skipped";
    }
    // As drafts, an imported page's state online is left as it is: only its working copy is compared.
    const same =
      current.title === title &&
      (current.meta_title ?? null) === metaTitle &&
      (current.meta_description ?? null) === metaDescription &&
      (asDrafts || (current.is_published === publish && !current.has_unpublished_changes && (current.publish_at ?? null) === publishAt)) &&
      sameBlocks(current.content, blocks);
    if (same) {
      written.set(entry.id, { id: current.id, version: current.version });
      return "unchanged";
    }
    if (dryRun) {
      written.set(entry.id, { id: current.id, version: current.version });
      holdAsDraft(current.id);
      return "updated";
    }
    // As drafts, the changes stay unpublished changes of the page (its live version and schedule untouched).
    const patch = asDrafts
      ? { title, content: blocks, meta_title: metaTitle, meta_description: metaDescription }
      : { title, content: blocks, meta_title: metaTitle, meta_description: metaDescription, publish_at: publishAt, ...(publish ? {} : { is_published: false }) };
    // An own page replaced: its words stay a version of their own first (nothing of the user's is lost).
    if (entry.replaces) await keepReplacedVersion(db, current);
    let page: Page | null = await updatePageWithRevision(
      db,
      current.id,
      patch,
      { expectedVersion: current.version, authorId, summary: IMPORT_REVISION_SUMMARY },
    );
    if (page && publish) page = await publishPageById(db, page.id, { version: page.version }, { authorId });
    if (!page) throw new Error("Die Seite wurde während des Imports gelöscht.");
    written.set(entry.id, { id: page.id, version: page.version });
    holdAsDraft(page.id);
    return "updated";
  }

  // ---- Structure, menu, categories, redirects.
  throwIfAborted(options.signal);
  progress?.set(done, total, "Menü und Weiterleitungen …");
  const menu = chooseMenu(menuItems, menuNames);
  const menuResult = await applyMenu(
    { db, authorId, dryRun, keep: keepMenu },
    {
      menu,
      pages: entries.filter((e) => e.type === "page" && written.has(e.id) && !skippedEdited.has(e.id)).map((e) => ({ wpId: e.id, parentWpId: e.parentId, menuOrder: e.menuOrder, targetId: written.get(e.id)!.id })),
      pathOf: (wpId) => urlMap.pathOfId(wpId),
      targetOf: (wpId) => written.get(wpId)?.id ?? entryById.get(wpId)?.targetId ?? null,
      mapUrl: urlMap.mapUrl,
      isPost: (wpId) => entryById.get(wpId)?.type === "post",
    },
  );
  report.menu_entries = menuResult.entries;
  for (const n of menuResult.notes) note(n.item, n.message);
  if (keepMenu) note(null, "Menü nicht geändert (Option „Menü: nicht ändern“): importierte Seiten stehen nicht im Menü", "menu");
  if (asDrafts && report.drafts.length) {
    note(null, `${report.drafts.length} ${report.drafts.length === 1 ? "Seite oder Beitrag" : "Seiten und Beiträge"} als Entwurf übernommen: online erst nach dem Veröffentlichen`, "content");
  }
  report.categories = await addBlogCategories(db, [...postCategories], dryRun);
  if (!dryRun) {
    // The legal pages' settings and the blog overview name what was imported (issue 39).
    const legal = new Map<"impressum" | "datenschutz" | "agb", string>();
    let postsPageId: string | null = null;
    for (const entry of entries) {
      const target = written.get(entry.id);
      if (!target || skippedEdited.has(entry.id)) continue;
      if (entry.role === "posts") postsPageId = target.id;
      const kind = legalKind(entry);
      if (kind && !legal.has(kind) && (await getPageById(db, target.id))?.is_published) legal.set(kind, target.id);
    }
    await finishSitePages(db, { legal, postsPageId, needsBlogPage: sitePlan.demoRemoved && entries.some((e) => e.type === "post"), authorId, note });
  }

  const redirects: PlannedRedirect[] = [];
  for (const entry of entries) {
    if (!written.has(entry.id) && !entry.targetId && !entry.mergedInto && !dryRun) continue;
    for (const url of [entry.link, entry.guid]) {
      const parsed = url ? addresses.parse(url) : null;
      if (!parsed) continue;
      const from = canonicalPath(parsed.pathname);
      if (from !== "/") redirects.push({ from, to: entry.path });
    }
    redirects.push({ from: `/?${entry.type === "page" ? "page_id" : "p"}=${entry.id}`, to: entry.path });
    if (entry.type === "page") redirects.push({ from: `/?p=${entry.id}`, to: entry.path });
  }
  redirects.push(...oldAddresses.redirects(addresses, planUploads));
  report.redirects = await writeRedirects(db, redirects, dryRun);

  // What we wrote, at its final version (the menu step may have moved pages): the next import compares against it.
  // Posts keep the version their write gave them; pages are read again (the menu step may have moved them).
  if (!dryRun) {
    await inTransaction(db, async (trx) => {
      for (const [wpId, target] of written) {
        const type = entryById.get(wpId)!.type;
        const version = type === "post" ? target.version : (await getPageById(trx, target.id, "working"))?.version;
        if (version !== undefined) await remember(`post:${wpId}`, type, target.id, version, trx);
      }
      await recordAction(trx, {
        action: "import.run",
        objectType: "import",
        objectTitle: report.site.title || report.site.link || "WordPress",
        detail: { pages: report.pages, posts: report.posts, media: report.media, redirects: report.redirects, menuEntries: report.menu_entries },
        actor: authorId ? await actorById(trx, authorId) : shellActor(),
        bulk: true,
      });
    });
  }
  progress?.set(total, total, "Fertig");
  report.duration_ms = Date.now() - started;
  return report;
}
