import type { Db } from "~/server/db/client.server";
import { getBlockModule } from "./registry";
import { flattenBlocks } from "./tree";
import type { Block } from "./types";

/**
 * Block data loaders: a block type that needs data at render time exports `loader` from
 * app/blocks/<type>/data.server.ts. Server only; the page renderer calls the loaders of the block
 * types on the page (each once, with all of that type's blocks) and hands the results to the
 * blocks through BlockData.loaded (app/blocks/data.tsx).
 */
/**
 * What a visitor's page render knows beyond the database, for the loaders that need it. Nothing
 * here names a block type: "a block that takes posts" is any block whose loader reads these.
 */
export interface BlockRenderRequest {
  /** Id of the page being rendered (absent for feeds and previews). */
  pageId?: string;
  /**
   * Signs the time of this render for the block `blockId` (bound to it, expires after two hours):
   * a post sent sooner after it is a bot's (app/server/contact/form-token.server.ts).
   */
  formToken?: (blockId: string) => string;
  /** The server's answer to a post without JavaScript, for the block `blockId` that was sent. */
  answer?: BlockAnswer;
}

/** A post's answer, addressed to one block; the block's loader knows the rest of its shape. */
export interface BlockAnswer {
  blockId: string;
}

export interface BlockDataRequest extends BlockRenderRequest {
  db: Db;
  /** The page's blocks of this type, wherever they sit in the tree. */
  blocks: Block[];
}

/** Returns plain JSON (it may travel to the browser as island props). */
export type BlockDataLoader<T = unknown> = (request: BlockDataRequest) => Promise<T>;

const modules = import.meta.glob<{ loader: BlockDataLoader }>("./*/data.server.ts", { eager: true });

const loaders = new Map<string, BlockDataLoader>();
for (const [file, mod] of Object.entries(modules)) {
  const folder = file.split("/")[1];
  const block = getBlockModule(folder);
  if (!block || typeof mod.loader !== "function") throw new Error(`${file}: kein Block-Typ "${folder}" oder kein "loader"`);
  loaders.set(block.type, mod.loader);
}

/** The block types that have a loader. */
export function typesWithData(): string[] {
  return [...loaders.keys()].sort();
}

/** Runs the loaders of the block types in the tree, in parallel; their results by block type. */
export async function loadBlockData(db: Db, blocks: Block[], request: BlockRenderRequest = {}): Promise<Record<string, unknown>> {
  const byType = new Map<string, Block[]>();
  for (const block of flattenBlocks(blocks)) {
    const type = getBlockModule(block.type)?.type;
    if (!type || !loaders.has(type)) continue;
    byType.set(type, [...(byType.get(type) ?? []), block]);
  }
  const entries = await Promise.all([...byType].map(async ([type, list]) => [type, await loaders.get(type)!({ ...request, db, blocks: list })] as const));
  return Object.fromEntries(entries);
}
