import { requireOperation } from "~/server/auth/guard.server";
import { handleApi, json, methodNotAllowed } from "~/server/api/respond.server";
import { backupDeps, backupOverview } from "~/server/backup/overview.server";
import { startBackup } from "~/server/backup/run.server";
import type { Route } from "./+types/backups";

/** GET: the stored backups, the last outcome and the schedule; POST: 'Jetzt sichern' (202 {job}, 409 while one runs). Admin only. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/backups");
    return json(await backupOverview());
  });
}

export async function action({ request }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const { user } = await requireOperation(request, "POST /api/backups");
    const { job } = await startBackup(backupDeps(), user.id, "manual");
    return json({ job }, 202);
  });
}
