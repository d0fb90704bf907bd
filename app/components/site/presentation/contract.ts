/**
 * The markup the presentation viewer's script (app/site-runtime/presentation.ts) works on, shared
 * with the server component that writes it (viewer.tsx). No React here: the script imports it.
 */
export const PRES_ATTR = {
  /** The viewer's root; its value is the presentation's slug (or "" when unknown). */
  root: "data-presentation",
  /** On the root of the page's own viewer: the address's hash (#3) names its slide. */
  deepLink: "data-pres-deep-link",
  /** On the root: set by the script once it drives the viewer (CSS then shows one slide). */
  ready: "data-pres-ready",
  /** A slide (its 1-based number). */
  slide: "data-pres-slide",
  /** The slide on show. */
  current: "data-current",
  counter: "data-pres-counter",
  prev: "data-pres-prev",
  next: "data-pres-next",
  play: "data-pres-play",
  fullscreen: "data-pres-fullscreen",
  /** A button that opens the browser's print dialogue (the handout). */
  print: "data-pres-print",
} as const;

/** Autoplay: one slide every this many milliseconds. */
export const AUTOPLAY_MS = 5000;
/** A horizontal swipe longer than this many pixels turns the slide. */
export const SWIPE_PX = 50;
