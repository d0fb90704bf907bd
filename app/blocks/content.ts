import { getBlockModule } from "./registry";
import { canonicalChildren } from "./tree";
import type { Block } from "./types";

/**
 * Reads stored page content into canonical blocks: a block array, `{blocks:[…]}`, `{sections:[…]}`,
 * or a string (JSON of any of these, or raw HTML shown as HTML; spec §3). Nested blocks end up in
 * their block's slots in the one stored form (app/blocks/tree.ts), wherever older content kept them.
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
  }
  return [];
}

const BLOCK_KEYS = new Set(["id", "type", "content", "style", "children"]);

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

function normalizeBlock(item: unknown, fallbackId: string): Block[] {
  if (!item || typeof item !== "object") return [];
  const raw = item as Record<string, unknown>;
  if (typeof raw.type !== "string" || raw.type === "") return [];
  const id = typeof raw.id === "string" && raw.id !== "" ? raw.id : fallbackId;
  const block: Block = {
    id,
    type: raw.type,
    content: raw.content && typeof raw.content === "object" && !Array.isArray(raw.content) ? (raw.content as Record<string, unknown>) : flatContent(raw),
  };
  if (raw.style && typeof raw.style === "object") block.style = raw.style as Block["style"];
  const list = (value: unknown[], prefix: string) => value.flatMap((child, i) => normalizeBlock(child, `${prefix}-${i}`));
  let columns: Block[][] | null = null;
  if (Array.isArray(raw.children)) {
    if (raw.children.length > 0 && raw.children.every(Array.isArray)) columns = (raw.children as unknown[][]).map((column, c) => list(column, `${id}-${c}`));
    else block.children = list(raw.children, id);
  }
  const slots = getBlockModule(block.type)?.slots;
  if (slots?.kind === "columns" && slots.legacyFields?.some((field) => Array.isArray(block.content[field]))) {
    // Spec §3 columns.leftColumn / rightColumn, grid.columns: into the slots, ahead of children there.
    const content = { ...block.content };
    const legacy: Block[][] = [];
    const add = (index: number, blocks: Block[]) => (legacy[index] = [...(legacy[index] ?? []), ...blocks]);
    slots.legacyFields.forEach((field, i) => {
      const value = content[field];
      if (!Array.isArray(value)) return;
      delete content[field];
      if (value.length > 0 && value.every(Array.isArray)) (value as unknown[][]).forEach((column, c) => add(i + c, list(column, `${id}-${field}-${c}`)));
      else add(i, list(value, `${id}-${field}`));
    });
    const stored = columns ?? (block.children ? [block.children as Block[]] : []);
    const length = Math.max(legacy.length, stored.length);
    columns = Array.from({ length }, (_, c) => [...(legacy[c] ?? []), ...(stored[c] ?? [])]);
    block.content = content;
  }
  if (columns) block.children = columns;
  const moved = getBlockModule(block.type)?.styleIntoContent;
  if (moved && block.style) styleIntoContent(block, moved);
  return [canonicalChildren(block)];
}

export interface Slide {
  id: string;
  type: "slide";
  title: string;
  content: string;
  imageUrl: string;
}

/** A presentation page's stored content (spec §3 Presentation). */
export interface PresentationContent {
  slides: Slide[];
}

/** What a page stores: blocks, or a presentation's slides. */
export type PageContent = Block[] | PresentationContent;

export function isPresentationContent(content: unknown): content is PresentationContent {
  return !!content && typeof content === "object" && !Array.isArray(content) && Array.isArray((content as PresentationContent).slides);
}

/** A presentation's slides (spec §3 Presentation: {slides:[…]}), or null for other content. */
export function readSlides(content: unknown): Slide[] | null {
  let value = content;
  if (typeof value === "string" && value.trim().startsWith("{")) {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const slides = (value as Record<string, unknown>).slides;
  if (!Array.isArray(slides)) return null;
  const str = (v: unknown) => (typeof v === "string" ? v : "");
  return slides
    .filter((s): s is Record<string, unknown> => !!s && typeof s === "object")
    .map((s, i) => ({ id: str(s.id) || `slide-${i + 1}`, type: "slide" as const, title: str(s.title), content: str(s.content), imageUrl: str(s.imageUrl) }));
}

/**
 * Until the presentation viewer exists, each slide renders as a section: its title as a heading,
 * its image and its content as HTML (sanitised like all editor HTML).
 */
export function slidesAsBlocks(slides: Slide[]): Block[] {
  return slides.map((slide) => ({
    id: slide.id,
    type: "section",
    content: {},
    children: [
      ...(slide.title ? [{ id: `${slide.id}-title`, type: "heading", content: { text: slide.title, level: 2 } }] : []),
      ...(slide.imageUrl ? [{ id: `${slide.id}-image`, type: "image", content: { src: slide.imageUrl, alt: slide.title } }] : []),
      ...(slide.content ? [{ id: `${slide.id}-content`, type: "html-content", content: { html: slide.content } }] : []),
    ],
  }));
}

/** The blocks a page shows: a presentation's slides as sections, any other content read as blocks. */
export function shownBlocks(content: unknown): Block[] {
  const slides = readSlides(content);
  return slides ? slidesAsBlocks(slides) : readBlocks(content);
}
