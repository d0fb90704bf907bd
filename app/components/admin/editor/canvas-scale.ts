import { useLayoutEffect, useState, type CSSProperties, type RefObject } from "react";
import type { Device } from "./builder-toolbar";

/**
 * The layout width the canvas is rendered at per device (spec §2: tablet 768, mobile 375; desktop
 * at most the usual laptop width). The canvas keeps this width and is scaled down to the space it
 * has, the way design tools show a frame (docs/decisions/010-canvas-at-device-width.md).
 */
export const CANVAS_WIDTHS: Record<Device, number> = { desktop: 1280, tablet: 768, mobile: 375 };

/**
 * The narrowest the desktop canvas is laid out: the spec's desktop breakpoint (lg, 1024 px). Between
 * this and 1280 the desktop canvas takes the width it has, unscaled; only below it is it scaled
 * (decision 026): a 1280 px window then shows the desktop layout at about 78 % instead of 42 %.
 */
export const DESKTOP_MIN_WIDTH = 1024;

/** Never smaller than this: below it text cannot be read or hit; the canvas scrolls sideways instead. */
export const MIN_CANVAS_SCALE = 0.25;

/** 'fit': scaled down to the available width; 'full': 100 %, scrolled sideways when wider. */
export type CanvasZoom = "fit" | "full";

/** The factor that makes `layoutWidth` fit into `available` px: at most 1, at least MIN_CANVAS_SCALE. */
export function fitScale(available: number, layoutWidth: number): number {
  if (!(available > 0) || !(layoutWidth > 0)) return 1;
  // Rounded down, so the scaled canvas never ends a fraction of a pixel wider than its space.
  const scale = Math.floor((available / layoutWidth) * 1000) / 1000;
  return Math.min(1, Math.max(MIN_CANVAS_SCALE, scale));
}

/**
 * The canvas's layout width and scale for a device in `available` px: tablet and mobile at their
 * fixed width; desktop as wide as the space between 1024 and 1280 px. 'fit' scales down to the
 * space (at least MIN_CANVAS_SCALE), 'full' shows it at 100 % (scrolled sideways when wider).
 */
export function canvasLayout(device: Device, available: number, zoom: CanvasZoom = "fit"): { width: number; scale: number } {
  const width =
    device === "desktop" && available > 0 ? Math.min(CANVAS_WIDTHS.desktop, Math.max(DESKTOP_MIN_WIDTH, Math.floor(available))) : CANVAS_WIDTHS[device];
  return { width, scale: zoom === "full" ? 1 : fitScale(available, width) };
}

/** The width of the element's content box, followed as it changes (panels opened, window resized). */
export function useContentWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      setWidth(element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The canvas root's style: its layout width and the CSS zoom that scales it. `zoom`, not a
 * transform: in Chromium's standardized zoom, getBoundingClientRect, pointer coordinates and
 * elementsFromPoint agree inside a zoomed element (dnd-kit, the table resize and caret placement
 * need that), and the zoomed box takes only its scaled size in the page's flow. The inverse is
 * handed down as --canvas-unzoom, so the editor's own chrome (frame bar, block toolbars) keeps its
 * normal size.
 *
 * The root is also the container `canvas`: inside it the blocks' sm/md/lg classes are container
 * queries (app.css), and headings size with cqw, so a 375 px canvas shows the phone layout even
 * in a wide admin window.
 */
export function canvasStyle(layoutWidth: number, scale: number): CSSProperties {
  // The container the blocks' breakpoints (sm/md/lg in app.css) and cqw sizes read inside the canvas.
  return { width: layoutWidth, zoom: scale, containerType: "inline-size", containerName: "canvas", ["--canvas-unzoom" as string]: String(1 / scale) };
}
