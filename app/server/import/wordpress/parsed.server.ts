import type { Block } from "~/blocks/types";
import type { Run } from "./run.server";

/**
 * One block as @wordpress/block-serialization-default-parser returns it (the package does not
 * export its type): innerContent holds the block's own HTML pieces, null where an inner block goes.
 */
export interface ParsedBlock {
  blockName: string | null;
  attrs: Record<string, unknown> | null;
  innerBlocks: ParsedBlock[];
  innerHTML: string;
  innerContent: (string | null)[];
}

/** Converts the inner blocks of a block (for layout blocks and containers). */
export type Inner = (blocks: ParsedBlock[]) => Block[];
export type Handler = (block: ParsedBlock, run: Run, inner: Inner) => Block[];

/** The block's whole HTML: its own markup with its inner blocks' HTML put back where they stood. */
export function blockHtml(block: ParsedBlock): string {
  let next = 0;
  return block.innerContent.map((part) => part ?? blockHtml(block.innerBlocks[next++]!)).join("");
}

export function attrsOf(block: ParsedBlock): Record<string, unknown> {
  return (block.attrs ?? {}) as Record<string, unknown>;
}

/** A string attribute, or "". */
export function str(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

/** A value nested in the attributes: path("style", "color", "background"). */
export function nested(attrs: Record<string, unknown>, ...path: string[]): unknown {
  let value: unknown = attrs;
  for (const key of path) value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}
