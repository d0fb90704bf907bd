// `npm run cms -- <command>`: the command line tool (see app/server/admin-cli.server.ts).
import { runCli } from "../app/server/admin-cli.server";

try {
  const result = await runCli(process.argv.slice(2));
  (result.code === 0 ? console.log : console.error)(result.message);
  process.exit(result.code);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
