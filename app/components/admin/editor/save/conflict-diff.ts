import { getBlockModule } from "~/blocks/registry";
import { flattenBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { deepEqual } from "~/editor/equal";

export interface DiffEntry {
  id: string;
  /** German block label ('Überschrift'), the type when unknown. */
  label: string;
  /** The block's first text, tags stripped, shortened; null when it has none. */
  text: string | null;
  /** The block exists only on this side. */
  only: boolean;
}

export interface ConflictDiff {
  localCount: number;
  serverCount: number;
  /** Blocks whose own content, style or type differ, as they are locally… */
  local: DiffEntry[];
  /** …and as they are on the server. */
  server: DiffEntry[];
}

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

/** A block without its children: a changed child must not list every ancestor too. */
const own = (b: Block) => ({ type: b.type, content: b.content, style: b.style });

function entries(mine: Block[], theirs: Map<string, Block>): DiffEntry[] {
  return mine
    .filter((b) => {
      const other = theirs.get(b.id);
      return !other || !deepEqual(own(b), own(other));
    })
    .map((b) => ({ id: b.id, label: getBlockModule(b.type)?.label ?? b.type, text: firstText(b.content), only: !theirs.has(b.id) }));
}

/** What the conflict dialog shows: per side the block count and the blocks that differ from the other side. */
export function diffForConflict(local: Block[], server: Block[]): ConflictDiff {
  const localFlat = flattenBlocks(local);
  const serverFlat = flattenBlocks(server);
  const byId = (list: Block[]) => new Map(list.map((b) => [b.id, b]));
  return {
    localCount: localFlat.length,
    serverCount: serverFlat.length,
    local: entries(localFlat, byId(serverFlat)),
    server: entries(serverFlat, byId(localFlat)),
  };
}
