import { MENU_LINK_LABEL_MAX, MENU_LINKS_MAX, type SiteSettings } from "~/lib/settings";
import { PAGE_ORDER_STEP } from "~/lib/pages";
import { MENU_TITLE_MAX } from "~/lib/page-schema";
import type { Db } from "../../db/client.server";
import { recordChange, withChanges } from "../../events/changes.server";
import { getPageById } from "../../pages/pages.server";
import { updatePageWithRevision } from "../../pages/service.server";
import { getSettings, saveSettings } from "../../settings/settings.server";

/**
 * The page tree and the main navigation from an export: pages keep their WordPress parent and
 * menu_order; when the export has a menu (the one named primary/Hauptmenü/main, else the one with
 * the most entries) it decides which pages are in the menu, their order and nesting, and its custom
 * links to other sites become custom menu entries (settings.menu_links).
 */

export interface MenuItemInfo {
  id: number;
  /** The nav_menu term's slug. */
  menu: string;
  title: string;
  order: number;
  /** Parent menu item id; 0 at the top. */
  parent: number;
  /** post_type | custom | taxonomy | post_type_archive */
  kind: string;
  /** page | post | category | custom … */
  object: string;
  objectId: number;
  url: string;
}

export interface ChosenMenu {
  slug: string;
  name: string;
  items: MenuItemInfo[];
}

const PRIMARY = /^(primary|primary-menu|hauptmen(u|ü|ue)|main|main-menu|menu-1|header|header-menu|top)$/i;

export function chooseMenu(items: MenuItemInfo[], names: Map<string, string>): ChosenMenu | null {
  const bySlug = new Map<string, MenuItemInfo[]>();
  for (const item of items) bySlug.set(item.menu, [...(bySlug.get(item.menu) ?? []), item]);
  if (!bySlug.size) return null;
  const slugs = [...bySlug.keys()];
  const named = slugs.find((slug) => PRIMARY.test(slug) || PRIMARY.test((names.get(slug) ?? "").trim().replace(/\s+/g, "-")));
  const slug = named ?? slugs.sort((a, b) => bySlug.get(b)!.length - bySlug.get(a)!.length)[0]!;
  return { slug, name: names.get(slug) ?? slug, items: bySlug.get(slug)!.sort((a, b) => a.order - b.order) };
}

export interface MenuPage {
  wpId: number;
  parentWpId: number;
  menuOrder: number;
  targetId: string;
}

export interface MenuContext {
  menu: ChosenMenu | null;
  /** Pages this import wrote (or found unchanged), whose place it decides. */
  pages: MenuPage[];
  pathOf(wpId: number): string | null;
  targetOf(wpId: number): string | null;
  mapUrl(url: string): string;
  isPost(wpId: number): boolean;
}

interface Place {
  parent_id: string | null;
  sort_order: number;
  show_in_menu: boolean;
  menu_title?: string | null;
}

/** Desired parent, order and menu flag of each page, and the custom links (pure). */
export function planMenu(ctx: MenuContext): { places: Map<string, Place>; links: SiteSettings["menu_links"]; entries: number; notes: { item: string | null; message: string }[] } {
  const notes: { item: string | null; message: string }[] = [];
  const places = new Map<string, Place>();
  const pageIds = new Set(ctx.pages.map((p) => p.targetId));
  for (const page of ctx.pages) {
    const parent = page.parentWpId ? ctx.targetOf(page.parentWpId) : null;
    places.set(page.targetId, {
      parent_id: parent && parent !== page.targetId ? parent : null,
      sort_order: (page.menuOrder + 1) * PAGE_ORDER_STEP,
      show_in_menu: !ctx.menu,
    });
  }
  const links: SiteSettings["menu_links"] = [];
  if (!ctx.menu) return { places, links, entries: 0, notes };

  const pathToTarget = new Map<string, string>();
  for (const page of ctx.pages) {
    const path = ctx.pathOf(page.wpId);
    if (path) pathToTarget.set(path, page.targetId);
  }
  // Menu item id → the page it stands for (for its children's parent).
  const itemPage = new Map<number, string | null>();
  const byId = new Map(ctx.menu.items.map((i) => [i.id, i]));
  const parentPageOf = (item: MenuItemInfo): string | null => {
    let parent = byId.get(item.parent);
    for (let guard = 0; parent && guard < 20; guard++) {
      const page = itemPage.get(parent.id);
      if (page) return page;
      parent = byId.get(parent.parent);
    }
    return null;
  };
  let entries = 0;
  let position = 0;
  const menuNote = (item: MenuItemInfo, why: string) => notes.push({ item: `Menüeintrag „${item.title || item.url || item.object}“`, message: why });
  for (const item of ctx.menu.items) {
    position++;
    let target: string | null = null;
    // WordPress's posts page is our /blog, which is no menu page: a custom entry leads there (issue 39).
    const toBlog = item.kind === "post_type" && item.object === "page" ? ctx.pathOf(item.objectId) === "/blog" : item.kind === "custom" && ctx.mapUrl(item.url) === "/blog";
    if (toBlog && links.length < MENU_LINKS_MAX) {
      links.push({ id: `wp-${item.id}`, label: (item.title.trim() || "Blog").slice(0, MENU_LINK_LABEL_MAX), url: "/blog", parent_id: parentPageOf(item), sort_order: position * PAGE_ORDER_STEP });
      entries++;
      itemPage.set(item.id, null);
      continue;
    }
    if (item.kind === "post_type" && item.object === "page") target = ctx.targetOf(item.objectId);
    else if (item.kind === "custom") {
      const mapped = ctx.mapUrl(item.url);
      target = pathToTarget.get(mapped) ?? null;
      if (!target && /^https?:\/\//i.test(mapped) && mapped === item.url && !mapped.includes("#")) {
        if (links.length >= MENU_LINKS_MAX) {
          menuNote(item, `nicht übernommen: höchstens ${MENU_LINKS_MAX} eigene Menüeinträge`);
          itemPage.set(item.id, null);
          continue;
        }
        const label = (item.title || item.url).trim().slice(0, MENU_LINK_LABEL_MAX);
        links.push({ id: `wp-${item.id}`, label, url: item.url.trim(), parent_id: parentPageOf(item), sort_order: position * PAGE_ORDER_STEP });
        entries++;
        itemPage.set(item.id, null);
        continue;
      }
      if (!target) {
        menuNote(item, "nicht übernommen: eigene Menüeinträge führen nur zu anderen Websites");
        itemPage.set(item.id, null);
        continue;
      }
    } else if (item.kind === "post_type" && ctx.isPost(item.objectId)) {
      menuNote(item, "nicht übernommen: Blogbeiträge stehen nicht im Hauptmenü");
    } else if (item.kind === "taxonomy") {
      menuNote(item, "nicht übernommen: Kategorien und Schlagwörter stehen nicht im Hauptmenü (der Blog filtert nach ihnen)");
    } else {
      menuNote(item, `nicht übernommen (Typ ${item.object || item.kind})`);
    }
    if (!target || !pageIds.has(target)) {
      if (target) menuNote(item, "Seite nicht Teil dieses Imports: Platz im Menü nicht geändert");
      itemPage.set(item.id, null);
      continue;
    }
    const place = places.get(target)!;
    if (place.show_in_menu) {
      // The same page twice in the menu: the first place counts.
      itemPage.set(item.id, target);
      continue;
    }
    const parent = parentPageOf(item);
    place.parent_id = parent !== target ? parent : null;
    place.sort_order = position * PAGE_ORDER_STEP;
    place.show_in_menu = true;
    if (item.title.trim()) place.menu_title = item.title.trim().slice(0, MENU_TITLE_MAX);
    itemPage.set(item.id, target);
    entries++;
  }
  return { places, links, entries, notes };
}

/**
 * Applies planMenu: each page whose place differs is updated through the page service (revision,
 * change event); the custom links replace those of an earlier import of the same export. With
 * `keep` ('Menü: nicht ändern') only the page tree is placed: no menu entries, no custom links,
 * and no page's show_in_menu or menu title changes.
 */
export async function applyMenu(
  deps: { db: Db; authorId: string | null; dryRun: boolean; keep?: boolean },
  ctx: MenuContext,
): Promise<{ entries: number; notes: { item: string | null; message: string }[] }> {
  const plan = planMenu(deps.keep ? { ...ctx, menu: null } : ctx);
  if (deps.dryRun) return { entries: plan.entries, notes: plan.notes };
  // Parents before children: a page is placed below one whose own place is already final.
  const order = [...plan.places.keys()];
  for (const id of order) {
    const place = plan.places.get(id)!;
    const page = await getPageById(deps.db, id, "working");
    if (!page) continue;
    const patch: Record<string, unknown> = {};
    if ((page.parent_id ?? null) !== place.parent_id) patch.parent_id = place.parent_id;
    if (page.sort_order !== place.sort_order) patch.sort_order = place.sort_order;
    if (!deps.keep && page.show_in_menu !== place.show_in_menu) patch.show_in_menu = place.show_in_menu;
    if (!deps.keep && place.menu_title !== undefined && place.menu_title !== page.title && (page.menu_title ?? null) !== place.menu_title) patch.menu_title = place.menu_title;
    if (Object.keys(patch).length === 0) continue;
    try {
      await updatePageWithRevision(deps.db, id, patch, { expectedVersion: page.version, authorId: deps.authorId, summary: "WordPress-Import: Platz im Menü" });
    } catch (error) {
      plan.notes.push({ item: `Seite „${page.title}“`, message: `Platz in der Seitenstruktur nicht übernommen: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  if (plan.links.length && !deps.keep) {
    await withChanges(deps.db, async (trx) => {
      const settings = (await getSettings(trx)).settings;
      const ours = new Set(plan.links.map((l) => l.id));
      const kept = settings.menu_links.filter((l) => !ours.has(l.id));
      const next = [...kept, ...plan.links].slice(0, MENU_LINKS_MAX);
      if (JSON.stringify(next) === JSON.stringify(settings.menu_links)) return;
      await saveSettings(trx, { ...settings, menu_links: next });
      await recordChange(trx, { topic: "settings", action: "saved", public: true });
    });
  }
  return { entries: plan.entries, notes: plan.notes };
}
