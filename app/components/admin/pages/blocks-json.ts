import type { Block } from "~/blocks/types";
import { de } from "~/i18n/de";
import { findBlockProblems } from "~/lib/page-schema";

const j = de.pagesAdmin.json;

export type JsonCheck = { ok: true; blocks: Block[] } | { ok: false; message: string; line?: number };

/** "position 42" (or "line 3 column 5") from the engine's message → line and column of the text. */
function locate(text: string, message: string): { line: number; column: number } | null {
  const lineColumn = /line (\d+) column (\d+)/i.exec(message);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/i.exec(message);
  if (!position) return null;
  const before = text.slice(0, Number(position[1])).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** Parses the editor text and checks the stored block shape with the shared schema's rules. */
export function checkBlocksJson(text: string): JsonCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    const where = locate(text, raw);
    // The engine's own wording is English; keep it as the detail after the German lead-in.
    const detail = raw.replace(/\s*\(line \d+ column \d+\)/i, "").replace(/ in JSON at position \d+/i, "");
    return where ? { ok: false, message: j.parseError(where.line, where.column, detail), line: where.line } : { ok: false, message: j.parseErrorNoPos(detail) };
  }
  const problems = findBlockProblems(value);
  if (problems.length > 0) return { ok: false, message: problems.map((p) => p.message).join(" · ") };
  return { ok: true, blocks: value as Block[] };
}

export function formatBlocks(blocks: unknown): string {
  return JSON.stringify(blocks ?? [], null, 2);
}
