import { arrayMove } from "@dnd-kit/sortable";
import { ADMIN_PAGE_SIZE } from "~/lib/list-paging";
import { depthFirst } from "~/lib/pages";

/**
 * Pure tree operations of the page list: the flat, indented view the user drags in, where a drop
 * lands (position and depth from the horizontal drag offset), and which sibling lists change.
 */

export interface TreeItem {
  id: string;
  title: string;
  parent_id: string | null;
  sort_order: number;
  depth: number;
}

/** Pages in tree order (depth-first, siblings by sort_order then title), with their depth. */
export function flattenTree<T extends Omit<TreeItem, "depth">>(pages: T[]): (T & { depth: number })[] {
  return depthFirst(pages, (a, b) => a.sort_order - b.sort_order || a.title.localeCompare(b.title, "de"));
}

/** Ids of every page below `id` in the flat list (its subtree moves with it and can't be a target). */
export function descendantIds(items: TreeItem[], id: string): Set<string> {
  const out = new Set<string>();
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) return out;
  const depth = items[index].depth;
  for (let i = index + 1; i < items.length && items[i].depth > depth; i++) out.add(items[i].id);
  return out;
}

export interface Projection {
  depth: number;
  parentId: string | null;
}

/**
 * Where the dragged page would land: its new index is the one of the item it is over; its depth
 * follows the horizontal offset (one indent per level), clamped so the tree stays valid — at most
 * one level below the page above, at least the level of the page below.
 */
export function getProjection(items: TreeItem[], activeId: string, overId: string, offsetX: number, indent: number): Projection {
  const activeIndex = items.findIndex((item) => item.id === activeId);
  const overIndex = items.findIndex((item) => item.id === overId);
  const active = items[activeIndex];
  const moved = arrayMove(items, activeIndex, overIndex);
  const previous = moved[overIndex - 1];
  const next = moved[overIndex + 1];
  const wanted = active.depth + Math.round(offsetX / indent);
  const maxDepth = previous ? previous.depth + 1 : 0;
  const minDepth = next ? next.depth : 0;
  const depth = Math.min(maxDepth, Math.max(minDepth, wanted));

  let parentId: string | null = null;
  if (depth > 0 && previous) {
    if (depth === previous.depth) parentId = previous.parent_id;
    else if (depth > previous.depth) parentId = previous.id;
    else parentId = moved.slice(0, overIndex).reverse().find((item) => item.depth === depth)?.parent_id ?? null;
  }
  return { depth, parentId };
}

export interface DropPlan<T extends TreeItem> {
  /** The full flat list after the drop (subtree of the moved page included). */
  items: T[];
  oldParentId: string | null;
  newParentId: string | null;
  /** The new parent's children in their new order. */
  newSiblings: string[];
  /** The old parent's remaining children, when the page changed parent. */
  oldSiblings: string[] | null;
}

/**
 * Applies a drop to the full list. `visible` is the list during the drag (the moved page's subtree
 * hidden), in which `overId` and the projection were computed. Null when nothing changes.
 */
export function planDrop<T extends TreeItem>(all: T[], visible: T[], activeId: string, overId: string, projection: Projection): DropPlan<T> | null {
  const activeIndex = visible.findIndex((item) => item.id === activeId);
  const overIndex = visible.findIndex((item) => item.id === overId);
  if (activeIndex < 0 || overIndex < 0) return null;
  const active = visible[activeIndex];
  const oldParentId = active.parent_id;
  const newParentId = projection.parentId;
  if (activeIndex === overIndex && oldParentId === newParentId) return null;

  const moved = arrayMove(visible, activeIndex, overIndex).map((item) => (item.id === activeId ? { ...item, parent_id: newParentId } : item));
  // Sort keys from the new visual order; hidden descendants keep theirs (their parent didn't change).
  const position = new Map(moved.map((item, i) => [item.id, i]));
  const siblingsOf = (parent: string | null) => moved.filter((item) => item.parent_id === parent).map((item) => item.id);
  const newSiblings = siblingsOf(newParentId);
  const oldSiblings = oldParentId === newParentId ? null : siblingsOf(oldParentId);
  const updated = all.map((item) => {
    if (!position.has(item.id)) return item;
    const next = item.id === activeId ? { ...item, parent_id: newParentId } : item;
    const list = next.parent_id === newParentId ? newSiblings : next.parent_id === oldParentId ? oldSiblings : null;
    const index = list ? list.indexOf(item.id) : -1;
    return index >= 0 ? { ...next, sort_order: index * 10 } : next;
  });
  const items = flattenTree(updated) as T[];
  const before = all.map((item) => `${item.id}:${item.parent_id}`).join();
  const after = items.map((item) => `${item.id}:${item.parent_id}`).join();
  if (before === after) return null;
  return { items, oldParentId, newParentId, newSiblings, oldSiblings };
}

/** Lower-case, with umlauts both spelled out (ä→ae) and stripped (ä→a), so "mueller", "muller" and "Müller" all match. */
function folds(value: string): [string, string] {
  const lower = value.toLocaleLowerCase("de");
  const spelled = lower.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss");
  const stripped = lower.replace(/ß/g, "ss").normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  return [spelled, stripped];
}

export function matchesSearch(query: string, ...fields: string[]): boolean {
  const q = query.trim();
  if (q === "") return true;
  const [qs, qp] = folds(q);
  return fields.some((field) => {
    const [fs, fp] = folds(field);
    return fs.includes(qs) || fp.includes(qp);
  });
}

/**
 * The full order of the root pages after a drop on one page of the list (docs/decisions/030):
 * `allRoots` is every root in its stored order, `shownSiblings` the roots of this page (and the
 * page moved, when it became a root) in their new order. The roots of this page keep the places
 * they held among all roots, filled in the new order; a page that became a root takes the place
 * after the root shown before it. Roots of other pages keep theirs.
 */
export function withAllRoots(allRoots: readonly string[], shownSiblings: readonly string[], movedId: string): string[] {
  const shown = new Set(shownSiblings);
  const rest = allRoots.filter((id) => !shown.has(id) || id === movedId);
  const slots = allRoots.filter((id) => shown.has(id) && id !== movedId);
  // Where the shown roots sat among all roots (without the moved page, which may be new here).
  const firstSlot = slots.length ? allRoots.indexOf(slots[0]!) : allRoots.length;
  const others = rest.filter((id) => id !== movedId);
  const before = others.filter((id) => allRoots.indexOf(id) < firstSlot);
  const after = others.filter((id) => allRoots.indexOf(id) > firstSlot);
  return [...before, ...shownSiblings, ...after];
}

/**
 * Splits the tree (in tree order) into pages of whole root subtrees: a page takes roots with all
 * their descendants until the next root would pass `size` rows (a root with more descendants than
 * that gets a page of its own). A subtree is never cut, so dragging within a page always sees
 * every sibling below a root; the roots' own order is completed from `rootIds` (docs/decisions/030).
 * Returns the index in `rows` where each page starts.
 */
export function rootPageStarts(rows: { depth: number }[], size = ADMIN_PAGE_SIZE): number[] {
  const starts: number[] = [];
  let pageStart = -1;
  for (let i = 0; i < rows.length; i++) {
    if (rows[i]!.depth !== 0) continue;
    if (pageStart < 0) {
      pageStart = i;
      starts.push(i);
      continue;
    }
    // The subtree of the root at i ends at the next root.
    let end = i + 1;
    while (end < rows.length && rows[end]!.depth !== 0) end++;
    if (end - pageStart > size) {
      pageStart = i;
      starts.push(i);
    }
  }
  return starts;
}
