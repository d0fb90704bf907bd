import { slotsOf } from "../tree";
import type { Block } from "../types";

/**
 * For the layout blocks' tests: a renderSlot that shows each block of the named slot as
 * <p>{content.text}</p>, with the slots enumerated by the tree module as the real renderer does.
 */
export function fakeRenderSlot(block: Block) {
  return (name: string) => slotsOf(block)
    .find((s) => s.name === name)
    ?.blocks.map((b) => <p key={b.id}>{String(b.content.text)}</p>);
}
