import { getBlockModule } from "~/blocks/registry";
import { columnSlot, describeSlot, newBlockId, ROOT_SLOT, slotNames, slotsOf } from "~/blocks/tree";
import type { Block, BlockModule } from "~/blocks/types";
import type { DropTarget } from "~/editor/state";

/**
 * The pure side of dragging in the page builder: what every draggable and drop zone carries, where
 * a drop puts a block, and the order keyboard dragging walks through. Kept apart from dnd-kit so
 * it can be tested without a browser.
 */

/** dnd-kit id of the drop zone of one slot (the page's own list: parentId null). */
export function slotZoneId(parentId: string | null, slot: string): string {
  return `slot:${parentId ?? ""}:${slot}`;
}

/** dnd-kit id of an element library entry. */
export function libraryItemId(type: string): string {
  return `new:${type}`;
}

/** A block on the canvas (draggable and a drop target: before or after it). */
export interface BlockDropData {
  kind: "block";
  id: string;
  label: string;
  parentId: string | null;
  slot: string;
  index: number;
  /** Ids of the blocks this one sits in, outermost first. */
  ancestors: string[];
}

/** One slot's drop zone: a drop here appends to the slot. */
export interface SlotDropData {
  kind: "slot";
  label: string;
  parentId: string | null;
  slot: string;
  length: number;
  /** Ids of the blocks this slot sits in, outermost first (its own block last). */
  ancestors: string[];
}

/** An element library entry being dragged. */
export interface NewBlockData {
  kind: "new";
  type: string;
  label: string;
}

export type DropData = BlockDropData | SlotDropData;
export type DragData = BlockDropData | NewBlockData;

export type DropPosition = "before" | "after" | "inside";

/** What the canvas shows while dragging: the zone or block under the pointer and which side of it. */
export interface DropIndicator {
  overId: string;
  position: DropPosition;
}

/** A block can't go into itself or anything inside itself; library entries go anywhere. */
export function accepts(zone: DropData, dragged: DragData | null | undefined): boolean {
  if (!dragged || dragged.kind === "new") return true;
  if (zone.kind === "block" && zone.id === dragged.id) return false;
  return !zone.ancestors.includes(dragged.id);
}

/**
 * Where a drop puts the block: before/after a block in that block's slot, or at the end of a slot.
 * `from` is the dragged block's own place (moves within one slot count the index after the move,
 * as the tree's moveBlock does).
 */
export function dropTarget(zone: DropData, position: DropPosition, from?: { parentId: string | null; slot: string; index: number }): DropTarget {
  let index = zone.kind === "slot" ? zone.length : zone.index + (position === "after" ? 1 : 0);
  if (from && from.parentId === zone.parentId && from.slot === zone.slot && from.index < index) index -= 1;
  return { parentId: zone.parentId, slot: zone.slot, index };
}

/** Whether the drop would leave the block where it is (then no action is sent, no history step). */
export function isNoMove(target: DropTarget, from: { parentId: string | null; slot: string; index: number }): boolean {
  return target.parentId === from.parentId && target.slot === from.slot && target.index === from.index;
}

/** A vertical extent on screen (client coordinates). */
export interface Span {
  top: number;
  bottom: number;
}

/** Where the pointer is over a zone: its client y, the zone's extent and, for a slot, its blocks' extents in order. */
export interface PointerOver {
  y: number;
  rect: Span;
  /** A slot's blocks as they are on screen (ids and extents), in the slot's order. */
  children?: Array<Span & { id: string }>;
}

/** What a drop would do: the indicator the canvas shows and the place the block goes — always decided together. */
export interface DropDecision {
  indicator: DropIndicator;
  target: DropTarget;
}

/**
 * The gap in a list of stacked blocks nearest to y: 0 before the first, n after the last. A block
 * counts from its middle, so a pointer on a block's lower half or in the white space below it means
 * the gap after it.
 */
export function gapIndex(children: readonly Span[], y: number): number {
  // Binary search (the blocks are stacked, their middles ascend): a 500-block slot reads ~9 rects per pointer move.
  let low = 0;
  let high = children.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const c = children[mid];
    if (y < (c.top + c.bottom) / 2) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** The pointer over a zone's element on the canvas: the element's extent and, for a slot, its blocks' (DOM order is slot order). */
export function pointerOver(element: Element, zone: DropData, y: number): PointerOver {
  const { top, bottom } = element.getBoundingClientRect();
  if (zone.kind === "block") return { y, rect: { top, bottom } };
  const children: Array<Span & { id: string }> = [];
  for (const child of Array.from(element.children)) {
    const id = child.getAttribute("data-editor-block");
    if (id === null) continue;
    // The rect is read when gapIndex looks at this block, not for every block of a long slot.
    let rect: DOMRect | null = null;
    const read = () => (rect ??= child.getBoundingClientRect());
    children.push({
      id,
      get top() {
        return read().top;
      },
      get bottom() {
        return read().bottom;
      },
    });
  }
  return { y, rect: { top, bottom }, children };
}

/**
 * The one function that decides a drop, used both for the indicator while dragging and for the
 * drop itself, so they can never disagree. Over a block: its upper half is before it, its lower
 * half after it. Over a slot's own area (the white gaps between its blocks, its padding): the
 * nearest gap, shown as a line on the block next to it; an empty slot takes the block inside.
 * `at` is the pointer (or, by keyboard, the stop's position). Null: no place (not accepted, or the
 * dragged block's own place, where a drop changes nothing).
 */
export function decideDrop(zone: DropData, at: PointerOver | { position: DropPosition }, dragged: DragData | null | undefined): DropDecision | null {
  if (!accepts(zone, dragged)) return null;
  let indicator: DropIndicator;
  let index: number;
  if (zone.kind === "block") {
    const position = "position" in at ? (at.position === "after" ? "after" : "before") : at.y < (at.rect.top + at.rect.bottom) / 2 ? "before" : "after";
    indicator = { overId: zone.id, position };
    index = zone.index + (position === "after" ? 1 : 0);
  } else {
    const children = "position" in at ? [] : (at.children ?? []);
    const zoneId = slotZoneId(zone.parentId, zone.slot);
    if (children.length === 0) {
      indicator = { overId: zoneId, position: "inside" };
      index = zone.length;
    } else {
      index = gapIndex(children, (at as PointerOver).y);
      indicator = index < children.length ? { overId: children[index].id, position: "before" } : { overId: children[children.length - 1].id, position: "after" };
    }
  }
  const target: DropTarget = { parentId: zone.parentId, slot: zone.slot, index };
  if (dragged?.kind === "block") {
    if (isNoMove(target, dragged) || (dragged.parentId === zone.parentId && dragged.slot === zone.slot && index === dragged.index + 1)) return null;
    if (dragged.parentId === zone.parentId && dragged.slot === zone.slot && dragged.index < index) target.index = index - 1;
  }
  return { indicator, target };
}

/**
 * German name of a slot for announcements, from the block's slot declaration: "Sektion" for a
 * block's only slot, "Flexible Zeile, Spalte 2" for a list of an indexed slot, "Block, Randspalte"
 * for one of several named slots.
 */
export function slotLabel(parent: Block | null, slot: string, texts: { page: string }): string {
  if (!parent) return texts.page;
  const label = getBlockModule(parent.type)?.label ?? parent.type;
  const described = describeSlot(parent, slot);
  if (!described) return label;
  if (described.index !== null) return `${label}, ${described.label} ${described.index + 1}`;
  return slotNames(parent).length > 1 ? `${label}, ${described.label}` : label;
}

/**
 * The drop places keyboard dragging steps through, in document order: every block (before it)
 * and every empty slot, except the dragged block and everything inside it. Arrow down goes to
 * the next place, arrow up to the previous one.
 */
export interface KeyboardStop {
  /** dnd-kit id of the block or slot zone. */
  id: string;
  position: DropPosition;
}

export function keyboardStops(blocks: Block[], draggedId: string | null): KeyboardStop[] {
  const stops: KeyboardStop[] = [];
  const walk = (list: Block[], parentId: string | null, slot: string) => {
    if (list.length === 0) stops.push({ id: slotZoneId(parentId, slot), position: "inside" });
    list.forEach((block, i) => {
      const afterDragged = i > 0 && list[i - 1].id === draggedId;
      if (block.id === draggedId) {
        // Its own place stays a stop (the start, and a way back); its inside is no place for it.
        stops.push({ id: block.id, position: "before" });
        return;
      }
      // "Before the next sibling" is the dragged block's own place again: one stop is enough.
      if (!afterDragged) stops.push({ id: block.id, position: "before" });
      for (const s of slotsOf(block)) walk(s.blocks, block.id, s.name);
      if (i === list.length - 1) stops.push({ id: block.id, position: "after" });
    });
  };
  walk(blocks, null, ROOT_SLOT);
  return stops;
}

/** The stop after (or before) the current one; the current one when there is none further. */
export function nextStop(stops: KeyboardStop[], current: KeyboardStop | null, direction: 1 | -1): KeyboardStop | null {
  if (stops.length === 0) return null;
  const at = current ? stops.findIndex((s) => s.id === current.id && s.position === current.position) : -1;
  if (at === -1) return stops[direction === 1 ? 0 : stops.length - 1];
  return stops[Math.max(0, Math.min(stops.length - 1, at + direction))];
}

/**
 * A new block of the module's type with its default content. Its slots are empty, and empty slots
 * are not stored (app/blocks/tree.ts): the declaration gives them, so the canvas shows their drop zones.
 */
export function createBlock(module: BlockModule, makeId: () => string = newBlockId): Block {
  return { id: makeId(), type: module.type, content: module.schema.parse({}) as Record<string, unknown> };
}

/**
 * Where a click on a library entry inserts: at the end of the selected block's first slot when it
 * has one (a section, a row), else at the end of the page.
 */
export function clickInsertTarget(blocks: Block[], selected: Block | null): DropTarget {
  if (selected) {
    const first = slotsOf(selected)[0];
    if (first) return { parentId: selected.id, slot: first.name, index: first.blocks.length };
  }
  return { parentId: null, slot: ROOT_SLOT, index: blocks.length };
}

export { columnSlot };
