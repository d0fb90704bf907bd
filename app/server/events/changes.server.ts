import { sql } from "kysely";
import type { DatabaseHandle, Db } from "../db/client.server";
import { fromDbBool, fromDbTimestamp, nowIso, toDbBool } from "../db/dialect.server";
import { logger } from "../logger.server";

/**
 * Change events: what the public site must react to (navigation, cached HTML, open pages).
 *
 * Every write that changes what visitors see records one row in change_events (one ordered log
 * for all instances; its id is the SSE event id). The instance that wrote it tells its own
 * listeners at once; on PostgreSQL it also NOTIFYs, and every other instance LISTENing on the same
 * database tells its listeners. So caches and open pages stay right with several instances.
 */

/** `contact`: submissions arrived, read or deleted (never public: only admin screens follow it). */
export type ChangeTopic = "pages" | "settings" | "redirects" | "contact";

export interface ChangeEvent {
  id: number;
  topic: ChangeTopic;
  /** created, updated, deleted, reordered, saved … */
  action: string;
  pageId: string | null;
  slug: string | null;
  /** True when visitors could see the change (the page was or is published; settings; redirects). */
  public: boolean;
  at: string;
}

export interface ChangeInput {
  topic: ChangeTopic;
  action: string;
  pageId?: string | null;
  slug?: string | null;
  public: boolean;
}

const CHANNEL = "cms_changes";
/** Events are kept this long for browsers resuming with Last-Event-ID. */
const KEEP_MS = 24 * 60 * 60 * 1000;

type Listener = (event: ChangeEvent) => void;

function toEvent(row: {
  id: number | string;
  topic: string;
  action: string;
  page_id: string | null;
  slug: string | null;
  is_public: unknown;
  created_at: unknown;
}): ChangeEvent {
  return {
    id: Number(row.id),
    topic: row.topic as ChangeTopic,
    action: row.action,
    pageId: row.page_id,
    slug: row.slug,
    public: fromDbBool(row.is_public),
    at: fromDbTimestamp(row.created_at),
  };
}

export class ChangeFeed {
  private readonly listeners = new Set<Listener>();
  /** Ids already delivered here (our own events come back through NOTIFY). */
  private readonly delivered = new Set<number>();
  private stopListening: (() => Promise<void>) | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;

  constructor(private readonly handle: DatabaseHandle) {}

  get db(): Db {
    return this.handle.db;
  }

  /** Starts listening for other instances' events (PostgreSQL) and pruning old rows. */
  async start(): Promise<void> {
    if (this.handle.listen) {
      this.stopListening = await this.handle.listen(CHANNEL, (payload) => {
        try {
          this.deliver(JSON.parse(payload) as ChangeEvent);
        } catch (error) {
          logger().warn({ err: error }, "Unlesbares Änderungsereignis verworfen");
        }
      });
    }
    await this.prune();
    this.pruneTimer = setInterval(() => void this.prune(), 60 * 60 * 1000);
    this.pruneTimer.unref();
  }

  async stop(): Promise<void> {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.pruneTimer = null;
    await this.stopListening?.();
    this.stopListening = null;
    this.listeners.clear();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /** Tells local listeners now and, on PostgreSQL, the other instances. */
  async announce(event: ChangeEvent): Promise<void> {
    this.deliver(event);
    if (this.handle.notify) {
      await this.handle.notify(CHANNEL, JSON.stringify(event)).catch((error: unknown) => logger().warn({ err: error }, "NOTIFY fehlgeschlagen"));
    }
  }

  private deliver(event: ChangeEvent): void {
    if (this.delivered.has(event.id)) return;
    this.delivered.add(event.id);
    if (this.delivered.size > 2000) {
      // Forget the oldest half; ids only grow.
      const sorted = [...this.delivered].sort((a, b) => a - b);
      for (const id of sorted.slice(0, 1000)) this.delivered.delete(id);
    }
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        logger().error({ err: error }, "Fehler in einem Änderungs-Empfänger");
      }
    }
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

/**
 * Records a change and announces it. Call after the write has committed. Works without a running
 * feed too (tests): the row is written, nobody is told.
 */
export async function recordChange(db: Db, input: ChangeInput): Promise<ChangeEvent> {
  const row = await db
    .insertInto("change_events")
    .values({
      topic: input.topic,
      action: input.action,
      page_id: input.pageId ?? null,
      slug: input.slug ?? null,
      is_public: toDbBool(input.public),
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const event = toEvent(row);
  if (active && active.db === db) await active.announce(event);
  return event;
}
