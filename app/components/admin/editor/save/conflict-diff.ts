import { getBlockModule } from "~/blocks/registry";
import { blockDescriber } from "~/blocks/compare";
import type { MergeConflict } from "~/editor/merge";
import { blockFieldChanges } from "~/lib/compare/compare";
import type { WordChange } from "~/lib/compare/types";

const MAX_TEXT = 60;

/** The first non-empty string in a block's content (depth first), as plain text. */
export function firstText(value: unknown): string | null {
  if (typeof value === "string") {
    const text = value
      .replace(/<[^>]*>/g, " ")
      .replace(/&nbsp;/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (!text || /^(#|https?:|\/)/.test(text)) return null;
    return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstText(item);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") return firstText(Object.values(value));
  return null;
}

export interface ConflictField {
  /** German field name ('Text', 'Untertitel', 'Textfarbe'). */
  label: string;
  /** Word changes from their version to mine: theirs shows same + removed, mine same + added. Null: no text. */
  words: WordChange[] | null;
  /** Plain values where the field is no text (a colour, a number). */
  mine: string;
  theirs: string;
}

/** One conflicting block as the dialog shows it. */
export interface ConflictView {
  id: string;
  /** 'Absatz: Zweiter Absatz …' */
  label: string;
  kind: MergeConflict["kind"];
  /** The fields both changed differently (kind 'changed'). */
  fields: ConflictField[];
  /** The side that kept the block, for a deletion conflict: its first text. */
  mineText: string | null;
  theirsText: string | null;
}

/** The field keys of the merge ("content.text") as the comparison names them ("text", "items.2.title"). */
function inConflict(field: string, keys: string[]): boolean {
  return keys.some((key) => {
    const bare = key.replace(/^(content|style)\./, "");
    return field === bare || field.startsWith(`${bare}.`) || key === "type";
  });
}

/**
 * What the conflict dialog shows of one conflicting block: its name, and per field both changed
 * the word differences between their version and mine (the comparison engine of issue 30).
 */
export function describeConflict(conflict: MergeConflict): ConflictView {
  const shown = conflict.base ?? conflict.ours ?? conflict.theirs!;
  const text = firstText(shown.content);
  const typeLabel = getBlockModule(shown.type)?.label ?? shown.type;
  const view: ConflictView = {
    id: conflict.id,
    label: text ? `${typeLabel}: ${text}` : typeLabel,
    kind: conflict.kind,
    fields: [],
    mineText: conflict.ours ? firstText(conflict.ours.content) : null,
    theirsText: conflict.theirs ? firstText(conflict.theirs.content) : null,
  };
  if (conflict.kind !== "changed" || !conflict.ours || !conflict.theirs) return view;
  const { fields, styles } = blockFieldChanges(conflict.theirs, conflict.ours, blockDescriber);
  for (const f of fields) {
    if (!inConflict(f.field, conflict.fields)) continue;
    view.fields.push({ label: f.label, words: f.words ?? null, mine: f.after, theirs: f.before });
  }
  for (const s of styles) {
    if (!inConflict(s.field, conflict.fields)) continue;
    view.fields.push({ label: s.label, words: null, mine: s.after, theirs: s.before });
  }
  return view;
}
