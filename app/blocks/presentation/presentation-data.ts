import type { Slide } from "../content";
import { useLoadedData } from "../data";

/** A published presentation as the block shows it (loaded by data.server.ts, slides sanitised). */
export interface EmbeddedPresentation {
  slug: string;
  title: string;
  slides: Slide[];
}

/** Presentations the page's blocks name, by slug. */
export type PresentationData = Record<string, EmbeddedPresentation>;

export function usePresentationData(): PresentationData | undefined {
  return useLoadedData<PresentationData>("presentation");
}
