/**
 * Slot names of the layout blocks (app/blocks/tree.ts). Here, apart from the tree, so block modules
 * can name their slots without importing the registry.
 */

/** The name of list `index` (0-based) of an indexed slot: "columns[0]", "columns[1]" … */
export function indexedSlot(key: string, index: number): string {
  return `${key}[${index}]`;
}

/** The slot of column `index` (0-based): "columns[0]", "columns[1]" … */
export function columnSlot(index: number): string {
  return indexedSlot("columns", index);
}
