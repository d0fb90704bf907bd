import { Minus, Plus } from "lucide-react";
import { useEffect, useRef } from "react";
import { deCanvasTools } from "~/i18n/canvas-tools";
import { CanvasToolbar } from "../canvas-toolbar";
import { defineCanvasTools, type CanvasToolsProps } from "../canvas-tool";
import type { Block } from "../types";
import { MAX_COLUMNS, MAX_ROWS, type TableContent } from "./block";
import { addColumn, addRow, canAddColumn, canAddRow, canRemoveColumn, canRemoveRow, removeColumn, removeRow, resizeColumns, startWidths } from "./table-ops";

const t = deCanvasTools.table;

/** Spec §4: a drag starts within 6 px of a cell's right edge. */
export const EDGE_PX = 6;

/** Which edge between two columns of the first row lies within EDGE_PX of x (the table's last edge is no edge). */
function edgeAt(table: HTMLTableElement, x: number, y: number): number | null {
  const rect = table.getBoundingClientRect();
  if (y < rect.top || y > rect.bottom) return null;
  const cells = table.rows[0]?.cells;
  if (!cells) return null;
  for (let i = 0; i < cells.length - 1; i++) {
    if (Math.abs(cells[i].getBoundingClientRect().right - x) <= EDGE_PX) return i;
  }
  return null;
}

/**
 * Column resize on the canvas table (spec §4 'Table column resize'): the pointer near an inner
 * edge shows col-resize; pressing there and moving sets the two neighbours' widths live; the
 * whole drag is one undo step (one coalesce key); Escape puts the widths back.
 */
function useColumnResize(getBody: () => HTMLElement | null, block: Block, content: TableContent, onContent: CanvasToolsProps["onContent"]) {
  // The listeners live as long as the selection; they read the latest content and callback.
  const latest = useRef({ block, content, onContent });
  latest.current = { block, content, onContent };

  useEffect(() => {
    const body = getBody();
    if (!body) return;
    let drag: {
      edge: number;
      startX: number;
      tableWidth: number;
      start: number[];
      stored: unknown;
      key: string;
      x: number;
      frame: number;
    } | null = null;

    const apply = () => {
      if (!drag) return;
      drag.frame = 0;
      const delta = ((drag.x - drag.startX) / drag.tableWidth) * 100;
      latest.current.onContent({ columnWidths: resizeColumns(drag.start, drag.edge, delta) }, drag.key);
    };
    const onMove = (event: PointerEvent) => {
      if (!drag) return;
      drag.x = event.clientX;
      if (!drag.frame) drag.frame = requestAnimationFrame(apply);
    };
    const end = (cancel: boolean) => {
      if (!drag) return;
      cancelAnimationFrame(drag.frame);
      if (cancel) latest.current.onContent({ columnWidths: drag.stored }, drag.key);
      else apply();
      drag = null;
      document.documentElement.style.removeProperty("cursor");
      document.documentElement.style.removeProperty("user-select");
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onCancel);
      window.removeEventListener("keydown", onKey, true);
      // The click that ends a drag is not a click on a cell (no selection change, no in-place editing).
      const swallow = (e: MouseEvent) => e.stopPropagation();
      window.addEventListener("click", swallow, { capture: true, once: true });
      setTimeout(() => window.removeEventListener("click", swallow, { capture: true }), 0);
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
      const table = body.querySelector("table");
      const near = table !== null && edgeAt(table, event.clientX, event.clientY) !== null;
      if (near) body.style.cursor = "col-resize";
      else body.style.removeProperty("cursor");
    };
    const onDown = (event: PointerEvent) => {
      if (event.button !== 0 || drag) return;
      const table = body.querySelector("table");
      const edge = table ? edgeAt(table, event.clientX, event.clientY) : null;
      if (!table || edge === null) return;
      event.preventDefault();
      event.stopPropagation();
      const { block: before, content: current } = latest.current;
      drag = {
        edge,
        startX: event.clientX,
        tableWidth: table.getBoundingClientRect().width || 1,
        start: startWidths(
          current,
          Array.from(table.rows[0]?.cells ?? [], (c) => c.getBoundingClientRect().width),
        ),
        // Escape writes back exactly what was stored (even "nothing"), so the history drops the step.
        stored: before.content.columnWidths,
        key: `resize-${Date.now()}`,
        x: event.clientX,
        frame: 0,
      };
      document.documentElement.style.cursor = "col-resize";
      document.documentElement.style.userSelect = "none";
      window.addEventListener("pointermove", onMove);
      window.addEventListener("pointerup", onUp);
      window.addEventListener("pointercancel", onCancel);
      window.addEventListener("keydown", onKey, true);
    };
    body.addEventListener("pointermove", onHover);
    body.addEventListener("pointerdown", onDown, true);
    return () => {
      end(true);
      body.removeEventListener("pointermove", onHover);
      body.removeEventListener("pointerdown", onDown, true);
      body.style.removeProperty("cursor");
    };
  }, [getBody]);
}

function Tools({ block, content, getBody, onContent }: CanvasToolsProps<TableContent>) {
  useColumnResize(getBody, block, content, onContent);
  const apply = (patch: Record<string, unknown> | null) => {
    if (patch) onContent(patch);
  };
  const buttons = [
    {
      label: t.addRow,
      icon: Plus,
      enabled: canAddRow(content),
      why: t.maxRows(MAX_ROWS),
      run: () => apply(addRow(content)),
    },
    {
      label: t.removeRow,
      icon: Minus,
      enabled: canRemoveRow(content),
      why: t.noRows,
      hint: t.removeRowHint,
      run: () => apply(removeRow(content)),
    },
    {
      label: t.addColumn,
      icon: Plus,
      enabled: canAddColumn(content),
      why: t.maxColumns(MAX_COLUMNS),
      run: () => apply(addColumn(content)),
    },
    {
      label: t.removeColumn,
      icon: Minus,
      enabled: canRemoveColumn(content),
      why: t.minColumns,
      hint: t.removeColumnHint,
      run: () => apply(removeColumn(content)),
    },
  ];
  return (
    <CanvasToolbar label={t.toolbar} actions={buttons}>
      <span className="px-2 text-xs text-muted-foreground">{t.resizeHint}</span>
    </CanvasToolbar>
  );
}

export const canvasTools = defineCanvasTools<TableContent>({
  type: "table",
  Tools,
});
