import { getBlockModule } from "./registry";
import type { Block, BlockHooks, BlockModule } from "./types";

/** Content as the module's schema reads it; content of the wrong shape reads as the defaults. */
export function parsedContent(module: BlockModule, content: unknown): unknown {
  const parsed = module.schema.safeParse(content ?? {});
  return parsed.success ? parsed.data : module.schema.parse({});
}

type ContentHook = Exclude<keyof BlockHooks<unknown>, "seo">;

/** Runs the block's hook `name` on its parsed content; undefined when its module has none. */
export function callHook<K extends ContentHook>(block: Block, name: K): ReturnType<NonNullable<BlockHooks<unknown>[K]>> | undefined {
  const module = getBlockModule(block.type);
  const hook = module?.hooks?.[name] as ((content: unknown) => ReturnType<NonNullable<BlockHooks<unknown>[K]>>) | undefined;
  return module && hook ? hook(parsedContent(module, block.content)) : undefined;
}

/** Whether the block's module declares hook `name`. */
export function hasHook(block: Block, name: keyof BlockHooks<unknown>): boolean {
  return !!getBlockModule(block.type)?.hooks?.[name];
}
