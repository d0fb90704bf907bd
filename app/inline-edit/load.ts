/**
 * A step between the visitor's runtime and the editor: the bundler writes the list of chunks a
 * dynamic import preloads into the importing file, and the editor's list (block registry, TipTap,
 * Radix …) is long. Here it costs the admin one small request instead of every visitor its bytes.
 */
export const loadInlineEditor = () => import("./main");
