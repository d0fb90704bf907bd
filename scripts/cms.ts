// `npm run cms -- <command>`: the command line tool (see app/server/admin-cli.server.ts).
// Plain tsx, no Vite: the block registry's import.meta.glob comes from these hooks (decision 031).
import { register } from "node:module";

register("./glob-hooks.mjs", import.meta.url);
const { runCli } = await import("../app/server/admin-cli.server");

try {
  const result = await runCli(process.argv.slice(2));
  (result.code === 0 ? console.log : console.error)(result.message);
  process.exit(result.code);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
