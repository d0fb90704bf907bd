import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import { browserOf, campaignOf, dayOf, deviceOf, pathOf, referrerDomain } from "~/lib/analytics";
import { hasSessionCookie } from "../auth/cookie";
import { isAppArea } from "../cache/page-cache.server";
import type { Db } from "../db/client.server";
import type { AnalyticsEventsTable } from "../db/schema.server";
import type { ChangeFeed } from "../events/changes.server";
import { logger } from "../logger.server";
import { loadSettings } from "../settings/migration.server";
import { saltFor } from "./salts.server";

/**
 * Counts page views without cookies or storage (issue 17). The request path only decides whether a
 * request is a candidate and keeps a few strings in memory (a microsecond); everything else (bot
 * filter, hashing, classification) happens when the batch is written, every few seconds or when
 * enough views are waiting. Each instance counts the requests it answered itself, so several
 * instances never count one view twice.
 *
 * Counted: GET requests for public documents answered 200/304 (a view) or 404 (a broken link),
 * when the statistics are switched on in the settings. Not counted: bots (isbot, or no user
 * agent), Do-Not-Track and Global Privacy Control, anyone with a session cookie (staff), prefetches,
 * sub-resources (.data, files, the API, the admin).
 */

export interface PendingView {
  at: number;
  url: string;
  status: number;
  ip: string;
  userAgent: string;
  referer: string | undefined;
  host: string | undefined;
}

type Headers = IncomingMessage["headers"];

/** Whether a request may count at all (decided before it is answered). */
export function countable(method: string | undefined, url: string, headers: Headers): boolean {
  if (method !== "GET") return false;
  if (headers.dnt === "1" || headers["sec-gpc"] === "1") return false;
  const q = url.indexOf("?");
  const pathname = q === -1 ? url : url.slice(0, q);
  // Files (favicon, sitemap.xml, feeds, React Router's .data) are not page views.
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  if (isAppArea(pathname)) return false;
  const dest = headers["sec-fetch-dest"];
  if (dest !== undefined && dest !== "document") return false;
  const purpose = headers["sec-purpose"] ?? headers.purpose ?? headers["x-moz"];
  if (typeof purpose === "string" && /prefetch|prerender/i.test(purpose)) return false;
  if (hasSessionCookie(headers.cookie)) return false;
  if (q !== -1 && /(?:^|&)(?:preview|edit)=/.test(url.slice(q + 1))) return false;
  return true;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** The client's address as Express sees it with "trust proxy: loopback" (create-app.server.ts). */
export function clientIp(req: { socket: { remoteAddress?: string }; headers: Headers }): string {
  const remote = req.socket.remoteAddress ?? "";
  const forwarded = req.headers["x-forwarded-for"];
  if (!LOOPBACK.has(remote) || typeof forwarded !== "string") return remote;
  // From the right: the first address that is not a trusted (loopback) proxy.
  const hops = forwarded.split(",").map((hop) => hop.trim());
  for (let i = hops.length - 1; i >= 0; i--) if (!LOOPBACK.has(hops[i]!)) return hops[i]!;
  return hops[0] || remote;
}

export interface RecorderOptions {
  /** Longest a view waits in memory before it is written. */
  flushMs?: number;
  /** Views written per batch; a full batch is written at once. */
  batchSize?: number;
  /** Views held at most while the database does not answer (then the oldest are dropped). */
  maxPending?: number;
  now?: () => number;
}

export interface AnalyticsRecorder {
  /** Request hook: called for every request before it is answered; cheap when it does not count. */
  observe(req: IncomingMessage, res: ServerResponse): void;
  /** Writes what is waiting; resolves to the number of rows written. */
  flush(): Promise<number>;
  /** Re-reads the switch in the settings. */
  refresh(): Promise<void>;
  readonly enabled: boolean;
  pending(): number;
  stop(): Promise<void>;
}

/** One stored view: a row of analytics_events. */
type Row = AnalyticsEventsTable;

export function createRecorder(db: Db, feed: ChangeFeed | null, options: RecorderOptions = {}): AnalyticsRecorder {
  const flushMs = options.flushMs ?? 5_000;
  const batchSize = options.batchSize ?? 500;
  const maxPending = options.maxPending ?? 50_000;
  const now = options.now ?? Date.now;
  let enabled = false;
  const pending: PendingView[] = [];
  let flushing: Promise<number> | null = null;
  let soon: NodeJS.Immediate | null = null;
  let stopped = false;

  function push(view: PendingView): void {
    pending.push(view);
    if (pending.length > maxPending) pending.splice(0, pending.length - maxPending);
    if (pending.length >= batchSize && !soon && !stopped) {
      soon = setImmediate(() => {
        soon = null;
        void flush();
      });
    }
  }

  function observe(req: IncomingMessage, res: ServerResponse): void {
    if (!enabled) return;
    const url = req.url ?? "/";
    if (!countable(req.method, url, req.headers)) return;
    const at = now();
    res.once("finish", () => {
      const status = res.statusCode;
      if (status !== 200 && status !== 304 && status !== 404) return;
      push({
        at,
        url,
        status,
        ip: clientIp(req),
        userAgent: req.headers["user-agent"] ?? "",
        referer: req.headers.referer,
        host: req.headers.host,
      });
    });
  }

  async function toRows(views: PendingView[]): Promise<Row[]> {
    const rows: Row[] = [];
    const bots = new Map<string, boolean>();
    for (const view of views) {
      if (!view.userAgent) continue;
      let bot = bots.get(view.userAgent);
      if (bot === undefined) bots.set(view.userAgent, (bot = isbot(view.userAgent)));
      if (bot) continue;
      const day = dayOf(view.at);
      const salt = await saltFor(db, day);
      const visitor = crypto.createHash("sha256").update(`${salt}\n${view.ip}\n${view.userAgent}`).digest("hex").slice(0, 16);
      const { source, campaign } = campaignOf(view.url);
      rows.push({
        at: view.at,
        day,
        path: pathOf(view.url),
        status: view.status === 404 ? 404 : 200,
        visitor,
        referrer: referrerDomain(view.referer, view.host),
        campaign: campaign ?? source,
        device: deviceOf(view.userAgent),
        browser: browserOf(view.userAgent),
      });
    }
    return rows;
  }

  async function write(): Promise<number> {
    let written = 0;
    while (pending.length > 0) {
      const batch = pending.slice(0, batchSize);
      const rows = await toRows(batch);
      // One statement per batch: it is written whole or not at all, so a retry never doubles a view.
      if (rows.length) await db.insertInto("analytics_events").values(rows).execute();
      pending.splice(0, batch.length);
      written += rows.length;
    }
    return written;
  }

  function flush(): Promise<number> {
    if (flushing) return flushing.then(() => (pending.length ? flush() : 0));
    flushing = write()
      .catch((error) => {
        // The views stay waiting (up to maxPending) and go with the next flush.
        logger().error({ err: error, pending: pending.length }, "Besucherstatistik konnte nicht gespeichert werden");
        return 0;
      })
      .finally(() => {
        flushing = null;
      });
    return flushing;
  }

  async function refresh(): Promise<void> {
    try {
      const { settings } = await loadSettings(db);
      enabled = settings.features.analytics;
    } catch (error) {
      logger().error({ err: error }, "Einstellungen der Besucherstatistik nicht lesbar");
    }
  }

  const unsubscribe = feed?.subscribe((event) => {
    if (event.topic === "settings") void refresh();
  });
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    observe,
    flush,
    refresh,
    get enabled() {
      return enabled;
    },
    pending: () => pending.length,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (soon) clearImmediate(soon);
      unsubscribe?.();
      await flush();
    },
  };
}
