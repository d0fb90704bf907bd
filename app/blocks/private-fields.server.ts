import { getBlockModule } from "./registry";
import { mapBlocks } from "./tree";
import type { Block, BlockModule } from "./types";

/**
 * Content keys for admins only (a contact form's recipient address): a block declares them with
 * `field.private(…)` in its field descriptions (types.ts PrivateField), so a future block gets this
 * protection by saying so. The server itself still reads them from the stored page (the contact
 * form's recipient: app/server/contact/contact.server.ts); like settings.default_contact_email
 * (app/routes/api/settings.ts) they never leave it for a visitor.
 */
const cache = new WeakMap<BlockModule, readonly string[]>();

export function privateFieldsOf(module: BlockModule): readonly string[] {
  let keys = cache.get(module);
  if (!keys) {
    keys = Object.entries(module.fields as Record<string, { private?: boolean }>)
      .filter(([, description]) => description.private === true)
      .map(([key]) => key);
    cache.set(module, keys);
  }
  return keys;
}

/** The blocks as a visitor may receive them: every private content key dropped, in every slot. New objects. */
export function withoutPrivateFields(blocks: Block[]): Block[] {
  return mapBlocks(blocks, (block) => {
    const module = getBlockModule(block.type);
    const keys = module ? privateFieldsOf(module) : [];
    if (!keys.some((key) => key in (block.content ?? {}))) return block;
    const content = { ...block.content };
    for (const key of keys) delete content[key];
    return { ...block, content };
  });
}
