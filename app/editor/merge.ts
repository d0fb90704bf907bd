import type { Block } from "~/blocks/types";
import { deepEqual } from "./equal";

/**
 * Three-way merge of two edited block trees against the tree both started from (issue 38, item 1;
 * decision 025). Blocks are matched by id, at every depth (named slots included):
 *
 * - A block's own data (type, content, style) merges field by field: a field changed on one side
 *   takes that side's value; a field both changed to different values is a conflict of that block.
 *   A changed type is a conflict when the other side changed the block too.
 * - A block deleted on one side is deleted, unless the other side changed it or anything inside it
 *   (own data, children, their order): then the deletion is a conflict of the top-most deleted
 *   block, and the choice keeps or drops that block with everything inside it. Nothing is lost
 *   without a question.
 * - Inserted blocks are kept where their side put them (after the same predecessor); a block moved
 *   by one side goes where it moved; moved by both, ours wins (a move loses no text, so it never asks).
 * - Sibling order: taken from the side that reordered the common blocks; both reordered: ours.
 *
 * Pure and deterministic: the save queue merges with it, the editor's history rebases its undo
 * snapshots with the same call and the same choices, and both arrive at the same tree.
 */

export type MergeSide = "ours" | "theirs";

/** changed: both changed the block; deleted-by-theirs / deleted-by-ours: one deleted what the other changed. */
export type MergeConflictKind = "changed" | "deleted-by-theirs" | "deleted-by-ours";

export interface MergeConflict {
  id: string;
  kind: MergeConflictKind;
  /** The block as both started from; null when both added a block of this id. */
  base: Block | null;
  /** Each side's version (with its slots); null on the side that deleted it. */
  ours: Block | null;
  theirs: Block | null;
  /** The content and style fields both changed differently ("content.text", "style.textColor", "type"). */
  fields: string[];
}

export interface MergeResult {
  /** The merged tree: conflicts resolved by `choices`, else ours for a change and 'keep' for a deletion. */
  blocks: Block[];
  /** Every conflict, in document order of the merged tree (deleted ones where they were). */
  conflicts: MergeConflict[];
}

/** Per conflicting block id: whose version wins. */
export type MergeChoices = Readonly<Record<string, MergeSide>>;

interface Placed {
  block: Block;
  parent: string | null;
  slot: string;
  index: number;
}

const ROOT = "children";
const key = (parent: string | null, slot: string) => `${parent ?? ""}\u0000${slot}`;

function isBlock(value: unknown): value is Block {
  return !!value && typeof value === "object" && typeof (value as Block).id === "string" && typeof (value as Block).type === "string";
}

function slotEntries(block: Block): [string, Block[]][] {
  const slots = block.slots;
  if (!slots || typeof slots !== "object") return [];
  return Object.entries(slots).map(([name, list]) => [name, Array.isArray(list) ? list.filter(isBlock) : []]);
}

/** id → the block and where it is; document order kept in `order`. */
function index(tree: Block[]): { byId: Map<string, Placed>; order: string[] } {
  const byId = new Map<string, Placed>();
  const order: string[] = [];
  const walk = (list: Block[], parent: string | null, slot: string) => {
    list.filter(isBlock).forEach((block, i) => {
      // A duplicate id (corrupt content) is read once, like the tree operations do.
      if (byId.has(block.id)) return;
      byId.set(block.id, { block, parent, slot, index: i });
      order.push(block.id);
      for (const [name, children] of slotEntries(block)) walk(children, block.id, name);
    });
  };
  walk(Array.isArray(tree) ? tree : [], null, ROOT);
  return { byId, order };
}

interface Own {
  type: string;
  content: Record<string, unknown>;
  style: Record<string, unknown>;
}

const own = (b: Block): Own => ({ type: b.type, content: b.content ?? {}, style: (b.style ?? {}) as Record<string, unknown> });

interface OwnMerge extends Own {
  conflicts: string[];
}

function mergeRecord(prefix: string, base: Record<string, unknown>, ours: Record<string, unknown>, theirs: Record<string, unknown>, prefer: MergeSide, conflicts: string[]) {
  const out: Record<string, unknown> = {};
  for (const k of new Set([...Object.keys(base), ...Object.keys(ours), ...Object.keys(theirs)])) {
    const b = base[k];
    const o = ours[k];
    const t = theirs[k];
    let value: unknown;
    if (deepEqual(o, t)) value = o;
    else if (deepEqual(o, b)) value = t;
    else if (deepEqual(t, b)) value = o;
    else {
      conflicts.push(`${prefix}.${k}`);
      value = prefer === "ours" ? o : t;
    }
    if (value !== undefined) out[k] = value;
  }
  return out;
}

/** The own data of a block both sides have, field by field; `prefer` settles conflicting fields. */
function mergeOwn(base: Block | null, ours: Block, theirs: Block, prefer: MergeSide): OwnMerge {
  const b: Own = base ? own(base) : { type: ours.type, content: {}, style: {} };
  const o = own(ours);
  const t = own(theirs);
  if (o.type !== t.type) {
    // A new type makes every field mean something else: only a side that alone changed it wins.
    const typeConflict = !(o.type === b.type && deepEqual(o, b)) && !(t.type === b.type && deepEqual(t, b));
    if (!typeConflict) return { ...(deepEqual(o, b) ? t : o), conflicts: [] };
    return { ...(prefer === "ours" ? o : t), conflicts: ["type"] };
  }
  const conflicts: string[] = [];
  const content = mergeRecord("content", b.content, o.content, t.content, prefer, conflicts);
  const style = mergeRecord("style", b.style, o.style, t.style, prefer, conflicts);
  return { type: o.type, content, style, conflicts };
}

/** A block's subtree, deep: did `side` change anything in it against base? */
function subtreeChanged(id: string, base: Map<string, Placed>, side: Map<string, Placed>): boolean {
  const b = base.get(id)?.block;
  const s = side.get(id)?.block;
  if (!b || !s) return true;
  return !deepEqual(b, s);
}

/**
 * The order of one slot's blocks in the result: the common blocks in the order of the side that
 * reordered them (ours when both did), each side's other blocks after their predecessor on that side.
 */
function mergeOrder(ids: Set<string>, oursList: string[], theirsList: string[], baseList: string[]): string[] {
  const seqO = oursList.filter((id) => ids.has(id));
  const seqT = theirsList.filter((id) => ids.has(id));
  const inT = new Set(seqT);
  const inO = new Set(seqO);
  const relO = seqO.filter((id) => inT.has(id));
  const relT = seqT.filter((id) => inO.has(id));
  const common = new Set(relO);
  const relB = baseList.filter((id) => common.has(id));
  const skeleton = deepEqual(relO, relT) || !deepEqual(relO, relB) ? relO : relT;
  const out = [...skeleton];
  const placed = new Set(out);
  const weave = (seq: string[]) => {
    let anchor: string | null = null;
    for (const id of seq) {
      if (!placed.has(id)) {
        const at = anchor === null ? 0 : out.indexOf(anchor) + 1;
        out.splice(at, 0, id);
        placed.add(id);
      }
      anchor = id;
    }
  };
  weave(seqO);
  weave(seqT);
  for (const id of ids) if (!placed.has(id)) out.push(id);
  return out;
}

/**
 * Merges `ours` and `theirs`, both edited from `base`. `choices` settle conflicts (see MergeResult);
 * the conflicts are reported whatever was chosen, so a dialog can show them and the choice made.
 */
export function mergeBlocks(base: Block[], ours: Block[], theirs: Block[], choices: MergeChoices = {}): MergeResult {
  const B = index(base);
  const O = index(ours);
  const T = index(theirs);
  const conflicts = new Map<string, MergeConflict>();
  /** The blocks in the result with their merged own data. */
  const kept = new Map<string, Own>();
  const all = [...new Set([...O.order, ...T.order, ...B.order])];

  // Deletions first, at their top-most block: a deletion conflicts when the other side changed anything inside.
  /** id → whether the block survives its deletion (only for deleted blocks). */
  const deletion = new Map<string, boolean>();
  const decideDeletion = (id: string): boolean => {
    const known = deletion.get(id);
    if (known !== undefined) return known;
    const inO = O.byId.has(id);
    const deletedBy: MergeSide = inO ? "theirs" : "ours";
    const other = inO ? O : T;
    const deleter = inO ? T : O;
    // Inside a block the same side deleted too: that block's decision is this one's.
    const baseParent = B.byId.get(id)!.parent;
    let survives: boolean;
    if (baseParent !== null && B.byId.has(baseParent) && !deleter.byId.has(baseParent) && other.byId.has(baseParent) && other.byId.get(id)!.parent === baseParent) {
      survives = decideDeletion(baseParent);
    } else if (!subtreeChanged(id, B.byId, other.byId)) {
      survives = false;
    } else {
      const choice = choices[id];
      conflicts.set(id, {
        id,
        kind: deletedBy === "theirs" ? "deleted-by-theirs" : "deleted-by-ours",
        base: B.byId.get(id)!.block,
        ours: O.byId.get(id)?.block ?? null,
        theirs: T.byId.get(id)?.block ?? null,
        fields: [],
      });
      // Unchosen: kept (nothing lost). Chosen: the chosen side's state, present or deleted.
      survives = choice === undefined ? true : choice === "ours" ? inO : !inO;
    }
    deletion.set(id, survives);
    return survives;
  };

  for (const id of all) {
    const b = B.byId.get(id);
    const o = O.byId.get(id);
    const t = T.byId.get(id);
    if (o && t) {
      const prefer = choices[id] ?? "ours";
      const merged = mergeOwn(b?.block ?? null, o.block, t.block, prefer);
      if (merged.conflicts.length > 0) {
        conflicts.set(id, { id, kind: "changed", base: b?.block ?? null, ours: o.block, theirs: t.block, fields: merged.conflicts });
      }
      kept.set(id, { type: merged.type, content: merged.content, style: merged.style });
    } else if (o || t) {
      const side = (o ?? t)!;
      if (!b || decideDeletion(id)) kept.set(id, own(side.block));
    }
  }

  // Where each kept block goes: the side that moved it, else theirs (ours unmoved), falling back to
  // any side whose parent is in the result, else the top level.
  const location = new Map<string, { parent: string | null; slot: string }>();
  const valid = (p: Placed | undefined): p is Placed => !!p && (p.parent === null || kept.has(p.parent));
  const sameSpot = (a: Placed | undefined, b: Placed | undefined) => !!a && !!b && a.parent === b.parent && a.slot === b.slot;
  for (const id of kept.keys()) {
    const b = B.byId.get(id);
    const o = O.byId.get(id);
    const t = T.byId.get(id);
    let first: Placed | undefined;
    if (o && t) first = b && sameSpot(o, b) ? t : o;
    else first = o ?? t;
    const candidates = [first, o, t, b];
    const spot = candidates.find(valid);
    location.set(id, spot ? { parent: spot.parent, slot: spot.slot } : { parent: null, slot: ROOT });
  }
  // A parent that ends up inside its own child (both sides moved crosswise) goes to the top level.
  for (const id of kept.keys()) {
    const seen = new Set<string>([id]);
    let parent = location.get(id)!.parent;
    while (parent !== null) {
      if (seen.has(parent)) {
        location.set(id, { parent: null, slot: ROOT });
        break;
      }
      seen.add(parent);
      parent = location.get(parent)?.parent ?? null;
    }
  }

  // Sibling lists, then the tree.
  const groups = new Map<string, Set<string>>();
  for (const [id, at] of location) {
    const k = key(at.parent, at.slot);
    if (!groups.has(k)) groups.set(k, new Set());
    groups.get(k)!.add(id);
  }
  const listOf = (tree: { byId: Map<string, Placed>; order: string[] }, parent: string | null, slot: string) =>
    tree.order.filter((id) => {
      const p = tree.byId.get(id)!;
      return p.parent === parent && p.slot === slot;
    });
  const orderCache = new Map<string, string[]>();
  const ordered = (parent: string | null, slot: string): string[] => {
    const k = key(parent, slot);
    const cached = orderCache.get(k);
    if (cached) return cached;
    const ids = groups.get(k) ?? new Set<string>();
    const result = mergeOrder(ids, listOf(O, parent, slot), listOf(T, parent, slot), listOf(B, parent, slot));
    orderCache.set(k, result);
    return result;
  };
  const slotOrder = (id: string): string[] => {
    const names: string[] = [];
    for (const tree of [O, T, B]) {
      const block = tree.byId.get(id)?.block;
      if (block) for (const [name] of slotEntries(block)) if (!names.includes(name)) names.push(name);
    }
    for (const k of groups.keys()) {
      const [parent, slot] = k.split("\u0000");
      if (parent === id && !names.includes(slot)) names.push(slot);
    }
    return names;
  };
  const build = (id: string): Block => {
    const data = kept.get(id)!;
    const block: Block = { id, type: data.type, content: data.content };
    if (Object.keys(data.style).length > 0) block.style = data.style as Block["style"];
    const slots: Record<string, Block[]> = {};
    for (const name of slotOrder(id)) {
      const children = ordered(id, name).map(build);
      if (children.length > 0) slots[name] = children;
    }
    if (Object.keys(slots).length > 0) block.slots = slots;
    // Untouched blocks stay the very objects they were (cheap comparisons and React keys downstream).
    for (const side of [O, T]) {
      const same = side.byId.get(id)?.block;
      if (same && deepEqual(same, block)) return same;
    }
    return block;
  };
  const blocks = ordered(null, ROOT).map(build);

  // Conflicts in document order: the merged tree's order, deleted ones by their place in base.
  const rank = new Map<string, number>();
  const resultOrder: string[] = [];
  const walk = (list: Block[]) =>
    list.forEach((b) => {
      resultOrder.push(b.id);
      for (const [, children] of slotEntries(b)) walk(children);
    });
  walk(blocks);
  resultOrder.forEach((id, i) => rank.set(id, i));
  B.order.forEach((id, i) => {
    if (!rank.has(id)) rank.set(id, resultOrder.length + i);
  });
  const sorted = [...conflicts.values()].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return { blocks, conflicts: sorted };
}
