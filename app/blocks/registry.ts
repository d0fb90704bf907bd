import type { BlockModule } from "./types";

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
