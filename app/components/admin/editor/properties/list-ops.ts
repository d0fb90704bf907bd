import type { ListField } from "~/blocks/types";

type Limits = Pick<ListField, "minItems" | "maxItems">;

export function canAddItem(items: readonly unknown[], field: Limits): boolean {
  return field.maxItems === undefined || items.length < field.maxItems;
}

export function canRemoveItem(items: readonly unknown[], field: Limits): boolean {
  return items.length > (field.minItems ?? 0);
}

/** The list with `item` appended; unchanged (same array) at the maximum. */
export function addItem<T>(items: readonly T[], item: T, field: Limits): readonly T[] {
  return canAddItem(items, field) ? [...items, item] : items;
}

/** The list without item `index`; unchanged at the minimum or for an index out of range. */
export function removeItem<T>(items: readonly T[], index: number, field: Limits): readonly T[] {
  if (!canRemoveItem(items, field) || index < 0 || index >= items.length) return items;
  return items.filter((_, i) => i !== index);
}

/** Item `index` moved by `by` places (−1 up, +1 down); unchanged when it would leave the list. */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): readonly T[] {
  const to = index + by;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** Stored lists can hold anything; the panel edits them as arrays. */
export function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
