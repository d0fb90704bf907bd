import type { Slide } from "~/blocks/content";

/**
 * Pure operations on a presentation's slides (spec §4 slide editor). Each returns a new array and
 * leaves the input alone, so the editor's undo history can keep snapshots; a refused operation
 * returns the very same array, which lets callers tell "nothing happened" by identity.
 */

export const DUPLICATE_SUFFIX = " (Kopie)";

/** A random slide id (same idea as newBlockId in app/blocks/tree.ts: unique without a server). */
export function newSlideId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  return `slide-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

export function emptySlide(id: string = newSlideId()): Slide {
  return { id, type: "slide", title: "", content: "", imageUrl: "" };
}

/** Spec §4: a new slide goes at the end. */
export function addSlide(slides: Slide[], slide: Slide = emptySlide()): Slide[] {
  return [...slides, slide];
}

/** Spec §4: the copy goes right after the original, its title suffixed ' (Kopie)', with a new id. */
export function duplicateSlide(slides: Slide[], id: string, makeId: () => string = newSlideId): Slide[] {
  const index = slides.findIndex((s) => s.id === id);
  if (index < 0) return slides;
  const copy: Slide = { ...slides[index], id: makeId(), title: `${slides[index].title}${DUPLICATE_SUFFIX}` };
  return [...slides.slice(0, index + 1), copy, ...slides.slice(index + 1)];
}

export const canDeleteSlide = (slides: Slide[]): boolean => slides.length > 1;

/** Spec §4: deleting is refused while only one slide remains (a presentation always has one). */
export function deleteSlide(slides: Slide[], id: string): Slide[] {
  if (!canDeleteSlide(slides) || !slides.some((s) => s.id === id)) return slides;
  return slides.filter((s) => s.id !== id);
}

/** Moves the slide to index `to` (clamped); unknown ids and no-op moves return the same array. */
export function moveSlide(slides: Slide[], id: string, to: number): Slide[] {
  const from = slides.findIndex((s) => s.id === id);
  if (from < 0) return slides;
  const target = Math.max(0, Math.min(slides.length - 1, Math.trunc(to)));
  if (target === from) return slides;
  const next = slides.filter((s) => s.id !== id);
  next.splice(target, 0, slides[from]);
  return next;
}

export function updateSlide(slides: Slide[], id: string, patch: Partial<Omit<Slide, "id" | "type">>): Slide[] {
  const index = slides.findIndex((s) => s.id === id);
  if (index < 0) return slides;
  const current = slides[index];
  const changed = (Object.keys(patch) as (keyof typeof patch)[]).some((k) => patch[k] !== undefined && patch[k] !== current[k]);
  if (!changed) return slides;
  return slides.map((s, i) => (i === index ? { ...s, ...patch } : s));
}
