import type { Slide } from "~/blocks/content";
import { safeMediaSrc } from "~/blocks/image/urls";
import { sanitizeRichText } from "~/blocks/sanitize.server";

/** Slides as visitors may see them: content through the editors' HTML policy, images by the media URL policy. */
export function sanitizeSlides(slides: Slide[]): Slide[] {
  return slides.map((slide) => ({
    ...slide,
    title: slide.title.trim(),
    content: sanitizeRichText(slide.content),
    imageUrl: safeMediaSrc(slide.imageUrl),
  }));
}
