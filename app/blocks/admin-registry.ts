import { Box, type LucideIcon } from "lucide-react";
import { createElement } from "react";
import type { BlockEditor } from "./block-editor";
import { getBlockModule } from "./registry";

/**
 * Admin only: the admin side of every block type (app/blocks/<type>/editor.tsx exporting `editor`).
 * Imported only from admin code (app/components/admin, admin routes), so the public bundles never
 * contain an editor module; app/blocks/admin-registry.build.test.ts is the check.
 */
const modules = import.meta.glob<{ editor: BlockEditor }>("./*/editor.tsx", { eager: true });

const byType = new Map<string, BlockEditor>();
for (const [file, mod] of Object.entries(modules)) {
  const folder = file.split("/")[1];
  const editor = mod.editor;
  const block = getBlockModule(folder);
  if (!editor || !block || editor.type !== block.type) throw new Error(`${file}: kein "editor" für den Block-Typ "${folder}"`);
  byType.set(block.type, editor);
}

/** The admin side of a block type (aliases resolve to their block), or undefined without one. */
export function getBlockEditor(type: string): BlockEditor | undefined {
  const block = getBlockModule(type);
  return block ? byType.get(block.type) : undefined;
}

/** The block type's symbol; the neutral box for a type without an editor module. */
export function blockIcon(type: string): LucideIcon {
  return getBlockEditor(type)?.icon ?? Box;
}

/** The block type's symbol as an element (decorative: the label beside it names the block). */
export function BlockIcon({ type, className }: { type: string; className?: string }) {
  return createElement(blockIcon(type), { "aria-hidden": true, className });
}
