/**
 * The entry of `npm run cms -- import-wordpress`, light on purpose: the command's module (the
 * import, the page services, the block registry) is loaded only when the command runs, so the
 * tool's help and its other commands do not pay for it. Under plain tsx the block registry's
 * import.meta.glob comes from scripts/glob-hooks.mjs (scripts/cms.mjs bundles the tool with it; under tsx the hooks do it), not from Vite.
 */

export { IMPORT_USAGE } from "./cli-usage";

export async function runImportCli(args: string[], source: NodeJS.ProcessEnv): Promise<{ code: number; message: string }> {
  const { runImportCommand } = await import("./cli.server");
  return runImportCommand(args, source);
}
