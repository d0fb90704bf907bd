import { useCallback, useEffect, useMemo, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from "react";

/**
 * The frame bars of the canvas (grip, name, duplicate, delete; canvas-frame.tsx). Issue 38: with
 * every hovered ancestor showing its bar at the same corner, the bars of a paragraph in a flexible
 * row in a section lay on each other and on the text of narrow columns, and the invisible ones
 * still took clicks. Now a bar is shown (and takes the pointer) only for the selected block, the
 * block under the pointer and that block's parent; the two hover bars are placed where they cover
 * neither each other nor the selected block's bar and text.
 */

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Where a bar sits on its frame: across the top edge, above it or below it; at the right or left. */
export type BarPlace = "edge-right" | "edge-left" | "above-right" | "above-left" | "below-right" | "below-left";

/** How far a bar on the edge reaches above the frame (-top-3.5) and its inset from the side (1). */
export const EDGE_OVERLAP = 14;
export const SIDE_INSET = 4;

/**
 * In order of preference. The hovered block's bar also avoids the block's own text (across its top
 * edge it covered the first line of a narrow column's paragraph, and took the click meant for it),
 * so in practice it sits above or below; the parent's bar avoids the hovered block and its bar.
 */
const HOVER_PLACES: readonly BarPlace[] = ["above-right", "above-left", "edge-right", "edge-left", "below-right", "below-left"];
const PARENT_PLACES: readonly BarPlace[] = ["above-right", "above-left", "edge-right", "edge-left", "below-right", "below-left"];

/** The rectangle a bar of `size` takes when placed at `place` on `frame` (viewport px). */
export function barRect(frame: Rect, size: Size, place: BarPlace): Rect {
  const right = place.endsWith("right");
  const left = right ? frame.right - SIDE_INSET - size.width : frame.left + SIDE_INSET;
  const top = place.startsWith("edge") ? frame.top - EDGE_OVERLAP : place.startsWith("above") ? frame.top - size.height : frame.bottom;
  return { left, top, right: left + size.width, bottom: top + size.height };
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function overlapArea(a: Rect, b: Rect): number {
  return Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
}

function area(r: Rect): number {
  return Math.max(0, r.right - r.left) * Math.max(0, r.bottom - r.top);
}

/**
 * The first place where the bar covers nothing it must avoid and is not cut off by `within`; where
 * there is none (a narrow column, blocks close together), the place that covers and loses least.
 */
function bestPlace(frame: Rect, size: Size, places: readonly BarPlace[], avoid: readonly Rect[], within?: Rect): { place: BarPlace; rect: Rect } {
  let best: { place: BarPlace; rect: Rect; cost: number } | null = null;
  for (const place of places) {
    const rect = barRect(frame, size, place);
    const cut = within ? area(rect) - overlapArea(rect, within) : 0;
    const cost = cut + avoid.reduce((sum, other) => sum + overlapArea(rect, other), 0);
    if (cost === 0) return { place, rect };
    if (!best || cost < best.cost) best = { place, rect, cost };
  }
  return best ?? { place: places[0], rect: barRect(frame, size, places[0]) };
}

export interface BarInput {
  frame: Rect;
  bar: Size;
  /**
   * What this bar should not cover: the selected block's bar, and the other blocks' content (all
   * but this block's ancestors, whose content holds it).
   */
  avoid: readonly Rect[];
  /** Where it can be seen: the box of the nearest container that clips (a section's rounded corners). */
  within?: Rect;
  /** The block's own content (the hovered block's bar keeps off it; the parent's too). */
  body?: Rect;
}

/**
 * The places of the hovered block's bar and its parent's: each at the first place of its list that
 * covers nothing it should avoid (the parent's also not the hovered bar and block); where nothing
 * is free, where it covers least.
 */
export function placeBars(hovered: BarInput | null, parent: BarInput | null): { hovered?: BarPlace; parent?: BarPlace } {
  const result: { hovered?: BarPlace; parent?: BarPlace } = {};
  const taken: Rect[] = [];
  if (hovered) {
    const own = hovered.body ? [hovered.body] : [];
    const { place, rect } = bestPlace(hovered.frame, hovered.bar, HOVER_PLACES, [...hovered.avoid, ...own], hovered.within);
    result.hovered = place;
    taken.push(rect, ...own);
  }
  if (parent) result.parent = bestPlace(parent.frame, parent.bar, PARENT_PLACES, [...parent.avoid, ...taken], parent.within).place;
  return result;
}

const FRAME = "[data-editor-block]";
const BAR = ":scope > [data-frame-bar]";

function rectOf(element: Element): Rect {
  const { left, top, right, bottom } = element.getBoundingClientRect();
  return { left, top, right, bottom };
}

/** The box of the nearest element between `frame` and the canvas that clips what sticks out of it. */
function clipOf(frame: Element, canvas: Element): Rect | undefined {
  for (let element = frame.parentElement; element && element !== canvas; element = element.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(element);
    if (overflowX !== "visible" || overflowY !== "visible") return rectOf(element);
  }
  return undefined;
}

/**
 * Follows the pointer over the canvas and marks the bars to show (`data-bar-shown`, placed by
 * `data-bar-place`, see app.css). Imperative, on the frames' DOM: a hover must not re-render
 * memoised frames of a 500-block page.
 */
export function useFrameBars(canvasRef: RefObject<HTMLElement | null>, canvasKey: unknown) {
  const target = useRef<Element | null>(null);
  const marked = useRef<HTMLElement[]>([]);
  /** The frame the bars were last placed for: moving within it (over its words) changes nothing. */
  const placedFor = useRef<Element | null>(null);

  const update = useCallback(() => {
    for (const bar of marked.current) {
      bar.removeAttribute("data-bar-shown");
      bar.removeAttribute("data-bar-place");
    }
    marked.current = [];
    const canvas = canvasRef.current;
    const hovered = target.current?.closest(FRAME) ?? null;
    placedFor.current = hovered;
    if (!canvas || !hovered || !canvas.contains(hovered)) return;
    const parent = hovered.parentElement?.closest(FRAME) ?? null;
    const selected = canvas.querySelector(`${FRAME}[data-selected]`);
    const selectedBar = selected?.querySelector(BAR);
    // Every block's content on the canvas, measured once for both bars.
    const bodies = Array.from(canvas.querySelectorAll(FRAME), (frame) => {
      const body = frame.querySelector(":scope > [data-block]");
      return { frame, rect: body ? rectOf(body) : null };
    });
    const input = (frame: Element | null): { input: BarInput; bar: HTMLElement } | null => {
      if (!frame || frame === selected) return null;
      const bar = frame.querySelector<HTMLElement>(BAR);
      if (!bar) return null;
      const avoid: Rect[] = [];
      if (selectedBar) avoid.push(rectOf(selectedBar));
      for (const other of bodies) if (other.rect && other.frame !== frame && !other.frame.contains(frame)) avoid.push(other.rect);
      const { width, height } = bar.getBoundingClientRect();
      const body = frame.querySelector(":scope > [data-block]");
      return { input: { frame: rectOf(frame), bar: { width, height }, avoid, within: clipOf(frame, canvas), body: body ? rectOf(body) : undefined }, bar };
    };
    const own = input(hovered);
    const above = input(parent);
    const places = placeBars(own?.input ?? null, above?.input ?? null);
    for (const [entry, place] of [
      [own, places.hovered],
      [above, places.parent],
    ] as const) {
      if (!entry || !place) continue;
      entry.bar.setAttribute("data-bar-shown", "");
      entry.bar.setAttribute("data-bar-place", place);
      marked.current.push(entry.bar);
    }
  }, [canvasRef]);

  // A new selection changes which bars show and what they must avoid.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    const observer = new MutationObserver(later);
    observer.observe(canvas, { subtree: true, attributeFilter: ["data-selected"] });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
    // canvasKey: the canvas element is made anew when the device preview gives way to it.
  }, [canvasRef, update, canvasKey]);

  return useMemo(
    () => ({
      onPointerOver(event: ReactPointerEvent) {
        const element = event.target as Element;
        // On a shown bar: it stays where it is, so the press lands on it.
        if (element.closest("[data-frame-bar]")) return;
        target.current = element;
        if (element.closest(FRAME) !== placedFor.current) update();
      },
      onPointerLeave() {
        target.current = null;
        update();
      },
    }),
    [update],
  );
}
