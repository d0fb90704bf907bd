import { handleApi, json, methodNotAllowed } from "~/server/api/respond.server";
import { requireOperation } from "~/server/auth/guard.server";
import { backupDeps } from "~/server/backup/overview.server";
import { startVerify } from "~/server/backup/restore-online.server";
import { assertBackupName } from "~/server/backup/store.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/backup-verify";

/**
 * POST /api/backups/:name/verify: 'Probe-Wiederherstellung' into a scratch database, compared
 * table by table with the archive and thrown away. Administrator only; 202 {job}; the job's
 * result lists every table with its row counts and ok (VerifyReport).
 */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const { user } = await requireOperation(request, "POST /api/backups/{name}/verify");
    assertBackupName(params.name);
    const { job } = await startVerify({ ...backupDeps(), env: runtime().env }, params.name, user.id);
    return json({ job }, 202);
  });
}
