import fsp from "node:fs/promises";
import path from "node:path";
import { maintainAnalytics } from "./analytics/aggregate.server";
import { sweepBackupPartials } from "./backup/store.server";
import type { Db } from "./db/client.server";
import { deleteExpiredLogEntries } from "./audit/query.server";
import { deleteExpiredSubmissions } from "./contact/inbox.server";
import { pruneRateLimits } from "./http/rate-limit.server";
import { sweepImportUploads } from "./import/uploads.server";
import { logger } from "./logger.server";
import { purgeStalePresence } from "./presence/presence.server";
import { loadSettings } from "./settings/migration.server";
import type { Storage } from "./storage/storage.server";

/**
 * Housekeeping every instance runs (each step is idempotent, so several instances on one
 * database do no harm): contact submissions past their retention (GDPR), ended rate-limit windows,
 * the visitor statistics' daily aggregation and retention, log entries past their retention, unfinished uploads a killed process left,
 * WordPress exports uploaded for an import and not used for a day (with `dataDir`), presence rows of
 * tabs gone without a goodbye.
 */

export const MAINTENANCE_INTERVAL_MS = 60 * 60_000;
/**
 * A write in progress touches its partial file with every chunk, and no request lives longer than
 * Node's requestTimeout (5 minutes): a partial file quiet for 15 minutes belongs to nobody.
 */
export const PARTIAL_MAX_AGE_MS = 15 * 60_000;

/** Removes abandoned partial files (at start with age 0: no write of this site runs yet). */
export async function sweepPartials(storage: Storage | undefined, olderThanMs: number): Promise<{ files: number; bytes: number }> {
  const swept = (await storage?.sweepPartials?.(olderThanMs)) ?? { files: 0, bytes: 0 };
  if (swept.files) logger().info({ files: swept.files, bytes: swept.bytes, module: "media" }, "Reste abgebrochener Uploads entfernt");
  return swept;
}

/**
 * The one start-up cleanup of partial files (before any write of this site runs): unfinished
 * media uploads, the temp files of backups a killed process left (also a killed CLI backup's, once
 * quiet), and WordPress exports whose upload was cut off (`imports/*.xml.partial`; finished
 * uploads stay for their import).
 */
export async function sweepStartupPartials(storage: Storage | undefined, dataDir: string | undefined): Promise<void> {
  await sweepPartials(storage, 0);
  if (!dataDir) return;
  const backups = await sweepBackupPartials(dataDir, 0);
  if (backups) logger().info({ files: backups, module: "backup" }, "Reste abgebrochener Sicherungen entfernt");
  const imports = path.join(path.resolve(dataDir), "imports");
  const names = await fsp.readdir(imports).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith(".xml.partial"))) {
    await fsp.rm(path.join(imports, name), { force: true });
    removed++;
  }
  if (removed) logger().info({ files: removed, module: "import" }, "Reste abgebrochener Import-Uploads entfernt");
}

export async function runMaintenance(
  db: Db,
  now = new Date(),
  storage?: Storage,
  dataDir?: string,
): Promise<{ expiredSubmissions: number; analytics: Awaited<ReturnType<typeof maintainAnalytics>>; partials: { files: number; bytes: number }; importUploads: number; expiredLogEntries: number; stalePresence: number }> {
  const { settings } = await loadSettings(db);
  const expiredSubmissions = await deleteExpiredSubmissions(db, settings.inbox.retention_months, now);
  if (expiredSubmissions) logger().info({ expiredSubmissions, months: settings.inbox.retention_months }, "Abgelaufene Kontaktanfragen gelöscht");
  const expiredLogEntries = await deleteExpiredLogEntries(db, settings.team.log_retention_days, now);
  if (expiredLogEntries) logger().info({ expiredLogEntries, days: settings.team.log_retention_days }, "Abgelaufene Protokolleinträge gelöscht");
  await pruneRateLimits(db, now.getTime());
  // Tabs closed without a goodbye (crash, lost network): ignored on read already, deleted here.
  const stalePresence = await purgeStalePresence(db, now);
  const analytics = await maintainAnalytics(db, settings.analytics.retention_months, now.getTime());
  if (analytics.aggregated.length) logger().info({ days: analytics.aggregated, events: analytics.events, daily: analytics.daily }, "Besucherstatistik zusammengefasst");
  const partials = await sweepPartials(storage, PARTIAL_MAX_AGE_MS);
  const importUploads = dataDir ? await sweepImportUploads(dataDir, undefined, now.getTime()) : 0;
  return { expiredSubmissions, analytics, partials, importUploads, expiredLogEntries, stalePresence };
}

export interface Maintenance {
  stop(): Promise<void>;
}

/** Runs soon after start, then hourly; never keeps the process alive. */
export function startMaintenance(db: Db, options: { storage?: Storage; dataDir?: string } = {}): Maintenance {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runMaintenance(db, new Date(), options.storage, options.dataDir)
      .catch((error) => logger().error({ err: error }, "Wartung (Aufbewahrungsfristen, Zähler) fehlgeschlagen"))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(tick, MAINTENANCE_INTERVAL_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
