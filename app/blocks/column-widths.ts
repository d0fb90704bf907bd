import type { CSSProperties } from "react";
import { z } from "zod";

/**
 * Column widths in percent, shared by the blocks whose columns can be dragged on the canvas (table,
 * flexible row, and the fixed column blocks: Spalten, Zwei Spalten, Drei Spalten, Raster): widths
 * add up to exactly 100, a column is at least 10 % wide (spec §9).
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

/** Spec §9 width presets besides 'equal': 33/67 (and its mirror 67/33) for two columns, 25/50/25 for three. */
export const WIDTH_PRESETS = [
  [33, 67],
  [67, 33],
  [25, 50, 25],
] as const;

/** Names stored content may carry instead of numbers (older imports, the spec's preset names). */
const PRESET_NAMES: Record<string, Record<number, number[]>> = {
  "33-67": { 2: [33, 67] },
  "25-50-25": { 3: [25, 50, 25] },
  "highlight-middle": { 2: [33, 67], 3: [25, 50, 25] },
};

/** The presets that fit a block with `columns` columns ('Gleich breit' is always offered besides). */
export function presetsFor(columns: number): number[][] {
  return WIDTH_PRESETS.filter((preset) => preset.length === columns).map((preset) => [...preset]);
}

/** Widths in percent, one per column, adding up to 100; anything that does not fit means equal. */
export function normaliseWidths(widths: unknown, columns: number): number[] {
  if (typeof widths === "string") {
    const preset = PRESET_NAMES[widths.trim().replace(/\//g, "-")]?.[columns];
    return preset ? [...preset] : equalWidths(columns);
  }
  if (!Array.isArray(widths) || widths.length !== columns) return equalWidths(columns);
  const numbers = widths.map((w) => (typeof w === "number" ? w : Number.parseFloat(String(w))));
  if (numbers.some((n) => !Number.isFinite(n) || n <= 0)) return equalWidths(columns);
  const total = numbers.reduce((a, b) => a + b, 0);
  return numbers.map((n) => Math.round((n / total) * 100 * 100) / 100);
}

/** The stored form of a widths field: numbers (or numeric strings), or a preset's name; default equal. */
export const storedWidths = () => z.union([z.string(), z.array(z.union([z.number(), z.string()]))]).default("equal");

/** Whether the widths are all the same (within half a percent): the block's plain equal grid then. */
export function isEqualWidths(widths: readonly number[]): boolean {
  return widths.every((w) => Math.abs(w - widths[0]) < 0.5);
}

/** The CSS grid template of the widths: `minmax(0,33fr) minmax(0,67fr)`. */
export function widthsTemplate(widths: readonly number[]): string {
  return widths.map((w) => `minmax(0,${w}fr)`).join(" ");
}

/** The grid of a block with a fixed number of columns (2 or 3), stacked below 768 px. */
const EQUAL_GRID: Record<2 | 3, string> = {
  2: "grid grid-cols-1 gap-6 md:grid-cols-2 md:gap-8",
  3: "grid grid-cols-1 gap-6 md:grid-cols-3 md:gap-8",
};

/**
 * Class and style of a fixed column block's grid: equal widths keep the plain grid (the HTML every
 * page had before widths existed); other widths set the template from md on.
 */
export function fixedColumnsGrid(columns: 2 | 3, widths: readonly number[]): { className: string; style?: CSSProperties } {
  if (widths.length !== columns || isEqualWidths(widths)) return { className: EQUAL_GRID[columns] };
  return { className: "grid grid-cols-1 gap-6 md:grid-cols-(--row-columns) md:gap-8", style: { "--row-columns": widthsTemplate(widths) } as CSSProperties };
}
