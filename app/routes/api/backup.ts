import { requireOperation } from "~/server/auth/guard.server";
import { Readable } from "node:stream";
import { deBackups } from "~/i18n/backups-admin";
import { handleApi, notFound } from "~/server/api/respond.server";
import { recordAction } from "~/server/audit/log.server";
import { backupDeps } from "~/server/backup/overview.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/backup";

/** GET /api/backups/:name: the archive as a download, streamed; 400 for a name that is no archive name, 404 for an unknown one. Admin only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    const { user } = await requireOperation(request, "GET /api/backups/{name}");
    const opened = await backupDeps().store.openBackup(params.name);
    if (!opened) return notFound(deBackups.notFound);
    const { entry, body } = opened;
    const head = request.method === "HEAD";
    // The archive holds every password hash and all content: who took a copy is in the log.
    if (!head) {
      const actor = { userId: user.id, name: user.name, email: user.email };
      await recordAction(db(), { action: "backup.downloaded", objectType: "backup", objectId: entry.name, objectTitle: entry.name, detail: { bytes: entry.bytes }, actor }).catch((error: unknown) => {
        body.destroy();
        throw error;
      });
    }
    if (head) body.destroy();
    else request.signal.addEventListener("abort", () => body.destroy(), { once: true });
    return new Response(head ? null : (Readable.toWeb(body) as ReadableStream), {
      headers: {
        "Content-Type": "application/gzip",
        "Content-Length": String(entry.bytes),
        // The name is checked against the archive pattern: plain ASCII, nothing to escape.
        "Content-Disposition": `attachment; filename="${entry.name}"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}
