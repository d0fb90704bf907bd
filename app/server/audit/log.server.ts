import { isIP } from "node:net";
import type { AuditAction, AuditObjectType } from "~/lib/audit-actions";
import type { Db } from "../db/client.server";
import { nowIso } from "../db/dialect.server";
import { requestContext, type Actor } from "../http/request-context.server";

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
  actor?: Pick<Actor, "userId" | "name" | "email"> | null;
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
