import { flattenBlocks } from "./tree";
import type { Block } from "./types";
import { plainText } from "~/lib/plain-text";

/**
 * The readable text of a post's blocks, for its read time and the blog search: every text field
 * of every block (nested ones too), without addresses, colours and layout settings, which are
 * stored beside the text but are not something a reader reads or searches for.
 */
const NOT_TEXT_KEY =
  /(url|src|href|link|image|icon|poster|color|colou?r|variant|style|align|layout|size|ratio|fit|width|height|class|id|type|target|rel|format|mode|code)$/i;
/** Blocks whose content is code (embeds, raw HTML snippets), not prose. */
const CODE_BLOCKS = new Set(["html-code", "embed"]);

function collect(value: unknown, key: string, out: string[]): void {
  if (typeof value === "string") {
    if (NOT_TEXT_KEY.test(key)) return;
    const trimmed = value.trim();
    // Bare addresses, colours and keywords are settings, not prose.
    if (!trimmed || /^(https?:|mailto:|tel:|\/|#[0-9a-f]{3,8}$)/i.test(trimmed))
      return;
    out.push(plainText(trimmed));
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, key, out);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) collect(v, k, out);
  }
}

/** Plain text of the blocks (and their slots), blocks that `skip` names left out. */
export function blocksText(
  blocks: Block[],
  skip: (block: Block) => boolean = () => false,
): string {
  const out: string[] = [];
  for (const block of flattenBlocks(blocks)) {
    if (!skip(block) && !CODE_BLOCKS.has(block.type))
      collect(block.content, "", out);
  }
  return out.join(" ").replace(/\s+/g, " ").trim();
}
