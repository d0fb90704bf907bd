import { maintainAnalytics } from "./analytics/aggregate.server";
import type { Db } from "./db/client.server";
import { deleteExpiredSubmissions } from "./contact/inbox.server";
import { pruneRateLimits } from "./http/rate-limit.server";
import { logger } from "./logger.server";
import { loadSettings } from "./settings/migration.server";

/**
 * Housekeeping every instance runs (each step is idempotent, so several instances on one
 * database do no harm): contact submissions past their retention (GDPR), ended rate-limit windows,
 * the visitor statistics' daily aggregation and retention.
 */

export const MAINTENANCE_INTERVAL_MS = 60 * 60_000;

export async function runMaintenance(db: Db, now = new Date()): Promise<{ expiredSubmissions: number; analytics: Awaited<ReturnType<typeof maintainAnalytics>> }> {
  const { settings } = await loadSettings(db);
  const expiredSubmissions = await deleteExpiredSubmissions(db, settings.inbox.retentionMonths, now);
  if (expiredSubmissions) logger().info({ expiredSubmissions, months: settings.inbox.retentionMonths }, "Abgelaufene Kontaktanfragen gelöscht");
  await pruneRateLimits(db, now.getTime());
  const analytics = await maintainAnalytics(db, settings.analytics.retentionMonths, now.getTime());
  if (analytics.aggregated.length) logger().info({ days: analytics.aggregated, events: analytics.events, daily: analytics.daily }, "Besucherstatistik zusammengefasst");
  return { expiredSubmissions, analytics };
}

export interface Maintenance {
  stop(): Promise<void>;
}

/** Runs soon after start, then hourly; never keeps the process alive. */
export function startMaintenance(db: Db): Maintenance {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runMaintenance(db)
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
