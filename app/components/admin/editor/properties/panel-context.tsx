import { createContext, useContext } from "react";
import type { BlockModule } from "~/blocks/types";
import type { LinkPage } from "./link-value";

export interface PanelContextValue {
  /** Prefix of every DOM id in this panel (useId), so two panels never clash. */
  idPrefix: string;
  pages: readonly LinkPage[];
  /** For schema defaults of new list items; null in a panel without a module (tests of single inputs). */
  module: Pick<BlockModule, "schema"> | null;
  /** The block's content as stored, for the same. */
  content: Record<string, unknown>;
}

export const PanelContext = createContext<PanelContextValue>({ idPrefix: "prop", pages: [], module: null, content: {} });

export function usePanel(): PanelContextValue {
  return useContext(PanelContext);
}
