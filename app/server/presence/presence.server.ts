import { z } from "zod";
import { dePresence } from "~/i18n/presence";
import { initialsOf, type PresencePerson } from "~/lib/presence";
import { ValidationError } from "../api/validation.server";
import type { Db } from "../db/client.server";
import { fromDbTimestamp } from "../db/dialect.server";
import { recordChange, withChanges, type ChangeFeed, type ChangeTransaction } from "../events/changes.server";

/**
 * Who has a page open where (issue 30, presence). One row per browser tab (page_presence, PK page
 * and client id), refreshed by the tab's heartbeat; a row not seen for PRESENCE_TTL_MS is gone:
 * ignored on read, deleted when someone joins the page and by the hourly maintenance. In the
 * database, so every process and instance sees the same people.
 *
 * Joins, leaves and mode switches (not heartbeats) are recorded as non-public change events
 * (topic `presence`), so the other editors' streams (GET /api/events?page=…) learn of them at once
 * across instances; caches and visitors' pages ignore non-public events. So does a save into the
 * working copy while someone watches the page ('Ansehen'): action `saved`, so their canvas follows.
 */

/** A tab not seen for this long has left (its heartbeat runs every 10 s). */
export const PRESENCE_TTL_MS = 30_000;
/** Tabs one person may hold open at once (all pages); the oldest go beyond it. */
export const MAX_TABS_PER_PERSON = 20;

const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

export const presenceInputSchema = z.object({
  client_id: z.string({ error: dePresence.errors.clientId }).regex(CLIENT_ID, { error: dePresence.errors.clientId }),
  mode: z.enum(["edit", "view"], { error: dePresence.errors.mode }).default("edit"),
  surface: z.enum(["builder", "slides", "inline"], { error: dePresence.errors.surface }).default("builder"),
  /** sendBeacon can only POST: `{client_id, leave: true}` leaves like DELETE. */
  leave: z.boolean().optional(),
});

export type PresenceInput = z.infer<typeof presenceInputSchema>;

export function parsePresenceInput(body: unknown): PresenceInput {
  const parsed = presenceInputSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "_");
    fields[key] ??= issue.message;
  }
  throw new ValidationError(fields);
}

/** The client id of a DELETE (query string): 400 naming `client_id` when it is malformed. */
export function parseClientId(value: string | null): string {
  if (!value || !CLIENT_ID.test(value)) throw new ValidationError({ client_id: dePresence.errors.clientId });
  return value;
}

export interface PresenceUser {
  id: string;
  name: string;
}

interface Clock {
  /** Injected by tests (expiry); the current time otherwise. */
  now?: Date;
}

function cutoff(now: Date): string {
  return new Date(now.getTime() - PRESENCE_TTL_MS).toISOString();
}

export async function pageExists(db: Db, pageId: string): Promise<boolean> {
  return !!(await db.selectFrom("content_pages").select("id").where("id", "=", pageId).executeTakeFirst());
}

/**
 * The people other than this tab on the page (seen within the TTL), one entry per person: editing
 * when any of their tabs edits, since the earliest tab of that mode. The person's own other tabs
 * come as one entry with `self: true` (the editor shows 'Sie (anderer Tab)' and never warns about it).
 */
export async function listPresence(db: Db, pageId: string, viewer: { userId: string; clientId?: string | null }, clock: Clock = {}): Promise<PresencePerson[]> {
  const now = clock.now ?? new Date();
  let query = db
    .selectFrom("page_presence")
    .select(["client_id", "user_id", "user_name", "mode", "surface", "since"])
    .where("page_id", "=", pageId)
    .where("seen_at", ">=", cutoff(now));
  if (viewer.clientId) query = query.where("client_id", "!=", viewer.clientId);
  const rows = await query.orderBy("since", "asc").execute();
  const people = new Map<string, PresencePerson>();
  for (const row of rows) {
    const since = fromDbTimestamp(row.since);
    const mode = row.mode === "edit" ? "edit" : "view";
    const known = people.get(row.user_id);
    if (!known) {
      people.set(row.user_id, {
        user_id: row.user_id,
        name: row.user_name,
        initials: initialsOf(row.user_name),
        mode,
        since,
        surface: row.surface,
        self: row.user_id === viewer.userId,
        tabs: 1,
      });
      continue;
    }
    known.tabs += 1;
    // Editing in any tab counts as editing, since that tab opened.
    if (mode === "edit" && known.mode !== "edit") Object.assign(known, { mode, since, surface: row.surface });
  }
  // Editors first, then by when they came.
  return [...people.values()].sort((a, b) => (a.mode === b.mode ? a.since.localeCompare(b.since) : a.mode === "edit" ? -1 : 1));
}

/**
 * A tab's join or heartbeat: upserts its row (`since` kept while the row is fresh, `seen_at` now)
 * and answers the others. A join (no fresh row) or a mode switch records a non-public change.
 * A join also clears the page's stale rows and the person's tabs beyond MAX_TABS_PER_PERSON.
 */
export async function heartbeat(db: Db, pageId: string, user: PresenceUser, input: PresenceInput, clock: Clock = {}): Promise<PresencePerson[]> {
  const now = clock.now ?? new Date();
  const at = now.toISOString();
  await withChanges(db, async (trx) => {
    const row = await trx
      .selectFrom("page_presence")
      .select(["user_id", "mode", "seen_at"])
      .where("page_id", "=", pageId)
      .where("client_id", "=", input.client_id)
      .executeTakeFirst();
    // A client id is the tab's secret; another person's id is not taken over.
    if (row && row.user_id !== user.id) throw new ValidationError({ client_id: dePresence.errors.clientId });
    const fresh = !!row && fromDbTimestamp(row.seen_at) >= cutoff(now);
    if (fresh) {
      // 'bearbeitet seit' counts from the switch to editing (or watching), not from the join.
      const switched = row.mode !== input.mode;
      await trx
        .updateTable("page_presence")
        .set({ mode: input.mode, surface: input.surface, seen_at: at, user_name: user.name, ...(switched ? { since: at } : {}) })
        .where("page_id", "=", pageId)
        .where("client_id", "=", input.client_id)
        .execute();
      if (switched) await recordChange(trx, { topic: "presence", action: "mode", pageId, public: false });
      return;
    }
    await trx.deleteFrom("page_presence").where("page_id", "=", pageId).where("seen_at", "<", cutoff(now)).execute();
    await trx.deleteFrom("page_presence").where("page_id", "=", pageId).where("client_id", "=", input.client_id).execute();
    await dropOldestTabs(trx, user.id);
    await trx
      .insertInto("page_presence")
      .values({ page_id: pageId, client_id: input.client_id, user_id: user.id, user_name: user.name, mode: input.mode, surface: input.surface, since: at, seen_at: at })
      .execute();
    await recordChange(trx, { topic: "presence", action: "join", pageId, public: false });
  });
  forgetWatchers(pageId);
  return listPresence(db, pageId, { userId: user.id, clientId: input.client_id }, { now });
}

/** Keeps a person below MAX_TABS_PER_PERSON rows before one more is added (oldest heartbeat first). */
async function dropOldestTabs(trx: Db, userId: string): Promise<void> {
  const rows = await trx.selectFrom("page_presence").select(["page_id", "client_id"]).where("user_id", "=", userId).orderBy("seen_at", "desc").execute();
  for (const old of rows.slice(MAX_TABS_PER_PERSON - 1)) {
    await trx.deleteFrom("page_presence").where("page_id", "=", old.page_id).where("client_id", "=", old.client_id).execute();
  }
}

/** A tab leaves (pagehide, unmount): only the person's own tab. True when a row was removed. */
export async function leave(db: Db, pageId: string, userId: string, clientId: string): Promise<boolean> {
  return withChanges(db, async (trx) => {
    const result = await trx.deleteFrom("page_presence").where("page_id", "=", pageId).where("client_id", "=", clientId).where("user_id", "=", userId).executeTakeFirst();
    const removed = Number(result.numDeletedRows ?? 0) > 0;
    if (removed) await recordChange(trx, { topic: "presence", action: "leave", pageId, public: false });
    return removed;
  }).finally(() => forgetWatchers(pageId));
}

/**
 * Whether someone watches a page, as last read by this process: a typing editor autosaves every
 * few seconds, and the write path stays lean (four statements for a continuing run) when this
 * answer is reused for WATCH_CACHE_MS. Every presence event of the page (join, leave, mode, from
 * any instance through the change feed: followPresenceEvents) forgets it at once, so a new viewer
 * is noticed by the next save; the time bound covers a feed that is not wired (a CLI, a test).
 */
const WATCH_CACHE_MS = 5_000;
const WATCH_CACHE_MAX = 1_000;
const watched = new Map<string, { watched: boolean; at: number }>();

function forgetWatchers(pageId: string | null): void {
  if (pageId) watched.delete(pageId);
}

/** Forgets the cached watcher answer of a page on each of its presence events (any instance). */
export function followPresenceEvents(feed: Pick<ChangeFeed, "subscribe">): () => void {
  return feed.subscribe((event) => {
    if (event.topic === "presence") forgetWatchers(event.pageId);
  });
}

/**
 * Called by a save into the working copy that visitors do not see (no public event): when someone
 * watches the page, a non-public `saved` event lets their canvas follow. Nothing when nobody does.
 */
export async function announceSaveToViewers(trx: ChangeTransaction, pageId: string, clock: Clock = {}): Promise<void> {
  const now = clock.now ?? new Date();
  const known = watched.get(pageId);
  let someone: boolean;
  if (known && now.getTime() - known.at >= 0 && now.getTime() - known.at < WATCH_CACHE_MS) someone = known.watched;
  else {
    const watcher = await trx
      .selectFrom("page_presence")
      .select("client_id")
      .where("page_id", "=", pageId)
      .where("mode", "=", "view")
      .where("seen_at", ">=", cutoff(now))
      .executeTakeFirst();
    someone = !!watcher;
    if (watched.size >= WATCH_CACHE_MAX) watched.clear();
    watched.set(pageId, { watched: someone, at: now.getTime() });
  }
  if (someone) await recordChange(trx, { topic: "presence", action: "saved", pageId, public: false });
}

/** Removes rows not seen for the TTL (hourly maintenance). */
export async function purgeStalePresence(db: Db, now = new Date()): Promise<number> {
  const result = await db.deleteFrom("page_presence").where("seen_at", "<", cutoff(now)).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}
