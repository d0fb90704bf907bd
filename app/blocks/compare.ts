import { compareTrees, type BlockDescriber, type CompareBlock, type FieldInfo } from "~/lib/compare/compare";
import type { PageComparison } from "~/lib/compare/types";
import { readBlocks } from "./content";
import { getBlockModule } from "./registry";
import { styleFieldDescriptions } from "./style-fields";
import { mapBlocks, slotsOf } from "./tree";
import type { Block } from "./types";

/**
 * The block registry as the comparison library (app/lib/compare) needs it: German type and field
 * names, style fields, slots. Lives in the blocks layer because app/lib may not import blocks.
 */
export const blockDescriber: BlockDescriber = {
  typeLabel: (type) => getBlockModule(type)?.label ?? type,
  slots: (block) => slotsOf(block as Block) as { name: string; blocks: CompareBlock[] }[],
  contentFields: (type) => (getBlockModule(type)?.fields ?? {}) as Readonly<Record<string, FieldInfo>>,
  styleFields: (type) => {
    const module = getBlockModule(type);
    return (module ? styleFieldDescriptions(module.styleFields) : {}) as Readonly<Record<string, FieldInfo>>;
  },
};

/**
 * Stored content of any shape (legacy objects, JSON strings, HTML) as canonical blocks whose content
 * went through the block's schema, as the renderer reads it: defaults filled in on both sides, so a
 * field only one side stores does not count as a change.
 */
export function blocksForComparison(content: unknown): Block[] {
  return mapBlocks(readBlocks(content), (block) => {
    const module = getBlockModule(block.type);
    const parsed = module?.schema.safeParse(block.content ?? {});
    return parsed?.success ? { ...block, content: { ...(parsed.data as Record<string, unknown>) } } : block;
  });
}

/** The block changes between two stored contents (any shape). */
export function compareBlockContents(before: unknown, after: unknown): Pick<PageComparison, "blocks" | "summary"> {
  return compareTrees(blocksForComparison(before) as CompareBlock[], blocksForComparison(after) as CompareBlock[], blockDescriber);
}
