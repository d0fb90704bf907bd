import { getBlockModule } from "~/blocks/registry";
import { sanitizeRichText } from "~/blocks/sanitize.server";
import { newBlockId } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import type { ConvertContext } from "./types";

/** State of one conversion: the caller's context and the notes collected so far (each once). */
export interface Run {
  ctx: ConvertContext;
  note(text: string): void;
  /**
   * A note that counts: the first call adds `text`, each further one with the same text turns it
   * into "text (N×)" in place, so a kind of thing met many times in one item is one line.
   */
  count(text: string): void;
  /** Reusable blocks being expanded (guards against a block that includes itself). */
  expanding: Set<number>;
}

export function newRun(ctx: ConvertContext): { run: Run; notes: string[] } {
  const seen = new Set<string>();
  const notes: string[] = [];
  const counted = new Map<string, { index: number; n: number }>();
  const run: Run = {
    ctx,
    expanding: new Set(),
    note(text) {
      if (seen.has(text)) return;
      seen.add(text);
      notes.push(text);
    },
    count(text) {
      const entry = counted.get(text);
      if (!entry) {
        counted.set(text, { index: notes.length, n: 1 });
        notes.push(text);
        return;
      }
      entry.n += 1;
      notes[entry.index] = `${text} (${entry.n}×)`;
    },
  };
  return { run, notes };
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The address of a picture, video or sound through ctx.mapUrl; "" for anything that is not http(s)
 * or on the site (data: pictures pasted into the editor, javascript:), named in the notes.
 */
export function mediaUrl(run: Run, url: string): string {
  const mapped = run.ctx.mapUrl(url.trim());
  const scheme = SCHEME.exec(mapped)?.[1]?.toLowerCase();
  if (scheme === undefined || scheme === "http" || scheme === "https") return mapped;
  run.note(scheme === "data" ? "Eingebettete Bilddaten (data:-Adresse) nicht übernommen" : `Medienadresse mit „${scheme}:“ nicht übernommen`);
  return "";
}

/** A link address through ctx.mapUrl; "" for a script address (javascript:, vbscript:, data:). */
export function linkUrl(run: Run, url: string): string {
  const mapped = run.ctx.mapUrl(url.trim());
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  const squeezed = [...mapped].filter((c) => c.charCodeAt(0) > 32).join("");
  return /^(javascript|vbscript|data):/i.test(squeezed) ? "" : mapped;
}

/**
 * A stored block of `type` whose content is its module's schema parse of `content`: every field
 * present (the module's defaults for what WordPress does not say), clamped as the editor would.
 * Slots without blocks are left out (decision 015: only slots that hold blocks are stored).
 */
export function makeBlock(type: string, content: Record<string, unknown>, slots?: Record<string, Block[]>): Block {
  const module = getBlockModule(type);
  if (!module) throw new Error(`Block-Typ ${type} ist nicht registriert`);
  const block: Block = { id: newBlockId(), type, content: module.schema.parse(content) as Record<string, unknown> };
  const filled = Object.entries(slots ?? {}).filter(([, blocks]) => blocks.length > 0);
  if (filled.length > 0) block.slots = Object.fromEntries(filled);
  return block;
}

/** Sanitised HTML kept as it is (the fallback for anything without a native block). */
export function htmlBlock(html: string): Block[] {
  // Sanitised again as a whole: fragments joined by the converter end up exactly as stored.
  const clean = sanitizeRichText(html).trim();
  return clean === "" ? [] : [makeBlock("html-content", { html: clean })];
}

/** A rich-text paragraph; `html` is already sanitised inline HTML (or "<blockquote>…" etc.). */
export function paragraphBlock(html: string, extra: Record<string, unknown> = {}): Block[] {
  if (html.replace(/<br\s*\/?>|&nbsp;|\s/g, "") === "") return [];
  const wrapped = /^\s*<(p|blockquote|ul|ol|pre|h[1-6])[\s>]/i.test(html) ? html.trim() : `<p>${html.trim()}</p>`;
  // Line breaks at the very start or end of a paragraph show as empty lines; WordPress drops them too.
  const text = wrapped.replace(/^(<p[^>]*>)(?:\s*<br\s*\/?>)+\s*/i, "$1").replace(/\s*(?:<br\s*\/?>\s*)+(<\/p>)$/i, "$1");
  return [makeBlock("paragraph", { text: sanitizeRichText(text), ...extra })];
}
