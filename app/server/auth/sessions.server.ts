import { deSessions } from "~/i18n/sessions";
import { describeUserAgent, type AccountSession } from "~/lib/sessions";
import type { Kysely } from "kysely";
import { recordAction, shortenAddress } from "../audit/log.server";
import { HttpError } from "../http/http-error.server";
import { logger } from "../logger.server";
import { runtime } from "../runtime.server";

/**
 * A person's own sessions ('Konto' → 'Aktive Sitzungen', issue 29 item 4), on better-auth's
 * session table through its internal adapter (both databases). better-auth's own
 * /list-sessions is not used: it returns every session's token to the browser and refuses
 * sessions older than a day (freshAge), so the card would fail for a person who stays signed in.
 * Here the browser sees ids only, and a session can be ended only by its owner.
 *
 * Revocation deletes the row; the guard reads the session from the database on every request
 * (no cookie cache is configured in auth.server.ts), so the ended session's next request is
 * refused.
 */

interface StoredSession {
  id: string;
  token: string;
  userId: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
}

/** How stale "last use" may get before a request writes it again (one write per session and interval). */
export const LAST_USE_INTERVAL_MS = 5 * 60_000;

async function adapter() {
  return (await runtime().auth.$context).internalAdapter;
}

async function activeSessions(userId: string): Promise<StoredSession[]> {
  const now = Date.now();
  const sessions = (await (await adapter()).listSessions(userId)) as StoredSession[];
  return sessions.filter((s) => new Date(s.expiresAt).getTime() > now);
}

function toAccountSession(session: StoredSession, currentId: string): AccountSession {
  return {
    id: session.id,
    current: session.id === currentId,
    device: describeUserAgent(session.userAgent),
    address: shortenAddress(session.ipAddress),
    created_at: new Date(session.createdAt).toISOString(),
    last_used_at: new Date(session.updatedAt).toISOString(),
    expires_at: new Date(session.expiresAt).toISOString(),
  };
}

/** The id of the session this request carries, or null (better-auth reads it from the database). */
export async function currentSessionId(request: Request): Promise<string | null> {
  const result = await runtime().auth.api.getSession({ headers: request.headers, query: { disableRefresh: true } });
  return result?.session.id ?? null;
}

/** The person's active sessions: this one first, then by last use, newest first. */
export async function listAccountSessions(userId: string, currentId: string): Promise<AccountSession[]> {
  return (await activeSessions(userId))
    .map((s) => toAccountSession(s, currentId))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at));
}

/**
 * Deletes sessions of the person (better-auth's session table; no secondary storage is configured,
 * so the row is all there is) and writes the log entry ('Abmeldung') in the same transaction.
 */
async function endSessions(userId: string, sessions: StoredSession[], detail: Record<string, unknown>): Promise<void> {
  if (sessions.length === 0) return;
  await runtime().database.db.transaction().execute(async (trx) => {
    await (trx as unknown as Kysely<any>)
      .deleteFrom("session")
      .where("userId", "=", userId)
      .where(
        "id",
        "in",
        sessions.map((s) => s.id),
      )
      .execute();
    await recordAction(trx, { action: "auth.sign-out", objectType: "user", objectId: userId, detail });
  });
}

/** Ends one other session of the person at once; 404 for a session that is not theirs, 400 for this one. */
export async function endAccountSession(userId: string, currentId: string, sessionId: string): Promise<void> {
  if (sessionId === currentId) throw new HttpError(400, deSessions.notCurrent);
  const session = (await activeSessions(userId)).find((s) => s.id === sessionId);
  if (!session) throw new HttpError(404, deSessions.notFound);
  await endSessions(userId, [session], { ended: "other", device: describeUserAgent(session.userAgent), address: shortenAddress(session.ipAddress) });
}

/** Ends every other session of the person; this one stays. Returns how many ended. */
export async function endOtherAccountSessions(userId: string, currentId: string): Promise<number> {
  const others = (await activeSessions(userId)).filter((s) => s.id !== currentId);
  await endSessions(userId, others, { ended: "all-others", count: others.length });
  return others.length;
}

/**
 * Keeps "Zuletzt aktiv" true: better-auth writes a session's updatedAt only when it extends the
 * session (daily), so the guard calls this on each request and the row is written at most every
 * LAST_USE_INTERVAL_MS. Never fails the request.
 */
export async function noteSessionUse(session: { token: string; updatedAt: Date | string }): Promise<void> {
  const usedAt = new Date(session.updatedAt).getTime();
  if (!session.token || !Number.isFinite(usedAt) || Date.now() - usedAt < LAST_USE_INTERVAL_MS) return;
  try {
    await (await adapter()).updateSession(session.token, { updatedAt: new Date() });
  } catch (error) {
    logger().warn({ err: error }, "Letzte Nutzung der Sitzung nicht gespeichert");
  }
}
