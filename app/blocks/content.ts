import type { Block } from "./types";

/**
 * Reads stored page content into canonical blocks: a block array, `{blocks:[…]}`, `{sections:[…]}`,
 * or a string (JSON of any of these, or raw HTML shown as HTML; spec §3).
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

function normalizeBlock(item: unknown, fallbackId: string): Block[] {
  if (!item || typeof item !== "object") return [];
  const raw = item as Record<string, unknown>;
  if (typeof raw.type !== "string" || raw.type === "") return [];
  const block: Block = {
    id: typeof raw.id === "string" && raw.id !== "" ? raw.id : fallbackId,
    type: raw.type,
    content: raw.content && typeof raw.content === "object" && !Array.isArray(raw.content) ? (raw.content as Record<string, unknown>) : flatContent(raw),
  };
  if (raw.style && typeof raw.style === "object") block.style = raw.style as Block["style"];
  if (Array.isArray(raw.children)) {
    block.children = raw.children.every(Array.isArray)
      ? (raw.children as unknown[][]).map((column, c) => column.flatMap((child, i) => normalizeBlock(child, `${block.id}-${c}-${i}`)))
      : raw.children.flatMap((child, i) => normalizeBlock(child, `${block.id}-${i}`));
  }
  return [block];
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
