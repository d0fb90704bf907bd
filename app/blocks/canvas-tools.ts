import { type BlockCanvasTools } from "./canvas-tool";

/**
 * The canvas tools of every block folder (app/blocks/<type>/canvas.tsx exporting `canvasTools`,
 * declared with defineCanvasTools from ./canvas-tool). Kept apart from the declarations so a
 * canvas.tsx never imports the registry that imports it.
 */
export type { BlockCanvasTools, CanvasToolsProps } from "./canvas-tool";

const modules = import.meta.glob<{ canvasTools: BlockCanvasTools }>("./*/canvas.tsx", { eager: true });

const byType = new Map<string, BlockCanvasTools>();
for (const [file, mod] of Object.entries(modules)) {
  if (!mod.canvasTools) throw new Error(`${file} exportiert kein canvasTools`);
  byType.set(mod.canvasTools.type, mod.canvasTools);
}

export function getCanvasTools(type: string): BlockCanvasTools | undefined {
  return byType.get(type);
}
