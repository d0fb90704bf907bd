import type { z } from "zod";
import { readBlocks } from "~/blocks/content";
import { getBlockModule } from "~/blocks/registry";
import { sanitizeBlocks } from "~/blocks/sanitize.server";
import { mapBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { de } from "~/i18n/de";
import { ValidationError } from "../api/validation.server";

const EXPECTED: Record<string, string> = { string: "Text", number: "Zahl", boolean: "ja/nein", array: "Liste", object: "Objekt" };

function germanIssue(issue: z.core.$ZodIssue): string {
  // Block schemas word their own checks in German (refine/superRefine).
  if (issue.code === "custom" && issue.message) return issue.message;
  if (issue.code === "invalid_type") return `ungültiger Wert (erwartet: ${EXPECTED[issue.expected] ?? issue.expected})`;
  return de.pages.field.invalidValue;
}

/**
 * Stored or submitted content → canonical blocks: legacy shapes read, each known block type's
 * content parsed by its module schema (clamped, defaults filled), unknown types kept as they are,
 * HTML fields sanitised. `strict` reports content a schema refuses; otherwise such a block is kept
 * unchanged (old stored content must stay restorable).
 */
export function normaliseContent(content: unknown, options: { strict: boolean }): Block[] {
  const problems: Record<string, string> = {};
  // Every block in every slot of the tree (app/blocks/tree.ts) is parsed by its module's schema.
  const blocks = mapBlocks(readBlocks(content), (block) => {
    const module = getBlockModule(block.type);
    if (!module) return block;
    const result = module.schema.safeParse(block.content);
    if (result.success) return { ...block, content: { ...(result.data as Record<string, unknown>) } };
    if (options.strict && !problems.content) {
      const issue = result.error.issues[0];
      problems.content = de.pages.field.blockField(block.id, issue.path.join(".") || "content", germanIssue(issue));
    }
    return block;
  });
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return sanitizeBlocks(blocks);
}
