import { sql, type Transaction } from "kysely";
import type { DatabaseHandle, Db } from "../db/client.server";
import { fromDbBool, fromDbJson, fromDbTimestamp, nowIso, toDbBool, toDbJson } from "../db/dialect.server";
import type { DB } from "../db/schema.server";
import { logger } from "../logger.server";

/**
 * Change events: what the public site must react to (navigation, cached HTML, open pages).
 *
 * Every write that changes what visitors see records one row in change_events, in the same
 * transaction as the write (`withChanges` + `recordChange`): the row exists exactly when the change
 * does. One ordered log for all instances; its id is the SSE event id.
 *
 * Delivery always reads the log (`ChangeFeed.catchUp`), so there is one path and it delivers every
 * row once, in id order: after a local commit, when another instance NOTIFYs (PostgreSQL sends the
 * NOTIFY issued inside the transaction at its commit, and drops it on rollback), when the LISTEN
 * connection comes back, and every few seconds as a safety net (an instance that crashed between
 * its commit and its own delivery has still told the others through the committed NOTIFY; the
 * poll covers a NOTIFY lost while LISTEN was down).
 */

/**
 * `contact`: submissions arrived, read or deleted (never public: only admin screens follow it).
 * `media`: assets and folders (public: downloads lists and pictures on pages follow it).
 * `presence`: someone opened or left a page in the admin, or saved it while others watch (never
 *   public: only the editors' streams of that page follow it, app/server/presence).
 * `maintenance`: a restore from the admin began (every instance answers 503) or ended (public,
 *   scope site: every cache goes), app/server/backup/maintenance.server.ts.
 */
export type ChangeTopic = "pages" | "settings" | "redirects" | "contact" | "media" | "presence" | "maintenance";

/**
 * How far a change reaches. `site`: navigation, settings, redirects, lists of pages: every cached
 * page may show it. `page`: only what one page shows itself (its content, meta); `paths` lists the
 * addresses that show it.
 */
export type ChangeScope = "page" | "site";

export interface ChangeEvent {
  id: number;
  topic: ChangeTopic;
  /** created, updated, deleted, reordered, saved … */
  action: string;
  pageId: string | null;
  slug: string | null;
  /** True when visitors could see the change (the page was or is published; settings; redirects). */
  public: boolean;
  scope: ChangeScope;
  /** The addresses to refresh when `scope` is page (e.g. "/kontakt", "/sitemap.xml"); else []. */
  paths: string[];
  at: string;
}

export interface ChangeInput {
  topic: ChangeTopic;
  action: string;
  pageId?: string | null;
  slug?: string | null;
  public: boolean;
  /** Default `site`. `page` needs `paths` (without them the change counts as `site`). */
  scope?: ChangeScope;
  paths?: string[];
}

const CHANNEL = "cms_changes";
/** Events are kept this long for browsers resuming with Last-Event-ID. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** Rows read per query while catching up. */
const PAGE_SIZE = 500;
/**
 * How long a missing id below a delivered one is waited for (see ChangeFeed.advance). A change
 * row is inserted near the end of its transaction, so its commit follows within milliseconds;
 * two minutes is far beyond any transaction of ours, and short enough to keep the re-read small.
 */
const GAP_TIMEOUT_MS = 2 * 60 * 1000;
/** At start, ids this far below the newest are watched for late commits (see ChangeFeed.start). */
const START_WINDOW = 1000;

type Listener = (event: ChangeEvent) => void;

type ChangeRow = {
  id: number | string;
  topic: string;
  action: string;
  page_id: string | null;
  slug: string | null;
  is_public: unknown;
  scope: string;
  paths: unknown;
  created_at: unknown;
};

function toEvent(row: ChangeRow): ChangeEvent {
  const paths = row.paths == null ? [] : fromDbJson(row.paths);
  const list = Array.isArray(paths) ? paths.filter((p): p is string => typeof p === "string") : [];
  const scope: ChangeScope = row.scope === "page" && list.length > 0 ? "page" : "site";
  return {
    id: Number(row.id),
    topic: row.topic as ChangeTopic,
    action: row.action,
    pageId: row.page_id,
    slug: row.slug,
    public: fromDbBool(row.is_public),
    scope,
    paths: scope === "page" ? list : [],
    at: fromDbTimestamp(row.created_at),
  };
}

export interface ChangeFeedOptions {
  /**
   * Deliver every event after this id at start. Without it the feed starts at the head of the log:
   * an instance keeps its caches in memory, so at start they are empty and nothing older can be
   * stale in them; replaying the log would only clear empty caches. A consumer whose state
   * outlives the process (and a test playing a restarted instance) passes its checkpoint here.
   */
  after?: number;
  /** Interval of the safety-net read of the log, ms (default 5 s). */
  pollMs?: number;
  /** The other processes of this server (app/server/http/cluster.server.ts): told of each commit. */
  peers?: FeedPeers | null;
}

/** Other processes on the same database that want to hear of a commit at once (and tell us theirs). */
export interface FeedPeers {
  announce(): void;
  onAnnounce(listener: () => void): () => void;
}

export class ChangeFeed {
  private readonly listeners = new Set<Listener>();
  /** Every id up to here is delivered (or given up, see advance). */
  private cursor = 0;
  /** Ids above the cursor already delivered, with when they were first read (ms). */
  private readonly seen = new Map<number, number>();
  private running = false;
  private stopListening: (() => Promise<void>) | null = null;
  private timers: NodeJS.Timeout[] = [];
  /** The read of the log queued behind the current one (calls while it waits share it). */
  private queued: Promise<void> | null = null;
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly options: ChangeFeedOptions = {},
  ) {}

  get db(): Db {
    return this.handle.db;
  }

  /**
   * Starts delivering: from `options.after`, or from the head of the log. Ids just below the head
   * are marked delivered but stay watched: a transaction that inserted its row before we looked
   * and commits after it is delivered when it appears (its change may not be in a page rendered
   * after our start). Then LISTENs (PostgreSQL) and prunes old rows.
   */
  async start(): Promise<void> {
    if (this.options.after !== undefined) {
      this.cursor = this.options.after;
    } else {
      this.cursor = Math.max(0, (await this.latestId()) - START_WINDOW);
      const rows = await this.db.selectFrom("change_events").select("id").where("id", ">", this.cursor).execute();
      const now = Date.now();
      for (const row of rows) this.seen.set(Number(row.id), now);
    }
    this.running = true;
    const peers = this.options.peers;
    if (peers) {
      const off = peers.onAnnounce(() => void this.catchUp());
      const previous = this.stopListening;
      this.stopListening = async () => {
        off();
        await previous?.();
      };
    }
    if (this.handle.listen) {
      const wake = () => void this.catchUp();
      // A notification only says "read the log"; a reconnect means some may have been missed.
      const stopPeers = this.stopListening;
      const unlisten = await this.handle.listen(CHANNEL, wake, wake);
      this.stopListening = async () => {
        await stopPeers?.();
        await unlisten();
      };
    }
    // What was committed before LISTEN began (and, with `after`, the backlog).
    await this.catchUp();
    await this.prune();
    const poll = setInterval(() => void this.catchUp(), this.options.pollMs ?? 5000);
    const prune = setInterval(() => void this.prune(), 60 * 60 * 1000);
    poll.unref();
    prune.unref();
    this.timers = [poll, prune];
  }

  async stop(): Promise<void> {
    this.running = false;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.stopListening?.();
    this.stopListening = null;
    await this.tail;
    this.listeners.clear();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /**
   * Reads the log from the cursor and delivers what this instance has not delivered yet, in id
   * order. Reads run one after another; the promise settles after a read that began after the
   * call, so a caller that just committed finds its own row delivered. Never rejects (logs).
   */
  catchUp(): Promise<void> {
    if (this.queued) return this.queued;
    const run = this.tail.then(async () => {
      this.queued = null;
      if (!this.running) return;
      try {
        await this.read();
      } catch (error) {
        logger().warn({ err: error }, "Änderungsprotokoll nicht lesbar");
      }
    });
    this.queued = run;
    this.tail = run;
    return run;
  }

  private async read(): Promise<void> {
    let from = this.cursor;
    for (;;) {
      const rows = await this.db.selectFrom("change_events").selectAll().where("id", ">", from).orderBy("id", "asc").limit(PAGE_SIZE).execute();
      const now = Date.now();
      for (const row of rows) {
        const id = Number(row.id);
        if (this.seen.has(id)) continue;
        this.seen.set(id, now);
        this.deliver(toEvent(row));
      }
      if (rows.length < PAGE_SIZE) break;
      from = Number(rows[rows.length - 1].id);
    }
    this.advance(Date.now());
  }

  /**
   * Moves the cursor over delivered ids. On PostgreSQL ids come from a sequence at insert time,
   * but transactions commit in their own order: id 7 can become visible after id 8. So "id >
   * last delivered" would skip 7 for good. Instead the cursor stops below a missing id and every
   * read re-reads from there, skipping ids already delivered, until the missing one appears
   * (delivered then, once) or GAP_TIMEOUT_MS have passed since a higher id was read (an id used
   * by a transaction that rolled back never appears). SQLite commits one writer at a time, in id
   * order, so there the cursor simply follows.
   */
  private advance(now: number): void {
    for (const id of [...this.seen.keys()].sort((a, b) => a - b)) {
      if (id !== this.cursor + 1 && now - this.seen.get(id)! < GAP_TIMEOUT_MS) break;
      this.cursor = id;
      this.seen.delete(id);
    }
  }

  private deliver(event: ChangeEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        logger().error({ err: error }, "Fehler in einem Änderungs-Empfänger");
      }
    }
  }

  /** Tells this server's other processes that a change was committed (they read the log at once). */
  announce(): void {
    this.options.peers?.announce();
  }

  /** Sends the NOTIFY through `trx`: PostgreSQL delivers it to the other instances at commit. */
  async notifyAtCommit(trx: Transaction<DB>, event: ChangeEvent): Promise<void> {
    await this.handle.notify?.(CHANNEL, String(event.id), trx);
  }

  /** Public events after `lastId` (resume), oldest first, at most `limit`. */
  async since(lastId: number, limit = 200): Promise<ChangeEvent[]> {
    const rows = await this.db
      .selectFrom("change_events")
      .selectAll()
      .where("id", ">", lastId)
      .where("is_public", "=", toDbBool(true))
      .orderBy("id", "asc")
      .limit(limit)
      .execute();
    return rows.map(toEvent);
  }

  /** The id of the newest event (0 when none). */
  async latestId(): Promise<number> {
    const row = await this.db.selectFrom("change_events").select(sql<number>`max(id)`.as("id")).executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  private async prune(): Promise<void> {
    const cutoff = new Date(Date.now() - KEEP_MS).toISOString();
    await this.db
      .deleteFrom("change_events")
      .where("created_at", "<", cutoff)
      .execute()
      .catch((error: unknown) => logger().warn({ err: error }, "Alte Änderungsereignisse nicht gelöscht"));
  }
}

let active: ChangeFeed | null = null;

/** The feed of the running server (set at start-up); tests without a server have none. */
export function setChangeFeed(feed: ChangeFeed | null): void {
  active = feed;
}

export function changeFeed(): ChangeFeed | null {
  return active;
}

/** A transaction opened by withChanges: the only place recordChange accepts. */
export type ChangeTransaction = Transaction<DB>;

/** Transactions opened by withChanges: their database and the events recorded in them so far. */
const changeTransactions = new WeakMap<ChangeTransaction, { root: Db; events: ChangeEvent[] }>();

/**
 * Runs `work` in one transaction in which `recordChange` may be called, and delivers the recorded
 * changes after the commit (a rollback leaves no row and delivers nothing). Inside another
 * withChanges it joins that transaction, whose commit delivers. The returned promise settles
 * after this instance's listeners have been told (page cache, memos, SSE streams).
 *
 * @example
 *   const page = await withChanges(db, async (trx) => {
 *     const before = await getPageById(trx, id);
 *     const after = await makeWorkingCopyLive(trx, id);
 *     await recordChange(trx, pageChange(before, after, "published"));
 *     return after;
 *   });
 */
export async function withChanges<T>(db: Db, work: (trx: ChangeTransaction) => Promise<T>): Promise<T> {
  if (db.isTransaction) {
    const trx = db as ChangeTransaction;
    if (!changeTransactions.has(trx)) {
      throw new Error("withChanges in einer fremden Transaktion: deren Commit meldet keine Änderungen. Die äußere Transaktion mit withChanges öffnen.");
    }
    return work(trx);
  }
  let recorded: ChangeEvent[] = [];
  const result = await db.transaction().execute(async (trx) => {
    const state = { root: db, events: [] as ChangeEvent[] };
    changeTransactions.set(trx, state);
    try {
      return await work(trx);
    } finally {
      recorded = state.events;
      changeTransactions.delete(trx);
    }
  });
  // Committed: now tell this instance's listeners. catchUp never rejects, so a failed read does not
  // turn a saved change into an error; the next read (a change, a notification, the poll) delivers.
  const feed = active;
  if (recorded.length > 0 && feed && feed.db === db) {
    feed.announce();
    await feed.catchUp();
  }
  return result;
}

/**
 * Writes a change row in `trx`, a transaction opened by `withChanges` (anything else throws: its
 * commit would tell nobody). Delivered after the commit. On PostgreSQL the transaction's first
 * change also NOTIFYs the other instances, sent by PostgreSQL at commit. Call it after the
 * transaction's writes: its id is taken at insert, and readers wait for a lower id that is not
 * yet committed only GAP_TIMEOUT_MS.
 */
export async function recordChange(trx: ChangeTransaction, input: ChangeInput): Promise<ChangeEvent> {
  const state = changeTransactions.get(trx);
  if (!state) throw new Error("recordChange außerhalb von withChanges: die Änderung würde nach dem Commit niemandem gemeldet.");
  const narrow = input.scope === "page" && (input.paths?.length ?? 0) > 0;
  const row = await trx
    .insertInto("change_events")
    .values({
      topic: input.topic,
      action: input.action,
      page_id: input.pageId ?? null,
      slug: input.slug ?? null,
      is_public: toDbBool(input.public),
      scope: narrow ? "page" : "site",
      paths: narrow ? toDbJson([...new Set(input.paths)]) : null,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const event = toEvent(row);
  const feed = active;
  if (state.events.length === 0 && feed && feed.db === state.root) await feed.notifyAtCommit(trx, event);
  state.events.push(event);
  return event;
}
