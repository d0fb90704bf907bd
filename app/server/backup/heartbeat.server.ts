import os from "node:os";
import type { Db } from "../db/client.server";
import { logger } from "../logger.server";
import { SERVER_HEARTBEAT_KEY } from "./tables.server";

/**
 * Every server process writes "I am running on this database" into app_meta every 30 s, so a
 * restore (another process, maybe another machine) can refuse to overwrite a database a server is
 * using. The row is transient: not in backups; removed again when the process stops.
 */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** A heartbeat younger than this means a server is (probably) still running. */
export const HEARTBEAT_FRESH_MS = 90_000;

export interface Heartbeat {
  at: string;
  pid: number;
  host: string;
}

export async function writeHeartbeat(db: Db, beat: Heartbeat = { at: new Date().toISOString(), pid: process.pid, host: os.hostname() }): Promise<void> {
  const value = JSON.stringify(beat);
  await db
    .insertInto("app_meta")
    .values({ key: SERVER_HEARTBEAT_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

/** The last heartbeat, or null (none, or unreadable). */
export async function readHeartbeat(db: Db): Promise<Heartbeat | null> {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", SERVER_HEARTBEAT_KEY).executeTakeFirst();
  if (!row) return null;
  try {
    const beat = JSON.parse(row.value) as Heartbeat;
    return typeof beat.at === "string" ? beat : null;
  } catch {
    return null;
  }
}

/**
 * Starts the heartbeat of this process (first beat at once). stop() ends the timer and removes the
 * row if it is still this process's beat (another process of the same site may have written since).
 */
export function startHeartbeat(db: Db, intervalMs = HEARTBEAT_INTERVAL_MS): { stop(): Promise<void> } {
  const host = os.hostname();
  let last: string | null = null;
  let pending: Promise<void> = Promise.resolve();
  const beat = () => {
    pending = pending.then(async () => {
      const value: Heartbeat = { at: new Date().toISOString(), pid: process.pid, host };
      try {
        await writeHeartbeat(db, value);
        last = JSON.stringify(value);
      } catch (error) {
        logger().warn({ err: error }, "Lebenszeichen des Servers nicht geschrieben");
      }
    });
  };
  beat();
  const timer = setInterval(beat, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await pending;
      if (last === null) return;
      await db
        .deleteFrom("app_meta")
        .where("key", "=", SERVER_HEARTBEAT_KEY)
        .where("value", "=", last)
        .execute()
        .catch((error) => logger().warn({ err: error }, "Lebenszeichen des Servers nicht entfernt"));
    },
  };
}
