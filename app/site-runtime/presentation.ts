/**
 * The presentation viewer's behaviour (issue 16), loaded by the site runtime only on pages with a
 * viewer or a handout (main.ts). No React: the viewer is server HTML (app/components/site/
 * presentation/viewer.tsx); this turns its list of slides into one slide at a time with buttons,
 * keys (spec §9: arrows, space, Home, End, Escape), swipes, autoplay, fullscreen, and the page's
 * own viewer keeps its slide in the address (#3), so a link opens there.
 */
import {
  AUTOPLAY_MS,
  PRES_ATTR,
  SWIPE_PX,
} from "~/components/site/presentation/contract";
import { dePresentations as t } from "~/i18n/presentations";

interface Viewer {
  root: HTMLElement;
  go(index: number): void;
  step(delta: number): void;
  stopAutoplay(): void;
  toggleAutoplay(): void;
  toggleFullscreen(): void;
  readonly index: number;
  readonly total: number;
}

const viewers = new WeakMap<HTMLElement, Viewer>();
/** Slide per presentation across live updates (the content is replaced, the visitor's place is kept). */
const places = new Map<string, number>();

function slideFromHash(total: number): number | null {
  const n = Number.parseInt(window.location.hash.slice(1), 10);
  return Number.isInteger(n) && n >= 1 && n <= total ? n - 1 : null;
}

function setupViewer(root: HTMLElement): Viewer | null {
  const slides = [
    ...root.querySelectorAll<HTMLElement>(`[${PRES_ATTR.slide}]`),
  ];
  if (slides.length === 0) return null;
  const q = <T extends HTMLElement>(attr: string) =>
    root.querySelector<T>(`[${attr}]`);
  const prev = q<HTMLButtonElement>(PRES_ATTR.prev);
  const next = q<HTMLButtonElement>(PRES_ATTR.next);
  const play = q<HTMLButtonElement>(PRES_ATTR.play);
  const full = q<HTMLButtonElement>(PRES_ATTR.fullscreen);
  const counter = q(PRES_ATTR.counter);
  const deepLink = root.hasAttribute(PRES_ATTR.deepLink);
  const key = root.getAttribute(PRES_ATTR.root) ?? "";
  const total = slides.length;
  let index = 0;
  let timer: ReturnType<typeof setInterval> | undefined;

  function show(i: number, fromHash = false) {
    index = Math.max(0, Math.min(total - 1, i));
    slides.forEach((slide, n) =>
      slide.toggleAttribute(PRES_ATTR.current, n === index),
    );
    if (counter) counter.textContent = t.counter(index + 1, total);
    if (prev) prev.disabled = index === 0;
    if (next) next.disabled = index === total - 1 && timer === undefined;
    if (key) places.set(key, index);
    if (deepLink && !fromHash) {
      // Replace, not push: paging through 8 slides should not take 8 presses of Back to leave.
      const hash = index === 0 ? "" : `#${index + 1}`;
      if (window.location.hash !== hash)
        history.replaceState(
          history.state,
          "",
          `${window.location.pathname}${window.location.search}${hash}`,
        );
    }
  }

  function setPlaying(on: boolean) {
    clearInterval(timer);
    timer = on
      ? setInterval(
          () => show(index === total - 1 ? 0 : index + 1),
          AUTOPLAY_MS,
        )
      : undefined;
    if (play) {
      play.setAttribute("aria-pressed", String(on));
      play.setAttribute("aria-label", on ? t.stop : t.play);
      play.title = on ? t.stop : t.play;
      play.querySelector(".pres-icon-play")?.classList.toggle("hidden", on);
      play.querySelector(".pres-icon-stop")?.classList.toggle("hidden", !on);
    }
    show(index, true);
  }

  const isFull = () => document.fullscreenElement === root;
  function toggleFullscreen() {
    if (isFull())
      void document
        .exitFullscreen()
        .catch((error: unknown) =>
          console.warn("Vollbild nicht beendet", error),
        );
    else
      void root
        .requestFullscreen()
        .catch((error: unknown) =>
          console.warn("Vollbild nicht möglich", error),
        );
  }
  if (full) {
    if (!document.fullscreenEnabled) full.hidden = true;
    document.addEventListener("fullscreenchange", () => {
      full.setAttribute("aria-pressed", String(isFull()));
      full.setAttribute(
        "aria-label",
        isFull() ? t.exitFullscreen : t.fullscreen,
      );
      full.title = isFull() ? t.exitFullscreen : t.fullscreen;
    });
  }

  prev?.addEventListener("click", () => show(index - 1));
  next?.addEventListener("click", () => show(index + 1));
  play?.addEventListener("click", () => setPlaying(timer === undefined));
  full?.addEventListener("click", toggleFullscreen);

  // Swipe on touch screens: a mostly horizontal stroke turns the slide.
  let start: { x: number; y: number } | null = null;
  root.addEventListener(
    "touchstart",
    (e) =>
      (start =
        e.touches.length === 1
          ? { x: e.touches[0].clientX, y: e.touches[0].clientY }
          : null),
    { passive: true },
  );
  root.addEventListener("touchend", (e) => {
    if (!start) return;
    const dx = e.changedTouches[0].clientX - start.x;
    const dy = e.changedTouches[0].clientY - start.y;
    start = null;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy))
      show(index + (dx < 0 ? 1 : -1));
  });
  // Keys of a viewer inside a page (a block) work while focus is in it; the page's own viewer takes them page-wide (listener below).
  root.addEventListener("keydown", (e) => {
    if (!deepLink && handleKey(viewer, e)) e.preventDefault();
  });
  if (deepLink)
    window.addEventListener("hashchange", () =>
      show(slideFromHash(total) ?? index, true),
    );

  const viewer: Viewer = {
    root,
    go: (i) => show(i),
    step: (delta) => show(index + delta),
    stopAutoplay: () => timer !== undefined && setPlaying(false),
    toggleAutoplay: () => setPlaying(timer === undefined),
    toggleFullscreen,
    get index() {
      return index;
    },
    total,
  };
  root.setAttribute(PRES_ATTR.ready, "");
  show(
    (deepLink ? slideFromHash(total) : null) ??
      (key ? places.get(key) : undefined) ??
      0,
    true,
  );
  return viewer;
}

/** Spec §9 presentation keys. True when the key was the viewer's. */
function handleKey(viewer: Viewer, e: KeyboardEvent): boolean {
  if (e.altKey || e.ctrlKey || e.metaKey) return false;
  const target = e.target as HTMLElement | null;
  if (
    target?.closest(
      "input, textarea, select, [contenteditable]:not([contenteditable='false'])",
    )
  )
    return false;
  // Space on a button presses that button.
  if (e.key === " " && target?.closest("button, a, summary")) return false;
  switch (e.key) {
    case "ArrowRight":
    case "ArrowDown":
    case "PageDown":
    case " ":
      viewer.step(1);
      return true;
    case "ArrowLeft":
    case "ArrowUp":
    case "PageUp":
      viewer.step(-1);
      return true;
    case "Home":
      viewer.go(0);
      return true;
    case "End":
      viewer.go(viewer.total - 1);
      return true;
    case "Escape":
      viewer.stopAutoplay();
      if (document.fullscreenElement)
        void document.exitFullscreen().catch(() => {});
      return false;
    default:
      return false;
  }
}

let pageKeys = false;

/** Wakes up the viewers and handout buttons in `container` (the page, or content a live update just replaced). */
export function startPresentations(container: ParentNode): void {
  for (const root of container.querySelectorAll<HTMLElement>(
    `[${PRES_ATTR.root}]`,
  )) {
    if (viewers.has(root)) continue;
    const viewer = setupViewer(root);
    if (viewer) viewers.set(root, viewer);
  }
  for (const button of container.querySelectorAll<HTMLButtonElement>(
    `[${PRES_ATTR.print}]`,
  )) {
    button.addEventListener("click", () => window.print());
  }
  if (pageKeys) return;
  pageKeys = true;
  document.addEventListener("keydown", (e) => {
    if (e.defaultPrevented) return;
    // The page's own viewer (the one answering #n) — found anew, live updates replace it.
    const root = document.querySelector<HTMLElement>(
      `[${PRES_ATTR.root}][${PRES_ATTR.deepLink}]`,
    );
    const viewer = root && viewers.get(root);
    if (viewer && handleKey(viewer, e)) e.preventDefault();
  });
}
