import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import { browserOf, campaignOf, DAILY_DISTINCT, dayOf, deviceOf, pathOf, referrerDomain } from "~/lib/analytics";
import { hasSessionCookie } from "../auth/cookie";
import type { SessionCheck } from "../auth/session-cookie.server";
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
 *
 * Issue 26: one client cannot flood the statistics. Per minute an address counts at most
 * `perAddress` views and a visitor (address and browser) at most `perVisitor`; further views are
 * answered as usual and simply not counted, decided in memory before anything waits for the
 * database. The windows belong to this process: with several instances the caps apply per instance
 * (a flood spread over n instances counts at most n times the cap), which is enough to keep the
 * figures and the table sane. Per day only so many distinct referrers and campaigns are stored
 * (the rest as OTHER_VALUE, reported as 'Andere'), and only so many distinct 404 addresses (404s
 * at further addresses are not stored: they are no views, and a scanner's random paths are noise).
 */

/** Caps against floods (see above). */
export const ANALYTICS_LIMITS = {
  /** Views counted per address and window: an office behind one address is several people. */
  perAddress: 60,
  /** Views counted per visitor (address and user agent) and window: nobody reads 30 pages a minute. */
  perVisitor: 30,
  /**
   * New visitors (user agents) counted per address and window: a handful of people behind one
   * office address, not one client rotating its User-Agent into 60 'visitors' a minute (issue 38
   * item 27). Views of further agents from that address are not counted.
   */
  visitorsPerAddress: 5,
  windowMs: 60_000,
  /** Addresses (and visitors: twice as many) tracked per window; views from further ones are not counted. */
  trackedAddresses: 100_000,
  /** Distinct referrer domains stored per day; further ones count as OTHER_VALUE. */
  referrersPerDay: DAILY_DISTINCT.referrers as number,
  /** Distinct campaigns stored per day; further ones count as OTHER_VALUE. */
  campaignsPerDay: DAILY_DISTINCT.campaigns as number,
  /** Distinct addresses stored per day as 404 answers; 404s at further ones are not stored. */
  notFoundPathsPerDay: DAILY_DISTINCT.notFoundPaths as number,
};
export type AnalyticsLimits = typeof ANALYTICS_LIMITS;

/**
 * The stored referrer or campaign beyond the day's cap. Never a real value: a referrer domain or
 * a campaign is null rather than empty. Reports show it as 'Andere' (report.server.ts).
 */
export const OTHER_VALUE = "";

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
export function countable(method: string | undefined, url: string, headers: Headers, signedIn: SessionCheck = hasSessionCookie): boolean {
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
  // Only a signed session is staff: a made-up session cookie does not hide a view (issue 38 item 23).
  if (signedIn(headers.cookie)) return false;
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
  /** Caps against floods; defaults ANALYTICS_LIMITS. */
  limits?: Partial<AnalyticsLimits>;
  /** Whether a Cookie header carries a valid session (staff are not counted); default: any session cookie. */
  signedIn?: SessionCheck;
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

/**
 * The per-minute caps of one process: whether a view of `ip` with `userAgent` at `at` still
 * counts. Only counted views use up the allowance, so one browser flooding does not take the
 * allowance of the other people behind its address. Two maps, cleared when the window turns.
 */
export function createFloodGate(limits: Pick<AnalyticsLimits, "perAddress" | "perVisitor" | "visitorsPerAddress" | "windowMs" | "trackedAddresses">) {
  let window = Number.NaN;
  const byAddress = new Map<string, number>();
  const byVisitor = new Map<string, number>();
  /** Distinct user agents admitted per address in this window. */
  const agentsByAddress = new Map<string, number>();
  return function admit(at: number, ip: string, userAgent: string): boolean {
    const current = Math.floor(at / limits.windowMs);
    if (current !== window) {
      window = current;
      byAddress.clear();
      byVisitor.clear();
      agentsByAddress.clear();
    }
    const address = byAddress.get(ip) ?? 0;
    if (address >= limits.perAddress) return false;
    if (address === 0 && byAddress.size >= limits.trackedAddresses) return false;
    // The user agent's head is enough to tell browsers apart; a 16 KB header must not make a 16 KB key.
    const key = `${ip}\n${userAgent.slice(0, 256)}`;
    const visitor = byVisitor.get(key) ?? 0;
    if (visitor >= limits.perVisitor) return false;
    const agents = agentsByAddress.get(ip) ?? 0;
    if (visitor === 0 && (byVisitor.size >= 2 * limits.trackedAddresses || agents >= limits.visitorsPerAddress)) return false;
    if (visitor === 0) agentsByAddress.set(ip, agents + 1);
    byAddress.set(ip, address + 1);
    byVisitor.set(key, visitor + 1);
    return true;
  };
}

/** The capped dimensions: raw column, which rows, cap, and what happens beyond it. */
const CAPPED = [
  { column: "referrer", status: null, cap: "referrersPerDay", beyond: "other" },
  { column: "campaign", status: null, cap: "campaignsPerDay", beyond: "other" },
  { column: "path", status: 404, cap: "notFoundPathsPerDay", beyond: "drop" },
] as const;

export function createRecorder(db: Db, feed: ChangeFeed | null, options: RecorderOptions = {}): AnalyticsRecorder {
  const flushMs = options.flushMs ?? 5_000;
  const batchSize = options.batchSize ?? 500;
  const maxPending = options.maxPending ?? 50_000;
  const now = options.now ?? Date.now;
  const limits: AnalyticsLimits = { ...ANALYTICS_LIMITS, ...options.limits };
  const gate = createFloodGate(limits);
  /** Values stored per `${day}\n${column}` (capped dimensions only; only days being written). */
  const known = new Map<string, Set<string>>();
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
    if (!countable(req.method, url, req.headers, options.signedIn)) return;
    const at = now();
    res.once("finish", () => {
      const status = res.statusCode;
      if (status !== 200 && status !== 304 && status !== 404) return;
      const userAgent = req.headers["user-agent"] ?? "";
      if (!userAgent) return;
      const ip = clientIp(req);
      // Beyond the caps: answered as usual, not counted (nothing waits, nothing is written).
      if (!gate(at, ip, userAgent)) return;
      push({
        at,
        url,
        status,
        ip,
        userAgent,
        referer: req.headers.referer,
        host: req.headers.host,
      });
    });
  }

  async function toRows(views: PendingView[]): Promise<Row[]> {
    const rows: Row[] = [];
    const bots = new Map<string, boolean>();
    for (const view of views) {
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

  /** The values stored for `day` in a capped column so far (read from the database: every instance writes). */
  async function storedValues(day: string, dimension: (typeof CAPPED)[number]): Promise<Set<string>> {
    const key = `${day}\n${dimension.column}`;
    let set = known.get(key);
    if (!set) known.set(key, (set = new Set()));
    const cap = limits[dimension.cap];
    if (set.size >= cap) return set;
    let query = db
      .selectFrom("analytics_events")
      .select((eb) => eb.ref(dimension.column).as("value"))
      .distinct()
      .where("day", "=", day)
      .where(dimension.column, "is not", null)
      .where(dimension.column, "!=", OTHER_VALUE);
    if (dimension.status !== null) query = query.where("status", "=", dimension.status);
    for (const row of await query.limit(cap).execute()) if (row.value !== null) set.add(row.value);
    return set;
  }

  /**
   * Applies the daily caps of distinct referrers, campaigns and 404 addresses to a batch. The
   * database is asked only when the batch brings a value not known yet while the cap is not
   * reached, so under a flood of new values (cap reached) it is not asked at all.
   */
  async function capDistinct(rows: Row[]): Promise<Row[]> {
    const days = new Set(rows.map((row) => row.day));
    for (const key of known.keys()) if (!days.has(key.slice(0, key.indexOf("\n")))) known.delete(key);
    let kept = rows;
    for (const dimension of CAPPED) {
      const cap = limits[dimension.cap];
      const refreshed = new Set<string>();
      const next: Row[] = [];
      for (const row of kept) {
        const value = row[dimension.column];
        if (value === null || value === OTHER_VALUE || (dimension.status !== null && row.status !== dimension.status)) {
          next.push(row);
          continue;
        }
        const key = `${row.day}\n${dimension.column}`;
        let set = known.get(key);
        if (!set?.has(value) && (set?.size ?? 0) < cap && !refreshed.has(row.day)) {
          refreshed.add(row.day);
          set = await storedValues(row.day, dimension);
        }
        set ??= new Set();
        if (set.has(value) || set.size < cap) {
          set.add(value);
          next.push(row);
        } else if (dimension.beyond === "other") next.push({ ...row, [dimension.column]: OTHER_VALUE });
      }
      kept = next;
    }
    return kept;
  }

  async function write(): Promise<number> {
    let written = 0;
    while (pending.length > 0) {
      const batch = pending.slice(0, batchSize);
      const rows = await capDistinct(await toRows(batch));
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
