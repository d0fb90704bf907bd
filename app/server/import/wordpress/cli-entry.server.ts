import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The entry of `npm run cms -- import-wordpress`, light on purpose: the import writes through the
 * page services, which find the block modules with import.meta.glob, a Vite feature. Under Vite
 * (the server, vitest) the command's module is imported as usual; under plain tsx (npm run cms) it
 * is loaded through Vite's SSR module loader, which resolves the glob and the "~/" paths.
 */

export { IMPORT_USAGE } from "./cli-usage";

type ImportCommand = (args: string[], source: NodeJS.ProcessEnv) => Promise<{ code: number; message: string }>;

export async function runImportCli(args: string[], source: NodeJS.ProcessEnv): Promise<{ code: number; message: string }> {
  if ((import.meta as { env?: unknown }).env !== undefined) {
    const { runImportCommand } = await import("./cli.server");
    return runImportCommand(args, source);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: false,
    root,
    logLevel: "error",
    appType: "custom",
    resolve: { tsconfigPaths: true },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await vite.ssrLoadModule("/app/server/import/wordpress/cli.server.ts")) as { runImportCommand: ImportCommand };
    return await module.runImportCommand(args, source);
  } finally {
    await vite.close();
  }
}
