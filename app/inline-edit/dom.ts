import { EDIT_BLOCK_ATTR, EDIT_FIELD_ATTR, readPath, resolveEditableField, type EditableField } from "~/blocks/editable";
import { parsedContent } from "~/blocks/hooks";
import { getBlockModule } from "~/blocks/registry";
import { findBlock, walkBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { INLINE_HINT_ID } from "./markers";

/** The element that holds an open field editor (inserted after the field's element). */
export const HOST_ATTR = "data-inline-host";
/** Set on a field element once it is made clickable and focusable. */
const MARKED_ATTR = "data-inline-marked";

/** Hover outline and pointer cursor: what is editable shows itself (classes, as the server HTML has none). */
const MARK_CLASSES = [
  "cursor-pointer",
  "rounded-sm",
  "outline-offset-4",
  "hover:outline-2",
  "hover:outline-dashed",
  "hover:outline-sky-500",
  "focus-visible:outline-2",
  "focus-visible:outline-sky-600",
];

export interface FieldTarget {
  element: HTMLElement;
  blockId: string;
  path: string;
  field: EditableField;
}

/** A block's content as its Render reads it (stored content may leave defaults out). */
export function contentOf(block: Block): Record<string, unknown> {
  const module = getBlockModule(block.type);
  return (module ? parsedContent(module, block.content) : (block.content ?? {})) as Record<string, unknown>;
}

/** The editable field an element in the page shows, or null (not marked, unknown block, not text). */
export function targetOf(node: Element | null, blocks: Block[], { shownAsStored = true } = {}): FieldTarget | null {
  const element = node?.closest<HTMLElement>(`[${EDIT_FIELD_ATTR}]`);
  if (!element || element.closest(`[${HOST_ATTR}]`)) return null;
  const blockId = element.closest(`[${EDIT_BLOCK_ATTR}]`)?.getAttribute(EDIT_BLOCK_ATTR);
  const path = element.getAttribute(EDIT_FIELD_ATTR);
  if (!blockId || !path) return null;
  const block = findBlock(blocks, blockId)?.block;
  const module = block && getBlockModule(block.type);
  const field = module ? resolveEditableField(module, path) : null;
  if (!block || !field) return null;
  // Plain text must show as stored: a field the block transforms (a heading stored as "<h3>…</h3>")
  // is edited in the builder's properties instead, where nothing of it is lost.
  if (shownAsStored && field.kind === "text" && element.textContent !== readPath(contentOf(block), path)) return null;
  return { element, blockId, path, field };
}

/**
 * Makes every editable field of the page reachable: pointer cursor and outline, tabindex=0 so the
 * keyboard gets there too (Enter opens it), and the blue hint as its description. Run again after a
 * live update replaced the content.
 */
export function markFields(root: ParentNode, blocks: Block[], label: (field: EditableField) => string): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${EDIT_BLOCK_ATTR}] [${EDIT_FIELD_ATTR}]`)) {
    if (element.hasAttribute(MARKED_ATTR)) continue;
    const target = targetOf(element, blocks);
    if (!target) continue;
    element.setAttribute(MARKED_ATTR, "");
    element.tabIndex = 0;
    element.title = label(target.field);
    element.setAttribute("aria-describedby", INLINE_HINT_ID);
    element.classList.add(...MARK_CLASSES);
  }
}

/** The text the editor starts from: plain text as shown (tags a stored heading may carry are gone), HTML as stored. */
export function currentValue(target: FieldTarget, blocks: Block[]): string {
  if (target.field.kind === "text") return target.element.textContent ?? "";
  const block = findBlock(blocks, target.blockId)?.block;
  const value = block ? readPath(contentOf(block), target.path) : undefined;
  return typeof value === "string" ? value : target.element.innerHTML;
}

/** Shows a value in its element at once, as the server would render it. */
export function showValue(element: HTMLElement, field: EditableField, value: string): void {
  if (field.kind === "text") element.textContent = value;
  // The paragraph block wraps text without a tag in a <p>; rich text from the editor has its tags.
  else element.innerHTML = /^\s*</.test(value) || value === "" ? value : `<p>${value}</p>`;
}

/** Puts the blocks' field values into the page (a browser draft restored). */
export function showBlocks(root: ParentNode, blocks: Block[]): void {
  const byId = new Map<string, Block>();
  walkBlocks(blocks, (block) => void byId.set(block.id, block));
  for (const element of root.querySelectorAll<HTMLElement>(`[${EDIT_BLOCK_ATTR}] [${EDIT_FIELD_ATTR}]`)) {
    // The page still shows the server's text where the restored blocks differ.
    const target = targetOf(element, blocks, { shownAsStored: false });
    const block = target && byId.get(target.blockId);
    if (!target || !block) continue;
    const value = readPath(contentOf(block), target.path);
    if (typeof value !== "string") continue;
    if (target.field.kind === "text" ? element.textContent !== value : element.innerHTML !== value) showValue(element, target.field, value);
  }
}
