import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { fakeRenderSlot } from "./container/fake-slots";
import { BlockDataContext, type BlockData } from "./data";
import { columnSlot } from "./tree";
import type { Block, BlockModule } from "./types";

/** For the blocks' tests: the static HTML of one element, inside a memory router (for <Link>). */
export function inRouter(element: ReactElement): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

export interface RenderOptions {
  /** The block's id (form field ids and anchors are built from it). */
  id?: string;
  style?: Block["style"];
  /** The block's stored slots (see columnSlots for the column layouts). */
  slots?: Block["slots"];
  /** What the block's loaders would have loaded, the edit mode … (BlockDataContext). */
  data?: BlockData;
  /** Inside a memory router: blocks with links need one. Default true. */
  router?: boolean;
  /** Content parsed otherwise than with the module's schema (e.g. after the sanitiser). */
  parsed?: unknown;
}

/**
 * For the blocks' tests: the static HTML a block module renders for `content` (parsed with its
 * schema), its slots drawn by fakeRenderSlot. One helper for every block test instead of a
 * render() written again in each.
 */
export function renderBlock(module: BlockModule<any>, content: Record<string, unknown>, options: RenderOptions = {}): string {
  const block: Block = { id: options.id ?? "b", type: module.type, content };
  if (options.style) block.style = options.style;
  if (options.slots) block.slots = options.slots;
  const Render = module.Render;
  const element = (
    <BlockDataContext.Provider value={options.data ?? {}}>
      <Render block={block} content={"parsed" in options ? options.parsed : module.schema.parse(content)} renderSlot={fakeRenderSlot(block)} />
    </BlockDataContext.Provider>
  );
  return options.router === false ? renderToStaticMarkup(element) : inRouter(element);
}

/** For the column layouts' tests: stored slots "columns[0]", "columns[1]" … from one list per column. */
export function columnSlots(...columns: Block[][]): Block["slots"] {
  return Object.fromEntries(columns.map((blocks, i) => [columnSlot(i), blocks]));
}
