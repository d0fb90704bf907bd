import type { Block } from "./types";

/**
 * Editing affordances a block type adds to the builder's canvas while it is selected (table rows,
 * columns and column widths; flexible-row columns; list items; the downloads configuration).
 * Written in the block's own folder and declared by its editor module (app/blocks/<type>/editor.tsx,
 * `CanvasTools`), which only the admin bundle loads (app/blocks/admin-registry.ts).
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
