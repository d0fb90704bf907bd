import { useBlockData } from "./data";
import type { BlockModule, FieldDescription } from "./types";

/**
 * In-place editing (spec §2 'Visual editor', §4 'Subtitle editor'): in edit mode — the builder's
 * canvas and an admin's `?edit=true` on the public page — a block's Render marks every element
 * that shows one of its text fields with the field's path. The editors find the elements by these
 * attributes and learn from the module's field descriptions how to edit them (plain text or rich
 * text), so a block type opts in from its own folder and no editor knows block types.
 *
 * Paths: a content key ("title"), an item of a list of values ("items.2"), a sub-field of an item
 * of a list of objects ("buttons.0.text"), a key of a group ("labels.submit").
 * Visitors' HTML never carries the attributes (editMode is only set for admins).
 */

/** On the element that shows a field: its path. */
export const EDIT_FIELD_ATTR = "data-edit-field";
/** On a block's wrapper in edit mode on the public page: the block's id. */
export const EDIT_BLOCK_ATTR = "data-edit-block";

export type EditableProps = Partial<Record<typeof EDIT_FIELD_ATTR, string>>;

const none: EditableProps = {};
const off = () => none;

/**
 * `const editable = useEditable(); <h2 {...editable("title")}>` — the marker props in edit mode,
 * nothing otherwise. One hook call per Render, so lists can mark each item.
 */
export function useEditable(): (path: string) => EditableProps {
  const { editMode } = useBlockData();
  return editMode ? (path) => ({ [EDIT_FIELD_ATTR]: path }) : off;
}

export interface EditableField {
  kind: "text" | "richtext";
  /** Plain text in several lines (textarea); rich text is always several lines. */
  multiline: boolean;
  label: string;
  maxLength?: number;
}

/** The field description at `path`, when it is text or rich text (anything else is not edited in place). */
export function resolveEditableField(module: Pick<BlockModule, "fields">, path: string): EditableField | null {
  const parts = path.split(".");
  let description: FieldDescription | undefined = (module.fields as Record<string, FieldDescription>)[parts[0]];
  let label = description && "label" in description ? (description.label ?? "") : "";
  for (let i = 1; i < parts.length && description; i++) {
    const part = parts[i];
    if (description.kind === "group") {
      description = description.fields[part];
    } else if (description.kind === "list" && /^\d+$/.test(part)) {
      if (description.item) {
        description = description.item;
      } else {
        const key = parts[++i];
        description = key === undefined ? undefined : description.fields?.[key];
      }
    } else {
      description = undefined;
    }
    if (description && "label" in description && description.label) label = description.label;
  }
  if (!description) return null;
  if (description.kind === "richtext") return { kind: "richtext", multiline: true, label };
  if (description.kind === "text" && !description.format) {
    return { kind: "text", multiline: !!description.multiline, label, ...(description.maxLength ? { maxLength: description.maxLength } : {}) };
  }
  return null;
}

function isIndex(part: string): boolean {
  return /^\d+$/.test(part);
}

/** The value at `path` in a block's content (undefined when the path does not exist). */
export function readPath(content: Record<string, unknown>, path: string): unknown {
  let value: unknown = content;
  for (const part of path.split(".")) {
    if (Array.isArray(value) && isIndex(part)) value = value[Number(part)];
    else if (value && typeof value === "object" && !Array.isArray(value)) value = (value as Record<string, unknown>)[part];
    else return undefined;
  }
  return value;
}

function writeInto(container: unknown, parts: string[], value: unknown): unknown {
  const [part, ...rest] = parts;
  if (Array.isArray(container) && isIndex(part)) {
    const index = Number(part);
    if (index >= container.length) throw new RangeError(`Eintrag ${index} fehlt`);
    const next = [...container];
    next[index] = rest.length === 0 ? value : writeInto(container[index], rest, value);
    return next;
  }
  if (container && typeof container === "object" && !Array.isArray(container)) {
    const record = container as Record<string, unknown>;
    return { ...record, [part]: rest.length === 0 ? value : writeInto(record[part], rest, value) };
  }
  throw new RangeError(`Pfad ${parts.join(".")} fehlt`);
}

/**
 * The content patch (one top-level key, for the editor's update-content action) that sets `path`
 * to `value`; everything else in that key stays as it is. Throws RangeError for a path that does
 * not exist in the content (an item removed meanwhile).
 */
export function patchForPath(content: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [root, ...rest] = path.split(".");
  if (rest.length === 0) return { [root]: value };
  if (!(root in content)) throw new RangeError(`Feld ${root} fehlt`);
  return { [root]: writeInto(content[root], rest, value) };
}
