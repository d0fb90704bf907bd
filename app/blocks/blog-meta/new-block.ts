import { newBlockId } from "../tree";
import type { Block } from "../types";
import { block } from "./block";

/** The first block of a new blog post: blog-meta with its schema defaults, author, date and category. */
export function newPostMetaBlock(meta: { author: string; category: string; publishDate: string }): Block {
  const defaults = block.schema.parse({}) as Record<string, unknown>;
  return { id: newBlockId(), type: block.type, content: { ...defaults, ...meta } };
}
