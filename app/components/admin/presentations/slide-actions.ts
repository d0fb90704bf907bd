import { DUPLICATE_SUFFIX, SLIDE_SLOT } from "~/blocks/slide/names";
import { isSlide } from "~/blocks/slide/shown";
import { emptySlide, newSlideText, slideTextBlock } from "~/blocks/slide/text";
import { findBlock, ROOT_SLOT } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import type { EditorAction } from "~/editor/actions";

/**
 * The presentation editor's operations (spec §4) as actions of the page builder's reducer
 * (app/editor/actions): the same history, undo/redo and tree operations. A presentation's content
 * is its list of slide blocks; each function returns the action, or null when the operation is
 * refused (nothing to dispatch, nothing in the history).
 */

/** Spec §4: a new slide goes at the end (the reducer selects it). */
export function addSlide(slide: Block = emptySlide()): EditorAction {
  return { type: "insert", block: slide, to: { parentId: null, slot: ROOT_SLOT } };
}

/** Spec §4: the copy goes right after the original, its title suffixed ' (Kopie)', with new ids throughout. */
export function duplicateSlide(blocks: Block[], id: string): EditorAction | null {
  const slide = blocks.find((b) => b.id === id);
  if (!slide) return null;
  return { type: "duplicate", id, patch: { title: `${String(slide.content.title ?? "")}${DUPLICATE_SUFFIX}` } };
}

export const canDeleteSlide = (blocks: Block[]): boolean => blocks.filter(isSlide).length > 1;

/** Spec §4: deleting is refused while only one slide remains (a presentation always has one). */
export function deleteSlide(blocks: Block[], id: string): EditorAction | null {
  if (!canDeleteSlide(blocks) || !blocks.some((b) => b.id === id)) return null;
  return { type: "remove", id };
}

/** Moves the slide to index `to` of the presentation. */
export function moveSlide(id: string, to: number): EditorAction {
  return { type: "move", id, to: { parentId: null, slot: ROOT_SLOT, index: Math.max(0, Math.trunc(to)) } };
}

/** Title or image; typing in one field of one slide is one undo step (`coalesce`: the field). */
export function updateSlide(id: string, patch: { title?: string; imageUrl?: string }, coalesce?: string): EditorAction {
  return { type: "update-content", id, patch, ...(coalesce ? { coalesce } : {}) };
}

/**
 * The slide's rich text: its text block's HTML updated (typing coalesces into one step), or, on the
 * first input into a slide without one, a text block added to its slot. Null for an unknown slide
 * (or empty text for a slide without a text block).
 */
export function setSlideText(blocks: Block[], slideId: string, html: string, typing: boolean): EditorAction | null {
  if (!findBlock(blocks, slideId)) return null;
  const text = slideTextBlock(blocks, slideId);
  if (text) return { type: "update-content", id: text.id, patch: { text: html }, ...(typing ? { coalesce: "text" } : {}) };
  // An empty editor adds nothing.
  if (html.trim() === "" || html === "<p></p>") return null;
  return { type: "insert", block: newSlideText(html), to: { parentId: slideId, slot: SLIDE_SLOT } };
}

/** The index (among the slides) of the slide holding the selection, a block inside it included; 0 without one. */
export function currentSlideIndex(blocks: Block[], selectedId: string | null): number {
  const found = selectedId ? findBlock(blocks, selectedId) : null;
  const top = found ? blocks[found.path[0].index] : undefined;
  return top ? Math.max(0, blocks.filter(isSlide).indexOf(top)) : 0;
}
