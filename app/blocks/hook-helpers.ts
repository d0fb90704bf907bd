import type { BlockSeo } from "./types";

/**
 * Small readers for the blocks' hooks (types.ts BlockHooks). SEO hooks see stored content as it
 * is, so every value is checked before use.
 */

export function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** "h3" → 3; anything else → null. */
export function tagLevel(tag: unknown): number | null {
  const match = /^h([1-6])$/.exec(str(tag));
  return match ? Number(match[1]) : null;
}

/** The SEO links of a block whose link targets sit in these content fields. */
export function seoLinks(...fields: string[]): (content: Record<string, unknown>) => BlockSeo {
  return (content) => ({ links: fields.map((field) => str(content[field]).trim()).filter(Boolean) });
}

/** The SEO image of a block with one picture in `srcField` and its alt text in `altField`. */
export function seoImage(srcField: string, altField: string, content: Record<string, unknown>): BlockSeo["images"] {
  if (str(content[srcField]).trim() === "") return [];
  return [{ hasAlt: str(content[altField]).trim() !== "", setAlt: (current, alt) => ({ ...current, [altField]: alt }) }];
}
