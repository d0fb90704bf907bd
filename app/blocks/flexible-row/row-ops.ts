import { equalWidths, MAX_COLUMNS } from "./block";

/**
 * The content patch that sets a flexible row to `count` columns with equal widths (spec §4: add
 * column up to 6, remove down to 1, widths redistributed equally), or null outside 1–6. The tree's
 * column fitting (app/blocks/tree.ts) keeps the children: a removed column's blocks move into the
 * last remaining one.
 */
export function columnsPatch(count: number): { columns: number; columnWidths: number[] } | null {
  if (!Number.isInteger(count) || count < 1 || count > MAX_COLUMNS) return null;
  return { columns: count, columnWidths: equalWidths(count) };
}
