import type http from "node:http";
import { deRestore } from "~/i18n/restore";
import type { Db } from "../db/client.server";
import { recordChange, withChanges, type ChangeEvent, type ChangeFeed } from "../events/changes.server";
import type { Job } from "../jobs/jobs.server";
import { logger } from "../logger.server";

/**
 * Maintenance while a restore from the admin runs (decision 029): every request of the site is
 * answered with 503 and Retry-After, on this instance from the moment the restore begins to change
 * anything and on every other instance from the change event `maintenance/restore-started` until
 * `maintenance/restore-ended` (public, scope site: every page cache and memo goes, the content is
 * new). The instance running the restore answers the poll of its job from memory: the database is
 * busy with the restore (SQLite: its one connection is inside the transaction).
 */

export const MAINTENANCE_RETRY_AFTER_S = 30;
/** Another instance's restore that never said it ended (its process died) stops counting after this. */
export const REMOTE_MAINTENANCE_MAX_MS = 15 * 60_000;

interface LocalRestore {
  jobId: string;
  /** The job as it stands (progress from memory). */
  job(): Job;
}

let local: LocalRestore | null = null;
let remoteUntil = 0;
/** Ids of this instance's own 'started' events: one read late (by the poll) must not start a maintenance here. */
const own = new Set<number>();

export function maintenanceActive(now = Date.now()): boolean {
  return local !== null || remoteUntil > now;
}

/** Follows the other instances' restores (and this one's own events, which change nothing here). */
export function followMaintenanceEvents(feed: ChangeFeed): () => void {
  return feed.subscribe((event: ChangeEvent) => {
    if (event.topic !== "maintenance" || own.delete(event.id)) return;
    // While `local` is set the started event is this instance's own (one restore at a time).
    if (event.action === "restore-started" && !local) remoteUntil = Math.max(remoteUntil, Date.parse(event.at) + REMOTE_MAINTENANCE_MAX_MS);
    else if (event.action === "restore-ended") remoteUntil = 0;
  });
}

/** This instance starts changing the site: 503 here at once, the others at their next event. */
export async function beginMaintenance(db: Db, restore: LocalRestore): Promise<void> {
  local = restore;
  try {
    own.add((await withChanges(db, (trx) => recordChange(trx, { topic: "maintenance", action: "restore-started", public: false }))).id);
  } catch (error) {
    logger().error({ err: error }, "Wartungsmodus nicht an die anderen Instanzen gemeldet");
  }
}

/** The restore is over (done or failed): every instance serves again and drops its caches. */
export async function endMaintenance(db: Db): Promise<void> {
  try {
    await withChanges(db, (trx) => recordChange(trx, { topic: "maintenance", action: "restore-ended", public: true, scope: "site" }));
  } catch (error) {
    logger().error({ err: error }, "Ende des Wartungsmodus nicht an die anderen Instanzen gemeldet");
  } finally {
    local = null;
    remoteUntil = 0;
  }
}

/**
 * Node's request listener step before anything else (page cache, statistics, Express): answers
 * and returns true while in maintenance. /healthz still answers (the process is alive), and the
 * restoring person's poll of the restore job gets its progress from memory.
 */
export function maintenanceGate(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (!maintenanceActive()) return false;
  const url = req.url ?? "/";
  const pathname = url.split("?")[0];
  if (pathname === "/healthz") return false;
  const jobPoll = /^\/api\/jobs\/([^/]+)$/.exec(pathname);
  if (local && jobPoll && req.method === "GET" && decodeURIComponent(jobPoll[1]) === local.jobId) {
    // The job id is the restoring person's own (a random UUID, never listed): it is the key.
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
    res.end(JSON.stringify(local.job()));
    return true;
  }
  const headers = { "Retry-After": String(MAINTENANCE_RETRY_AFTER_S), "Cache-Control": "no-store" };
  if (pathname.startsWith("/api/") || pathname.endsWith(".data") || !(req.headers.accept ?? "").includes("text/html")) {
    res.writeHead(503, { ...headers, "Content-Type": "application/json; charset=utf-8" });
    res.end(JSON.stringify({ error: deRestore.maintenance, maintenance: true }));
    return true;
  }
  res.writeHead(503, { ...headers, "Content-Type": "text/html; charset=utf-8" });
  res.end(maintenancePage());
  return true;
}

function maintenancePage(): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="${MAINTENANCE_RETRY_AFTER_S}"><title>${deRestore.maintenanceTitle}</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1.5rem;color:#1f2937;line-height:1.5}h1{font-size:1.5rem}</style></head><body><main><h1>${deRestore.maintenanceTitle}</h1><p>${deRestore.maintenanceText}</p></main></body></html>`;
}

/** Tests: forget any state (a test that failed mid-restore must not leave the next one in maintenance). */
export function resetMaintenanceForTests(): void {
  local = null;
  remoteUntil = 0;
}
