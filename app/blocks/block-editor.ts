import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import type { CanvasToolsProps } from "./canvas-tool";

/**
 * The admin side of one block type, declared in its own folder: app/blocks/<type>/editor.tsx
 * exporting `editor` (defineBlockEditor). Found by app/blocks/admin-registry.ts, which only admin
 * code imports, so none of this (icons, dialogs, TipTap, dnd-kit helpers) reaches a visitor's
 * bundle. The block's public module (block.tsx) knows nothing of it.
 */
export interface InsertDialogProps {
  onCancel: () => void;
  /** The finished block content (the module's schema fills in the rest). */
  onInsert: (content: Record<string, unknown>) => void;
}

export interface BlockEditor<C = Record<string, unknown>> {
  /** The block type (as in block.tsx); the registry checks it against the folder's block module. */
  type: string;
  /** The element library's and the canvas frame's symbol (lucide). */
  icon: LucideIcon;
  /**
   * Opens when the block is inserted by click or Enter from the element library (a drag inserts
   * the defaults); its result is inserted as the new block's content.
   */
  InsertDialog?: ComponentType<InsertDialogProps>;
  /** The block's own German toasts after its insert dialog: inserted / could not be inserted. */
  strings?: { inserted: string; insertFailed: string };
  /** Editing affordances on the canvas while the block is selected (rows, columns, configuration). */
  CanvasTools?: ComponentType<CanvasToolsProps<C>>;
}

export function defineBlockEditor<C>(editor: BlockEditor<C>): BlockEditor<C> {
  return editor;
}
