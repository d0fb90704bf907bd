import { getBlockModule } from "./registry";
import { canonicalSlots, legacySlotName } from "./tree";
import type { Block } from "./types";
import { legacySlidesOf, slideBlocksFromLegacy } from "./slide/legacy";

/**
 * Reads stored page content into canonical blocks: a block array, `{blocks:[…]}`, `{sections:[…]}`,
 * a presentation's `{slides:[…]}` from before migration 0015 (into slide blocks, app/blocks/slide/legacy.ts:
 * an old revision restores), or a string (JSON of any of these, or raw HTML shown as HTML; spec §3).
 * Nested blocks end up in their block's named slots in the one stored form (`slots`, app/blocks/tree.ts;
 * decision 015), wherever older content kept them (`children` as one list or one list per column,
 * legacy content fields). This is the one place older shapes are read; after it there is only the new one.
 */
export function readBlocks(content: unknown): Block[] {
  if (content == null) return [];
  if (typeof content === "string") {
    const trimmed = content.trim();
    if (trimmed === "") return [];
    if (/^[[{]/.test(trimmed)) {
      try {
        return readBlocks(JSON.parse(trimmed));
      } catch {
        // Not JSON after all: fall through to raw HTML.
      }
    }
    return [{ id: "legacy-html", type: "html-content", content: { html: content } }];
  }
  if (Array.isArray(content)) return content.flatMap((item, i) => normalizeBlock(item, `block-${i}`));
  if (typeof content === "object") {
    const obj = content as Record<string, unknown>;
    if (Array.isArray(obj.blocks)) return readBlocks(obj.blocks);
    if (Array.isArray(obj.sections)) return readBlocks(obj.sections);
    const slides = legacySlidesOf(obj);
    if (slides) return readBlocks(slideBlocksFromLegacy(slides));
  }
  return [];
}

const BLOCK_KEYS = new Set(["id", "type", "content", "style", "children", "slots"]);

/**
 * Legacy "flat section objects" ({sections:[{type:"hero", title:"…", subtitle:"…"}]}) keep their
 * content fields next to id and type; everything that is not a block key is their content.
 */
function flatContent(raw: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(raw).filter(([key]) => !BLOCK_KEYS.has(key)));
}

/**
 * A value kept in the block style under an older name moves into its content field (which wins
 * when both are set: it is what rendered, inline on the element); the style keys are dropped.
 */
function styleIntoContent(block: Block, moved: Readonly<Record<string, readonly string[]>>) {
  const style = { ...(block.style as Record<string, unknown>) };
  const content = { ...block.content };
  let changed = false;
  for (const [key, styleKeys] of Object.entries(moved)) {
    for (const styleKey of styleKeys) {
      if (!(styleKey in style)) continue;
      const value = style[styleKey];
      delete style[styleKey];
      changed = true;
      if ((content[key] === undefined || content[key] === "") && typeof value === "string" && value !== "") content[key] = value;
    }
  }
  if (!changed) return;
  block.content = content;
  block.style = style as Block["style"];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === "object" && !Array.isArray(value);
}

/** One list per column (`children: Block[][]`, grid.columns) rather than one list of blocks. */
function isListOfLists(value: unknown[]): value is unknown[][] {
  return value.length > 0 && value.every(Array.isArray);
}

function normalizeBlock(item: unknown, fallbackId: string): Block[] {
  if (!isRecord(item)) return [];
  const raw = item;
  if (typeof raw.type !== "string" || raw.type === "") return [];
  const id = typeof raw.id === "string" && raw.id !== "" ? raw.id : fallbackId;
  const type = raw.type;
  const block: Block = { id, type, content: isRecord(raw.content) ? raw.content : flatContent(raw) };
  if (raw.style && typeof raw.style === "object") block.style = raw.style as Block["style"];
  const list = (value: unknown[], prefix: string) => value.flatMap((child, i) => normalizeBlock(child, `${prefix}-${i}`));
  // Every list of nested blocks by slot name; older shapes first, in the order they rendered.
  const slots: Record<string, Block[]> = {};
  const add = (name: string | null, blocks: Block[]) => {
    if (name !== null) slots[name] = [...(slots[name] ?? []), ...blocks];
  };
  // Spec §3 columns.leftColumn / rightColumn, grid.columns: into the slots, ahead of children there.
  const legacyFields = Object.values(getBlockModule(type)?.slots ?? {}).flatMap((slot) => slot.legacyFields ?? []);
  if (legacyFields.some((field) => Array.isArray(block.content[field]))) {
    const content = { ...block.content };
    for (const field of legacyFields) {
      const value = content[field];
      if (!Array.isArray(value)) continue;
      delete content[field];
      if (isListOfLists(value)) value.forEach((column, c) => add(legacySlotName(type, { field, column: c }), list(column, `${id}-${field}-${c}`)));
      else add(legacySlotName(type, { field, column: null }), list(value, `${id}-${field}`));
    }
    block.content = content;
  }
  // Spec §3 `children`: one list, or one list per column.
  if (Array.isArray(raw.children)) {
    if (isListOfLists(raw.children)) raw.children.forEach((column, c) => add(legacySlotName(type, { column: c }), list(column, `${id}-${c}`)));
    else add(legacySlotName(type, { column: null }), list(raw.children, id));
  }
  if (isRecord(raw.slots)) {
    for (const [name, value] of Object.entries(raw.slots)) if (Array.isArray(value)) add(name, list(value, `${id}-${name}`));
  }
  if (Object.keys(slots).length > 0) block.slots = slots;
  const moved = getBlockModule(type)?.styleIntoContent;
  if (moved && block.style) styleIntoContent(block, moved);
  return [canonicalSlots(block)];
}
