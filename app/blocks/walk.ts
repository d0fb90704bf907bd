import { getBlockModule } from "./registry";
import type { Block } from "./types";

function nestedLists(value: unknown): Block[][] {
  if (!Array.isArray(value)) return [];
  if (value.length > 0 && value.every(Array.isArray)) return value as Block[][];
  return [value as Block[]];
}

/**
 * Every block of a list, depth first, including blocks nested in `children` and in content fields
 * that hold block lists (the module's blockListFields).
 */
export function flattenBlocks(blocks: Block[]): Block[] {
  const out: Block[] = [];
  const visit = (list: Block[]) => {
    for (const block of list) {
      if (!block || typeof block !== "object" || typeof block.type !== "string") continue;
      out.push(block);
      for (const nested of nestedLists(block.children)) visit(nested);
      for (const field of getBlockModule(block.type)?.blockListFields ?? []) {
        for (const nested of nestedLists(block.content?.[field])) visit(nested);
      }
    }
  };
  visit(blocks);
  return out;
}
