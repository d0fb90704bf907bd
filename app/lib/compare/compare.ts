import { diffWords } from "diff";
import { plainText } from "~/lib/plain-text";
import type { BlockChange, BlockChangeKind, FieldChange, PageComparison, StyleChange, WordChange } from "./types";

/**
 * Compares two block trees (issue 30, 'Versionen vergleichen'). Pure: it knows nothing of the block
 * registry (app/lib is the lowest layer); what a block type is called, which slots it has and how its
 * fields are labelled comes in through a BlockDescriber (app/blocks/compare.ts builds the real one
 * from the block modules). The trees are canonical blocks `{id, type, content, style, slots}` (after
 * readBlocks); anything else is read as an empty tree rather than crashing.
 */

/** A block as stored (app/blocks/types.ts Block), described structurally: app/lib imports no block code. */
export interface CompareBlock {
  id: string;
  type: string;
  content?: Record<string, unknown>;
  /** The block style (spec §3), e.g. { padding: { top: 16 } }. */
  style?: object;
  slots?: Record<string, CompareBlock[]>;
}

/** What the comparison needs of a field description (app/blocks/types.ts FieldDescription fits it). */
export interface FieldInfo {
  kind: string;
  label?: string;
  options?: readonly { value: string; label: string }[];
  fields?: Readonly<Record<string, FieldInfo>>;
  item?: FieldInfo;
  itemLabel?: string;
  unit?: string;
  reason?: string;
}

export interface DescribedSlot {
  name: string;
  blocks: CompareBlock[];
}

export interface BlockDescriber {
  /** German name of a block type ("Absatz"); the type itself when unknown. */
  typeLabel(type: string): string;
  /** The block's slots in document order (app/blocks/tree.ts slotsOf). */
  slots(block: CompareBlock): DescribedSlot[];
  /** Descriptions of the block's content fields, by key. */
  contentFields(type: string): Readonly<Record<string, FieldInfo>>;
  /** Descriptions of the block style fields, by key (app/blocks/style-fields.ts STYLE_FIELDS). */
  styleFields(type: string): Readonly<Record<string, FieldInfo>>;
}

/**
 * Content keys that are about looks, not words: a change to only these (and the block style) is a
 * 'Nur Gestaltung' change. Colour and column-width fields count by their kind as well.
 */
export const STYLE_CONTENT_KEYS: ReadonlySet<string> = new Set([
  "alignment",
  "align",
  "textAlign",
  "fontFamily",
  "fontSize",
  "fontWeight",
  "lineHeight",
  "padding",
  "margin",
  "gap",
  "width",
  "height",
  "customWidth",
  "customHeight",
  "aspectRatio",
  "variant",
  "size",
  "backgroundType",
  "overlayOpacity",
  "thickness",
  "textSpacing",
  "imageSize",
  "imageFit",
  "customImageHeight",
  "videoWidth",
  "videoHeight",
  "videoCustomWidth",
  "videoCustomHeight",
  "videoAspectRatio",
  "videoAlign",
  "buttonSize",
  "buttonVariant",
  "primaryButtonVariant",
  "secondaryButtonVariant",
  "ratio",
  "order",
  "listStyle",
  "layout",
  "columnsDesktop",
  "columnsTablet",
  "columnsMobile",
  "borderRadius",
]);

const STYLE_KINDS = new Set(["colour", "column-widths"]);

/**
 * German names of style fields for blocks that declare none (unknown types, older content): the
 * block style of spec §3 and the flat spacing names older content used.
 */
export const FALLBACK_STYLE_LABELS: Readonly<Record<string, string>> = {
  margin: "Außenabstand",
  padding: "Innenabstand",
  "margin.top": "Außenabstand oben",
  "margin.right": "Außenabstand rechts",
  "margin.bottom": "Außenabstand unten",
  "margin.left": "Außenabstand links",
  "padding.top": "Innenabstand oben",
  "padding.right": "Innenabstand rechts",
  "padding.bottom": "Innenabstand unten",
  "padding.left": "Innenabstand links",
  paddingTop: "Abstand oben",
  paddingBottom: "Abstand unten",
  paddingLeft: "Abstand links",
  paddingRight: "Abstand rechts",
  marginTop: "Außenabstand oben",
  marginBottom: "Außenabstand unten",
  fontSize: "Schriftgröße",
  fontWeight: "Schriftstärke",
  lineHeight: "Zeilenhöhe",
  textAlign: "Textausrichtung",
  backgroundColor: "Hintergrundfarbe",
  fontFamily: "Schriftart",
  textColor: "Textfarbe",
  color: "Textfarbe",
  borderRadius: "Eckenradius",
  width: "Breite",
  height: "Höhe",
  gap: "Abstand",
  alignment: "Ausrichtung",
};

/** Shown for a value that is not set (the theme decides) in a style change. */
export const UNSET = "Standard";
const YES = "Ja";
const NO = "Nein";

// ---------------------------------------------------------------------------------------------
// Word changes

/** Word changes between two plain texts: runs of same, removed and added words (spaces kept). */
export function wordChanges(before: string, after: string): WordChange[] {
  const out: WordChange[] = [];
  for (const part of diffWords(before, after)) {
    const kind: WordChange["kind"] = part.added ? "added" : part.removed ? "removed" : "same";
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.text += part.value;
    else if (part.value !== "") out.push({ kind, text: part.value });
  }
  return out;
}

/** Readable plain text of a stored value: HTML reduced to its text. */
export function textOf(value: unknown): string {
  if (value == null) return "";
  if (typeof value === "string") return /<[a-z!/]/i.test(value) ? plainText(value) : value.replace(/\s+/g, " ").trim();
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? YES : NO;
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(", ");
  return JSON.stringify(value);
}

// ---------------------------------------------------------------------------------------------
// Values

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object" && !Array.isArray(value);
}

/** Deep equality of JSON values (key order does not matter). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((v, i) => sameValue(v, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameValue(a[key], b[key])) return false;
    return true;
  }
  // Unset and empty are the same to a reader ("" colour = theme colour).
  return isEmpty(a) && isEmpty(b);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "";
}

/** A value as a reader of a change sees it: option labels, Ja/Nein, units left out. */
function display(value: unknown, info: FieldInfo | undefined): string {
  if (isEmpty(value)) return "";
  if (info?.kind === "select" && info.options) {
    const option = info.options.find((o) => o.value === String(value));
    if (option) return option.label;
  }
  if (info?.kind === "switch" || typeof value === "boolean") return value ? YES : NO;
  if (info?.kind === "column-widths" && Array.isArray(value)) return value.map((v) => `${v} %`).join(" / ");
  return textOf(value);
}

const lowerFirst = (s: string) => (s ? s.charAt(0).toLowerCase() + s.slice(1) : s);

// ---------------------------------------------------------------------------------------------
// Fields of one block

interface Leaf {
  field: string;
  label: string;
  info: FieldInfo | undefined;
  before: unknown;
  after: unknown;
  style: boolean;
}

/**
 * The leaves of one changed value: groups (padding {top,…}) and lists split into their parts, so a
 * change names 'Innenabstand oben' or 'Fragen 2: Antwort' rather than the whole value.
 */
function leaves(field: string, label: string, info: FieldInfo | undefined, before: unknown, after: unknown, style: boolean, out: Leaf[]): void {
  if (sameValue(before, after)) return;
  if (info?.kind === "group" || (!info && (isObject(before) || isObject(after)) && !Array.isArray(before) && !Array.isArray(after))) {
    const a = isObject(before) ? before : {};
    const b = isObject(after) ? after : {};
    const keys = [...new Set([...Object.keys(info?.fields ?? {}), ...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) {
      const sub = info?.fields?.[key];
      const subLabel = sub?.label ?? FALLBACK_STYLE_LABELS[`${field}.${key}`]?.replace(/^\S+\s/, "") ?? key;
      leaves(`${field}.${key}`, `${label} ${lowerFirst(subLabel)}`, sub, a[key], b[key], style, out);
    }
    return;
  }
  if (info?.kind === "list" && info.fields && (Array.isArray(before) || Array.isArray(after))) {
    const a = Array.isArray(before) ? before : [];
    const b = Array.isArray(after) ? after : [];
    const itemLabel = info.itemLabel ?? label;
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const x = isObject(a[i]) ? a[i] : {};
      const y = isObject(b[i]) ? b[i] : {};
      for (const [key, sub] of Object.entries(info.fields)) {
        if (sub.kind === "not-editable" && !sub.label) continue;
        leaves(`${field}.${i}.${key}`, `${itemLabel} ${i + 1}: ${sub.label ?? key}`, sub, x[key], y[key], style, out);
      }
    }
    return;
  }
  out.push({ field, label, info, before, after, style });
}

function isTextual(info: FieldInfo | undefined, before: unknown, after: unknown): boolean {
  if (info) return info.kind === "text" || info.kind === "richtext" || (info.kind === "list" && !!info.item);
  return (typeof before === "string" || isEmpty(before)) && (typeof after === "string" || isEmpty(after));
}

function fieldChange(leaf: Leaf): FieldChange {
  const text = isTextual(leaf.info, leaf.before, leaf.after);
  const before = text ? textOf(leaf.before) : display(leaf.before, leaf.info);
  const after = text ? textOf(leaf.after) : display(leaf.after, leaf.info);
  return { field: leaf.field, label: leaf.label, before, after, ...(text ? { words: wordChanges(before, after) } : {}) };
}

function styleChange(leaf: Leaf): StyleChange {
  const before = display(leaf.before, leaf.info) || UNSET;
  const after = display(leaf.after, leaf.info) || UNSET;
  return { field: leaf.field, label: leaf.label, before, after, text: `${leaf.label} ${before} → ${after}` };
}

/** The content and style changes of one block present in both trees. */
export function blockFieldChanges(before: CompareBlock, after: CompareBlock, describe: BlockDescriber): { fields: FieldChange[]; styles: StyleChange[] } {
  const out: Leaf[] = [];
  if (before.type !== after.type) {
    out.push({ field: "type", label: "Blocktyp", info: undefined, before: describe.typeLabel(before.type), after: describe.typeLabel(after.type), style: false });
  }
  const contentFields = describe.contentFields(after.type);
  const a = isObject(before.content) ? before.content : {};
  const b = isObject(after.content) ? after.content : {};
  const keys = [...new Set([...Object.keys(contentFields), ...Object.keys(a), ...Object.keys(b)])];
  for (const key of keys) {
    const info = contentFields[key];
    // Keys no form edits and that have no name (ids of FAQ items, slots) are bookkeeping, not content.
    if (info?.kind === "not-editable" && !info.label) continue;
    const style = STYLE_CONTENT_KEYS.has(key) || (!!info && STYLE_KINDS.has(info.kind));
    leaves(key, info?.label ?? FALLBACK_STYLE_LABELS[key] ?? key, info, a[key], b[key], style, out);
  }
  const styleFields = describe.styleFields(after.type);
  const sa = isObject(before.style) ? before.style : {};
  const sb = isObject(after.style) ? after.style : {};
  for (const key of [...new Set([...Object.keys(sa), ...Object.keys(sb)])]) {
    const info = styleFields[key];
    leaves(key, info?.label ?? FALLBACK_STYLE_LABELS[key] ?? key, info, sa[key], sb[key], true, out);
  }
  return { fields: out.filter((l) => !l.style).map(fieldChange), styles: out.filter((l) => l.style).map(styleChange) };
}

// ---------------------------------------------------------------------------------------------
// Trees

interface Placed {
  block: CompareBlock;
  key: string;
  parents: string[];
  parentKey: string | null;
  slot: string | null;
  index: number;
}

/** Where every block of a tree is, by id (a repeated id counts once: the first one wins, later ones get a suffix). */
function place(tree: CompareBlock[], describe: BlockDescriber): { byKey: Map<string, Placed>; children: Map<string, CompareBlock[]>; keyOf: Map<CompareBlock, string> } {
  const byKey = new Map<string, Placed>();
  const children = new Map<string, CompareBlock[]>();
  const keyOf = new Map<CompareBlock, string>();
  const keyFor = (block: CompareBlock) => {
    let key = typeof block.id === "string" && block.id ? block.id : "block";
    for (let n = 2; byKey.has(key); n++) key = `${block.id || "block"}#${n}`;
    return key;
  };
  const walk = (blocks: CompareBlock[], parents: string[], parentKey: string | null, slot: string | null) => {
    children.set(containerKey(parentKey, slot), blocks);
    blocks.forEach((block, index) => {
      const key = keyFor(block);
      keyOf.set(block, key);
      byKey.set(key, { block, key, parents, parentKey, slot, index });
      for (const s of describe.slots(block)) walk(s.blocks, [...parents, key], key, s.name);
    });
  };
  walk(tree, [], null, null);
  return { byKey, children, keyOf };
}

function containerKey(parentKey: string | null, slot: string | null): string {
  return parentKey === null ? "" : `${parentKey}\u0000${slot}`;
}

/** A longest common subsequence of two id lists (the ids that kept their relative order). */
export function longestCommonSubsequence(a: readonly string[], b: readonly string[]): Set<string> {
  const m = a.length;
  const n = b.length;
  const table: number[][] = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(0));
  for (let i = m - 1; i >= 0; i--) {
    for (let j = n - 1; j >= 0; j--) table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < m && j < n; ) {
    if (a[i] === b[j]) {
      kept.add(a[i]);
      i++;
      j++;
    } else if (table[i + 1][j] >= table[i][j + 1]) i++;
    else j++;
  }
  return kept;
}

function asTree(value: unknown): CompareBlock[] {
  if (!Array.isArray(value)) return [];
  return value.filter((b): b is CompareBlock => isObject(b) && typeof b.type === "string");
}

/** The block without its nested blocks (they are shown as blocks of their own). */
function shallow(block: CompareBlock): CompareBlock {
  return { id: block.id, type: block.type, content: block.content ?? {}, ...(block.style ? { style: block.style } : {}) };
}

/** First words of a block's text, for its label ("Text: Willkommen bei …"). */
function excerpt(block: CompareBlock, describe: BlockDescriber): string {
  const fields = describe.contentFields(block.type);
  const content = isObject(block.content) ? block.content : {};
  const keys = [...Object.keys(fields).filter((k) => fields[k].kind === "text" || fields[k].kind === "richtext"), ...Object.keys(content)];
  for (const key of keys) {
    const value = content[key];
    if (typeof value !== "string" || /^(https?:|\/|#|mailto:|tel:)/.test(value)) continue;
    const text = textOf(value);
    if (text) return text.length > 48 ? `${text.slice(0, 47).trimEnd()} …` : text;
  }
  return "";
}

function labelOf(block: CompareBlock, describe: BlockDescriber): string {
  const text = excerpt(block, describe);
  const type = describe.typeLabel(block.type);
  return text ? `${type}: ${text}` : type;
}

/**
 * The changes between two block trees, every block of both in reading order of `after` (removed
 * ones where they were), matched by id at any depth. A block counts as moved when its parent or slot
 * changed, or when it left the longest run of siblings that kept their order (so one insertion does
 * not move the blocks after it).
 */
export function compareTrees(beforeTree: unknown, afterTree: unknown, describe: BlockDescriber): Pick<PageComparison, "blocks" | "summary"> {
  const from = place(asTree(beforeTree), describe);
  const to = place(asTree(afterTree), describe);

  // Moves among siblings: per container of `to`, the ids also in the same container before.
  const moved = new Set<string>();
  for (const [container, blocks] of to.children) {
    const afterIds = blocks.map((b) => to.keyOf.get(b)!).filter((k) => from.byKey.has(k));
    for (const key of afterIds) {
      const was = from.byKey.get(key)!;
      const is = to.byKey.get(key)!;
      if (was.parentKey !== is.parentKey || was.slot !== is.slot) moved.add(key);
    }
    const stayed = afterIds.filter((k) => !moved.has(k));
    const beforeIds = (from.children.get(container) ?? []).map((b) => from.keyOf.get(b)!).filter((k) => stayed.includes(k));
    const kept = longestCommonSubsequence(beforeIds, stayed);
    for (const key of stayed) if (!kept.has(key)) moved.add(key);
  }

  const out: BlockChange[] = [];
  const emitted = new Set<string>();
  const summary = { added: 0, removed: 0, moved: 0, changed: 0, style: 0 };

  const emit = (key: string) => {
    if (emitted.has(key)) return;
    emitted.add(key);
    const was = from.byKey.get(key);
    const is = to.byKey.get(key);
    const block = (is ?? was)!.block;
    let kind: BlockChangeKind;
    let fields: FieldChange[] = [];
    let styles: StyleChange[] = [];
    if (!was) kind = "added";
    else if (!is) kind = "removed";
    else {
      ({ fields, styles } = blockFieldChanges(was.block, is.block, describe));
      kind = fields.length ? "changed" : styles.length ? "style" : moved.has(key) ? "moved" : "unchanged";
    }
    const isMoved = !!was && !!is && moved.has(key);
    if (kind === "added") summary.added++;
    else if (kind === "removed") summary.removed++;
    else if (kind === "changed") summary.changed++;
    else if (kind === "style") summary.style++;
    if (isMoved) summary.moved++;
    const where = is ?? was!;
    out.push({
      id: block.id,
      type: block.type,
      label: labelOf(block, describe),
      kind,
      ...(isMoved ? { moved: true } : {}),
      parents: where.parents,
      slot: where.slot,
      from_index: was ? was.index : null,
      to_index: is ? is.index : null,
      fields,
      styles,
      ...(was ? { before: shallow(was.block) } : {}),
      ...(is ? { after: shallow(is.block) } : {}),
    });
  };

  /** A removed block and its removed descendants (those that moved out show at their new place). */
  const emitRemoved = (key: string) => {
    emit(key);
    const was = from.byKey.get(key)!;
    for (const s of describe.slots(was.block)) for (const child of s.blocks) {
      const childKey = from.keyOf.get(child)!;
      if (!to.byKey.has(childKey)) emitRemoved(childKey);
    }
  };

  /** One container of `after`, with the removed blocks of the same container where they were. */
  const walk = (parentKey: string | null, slot: string | null) => {
    const container = containerKey(parentKey, slot);
    const blocks = to.children.get(container) ?? [];
    const present = new Set(blocks.map((b) => to.keyOf.get(b)!));
    const removedAfter = new Map<string | null, string[]>();
    let anchor: string | null = null;
    for (const b of from.children.get(container) ?? []) {
      const key = from.keyOf.get(b)!;
      if (present.has(key)) anchor = key;
      else if (!to.byKey.has(key)) removedAfter.set(anchor, [...(removedAfter.get(anchor) ?? []), key]);
    }
    for (const key of removedAfter.get(null) ?? []) emitRemoved(key);
    for (const b of blocks) {
      const key = to.keyOf.get(b)!;
      emit(key);
      for (const s of describe.slots(b)) walk(key, s.name);
      for (const removed of removedAfter.get(key) ?? []) emitRemoved(removed);
    }
  };
  walk(null, null);
  // Removed blocks whose container is gone (a slot no longer there): at the end, in their old order.
  for (const key of from.byKey.keys()) if (!to.byKey.has(key) && !emitted.has(key)) emitRemoved(key);

  return { blocks: out, summary };
}

// ---------------------------------------------------------------------------------------------
// The page's own fields

export interface PageFields {
  title?: string | null;
  slug?: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
}

export const META_LABELS = {
  title: "Titel",
  slug: "Adresse (Slug)",
  meta_title: "Meta-Titel",
  meta_description: "Meta-Beschreibung",
} as const;

/** Changes of title, slug, meta title and meta description, with word changes. */
export function compareMeta(before: PageFields, after: PageFields): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of Object.keys(META_LABELS) as (keyof typeof META_LABELS)[]) {
    const a = textOf(before[field]);
    const b = textOf(after[field]);
    if (a === b) continue;
    out.push({ field, label: META_LABELS[field], before: a, after: b, words: wordChanges(a, b) });
  }
  return out;
}
