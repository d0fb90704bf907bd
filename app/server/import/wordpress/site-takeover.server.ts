import type { ImportNoteKind } from "~/lib/import-schema";
import { PAGE_ORDER_STEP } from "~/lib/pages";
import type { Db } from "../../db/client.server";
import { recordChange, withChanges } from "../../events/changes.server";
import { createPageFromInput } from "../../pages/service.server";
import { getSettings, saveSettings } from "../../settings/settings.server";
import type { Storage } from "../../storage/storage.server";
import { AddressCollisions } from "./collisions.server";
import { demoRemovedNote, removeDemo, untouchedDemo } from "./demo.server";
import type { MenuItemInfo } from "./menu.server";
import { findFrontPage, findPostsPage } from "./site-pages.server";
import type { SiteAddresses } from "./url-map.server";

/**
 * The import's part of issue 39, items 6 and 7: before any address is planned, an untouched demo
 * makes way (unless kept), WordPress's front page is planned as our home page and its posts page
 * as /blog; after the import, the legal page settings point at the imported imprint and privacy
 * pages and the blog overview at the imported posts page.
 */

/** What the engine knows of a page or post after pass 1 (EntryInfo of import.server.ts). */
export interface PlannedEntry {
  id: number;
  type: "page" | "post";
  title: string;
  wpSlug: string;
  link: string | null;
  empty: boolean;
  role?: "front" | "posts";
  mergedInto?: string;
}

export interface SitePlan {
  /** Slugs of demo pages a dry run treats as free (the real run removed them already). */
  freed: Set<string>;
  /** WordPress id → the slug it must get ("home", "blog"). */
  fixedSlugs: Map<number, string>;
  /** The demo was (or, in a dry run, would be) removed. */
  demoRemoved: boolean;
  /** Own pages at the addresses imported pages ask for: kept or replaced (collisions.server.ts). */
  collisions: AddressCollisions;
}

/** The engine's note: a report line with its group ('Inhalte', 'Allgemein' …) where its words would mislead. */
type Note = (item: string | null, message: string, kind?: ImportNoteKind) => void;

const HOME = ["home", "homepage"];

function label(entry: PlannedEntry): string {
  return `${entry.type === "page" ? "Seite" : "Beitrag"} „${entry.title || "(ohne Titel)"}“`;
}

export async function prepareSitePages(
  db: Db,
  storage: Storage,
  ctx: {
    entries: PlannedEntry[];
    menuItems: MenuItemInfo[];
    addresses: SiteAddresses;
    imported: Map<string, { target_id: string }>;
    keepDemo: boolean;
    /** Own pages at an imported page's address are replaced (their words kept as a version). */
    replaceExisting: boolean;
    dryRun: boolean;
    siteTitle: string;
    note: Note;
  },
): Promise<SitePlan> {
  const freed = new Set<string>();
  const collisions = new AddressCollisions(db, { replace: ctx.replaceExisting, freed, importedTargets: new Set([...ctx.imported.values()].map((r) => r.target_id)) });
  const plan: SitePlan = { freed, fixedSlugs: new Map(), demoRemoved: false, collisions };
  const demo = ctx.keepDemo ? null : await untouchedDemo(db);
  const pages = ctx.entries.filter((e) => e.type === "page");
  const frontId = findFrontPage(pages, ctx.addresses, ctx.menuItems);
  const postsId = findPostsPage(pages, ctx.menuItems, frontId);
  const front = pages.find((p) => p.id === frontId);
  const posts = pages.find((p) => p.id === postsId);
  const rows = await db.selectFrom("content_pages").select(["id", "slug", "title", "content_type"]).where("slug", "in", [...HOME, "blog"]).execute();
  const home = rows.find((r) => HOME.includes(r.slug)) ?? null;
  const blog = rows.find((r) => r.slug === "blog") ?? null;
  const keep = new Set<string>();

  let keptHome = false;
  if (front) {
    front.role = "front";
    const importedBefore = ctx.imported.has(`post:${front.id}`);
    const homeGoes = !home || (demo?.pages.has(home.id) ?? false);
    if (importedBefore) {
      // Its page from an earlier import is updated where it is.
    } else if (front.empty && home) {
      front.mergedInto = "/";
      if (demo?.pages.has(home.id)) keptHome = true;
      ctx.note(label(front), "Startseite der alten Website ohne Inhalt: die Startseite hier bleibt, ihre Adressen führen zu ihr");
    } else if (homeGoes) {
      plan.fixedSlugs.set(front.id, "home");
    } else if (home) {
      // The user's own home page: the import asks (kept by default, replaced on request).
      if (ctx.replaceExisting) plan.fixedSlugs.set(front.id, home.slug);
      collisions.setFront(front.id, home);
    }
  } else if (demo && home && demo.pages.has(home.id)) {
    keptHome = true;
  }
  if (keptHome && home) keep.add(home.id);

  if (posts) {
    posts.role = "posts";
    if (!ctx.imported.has(`post:${posts.id}`)) {
      if (!blog || (demo?.pages.has(blog.id) ?? false)) plan.fixedSlugs.set(posts.id, "blog");
      else posts.mergedInto = "/blog";
    }
  }

  if (demo) {
    plan.demoRemoved = true;
    for (const [id, page] of demo.pages) if (!keep.has(id)) plan.freed.add(page.slug);
    if (ctx.dryRun) {
      const count = (type: (t: string) => boolean) => [...demo.pages].filter(([id, p]) => !keep.has(id) && type(p.type)).length;
      ctx.note(null, `${demoRemovedNote({ pages: count((t) => t !== "blog"), posts: count((t) => t === "blog"), media: demo.assets.length }, keptHome).replace("entfernt", "würden entfernt")}`, "content");
    } else {
      const removed = await removeDemo(db, storage, demo, { keep, siteTitle: ctx.siteTitle });
      ctx.note(null, demoRemovedNote(removed, keptHome), "content");
    }
  }
  return plan;
}

const LEGAL: Record<"impressum" | "datenschutz" | "agb", RegExp> = {
  impressum: /^(impressum|imprint|anbieterkennzeichnung)$/,
  datenschutz: /^(datenschutz|datenschutzerkl(ae|ä)rung|datenschutzhinweise|privacy|privacy-policy|datenschutzrichtlinie)$/,
  agb: /^(agb|allgemeine-geschaeftsbedingungen|allgemeine-geschäftsbedingungen)$/,
};

/** Which legal page an imported page is, by its WordPress slug or title. */
export function legalKind(entry: Pick<PlannedEntry, "type" | "wpSlug" | "title">): keyof typeof LEGAL | null {
  if (entry.type !== "page") return null;
  const names = [entry.wpSlug, entry.title].map((v) => v.trim().toLowerCase().replace(/\s+/g, "-"));
  for (const [key, pattern] of Object.entries(LEGAL) as [keyof typeof LEGAL, RegExp][]) if (names.some((n) => pattern.test(n))) return key;
  return null;
}

/**
 * After the import: the legal pages' settings name the imported imprint, privacy and terms pages
 * (published ones), the blog overview the imported posts page; a site whose demo was removed and
 * that got posts but no posts page gets an empty 'Blog' page for /blog.
 */
export async function finishSitePages(
  db: Db,
  ctx: { legal: Map<"impressum" | "datenschutz" | "agb", string>; postsPageId: string | null; needsBlogPage: boolean; authorId: string | null; note: Note },
): Promise<void> {
  let blogPageId = ctx.postsPageId;
  if (!blogPageId && ctx.needsBlogPage) {
    const taken = await db.selectFrom("content_pages").select("id").where("slug", "=", "blog").executeTakeFirst();
    if (!taken) {
      const page = await withChanges(db, (trx) =>
        createPageFromInput(trx, { title: "Blog", slug: "blog", content: [], content_type: "basis", is_published: true, sort_order: 90 * PAGE_ORDER_STEP }, { authorId: ctx.authorId }),
      );
      blogPageId = page.id;
    }
  }
  if (!ctx.legal.size && !blogPageId) return;
  await withChanges(db, async (trx) => {
    const settings = (await getSettings(trx)).settings;
    const next = structuredClone(settings);
    for (const [key, id] of ctx.legal) next.legal_pages[key] = { enabled: true, page_id: id };
    if (blogPageId) next.blog = { ...next.blog, enabled: true, overview_page_id: blogPageId };
    if (JSON.stringify(next) === JSON.stringify(settings)) return;
    await saveSettings(trx, next);
    await recordChange(trx, { topic: "settings", action: "saved", public: true });
  });
  const names = { impressum: "Impressum", datenschutz: "Datenschutzerklärung", agb: "AGB" };
  if (ctx.legal.size) ctx.note(null, `Einstellungen → Rechtliche Seiten: ${[...ctx.legal.keys()].map((k) => names[k]).join(", ")} zeigen jetzt auf die importierten Seiten`, "general");
}
