import type { BlockModule, FieldDescription, ListField } from "~/blocks/types";
import { NEW_LIST_ITEM_TEXT } from "./constants";
import { clampNumber } from "./number-value";

export type PathSegment = string | number;

/** "buttons.0.text": for ids, the history's coalesce key and tests. */
export function pathKey(path: readonly PathSegment[]): string {
  return path.join(".");
}

/** A DOM id for a field path below a panel's own id prefix. */
export function fieldId(prefix: string, path: readonly PathSegment[]): string {
  return `${prefix}-${pathKey(path).replace(/[^\w-]/g, "-")}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The value a field starts with when nothing better is known (new list items, groups missing in
 * stored content). The schema's own defaults win where they can be had (see `newListItem`).
 */
export function defaultFor(field: FieldDescription): unknown {
  switch (field.kind) {
    case "text":
    case "richtext":
    case "link":
    case "asset":
    case "colour":
      return "";
    case "number":
      return field.unsetValue ?? clampNumber(field.start ?? field.min, field);
    case "select":
      return field.options[0]?.value ?? "";
    case "switch":
      return false;
    case "folders":
    case "column-widths":
      return [];
    case "group":
      return Object.fromEntries(Object.entries(field.fields).map(([key, f]) => [key, defaultFor(f)]));
    case "list": {
      const one = () => (field.item ? defaultFor(field.item) : defaultFor({ kind: "group", label: "", fields: field.fields }));
      return Array.from({ length: field.minItems ?? 0 }, one);
    }
    case "not-editable":
      return undefined;
  }
}

/** The content as the block renders it: stored values over the schema's defaults, clamped. */
export function contentValues(module: Pick<BlockModule, "schema">, content: Record<string, unknown>): Record<string, unknown> {
  const parsed = module.schema.safeParse(content);
  if (parsed.success && isRecord(parsed.data)) return parsed.data;
  const defaults = module.schema.safeParse({});
  return { ...(defaults.success && isRecord(defaults.data) ? defaults.data : {}), ...content };
}

function setAt(value: unknown, path: readonly PathSegment[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = setAt(list[head], rest, next);
    return list;
  }
  const record = isRecord(value) ? value : {};
  return { ...record, [head]: setAt(record[head], rest, next) };
}

function getAt(value: unknown, path: readonly PathSegment[]): unknown {
  let current = value;
  for (const segment of path) {
    if (typeof segment === "number") current = Array.isArray(current) ? current[segment] : undefined;
    else current = isRecord(current) ? current[segment] : undefined;
  }
  return current;
}

/**
 * A new item for the list at `listPath` of the content. A plain-text item is 'New item' (spec §4);
 * an object item is what the block's schema makes of `{}` there (the module's defaults, e.g. a
 * hero button's label), else the field defaults.
 */
export function newListItem(
  field: ListField,
  module: Pick<BlockModule, "schema"> | null,
  content: Record<string, unknown>,
  listPath: readonly PathSegment[],
  items: readonly unknown[],
): unknown {
  if (field.item) return field.item.kind === "text" ? NEW_LIST_ITEM_TEXT : defaultFor(field.item);
  const fallback = defaultFor({ kind: "group", label: "", fields: field.fields });
  if (!module) return fallback;
  const candidate = setAt(content, listPath, [...items, {}]);
  const parsed = module.schema.safeParse(candidate);
  if (!parsed.success) return fallback;
  const item = getAt(parsed.data, [...listPath, items.length]);
  return isRecord(item) ? { ...(fallback as Record<string, unknown>), ...item } : fallback;
}
