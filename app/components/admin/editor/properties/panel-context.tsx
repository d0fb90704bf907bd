import { createContext, useContext } from "react";
import type { Block, BlockModule } from "~/blocks/types";
import type { LinkPage } from "./link-value";

export interface PanelContextValue {
  /** Prefix of every DOM id in this panel (useId), so two panels never clash. */
  idPrefix: string;
  pages: readonly LinkPage[];
  /** For schema defaults of new list items; null in a panel without a module (tests of single inputs). */
  module: Pick<BlockModule, "schema"> | null;
  /**
   * The block's content as stored now, for the same. A getter, read when an item is added: with the
   * content itself in the context, every keystroke would re-render every field of the panel.
   */
  content(): Record<string, unknown>;
  /** Named value lists a text field's `suggestions` refers to, loaded by the editor route. */
  suggestions: Readonly<Record<string, readonly string[]>>;
}

const NO_CONTENT = () => ({});

export const PanelContext = createContext<PanelContextValue>({ idPrefix: "prop", pages: [], module: null, content: NO_CONTENT, suggestions: {} });

export function usePanel(): PanelContextValue {
  return useContext(PanelContext);
}

/** The whole page's blocks, from which a number field's `computed` value is worked out (only such fields read it). */
export const PageBlocksContext = createContext<readonly Block[]>([]);
