/**
 * What a comparison of two states of a page says (issue 30, 'Versionen vergleichen'): shared by
 * GET /api/pages/:id/compare, the comparison screen and the reviewer's screen. Plain data (JSON).
 */

/** One run of words of a changed text: unchanged, added or removed. */
export interface WordChange {
  kind: "same" | "added" | "removed";
  text: string;
}

/** A changed field of a block (or of the page: title, slug, meta). */
export interface FieldChange {
  /** The field's key, e.g. "text", "heading", "items.2.title". */
  field: string;
  /** German name of the field, e.g. "Text", "Überschrift". */
  label: string;
  /** Plain text of the old and new value (HTML reduced to its text). */
  before: string;
  after: string;
  /** The word changes of a text field; absent for values that are not text. */
  words?: WordChange[];
}

/** A style-only change, named like 'Abstand oben 16 → 32'. */
export interface StyleChange {
  field: string;
  label: string;
  before: string;
  after: string;
  /** e.g. "Abstand oben 16 → 32" */
  text: string;
}

export type BlockChangeKind = "added" | "removed" | "moved" | "changed" | "style" | "unchanged";

export interface BlockChange {
  /** The block's id (stable across revisions). */
  id: string;
  /** Block type, e.g. "text", "hero". */
  type: string;
  /** German name of the block type plus a short excerpt, e.g. "Text: Willkommen bei …". */
  label: string;
  /**
   * added/removed: only in one state; moved: same block at another place (it may also have
   * changed: then `fields`/`styles` are not empty); changed: content differs; style: only style
   * fields differ; unchanged.
   */
  kind: BlockChangeKind;
  /** The block also moved (kind changed or style and at another place). */
  moved?: boolean;
  /** Ids of the enclosing blocks, outermost first ([] at the top level). */
  parents: string[];
  /** Named slot inside its parent (e.g. "columns.0"), null at the top level. */
  slot: string | null;
  /** Position among its siblings before and after (null where absent). */
  from_index: number | null;
  to_index: number | null;
  fields: FieldChange[];
  styles: StyleChange[];
  /** The block as it was and as it is (for rendering side by side); absent where it does not exist. */
  before?: unknown;
  after?: unknown;
}

export interface ComparedState {
  /** "published", "draft" or a revision id. */
  ref: string;
  /** German label, e.g. "Veröffentlicht", "Arbeitsstand", "Version vom 27.11.2026, 10:42". */
  label: string;
  /** When that state was saved; null when unknown. */
  at: string | null;
  title: string;
  /** Who saved that state (a revision's author: name, else e-mail); absent where unknown. */
  author?: string | null;
  /** false: the page was never published and "published" is the empty state (everything added). */
  exists?: boolean;
}

export interface PageComparison {
  page_id: string;
  from: ComparedState;
  to: ComparedState;
  /** Changes of the page's own fields (title, slug, meta title, meta description). */
  meta: FieldChange[];
  /** Every block of both states in reading order of `to` (removed ones where they were). */
  blocks: BlockChange[];
  summary: { added: number; removed: number; moved: number; changed: number; style: number };
}
