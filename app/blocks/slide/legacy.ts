import type { Block } from "../types";
import { SLIDE_SLOT, SLIDE_TYPE } from "./names";

/**
 * The presentation content stored before migration 0015 ({slides:[{id, type, title, content,
 * imageUrl}]}, spec §3 Presentation) and the slide blocks that replaced it. Pure and without the
 * registry: migration 0015 writes exactly this shape, and readBlocks (app/blocks/content.ts) reads
 * an old `{slides}` (a revision kept from before the migration) through it once, at the boundary.
 *
 * A slide's HTML becomes one paragraph block in the slide's slot (the paragraph's `text` goes
 * through the same editor HTML policy the slides had: sanitizeRichText); an empty one none.
 */

/** The paragraph type the old slide HTML becomes (its `text` is rich text, sanitised like slides were). */
export const TEXT_TYPE = "paragraph";

export interface LegacySlide {
  id: string;
  type: "slide";
  title: string;
  content: string;
  imageUrl: string;
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

/** The slides of `{slides:[…]}` (a parsed or JSON value); null for any other content. */
export function legacySlidesOf(value: unknown): unknown[] | null {
  let parsed = value;
  if (typeof parsed === "string" && parsed.trim().startsWith("{")) {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      return null;
    }
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  const slides = (parsed as Record<string, unknown>).slides;
  return Array.isArray(slides) ? slides : null;
}

/** Old slides as slide blocks, the slide's HTML as a text block in its slot (named slots, decision 015). */
export function slideBlocksFromLegacy(slides: unknown[]): Block[] {
  return slides
    .filter((s): s is Record<string, unknown> => !!s && typeof s === "object" && !Array.isArray(s))
    .map((s, i) => {
      const id = str(s.id) || `slide-${i + 1}`;
      const html = str(s.content);
      return {
        id,
        type: SLIDE_TYPE,
        content: { title: str(s.title), imageUrl: str(s.imageUrl) },
        ...(html.trim() === "" ? {} : { slots: { [SLIDE_SLOT]: [{ id: `${id}-text`, type: TEXT_TYPE, content: { text: html } }] } }),
      };
    });
}

/** The HTML a stored block carries (a paragraph's text, an HTML block's html …), or "". */
function blockHtml(block: Record<string, unknown>): string {
  const content = (block.content ?? {}) as Record<string, unknown>;
  const own = [content.text, content.html].find((v): v is string => typeof v === "string") ?? "";
  return own + nestedBlocks(block).map((c) => (c && typeof c === "object" ? blockHtml(c as Record<string, unknown>) : "")).join("");
}

/** The blocks a stored block holds, in either stored shape: named slots, or the older `children`. */
function nestedBlocks(block: Record<string, unknown>): unknown[] {
  const slots = block.slots && typeof block.slots === "object" ? Object.values(block.slots as Record<string, unknown>).filter(Array.isArray).flat() : [];
  const children = Array.isArray(block.children) ? (block.children as unknown[]).flat() : [];
  return [...children, ...slots];
}

/**
 * Slide blocks back to old slides (migration 0015 down): title and image from the content, the
 * slot's blocks' HTML concatenated in order. Null when the list holds anything but slides.
 */
export function legacyFromSlideBlocks(blocks: unknown): LegacySlide[] | null {
  if (!Array.isArray(blocks) || blocks.length === 0) return null;
  if (!blocks.every((b) => b && typeof b === "object" && (b as Block).type === SLIDE_TYPE)) return null;
  return (blocks as Block[]).map((b) => ({
    id: b.id,
    type: "slide",
    title: str(b.content?.title),
    content: nestedBlocks(b as unknown as Record<string, unknown>).map((c) => blockHtml(c as Record<string, unknown>)).join(""),
    imageUrl: str(b.content?.imageUrl),
  }));
}
