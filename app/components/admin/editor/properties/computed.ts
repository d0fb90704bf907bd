import { hasHook } from "~/blocks/hooks";
import type { Block } from "~/blocks/types";
import { deBlogAdmin } from "~/i18n/blog-admin";
import { countWords, readTimeMinutes } from "~/lib/blog-rules";
import { blocksText } from "~/blocks/post-text";

/** A value worked out from the whole page, shown by a field that is left unset. */
export interface ComputedValue {
  value: number;
  /** German hint, e.g. 'Berechnet: 3 Min.'. */
  label: string;
}

/**
 * The values a field's `computed` can name. The panel stays generic: a block declares which one it
 * shows; the rules live where the public site takes them from (app/lib/blog-rules.ts).
 */
export const COMPUTED_VALUES: Readonly<Record<string, (blocks: readonly Block[]) => ComputedValue>> = {
  /** Spec §5/§9: words of the post (its meta block left out) / 200, rounded up, at least 1. */
  readTime: (blocks) => {
    const minutes = readTimeMinutes(null, countWords(blocksText([...blocks], (block) => hasHook(block, "postMeta"))));
    return { value: minutes, label: deBlogAdmin.computed.readTime(minutes) };
  },
};

export function computeValue(name: string | undefined, blocks: readonly Block[]): ComputedValue | null {
  const compute = name ? COMPUTED_VALUES[name] : undefined;
  return compute ? compute(blocks) : null;
}
