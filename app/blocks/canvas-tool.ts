import type { ComponentType } from "react";
import type { Block } from "./types";

/**
 * Editing affordances a block type adds to the builder's canvas while it is selected (table rows,
 * columns and column widths; flexible-row columns; list items). Declared in the block's own folder,
 * `app/blocks/<type>/canvas.tsx` exporting `canvasTools`, found here by file name, and loaded by
 * the admin bundle only (visitors' pages never import this file): adding a block type touches its
 * folder only.
 */
export interface CanvasToolsProps<C = Record<string, unknown>> {
  block: Block;
  /** The block's content parsed by its schema (defaults filled in). */
  content: C;
  /** The element the block's Render output sits in on the canvas (for measuring, e.g. column resize). */
  getBody: () => HTMLElement | null;
  /**
   * Merges a content patch (the editor's update-content action: one undo step; pass `coalesce`
   * for a run of updates that should be one step, e.g. while dragging a column edge).
   */
  onContent: (patch: Record<string, unknown>, coalesce?: string) => void;
}

export interface BlockCanvasTools<C = Record<string, unknown>> {
  type: string;
  /** Rendered below the selected block's frame bar, inside its frame. */
  Tools: ComponentType<CanvasToolsProps<C>>;
}

export function defineCanvasTools<C>(tools: BlockCanvasTools<C>): BlockCanvasTools<C> {
  return tools;
}
