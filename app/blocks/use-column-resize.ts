import { useEffect, useRef } from "react";

/** Spec §4: a drag starts within 6 px of the edge between two columns (plus half the gap between them). */
export const EDGE_PX = 6;

/** The resizable columns inside a block's canvas body. */
export interface ColumnLayout {
  /** The element spanning the columns (its height is the grip's height). */
  container: HTMLElement;
  /** The columns, left to right. */
  columns: HTMLElement[];
}

export interface ColumnResizeOptions {
  getBody: () => HTMLElement | null;
  /** Finds the columns in the body (null: nothing to resize right now). */
  layoutOf: (body: HTMLElement) => ColumnLayout | null;
  /** The widths in percent a drag starts from, given the columns' measured widths in px. */
  startWidths: (measuredPx: number[]) => number[];
  /** What is stored now; Escape writes exactly this back, so the history drops the step. */
  stored: () => unknown;
  /** Stores new widths; every call of one drag carries the same coalesce key (one undo step). */
  onWidths: (widths: unknown, coalesce: string) => void;
  /** Moves the edge between column `edge` and `edge + 1` by `delta` percentage points. */
  resize: (start: number[], edge: number, delta: number) => number[];
}

interface Edge {
  index: number;
  /** Where the edge lies (viewport x), the middle of the gap between the two columns. */
  x: number;
}

function edgeAt(layout: ColumnLayout, x: number, y: number): Edge | null {
  const box = layout.container.getBoundingClientRect();
  if (y < box.top || y > box.bottom) return null;
  const rects = layout.columns.map((c) => c.getBoundingClientRect());
  for (let i = 0; i < rects.length - 1; i++) {
    // Stacked columns (a phone's width) have no edge between them.
    if (rects[i + 1].left < rects[i].right - 1) continue;
    const gap = Math.max(0, rects[i + 1].left - rects[i].right);
    const middle = rects[i].right + gap / 2;
    if (Math.abs(middle - x) <= EDGE_PX + gap / 2) return { index: i, x: middle };
  }
  return null;
}

/**
 * Column widths dragged on the canvas (spec §4 'Table column resize', spec §9 flexible-row widths):
 * near an inner edge the pointer shows col-resize and a line marks the edge; pressing there and
 * moving sets the two neighbours' widths live; the whole drag is one undo step; Escape puts the
 * widths back. The click that ends a drag selects nothing.
 */
export function useColumnResize(options: ColumnResizeOptions): void {
  // The listeners live as long as the selection; they read the latest options.
  const latest = useRef(options);
  latest.current = options;
  const { getBody } = options;

  useEffect(() => {
    const body = getBody();
    if (!body) return;
    const doc = body.ownerDocument;
    const win = doc.defaultView ?? window;
    // The grip: a line on the edge under the pointer (outside the canvas's scaled box, so fixed
    // positions are the viewport's).
    const guide = doc.createElement("div");
    guide.setAttribute("aria-hidden", "true");
    guide.dataset.columnResizeGuide = "";
    Object.assign(guide.style, { position: "fixed", width: "3px", marginLeft: "-1px", background: "var(--color-primary, #2563eb)", borderRadius: "2px", pointerEvents: "none", zIndex: "60", display: "none" });
    doc.body.appendChild(guide);
    const showGuide = (layout: ColumnLayout | null, x: number | null) => {
      if (!layout || x === null) {
        guide.style.display = "none";
        return;
      }
      const box = layout.container.getBoundingClientRect();
      Object.assign(guide.style, { display: "block", left: `${x}px`, top: `${box.top}px`, height: `${box.height}px` });
    };

    let drag: { edge: number; startX: number; trackWidth: number; start: number[]; stored: unknown; key: string; x: number; frame: number; layout: ColumnLayout } | null = null;

    const apply = () => {
      if (!drag) return;
      drag.frame = 0;
      const delta = ((drag.x - drag.startX) / drag.trackWidth) * 100;
      latest.current.onWidths(latest.current.resize(drag.start, drag.edge, delta), drag.key);
      const edge = edgeAt(drag.layout, drag.x, drag.layout.container.getBoundingClientRect().top + 1);
      showGuide(drag.layout, edge?.x ?? drag.x);
    };
    const onMove = (event: PointerEvent) => {
      if (!drag) return;
      drag.x = event.clientX;
      if (!drag.frame) drag.frame = win.requestAnimationFrame(apply);
    };
    const end = (cancel: boolean) => {
      if (!drag) return;
      win.cancelAnimationFrame(drag.frame);
      if (cancel) latest.current.onWidths(drag.stored, drag.key);
      else apply();
      drag = null;
      showGuide(null, null);
      doc.documentElement.style.removeProperty("cursor");
      doc.documentElement.style.removeProperty("user-select");
      win.removeEventListener("pointermove", onMove);
      win.removeEventListener("pointerup", onUp);
      win.removeEventListener("pointercancel", onCancel);
      win.removeEventListener("keydown", onKey, true);
      const swallow = (e: MouseEvent) => e.stopPropagation();
      win.addEventListener("click", swallow, { capture: true, once: true });
      setTimeout(() => win.removeEventListener("click", swallow, { capture: true }), 0);
    };
    const onUp = () => end(false);
    const onCancel = () => end(true);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      event.stopPropagation();
      end(true);
    };
    const onHover = (event: PointerEvent) => {
      if (drag) return;
      const layout = latest.current.layoutOf(body);
      const edge = layout ? edgeAt(layout, event.clientX, event.clientY) : null;
      if (edge) body.style.cursor = "col-resize";
      else body.style.removeProperty("cursor");
      showGuide(layout, edge?.x ?? null);
    };
    const onLeave = () => {
      if (!drag) showGuide(null, null);
    };
    const onDown = (event: PointerEvent) => {
      if (event.button !== 0 || drag) return;
      const layout = latest.current.layoutOf(body);
      const edge = layout ? edgeAt(layout, event.clientX, event.clientY) : null;
      if (!layout || !edge) return;
      event.preventDefault();
      event.stopPropagation();
      const measured = layout.columns.map((c) => c.getBoundingClientRect().width);
      drag = {
        edge: edge.index,
        startX: event.clientX,
        trackWidth: measured.reduce((a, b) => a + b, 0) || 1,
        start: latest.current.startWidths(measured),
        stored: latest.current.stored(),
        key: `resize-${Date.now()}`,
        x: event.clientX,
        frame: 0,
        layout,
      };
      doc.documentElement.style.cursor = "col-resize";
      doc.documentElement.style.userSelect = "none";
      win.addEventListener("pointermove", onMove);
      win.addEventListener("pointerup", onUp);
      win.addEventListener("pointercancel", onCancel);
      win.addEventListener("keydown", onKey, true);
    };
    body.addEventListener("pointermove", onHover);
    body.addEventListener("pointerleave", onLeave);
    body.addEventListener("pointerdown", onDown, true);
    return () => {
      end(true);
      body.removeEventListener("pointermove", onHover);
      body.removeEventListener("pointerleave", onLeave);
      body.removeEventListener("pointerdown", onDown, true);
      body.style.removeProperty("cursor");
      guide.remove();
    };
  }, [getBody]);
}
