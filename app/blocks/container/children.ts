import type { Block } from "../types";

/**
 * Helpers of the layout blocks (container, section, two-column, three-column, columns, grid,
 * flexible-row) for reading stored children. Nothing here imports the registry.
 */

function isBlock(value: unknown): value is Block {
  return !!value && typeof value === "object" && !Array.isArray(value) && typeof (value as Block).type === "string";
}

/** A flat child list; per-column lists (a row that became a container) are joined in order. */
export function flatChildren(block: Block): Block[] {
  const children = block.children;
  if (!Array.isArray(children)) return [];
  return (children as unknown[]).flatMap((c) => (Array.isArray(c) ? c.filter(isBlock) : isBlock(c) ? [c] : []));
}

/**
 * Exactly `count` per-column child lists. Stored Block[][] is padded or cut to the count (blocks of
 * cut columns move into the last column, so nothing disappears); a flat Block[] goes into column 1.
 */
export function columnChildren(block: Block, count: number): Block[][] {
  const children = block.children;
  const columns: Block[][] = Array.from({ length: count }, () => []);
  if (!Array.isArray(children) || children.length === 0) return columns;
  if ((children as unknown[]).every(Array.isArray)) {
    (children as unknown[][]).forEach((col, i) => {
      columns[Math.min(i, count - 1)].push(...col.filter(isBlock));
    });
    return columns;
  }
  columns[0] = (children as unknown[]).filter(isBlock);
  return columns;
}

/** Child blocks kept inside content (older columns/grid content); anything that is not a block is dropped. */
export function contentBlocks(value: unknown): Block[] {
  return Array.isArray(value) ? value.filter(isBlock).map((b, i) => ({ ...b, id: typeof b.id === "string" && b.id ? b.id : `block-${i}`, content: b.content ?? {} })) : [];
}
