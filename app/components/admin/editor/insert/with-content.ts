import { z } from "zod";
import type { BlockModule } from "~/blocks/types";

/**
 * The module with `content` as its default content. The element library hands the builder a
 * module to insert (`onInsert(module)` → createBlock → `schema.parse({})`); an insert dialog's
 * result travels the same path this way: the builder's insert, selection and history stay the
 * one code path, and the content still goes through the module's own schema (defaults, clamps).
 */
export function withContent(module: BlockModule, content: Record<string, unknown>): BlockModule {
  return { ...module, schema: z.preprocess(() => structuredClone(content), module.schema) };
}
