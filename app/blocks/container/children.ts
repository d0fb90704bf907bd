/**
 * Slot names of the layout blocks (app/blocks/tree.ts). Here, apart from the tree, so block modules
 * can name their slots without importing the registry.
 */

/** The slot of column `index` (0-based): "columns[0]", "columns[1]" … */
export function columnSlot(index: number): string {
  return `columns[${index}]`;
}
