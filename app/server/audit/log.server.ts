import { AsyncLocalStorage } from "node:async_hooks";
import { isIP } from "node:net";
import os from "node:os";
import type { Kysely } from "kysely";
import type { AuditAction, AuditObjectType } from "~/lib/audit-actions";
import type { Db } from "../db/client.server";
import { nowIso } from "../db/dialect.server";
import { requestContext } from "../http/request-context.server";

export interface AuditEntry {
  action: AuditAction;
  objectType?: AuditObjectType | null;
  objectId?: string | null;
  /** The object's title at this moment (the entry stays readable after a rename or delete). */
  objectTitle?: string | null;
  /** Small details, e.g. { from: "author", to: "editor" }; stored as JSON. */
  detail?: Record<string, unknown> | null;
  /**
   * Who acted, when not the person of the request (a failed sign-in names the address tried;
   * the shell has none). Default: the request context's actor.
   */
  actor?: EntryActor | null;
  /** Written also inside oneEntryFor (the entry of the bulk change itself, e.g. the import's). */
  bulk?: boolean;
}

/** The person an entry names: a failed sign-in of an unknown address or the shell has no user id. */
export interface EntryActor {
  userId: string | null;
  name: string | null;
  email: string | null;
}

/** The shell's person: the system account that ran the command (no account of the site). */
export function shellActor(): EntryActor {
  let account = "unbekannt";
  try {
    account = os.userInfo().username;
  } catch {
    // No passwd entry (a container's numeric user): the account stays unnamed.
  }
  return { userId: null, name: `${account} (Kommandozeile)`, email: null };
}

/** Set while a bulk change (an import) runs: its single changes write no entries of their own. */
const bulkChange = new AsyncLocalStorage<true>();

/**
 * Runs `fn` as one bulk change: the page writes inside it (the import creates and publishes
 * through the page services) leave no entries; the bulk change writes one (`bulk: true`).
 */
export function oneEntryFor<T>(fn: () => Promise<T>): Promise<T> {
  return bulkChange.run(true, fn);
}

/** The person with this id as an entry names them (name and e-mail now); null for none. */
export async function actorById(db: Db, userId: string | null | undefined): Promise<EntryActor | null> {
  if (!userId) return null;
  const row = await (db as unknown as Kysely<Record<string, { id: string; name: string; email: string }>>)
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return { userId, name: row?.name ?? null, email: row?.email ?? null };
}

/**
 * A client address shortened for privacy: IPv4 without its last octet ("203.0.113.x"), IPv6 to
 * its first three groups (/48, "2001:db8:1::/48"); anything else (a proxy's label) as "unbekannt".
 */
export function shortenAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.split(".").slice(0, 3).join(".") + ".x";
  if (isIP(address) === 6) {
    const [head] = address.split("::");
    const groups = address.includes("::") ? head.split(":").filter(Boolean) : address.split(":");
    return [...groups.slice(0, 3), ...Array(Math.max(0, 3 - groups.length)).fill("0")].join(":") + "::/48";
  }
  return "unbekannt";
}

/**
 * Writes one log entry with `db`: pass the transaction of the change it records, so a change
 * that fails leaves no entry and an entry never names a change that did not happen. The person
 * and the address come from the request context (set by the guard) unless `entry.actor` names
 * one; outside a request (CLI, scheduler) both are null.
 */
export async function recordAction(db: Db, entry: AuditEntry): Promise<void> {
  if (bulkChange.getStore() && !entry.bulk) return;
  const context = requestContext();
  const actor = entry.actor !== undefined ? entry.actor : (context?.actor ?? null);
  await db
    .insertInto("audit_log")
    .values({
      id: crypto.randomUUID(),
      at: nowIso(),
      user_id: actor?.userId ?? null,
      user_name: actor?.name ?? null,
      user_email: actor?.email ?? null,
      action: entry.action,
      object_type: entry.objectType ?? null,
      object_id: entry.objectId ?? null,
      object_title: entry.objectTitle ?? null,
      address: shortenAddress(context?.ip),
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}
