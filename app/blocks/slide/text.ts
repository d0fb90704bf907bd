import { newBlockId, setSlot, slotBlocks } from "../tree";
import type { Block } from "../types";
import { TEXT_TYPE } from "./legacy";
import { SLIDE_SLOT, SLIDE_TYPE } from "./names";

/**
 * What the presentation editor edits of a slide: title and image (its content) and one rich text,
 * the first text block in its slot (a migrated slide's HTML, or the one the editor adds on the
 * first keystroke). Other blocks in the slot stay as they are.
 */

/** A new slide: no title, no image, an empty slot. */
export function emptySlide(id: string = newBlockId()): Block {
  return setSlot({ id, type: SLIDE_TYPE, content: { title: "", imageUrl: "" } }, SLIDE_SLOT, []);
}

/** The slide's rich text block (the first in its slot), if it has one. */
export function slideTextBlock(blocks: Block[], slideId: string): Block | undefined {
  return (slotBlocks(blocks, slideId, SLIDE_SLOT) ?? []).find((b) => b.type === TEXT_TYPE);
}

/** The slide's rich text as HTML ("" without a text block). */
export function slideText(blocks: Block[], slideId: string): string {
  const text = slideTextBlock(blocks, slideId)?.content.text;
  return typeof text === "string" ? text : "";
}

/** A rich text block for a slide's slot. */
export function newSlideText(html: string, id: string = newBlockId()): Block {
  return { id, type: TEXT_TYPE, content: { text: html } };
}
