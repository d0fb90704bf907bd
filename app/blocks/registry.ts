import { styleFieldDescriptions } from "./style-fields";
import type { BlockCategory, BlockModule, BlockSlots, FieldDescription } from "./types";

/**
 * Finds every block module: app/blocks/<type>/block.tsx exporting `block`. Adding a block type
 * touches only its own folder.
 */
const modules = import.meta.glob<{ block: BlockModule }>("./*/block.tsx", { eager: true });

const byType = new Map<string, BlockModule>();
for (const [file, mod] of Object.entries(modules)) {
  const block = mod.block;
  if (!block) throw new Error(`${file} exportiert kein "block"`);
  for (const name of [block.type, ...(block.aliases ?? [])]) {
    if (byType.has(name)) throw new Error(`Block-Typ "${name}" ist doppelt registriert (${file})`);
    byType.set(name, block);
  }
}

export function getBlockModule(type: string): BlockModule | undefined {
  return byType.get(type);
}

/** Each module once, in a stable order. */
export function allBlockModules(): BlockModule[] {
  return [...new Set(byType.values())].sort((a, b) => a.type.localeCompare(b.type));
}

/** One block type as GET /api/blocks describes it to the editor (JSON only: no schema, no renderer). */
export interface BlockDescription {
  type: string;
  aliases: string[];
  label: string;
  category: BlockCategory;
  /** The default content: `schema.parse({})`. */
  defaults: unknown;
  fields: Record<string, FieldDescription>;
  /** The style fields the block offers, with their shared descriptions (style-fields.ts). */
  styleFields: Record<string, FieldDescription>;
  /** The block's slots (see BlockSlots); null: no nested blocks. */
  slots: BlockSlots | null;
}

/** Every registered block type for the editor: element library, generated property forms, defaults. */
export function describeBlocks(): BlockDescription[] {
  return allBlockModules().map((m) => ({
    type: m.type,
    aliases: m.aliases ?? [],
    label: m.label,
    category: m.category,
    defaults: m.schema.parse({}),
    fields: m.fields,
    styleFields: styleFieldDescriptions(m.styleFields),
    slots: m.slots ?? null,
  }));
}
