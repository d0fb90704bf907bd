/**
 * Column widths in percent, shared by the blocks whose columns can be dragged on the canvas (table,
 * flexible row): widths add up to exactly 100, a column is at least 10 % wide (spec §9).
 */

export const MIN_COLUMN_PERCENT = 10;

/** n equal shares (2 decimals; 3 columns: 33.33 each). */
export function equalWidths(columns: number): number[] {
  return Array.from({ length: columns }, () => Math.round((100 / columns) * 100) / 100);
}

export const roundWidth = (n: number) => Math.round(n * 100) / 100;

/** Percentages that add up to exactly 100 (the rounding error goes into the last column). */
export function exactWidths(widths: number[]): number[] {
  const rounded = widths.map(roundWidth);
  if (rounded.length === 0) return rounded;
  const rest = rounded.slice(0, -1).reduce((a, b) => a + b, 0);
  rounded[rounded.length - 1] = roundWidth(100 - rest);
  return rounded;
}

/**
 * The narrowest a column may be dragged: 10 % (spec §9), or an equal share when more than ten
 * columns cannot all be that wide.
 */
export function minWidth(columns: number): number {
  return Math.min(MIN_COLUMN_PERCENT, roundWidth(100 / columns));
}

/**
 * Moves the edge between column `edge` and `edge + 1` by `delta` percentage points of the columns'
 * width: the two neighbours change, the others keep their width, neither goes below the minimum.
 */
export function resizeColumns(widths: number[], edge: number, delta: number): number[] {
  if (edge < 0 || edge >= widths.length - 1 || !Number.isFinite(delta)) return widths;
  const min = minWidth(widths.length);
  const pair = widths[edge] + widths[edge + 1];
  const left = roundWidth(Math.min(pair - min, Math.max(min, widths[edge] + delta)));
  const next = [...widths];
  next[edge] = left;
  next[edge + 1] = roundWidth(pair - left);
  return exactWidths(next);
}
