import { safeMediaSrc } from "../image/urls";
import { getBlockModule } from "../registry";
import { slotsOf } from "../tree";
import type { Block } from "../types";
import { SLIDE_SLOT, SLIDE_TYPE } from "./names";

/**
 * A slide as the viewer and the handout show it: its content read through the block's schema,
 * its image address made safe, and the blocks of its slot (already sanitised when the blocks were).
 */
export interface ShownSlide {
  id: string;
  title: string;
  imageUrl: string;
  blocks: Block[];
}

export const isSlide = (block: Block): boolean => block.type === SLIDE_TYPE;

/** Content that is a presentation's: a non-empty list of slides only. */
export const isSlideList = (blocks: Block[]): boolean => blocks.length > 0 && blocks.every(isSlide);

/** The slide blocks of a presentation's content, ready for the viewer (other blocks are not slides). */
export function shownSlides(blocks: Block[]): ShownSlide[] {
  const schema = getBlockModule(SLIDE_TYPE)!.schema;
  return blocks.filter(isSlide).map((slide) => {
    const parsed = schema.safeParse(slide.content ?? {});
    const content = (parsed.success ? parsed.data : schema.parse({})) as { title: string; imageUrl: string };
    return {
      id: slide.id,
      title: content.title,
      imageUrl: safeMediaSrc(content.imageUrl),
      blocks: slotsOf(slide).find((s) => s.name === SLIDE_SLOT)?.blocks ?? [],
    };
  });
}
