import { Minus, Plus } from "lucide-react";
import { deCanvasTools } from "~/i18n/canvas-tools";
import { CanvasToolbar } from "../canvas-toolbar";
import type { CanvasToolsProps } from "../canvas-tool";
import { resizeColumns } from "../column-widths";
import { useColumnResize, type ColumnLayout } from "../use-column-resize";
import { MAX_COLUMNS, type FlexibleRowContent } from "./block";
import { columnsPatch } from "./row-ops";

const t = deCanvasTools.row;

/** The row's own grid (the first in the body: rows nested in its columns come after it). */
function rowLayout(body: HTMLElement): ColumnLayout | null {
  const grid = body.querySelector<HTMLElement>("[data-row-columns]");
  const columns = grid ? (Array.from(grid.children) as HTMLElement[]) : [];
  return grid && columns.length > 1 ? { container: grid, columns } : null;
}

export function CanvasTools({ block, content, getBody, onContent }: CanvasToolsProps<FlexibleRowContent>) {
  const count = content.columns;
  // Spec §9: widths set by dragging the edge between two columns (at least 10 % each), one undo step.
  useColumnResize({
    getBody,
    layoutOf: rowLayout,
    startWidths: () => content.columnWidths,
    stored: () => block.content.columnWidths,
    onWidths: (columnWidths, key) => onContent({ columnWidths }, key),
    resize: resizeColumns,
  });
  const set = (n: number) => {
    const patch = columnsPatch(n);
    if (patch) onContent(patch);
  };
  const buttons = [
    {
      label: t.addColumn,
      icon: Plus,
      enabled: count < MAX_COLUMNS,
      why: t.maxColumns(MAX_COLUMNS),
      run: () => set(count + 1),
    },
    {
      label: t.removeColumn,
      icon: Minus,
      enabled: count > 1,
      why: t.minColumns,
      hint: t.removeColumnHint,
      run: () => set(count - 1),
    },
  ];
  return (
    <CanvasToolbar label={t.toolbar} actions={buttons}>
      {count > 1 && <span className="px-2 text-xs text-muted-foreground">{t.resizeHint}</span>}
      <span className="ml-auto px-2 text-xs text-muted-foreground" aria-live="polite">
        {t.count(count)}
      </span>
    </CanvasToolbar>
  );
}
