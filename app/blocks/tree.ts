import { columnSlot, indexedSlot } from "./container/children";
import { getBlockModule } from "./registry";
import type { Block, BlockModule } from "./types";

/**
 * The one block tree. Every nested list of blocks is a named slot of its block (the module's
 * `slots` declaration, app/blocks/types.ts; decision 015), stored under `block.slots[name]`:
 * "children" for section and container, "columns[0]", "columns[1]" … for the column layouts.
 * Walkers never look at the stored shape: slotsOf below enumerates a block's slots. Every walker (sanitiser, renderer, SEO check, link
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

export { columnSlot, indexedSlot };

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

/** A stored slot's blocks; anything that is not a list of blocks counts as empty. */
function blockList(value: unknown): Block[] {
  if (!Array.isArray(value)) return [];
  return value.every(isBlock) ? (value as Block[]) : value.filter(isBlock);
}

const NO_SLOTS: Readonly<Record<string, unknown>> = Object.freeze({});

function storedSlots(block: Block): Readonly<Record<string, unknown>> {
  const stored = block.slots as unknown;
  return stored && typeof stored === "object" ? (stored as Record<string, unknown>) : NO_SLOTS;
}

/** How many lists an indexed slot has: its declared number, or the content field holding it (through the schema). */
function slotCount(block: Block, module: BlockModule, count: number | { field: string }): number {
  if (typeof count === "number") return count;
  const parsed = module.schema.safeParse(block.content ?? {});
  const value = ((parsed.success ? parsed.data : module.schema.parse({})) as Record<string, unknown>)[count.field];
  return typeof value === "number" && value >= 1 ? Math.floor(value) : 1;
}

/** The index of `name` as a list of the indexed slot `key` ("columns[4]" → 4), else null. */
function indexIn(key: string, name: string): number | null {
  if (!name.startsWith(`${key}[`) || !name.endsWith("]")) return null;
  const text = name.slice(key.length + 1, -1);
  const index = Number(text);
  return Number.isInteger(index) && index >= 0 && String(index) === text ? index : null;
}

/**
 * The block's slots in document order, the one place that knows indexed slots. Declared slots come
 * from its module: a slot without `count` is one list named by its key, an indexed one has `count`
 * lists "key[0]", "key[1]" … (the count may come from content). Nothing stored escapes a walker:
 * lists past the count join the last one (a row cut from three columns to two keeps every block),
 * and stored lists no declared slot names join the first slot. A block without a declaration (an
 * unknown type) has the slots it stores.
 */
export function slotsOf(block: Block): Slot[] {
  const stored = storedSlots(block);
  const module = getBlockModule(block.type);
  if (!module?.slots) return Object.keys(stored).map((name) => ({ name, blocks: blockList(stored[name]) }));
  const slots: Slot[] = [];
  const placed = new Set<string>();
  for (const [key, declaration] of Object.entries(module.slots)) {
    if (declaration.count === undefined) {
      placed.add(key);
      slots.push({ name: key, blocks: blockList(stored[key]) });
      continue;
    }
    const count = slotCount(block, module, declaration.count);
    const lists = Array.from({ length: count }, (_, i) => blockList(stored[indexedSlot(key, i)]));
    const indexed = Object.keys(stored)
      .map((name) => ({ name, index: indexIn(key, name) }))
      .filter((s): s is { name: string; index: number } => s.index !== null)
      .sort((a, b) => a.index - b.index);
    for (const { name, index } of indexed) {
      placed.add(name);
      if (index >= count) lists[count - 1] = [...lists[count - 1], ...blockList(stored[name])];
    }
    lists.forEach((blocks, i) => slots.push({ name: indexedSlot(key, i), blocks }));
  }
  const strays = Object.keys(stored).filter((name) => !placed.has(name));
  if (strays.length > 0 && slots.length > 0) slots[0] = { ...slots[0], blocks: [slots[0].blocks, ...strays.map((name) => blockList(stored[name]))].flat() };
  return slots;
}

/** The names of the block's slots in document order ("children", "columns[0]", …). */
export function slotNames(block: Block): string[] {
  return slotsOf(block).map((s) => s.name);
}

/** The declared slot a name belongs to: its German label and, in an indexed slot, the list's index. Null: not declared. */
export function describeSlot(block: Block, name: string): { label: string; index: number | null } | null {
  for (const [key, declaration] of Object.entries(getBlockModule(block.type)?.slots ?? {})) {
    if (declaration.count === undefined) {
      if (name === key) return { label: declaration.label, index: null };
      continue;
    }
    const index = indexIn(key, name);
    if (index !== null && slotNames(block).includes(name)) return { label: declaration.label, index };
  }
  return null;
}

/**
 * Where a list of older content goes (read once by readBlocks, app/blocks/content.ts). `field`: one
 * of a slot's legacyFields (at `column` when it holds one list per column); without it the stored
 * `children`: as one list (`column` null) the first non-indexed slot, as one list per column the
 * indexed slot's lists; a block with only the other kind takes them into its first list or joined.
 * Types without a declaration get "children" and "columns[i]". Null: the field is no legacy field.
 */
export function legacySlotName(type: string, from: { field?: string; column: number | null }): string | null {
  const declared = getBlockModule(type)?.slots;
  if (!declared) return from.column === null ? "children" : columnSlot(from.column);
  const entries = Object.entries(declared);
  if (from.field !== undefined) {
    const field = from.field;
    const found = entries.find(([, d]) => d.legacyFields?.includes(field));
    if (!found) return null;
    const [key, d] = found;
    return d.count === undefined ? key : indexedSlot(key, d.legacyFields!.indexOf(field) + (from.column ?? 0));
  }
  const single = entries.find(([, d]) => d.count === undefined)?.[0];
  const indexed = entries.find(([, d]) => d.count !== undefined)?.[0];
  if (from.column === null) return single ?? indexedSlot(indexed!, 0);
  return indexed !== undefined ? indexedSlot(indexed, from.column) : single!;
}

/** The block with its stored slots rebuilt from `slots`: only lists that hold blocks, no `slots` key when none does. */
function withSlots(block: Block, slots: Slot[]): Block {
  const { slots: _old, ...rest } = block;
  const filled = slots.filter((s) => s.blocks.length > 0);
  if (filled.length === 0) return rest;
  return { ...rest, slots: Object.fromEntries(filled.map((s) => [s.name, s.blocks])) };
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
 * The block's stored slots in the one canonical form: exactly its slots (slotsOf) in document
 * order, only those that hold blocks. A block without stored slots stays as it is.
 */
export function canonicalSlots(block: Block): Block {
  if (block.slots === undefined) return block;
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
 * slots, and the slots of what it returns are mapped in turn. Slots come back canonical.
 */
export function mapBlocks(blocks: Block[], fn: (block: Block) => Block): Block[] {
  return blocks.filter(isBlock).map((block) => {
    const next = fn(block);
    if (next.slots === undefined) return next;
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
  return replaceBlock(tree, ref, (block) => canonicalSlots({ ...block, content: merge(block.content, patch) }));
}

/** Merges `patch` into the block's style (a key set to undefined is removed). */
export function updateStyle(tree: Block[], ref: BlockRef, patch: Partial<NonNullable<Block["style"]>>): Block[] {
  return replaceBlock(tree, ref, (block) => ({ ...block, style: merge(block.style, patch) }));
}
