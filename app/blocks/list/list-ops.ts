import { deCanvasTools } from "~/i18n/canvas-tools";
import type { ListContent } from "./block";

/** Appends an item with the spec's default text (§4 'List in edit mode'). */
export function addItem(content: ListContent): { items: string[] } {
  return { items: [...content.items, deCanvasTools.list.newItem] };
}

/** Removes the item at its stored index; the others keep their text and order. */
export function removeItem(content: ListContent, index: number): { items: string[] } {
  return { items: content.items.filter((_, i) => i !== index) };
}
