import type { ShownSlide } from "../slide/shown";
import { useLoadedData } from "../data";

/** A published presentation as the block shows it (loaded by data.server.ts: its slide blocks sanitised and read by shownSlides). */
export interface EmbeddedPresentation {
  slug: string;
  title: string;
  slides: ShownSlide[];
}

/** Presentations the page's blocks name, by slug. */
export type PresentationData = Record<string, EmbeddedPresentation>;

export function usePresentationData(): PresentationData | undefined {
  return useLoadedData<PresentationData>("presentation");
}
