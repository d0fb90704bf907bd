import { deRestore } from "~/i18n/restore";
import { restoreRequestSchema } from "~/lib/backup-schema";
import { handleApi, json, methodNotAllowed, readJson } from "~/server/api/respond.server";
import { parseOrThrow, ValidationError } from "~/server/api/validation.server";
import { forbidden, requireOperation } from "~/server/auth/guard.server";
import { verifyReauthentication } from "~/server/auth/reauth.server";
import { backupDeps } from "~/server/backup/overview.server";
import { startOnlineRestore } from "~/server/backup/restore-online.server";
import { assertBackupName } from "~/server/backup/store.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/backup-restore";

/**
 * POST /api/backups/:name/restore: 'Wiederherstellen' (decision 029). Administrator only, with the
 * password (or the authenticator code) asked again: wrong → 403 and nothing changes. 202 {job};
 * the job's result is the report (RestoreReport).
 */
export async function action({ request, params }: Route.ActionArgs) {
  return handleApi(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const { user } = await requireOperation(request, "POST /api/backups/{name}/restore");
    assertBackupName(params.name);
    const body = parseOrThrow(restoreRequestSchema, await readJson(request));
    if (!body.password && !body.code?.trim()) throw new ValidationError({ password: deRestore.reauthMissing }, deRestore.reauthMissing);
    const { auth, database, env } = runtime();
    if (!(await verifyReauthentication(auth, database.db, user.id, body))) throw forbidden(deRestore.reauthWrong);
    const session = await auth.api.getSession({ headers: request.headers });
    const { job } = await startOnlineRestore(
      { ...backupDeps(), env },
      { name: params.name, userId: user.id, actor: { userId: user.id, name: user.name, email: user.email }, sessionId: session?.session.id },
    );
    return json({ job }, 202);
  });
}
