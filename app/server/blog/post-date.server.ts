import { readBlocks } from "~/blocks/content";
import { hasHook } from "~/blocks/hooks";
import { mapBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";

/** For rewritePageContent: a blog post's meta date set to `day` (yyyy-mm-dd); undefined when it already is. */
export function postDateRewrite(day: string) {
  return (content: unknown): Block[] | undefined => {
    let changed = false;
    const blocks = mapBlocks(readBlocks(content), (block) => {
      if (!hasHook(block, "postMeta") || block.content?.publishDate === day) return block;
      changed = true;
      return { ...block, content: { ...block.content, publishDate: day } };
    });
    return changed ? blocks : undefined;
  };
}
