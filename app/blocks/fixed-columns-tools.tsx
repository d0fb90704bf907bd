import { deCanvasTools } from "~/i18n/canvas-tools";
import { CanvasToolbar } from "./canvas-toolbar";
import type { CanvasToolsProps } from "./canvas-tool";
import { equalWidths, presetsFor, resizeColumns } from "./column-widths";
import { useColumnResize, type ColumnLayout } from "./use-column-resize";

const t = deCanvasTools.columns;

/** The block's own grid: the first element of its body, its children the columns. */
function gridLayout(body: HTMLElement): ColumnLayout | null {
  const grid = body.firstElementChild as HTMLElement | null;
  const columns = grid ? (Array.from(grid.children) as HTMLElement[]) : [];
  return grid && columns.length > 1 ? { container: grid, columns } : null;
}

/**
 * Canvas tools of the blocks with a fixed number of columns (Spalten, Zwei Spalten, Drei Spalten,
 * Raster; issue 38): the edge between two columns dragged sets their widths (at least 10 % each,
 * one undo step, Escape puts them back), and the presets that fit the column count.
 */
export function FixedColumnsTools({ block, content, getBody, onContent }: CanvasToolsProps<{ columnWidths: number[] }>) {
  const count = content.columnWidths.length;
  useColumnResize({
    getBody,
    layoutOf: gridLayout,
    startWidths: () => content.columnWidths,
    stored: () => block.content.columnWidths,
    onWidths: (columnWidths, key) => onContent({ columnWidths }, key),
    resize: resizeColumns,
  });
  const options = [{ label: t.equal, widths: equalWidths(count) }, ...presetsFor(count).map((widths) => ({ label: widths.join(" : "), widths }))];
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((w, i) => Math.abs(w - b[i]) < 0.5);
  return (
    <CanvasToolbar label={t.toolbar}>
      {options.map((option) => {
        const pressed = same(content.columnWidths, option.widths);
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onContent({ columnWidths: option.widths })}
            className="h-7 rounded px-2 text-xs font-medium text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-pressed:bg-muted aria-pressed:text-foreground"
          >
            {option.label}
          </button>
        );
      })}
      <span className="px-2 text-xs text-muted-foreground">{t.resizeHint}</span>
    </CanvasToolbar>
  );
}
