import { columnSlot } from "./container/children";
import { getBlockModule } from "./registry";
import type { Block, BlockModule } from "./types";

/**
 * The one block tree. Every nested list of blocks is a named slot of its block (the module's
 * `slots` declaration, app/blocks/types.ts): "children" for section and container, "columns[0]",
 * "columns[1]" … for the column layouts. Every walker (sanitiser, renderer, SEO check, link
 * rewriting, optimize tool, page service …) goes through this module, and the editor's operations
 * are the pure functions below: they never change their input and return a new tree that shares
 * every untouched branch with the old one.
 *
 * Operations address a place by (parentId, slot, index); parentId null is the page's own block
 * list (the root, whose slot name is ROOT_SLOT). An existing block is named by its id or by its
 * address. Impossible requests throw a TreeError and change nothing.
 */

export interface Slot {
  name: string;
  blocks: Block[];
}

/** The slot name of the page's own block list. */
export const ROOT_SLOT = "children";

export interface SlotAddress {
  /** null: the page's own block list. */
  parentId: string | null;
  slot: string;
  index: number;
}

/** A block by id, or by where it is. */
export type BlockRef = string | SlotAddress;

export interface BlockLocation extends SlotAddress {
  block: Block;
  /** Addresses from the root down to the block; the last one is the block's own. */
  path: SlotAddress[];
}

export { columnSlot };

export type TreeErrorCode = "not-found" | "no-slot" | "into-itself" | "duplicate-id";

export class TreeError extends Error {
  constructor(
    readonly code: TreeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "TreeError";
  }
}

function isBlock(value: unknown): value is Block {
  return !!value && typeof value === "object" && !Array.isArray(value) && typeof (value as Block).type === "string";
}

function onlyBlocks(list: unknown[]): Block[] {
  return list.every(isBlock) ? (list as Block[]) : list.filter(isBlock);
}

function columnCount(block: Block, module: BlockModule): number {
  const slots = module.slots;
  if (slots?.kind !== "columns") return 1;
  if (typeof slots.count === "number") return slots.count;
  const parsed = module.schema.safeParse(block.content ?? {});
  const value = ((parsed.success ? parsed.data : module.schema.parse({})) as Record<string, unknown>)[slots.count.field];
  return typeof value === "number" && value >= 1 ? Math.floor(value) : 1;
}

/** Stored children as column lists: Block[][] as is, a flat Block[] as one list. */
function storedColumns(children: unknown): Block[][] {
  if (!Array.isArray(children) || children.length === 0) return [];
  if (children.every(Array.isArray)) return (children as unknown[][]).map(onlyBlocks);
  return [onlyBlocks(children.filter((c) => !Array.isArray(c)))];
}

/**
 * Exactly `count` lists: missing columns are empty, the blocks of surplus columns go into the last
 * one (a row reduced from three columns to two keeps every block).
 */
function fitColumns(columns: Block[][], count: number): Block[][] {
  if (columns.length === count) return columns;
  const fitted: Block[][] = Array.from({ length: count }, (_, i) => columns[i] ?? []);
  if (columns.length > count) fitted[count - 1] = columns.slice(count - 1).flat();
  return fitted;
}

/**
 * The block's slots in document order. Declared slots come from its module (a column count from
 * its content); a block without a declaration (an unknown type, or stored children its type does
 * not use) gets slots from the stored shape, so nothing stored escapes a walker.
 */
export function slotsOf(block: Block): Slot[] {
  const module = getBlockModule(block.type);
  const declared = module?.slots;
  const children = block.children;
  if (declared?.kind === "children") {
    // Per-column lists (a row that became a section) are joined in order.
    const list = Array.isArray(children) ? (children.some(Array.isArray) ? onlyBlocks((children as unknown[]).flat()) : onlyBlocks(children)) : [];
    return [{ name: "children", blocks: list }];
  }
  if (declared?.kind === "columns" && module) {
    return fitColumns(storedColumns(children), columnCount(block, module)).map((blocks, i) => ({ name: columnSlot(i), blocks }));
  }
  if (!Array.isArray(children) || children.length === 0) return [];
  if (children.every(Array.isArray)) return storedColumns(children).map((blocks, i) => ({ name: columnSlot(i), blocks }));
  return [{ name: "children", blocks: onlyBlocks(children) }];
}

/** The block with its children rebuilt from `slots` in the canonical stored form. */
function withSlots(block: Block, slots: Slot[]): Block {
  const { children: _old, ...rest } = block;
  if (slots.length === 0) return rest;
  const columns = slots[0].name !== "children";
  return { ...rest, children: columns ? slots.map((s) => s.blocks) : slots[0].blocks };
}

/** The block with one slot's blocks replaced. */
export function setSlot(block: Block, name: string, blocks: Block[]): Block {
  const slots = slotsOf(block);
  if (!slots.some((s) => s.name === name)) throw new TreeError("no-slot", `Block ${block.id} (${block.type}) hat keinen Bereich "${name}"`);
  return withSlots(
    block,
    slots.map((s) => (s.name === name ? { name, blocks } : s)),
  );
}

/**
 * Children in the declared shape: exactly the declared slots (Block[] for "children", one list per
 * column). A block without stored children stays without; undeclared blocks keep their shape.
 */
export function canonicalChildren(block: Block): Block {
  if (block.children === undefined || !getBlockModule(block.type)?.slots) return block;
  return withSlots(block, slotsOf(block));
}

/** Where a walker is: the parent's id (null at the root), the slot, the index in it, the depth (0 at the root). */
export interface WalkPosition {
  parentId: string | null;
  slot: string;
  index: number;
  depth: number;
}

/** Visits every block depth first in document order; a visitor returning false skips that block's slots. */
export function walkBlocks(blocks: Block[], visit: (block: Block, position: WalkPosition) => void | boolean): void {
  const walk = (list: Block[], parentId: string | null, slot: string, depth: number) => {
    list.forEach((block, index) => {
      if (!isBlock(block)) return;
      if (visit(block, { parentId, slot, index, depth }) === false) return;
      for (const s of slotsOf(block)) walk(s.blocks, block.id, s.name, depth + 1);
    });
  };
  walk(blocks, null, ROOT_SLOT, 0);
}

/** Every block of the tree, depth first in document order (a row's columns left to right). */
export function flattenBlocks(blocks: Block[]): Block[] {
  const out: Block[] = [];
  walkBlocks(blocks, (block) => void out.push(block));
  return out;
}

/**
 * A new tree with `fn` applied to every block, top down: `fn` sees a block with its original
 * slots, and the slots of what it returns are mapped in turn. Children come back canonical.
 */
export function mapBlocks(blocks: Block[], fn: (block: Block) => Block): Block[] {
  return blocks.filter(isBlock).map((block) => {
    const next = fn(block);
    if (next.children === undefined) return next;
    return withSlots(
      next,
      slotsOf(next).map((s) => ({ name: s.name, blocks: mapBlocks(s.blocks, fn) })),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Addressed operations

/** The blocks of one slot, or null when there is no such parent or slot. */
export function slotBlocks(tree: Block[], parentId: string | null, slot: string): Block[] | null {
  if (parentId === null) return slot === ROOT_SLOT ? tree : null;
  const parent = findBlock(tree, parentId)?.block;
  return parent ? (slotsOf(parent).find((s) => s.name === slot)?.blocks ?? null) : null;
}

/** The block named by id or address, with its place in the tree; null when there is none. */
export function findBlock(tree: Block[], ref: BlockRef): BlockLocation | null {
  if (typeof ref !== "string") {
    const block = slotBlocks(tree, ref.parentId, ref.slot)?.[ref.index];
    return block ? findBlock(tree, block.id) : null;
  }
  const search = (list: Block[], parentId: string | null, slot: string, path: SlotAddress[]): BlockLocation | null => {
    for (let index = 0; index < list.length; index++) {
      const block = list[index];
      if (!isBlock(block)) continue;
      const address = { parentId, slot, index };
      if (block.id === ref) return { ...address, block, path: [...path, address] };
      for (const s of slotsOf(block)) {
        const found = search(s.blocks, block.id, s.name, [...path, address]);
        if (found) return found;
      }
    }
    return null;
  };
  return search(tree, null, ROOT_SLOT, []);
}

function locate(tree: Block[], ref: BlockRef): BlockLocation {
  const found = findBlock(tree, ref);
  if (!found) throw new TreeError("not-found", typeof ref === "string" ? `Block ${ref} nicht gefunden` : `Kein Block an ${ref.parentId ?? "Seite"}/${ref.slot}/${ref.index}`);
  return found;
}

/** A new tree with one slot's list replaced by `fn(list)`; only the path to it is copied. */
function updateSlot(tree: Block[], parentId: string | null, slot: string, fn: (list: Block[]) => Block[]): Block[] {
  if (parentId === null) {
    if (slot !== ROOT_SLOT) throw new TreeError("no-slot", `Die Seite hat keinen Bereich "${slot}"`);
    return fn(tree);
  }
  const replaceIn = (list: Block[]): Block[] | null => {
    for (let i = 0; i < list.length; i++) {
      const block = list[i];
      if (!isBlock(block)) continue;
      if (block.id === parentId) {
        const current = slotsOf(block).find((s) => s.name === slot);
        if (!current) throw new TreeError("no-slot", `Block ${block.id} (${block.type}) hat keinen Bereich "${slot}"`);
        return replaceAt(list, i, setSlot(block, slot, fn(current.blocks)));
      }
      for (const s of slotsOf(block)) {
        const replaced = replaceIn(s.blocks);
        if (replaced) return replaceAt(list, i, setSlot(block, s.name, replaced));
      }
    }
    return null;
  };
  const next = replaceIn(tree);
  if (!next) throw new TreeError("not-found", `Block ${parentId} nicht gefunden`);
  return next;
}

function replaceAt(list: Block[], index: number, block: Block): Block[] {
  const copy = [...list];
  copy[index] = block;
  return copy;
}

function insertAt(list: Block[], index: number, block: Block): Block[] {
  const at = Math.max(0, Math.min(list.length, Math.trunc(index)));
  return [...list.slice(0, at), block, ...list.slice(at)];
}

/** Inserts `block` at `to` (an index past the end appends). Its ids must be new to the tree. */
export function insertBlock(tree: Block[], to: SlotAddress, block: Block): Block[] {
  const existing = new Set(flattenBlocks(tree).map((b) => b.id));
  const clash = flattenBlocks([block]).find((b) => existing.has(b.id));
  if (clash) throw new TreeError("duplicate-id", `Block-ID ${clash.id} gibt es schon`);
  return updateSlot(tree, to.parentId, to.slot, (list) => insertAt(list, to.index, block));
}

export function removeBlock(tree: Block[], ref: BlockRef): Block[] {
  const { parentId, slot, index } = locate(tree, ref);
  return updateSlot(tree, parentId, slot, (list) => list.filter((_, i) => i !== index));
}

/**
 * Moves a block (with everything inside it) to `to`, also into another slot or nesting level.
 * `to.index` is the block's index in the destination slot after the move. A block can't move into
 * itself or into one of its descendants.
 */
export function moveBlock(tree: Block[], from: BlockRef, to: SlotAddress): Block[] {
  const source = locate(tree, from);
  if (to.parentId !== null && flattenBlocks([source.block]).some((b) => b.id === to.parentId)) {
    throw new TreeError("into-itself", `Block ${source.block.id} kann nicht in sich selbst verschoben werden`);
  }
  if (slotBlocks(tree, to.parentId, to.slot) === null) {
    throw new TreeError(to.parentId === null || findBlock(tree, to.parentId) ? "no-slot" : "not-found", `Ziel ${to.parentId ?? "Seite"}/${to.slot} nicht gefunden`);
  }
  const without = updateSlot(tree, source.parentId, source.slot, (list) => list.filter((_, i) => i !== source.index));
  return updateSlot(without, to.parentId, to.slot, (list) => insertAt(list, to.index, source.block));
}

/** A fresh block id: random, unguessable, and available in browsers outside secure contexts too. */
export function newBlockId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `b-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** A deep copy of a block and everything inside it, each with a fresh id. */
export function withFreshIds(block: Block, makeId: () => string = newBlockId): Block {
  return mapBlocks([structuredClone(block)], (b) => ({ ...b, id: makeId() }))[0];
}

/** Inserts a deep copy with fresh ids throughout right after the block. */
export function duplicateBlock(tree: Block[], ref: BlockRef, makeId: () => string = newBlockId): Block[] {
  const { block, parentId, slot, index } = locate(tree, ref);
  return insertBlock(tree, { parentId, slot, index: index + 1 }, withFreshIds(block, makeId));
}

/** Keys set to undefined are removed. */
function merge<T extends object>(base: T | undefined, patch: Partial<T>): T {
  const next: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next as T;
}

function replaceBlock(tree: Block[], ref: BlockRef, fn: (block: Block) => Block): Block[] {
  const { block, parentId, slot, index } = locate(tree, ref);
  return updateSlot(tree, parentId, slot, (list) => replaceAt(list, index, fn(block)));
}

/**
 * Merges `patch` into the block's content (a key set to undefined is removed). A changed column
 * count reshapes the slots at once: a row cut from three columns to two keeps the third's blocks
 * in the second.
 */
export function updateContent(tree: Block[], ref: BlockRef, patch: Record<string, unknown>): Block[] {
  return replaceBlock(tree, ref, (block) => canonicalChildren({ ...block, content: merge(block.content, patch) }));
}

/** Merges `patch` into the block's style (a key set to undefined is removed). */
export function updateStyle(tree: Block[], ref: BlockRef, patch: Partial<NonNullable<Block["style"]>>): Block[] {
  return replaceBlock(tree, ref, (block) => ({ ...block, style: merge(block.style, patch) }));
}
