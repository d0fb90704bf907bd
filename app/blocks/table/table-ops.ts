import { exactWidths } from "../column-widths";
import { columnCount, columnPercents, MAX_COLUMNS, MAX_ROWS, type TableContent } from "./block";

export { minWidth, resizeColumns } from "../column-widths";

/**
 * Pure edits of a table's content for the canvas tools (app/blocks/table/canvas.tsx). Each returns
 * a content patch for the editor's update-content action, or null when the edit would break a
 * limit (spec §5: columns 1–12, rows 0–50; columns at least 10 % wide).
 *
 * Column widths: adding or removing a column redistributes instead of resetting, so a layout the
 * user dragged survives. A new column gets an equal share (100 / n) and the others shrink in
 * proportion; a removed column's share goes to the others in proportion. Tables with equal widths
 * (no stored widths) stay without stored widths.
 */

type Patch = Partial<Pick<TableContent, "headers" | "rows" | "columnWidths">>;

const exact = exactWidths;

/** The widths in percent the canvas shows: the stored ones when they fit, equal ones otherwise. */
export function currentWidths(content: TableContent): number[] {
  const columns = Math.max(1, columnCount(content));
  return exact(columnPercents(content.columnWidths, columns) ?? Array.from({ length: columns }, () => 100 / columns));
}

/**
 * The widths a drag starts from: the stored ones when they fit, otherwise the widths the browser
 * laid out (cell widths in px, as percent), so the edge starts where the pointer is, not at an
 * equal share the table never showed.
 */
export function startWidths(content: TableContent, measuredPx: number[]): number[] {
  const columns = Math.max(1, columnCount(content));
  const stored = columnPercents(content.columnWidths, columns);
  if (stored || measuredPx.length !== columns || measuredPx.some((w) => !(w > 0))) return currentWidths(content);
  const total = measuredPx.reduce((a, b) => a + b, 0);
  return exact(measuredPx.map((w) => (w / total) * 100));
}

/** Whether the widths were set by the user (stored and fitting the columns). */
function customWidths(content: TableContent, columns: number): number[] | undefined {
  return columns > 0 ? columnPercents(content.columnWidths, columns) : undefined;
}

/** Each row (and the headers, when there are any) padded to `columns` cells. */
function pad(cells: string[], columns: number): string[] {
  return cells.length >= columns ? cells.slice(0, columns) : [...cells, ...Array.from({ length: columns - cells.length }, () => "")];
}

export function canAddRow(content: TableContent): boolean {
  return content.rows.length < MAX_ROWS;
}
export function canRemoveRow(content: TableContent): boolean {
  return content.rows.length > 0;
}
export function canAddColumn(content: TableContent): boolean {
  return columnCount(content) < MAX_COLUMNS;
}
export function canRemoveColumn(content: TableContent): boolean {
  return columnCount(content) > 1;
}

/** Appends an empty row as wide as the table. */
export function addRow(content: TableContent): Patch | null {
  if (!canAddRow(content)) return null;
  const columns = Math.max(1, columnCount(content));
  return { rows: [...content.rows, pad([], columns)] };
}

/** Removes the last row; the other rows stay as they are. */
export function removeRow(content: TableContent): Patch | null {
  if (!canRemoveRow(content)) return null;
  return { rows: content.rows.slice(0, -1) };
}

/** Appends a column: header 'Spalte N' when the table has a header row, empty cells in every row. */
export function addColumn(content: TableContent): Patch | null {
  if (!canAddColumn(content)) return null;
  const columns = columnCount(content);
  const next = columns + 1;
  const hasHeaders = content.headers.some((h) => h.trim() !== "");
  const patch: Patch = {
    headers: hasHeaders ? [...pad(content.headers, columns), `Spalte ${next}`] : pad(content.headers, next),
    rows: content.rows.map((row) => pad(row, next)),
  };
  const widths = customWidths(content, columns);
  if (widths) patch.columnWidths = exact([...widths.map((w) => (w * columns) / next), 100 / next]);
  return patch;
}

/** Removes the last column; every other cell stays. */
export function removeColumn(content: TableContent): Patch | null {
  if (!canRemoveColumn(content)) return null;
  const columns = columnCount(content);
  const next = columns - 1;
  const patch: Patch = {
    headers: content.headers.slice(0, next),
    rows: content.rows.map((row) => pad(row, next)),
  };
  const widths = customWidths(content, columns);
  if (widths) {
    const kept = widths.slice(0, next);
    const sum = kept.reduce((a, b) => a + b, 0);
    patch.columnWidths = exact(kept.map((w) => (w / sum) * 100));
  }
  return patch;
}

