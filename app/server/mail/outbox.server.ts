import crypto from "node:crypto";
import type { Selectable } from "kysely";
import type { Db } from "../db/client.server";
import type { MailOutboxTable } from "../db/schema.server";
import { fromDbTimestamp } from "../db/dialect.server";

/** The only code that reads and writes mail_outbox. */

export const MAIL_STATUSES = ["pending", "sent", "stored", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_TRANSPORTS = ["smtp", "file"] as const;
export type MailTransportKind = (typeof MAIL_TRANSPORTS)[number];

type Row = Selectable<MailOutboxTable>;

/** An outbox row as the rest of the server sees it: typed status and transport, ISO timestamps. */
export interface OutboxMail extends Omit<Row, "status" | "attempts" | "next_attempt_at" | "transport" | "created_at" | "sent_at"> {
  status: MailStatus;
  attempts: number;
  /** ISO timestamp; for a pending row also the end of a running delivery's lease. */
  next_attempt_at: string;
  transport: MailTransportKind;
  created_at: string;
  sent_at: string | null;
}

function toStatus(value: string): MailStatus {
  // An unknown value must not look delivered: treat it as still to do.
  return (MAIL_STATUSES as readonly string[]).includes(value) ? (value as MailStatus) : "pending";
}

function toTransport(value: string): MailTransportKind {
  return value === "smtp" ? "smtp" : "file";
}

function toMail(row: Row): OutboxMail {
  return {
    id: row.id,
    to_address: row.to_address,
    from_address: row.from_address,
    reply_to: row.reply_to ?? null,
    subject: row.subject,
    text_body: row.text_body,
    html_body: row.html_body ?? null,
    status: toStatus(row.status),
    attempts: Number(row.attempts),
    next_attempt_at: fromDbTimestamp(row.next_attempt_at),
    last_error: row.last_error ?? null,
    transport: toTransport(row.transport),
    eml_path: row.eml_path ?? null,
    message_id: row.message_id ?? null,
    created_at: fromDbTimestamp(row.created_at),
    sent_at: row.sent_at == null ? null : fromDbTimestamp(row.sent_at),
  };
}

/**
 * Timestamps are compared as text on SQLite, so every one we write must have the exact same
 * shape (toISOString: fixed width, UTC); PostgreSQL parses the same string into timestamptz.
 */
function iso(value: Date | string): string {
  return (typeof value === "string" ? new Date(value) : value).toISOString();
}

const MAX_ERROR_LENGTH = 2000;

function errorText(error: string): string {
  return error.length > MAX_ERROR_LENGTH ? error.slice(0, MAX_ERROR_LENGTH - 1) + "…" : error;
}

export interface NewOutboxMail {
  id?: string;
  to_address: string;
  from_address: string;
  reply_to?: string | null;
  subject: string;
  text_body: string;
  html_body?: string | null;
  transport: MailTransportKind;
  /** When the row becomes due for the worker; the sender sets a lease while it tries at once. */
  next_attempt_at: Date | string;
  created_at?: Date | string;
}

/** Stores a new mail as 'pending' with no attempts yet. */
export async function enqueue(db: Db, input: NewOutboxMail): Promise<OutboxMail> {
  const id = input.id ?? crypto.randomUUID();
  await db
    .insertInto("mail_outbox")
    .values({
      id,
      to_address: input.to_address,
      from_address: input.from_address,
      reply_to: input.reply_to ?? null,
      subject: input.subject,
      text_body: input.text_body,
      html_body: input.html_body ?? null,
      status: "pending",
      attempts: 0,
      next_attempt_at: iso(input.next_attempt_at),
      last_error: null,
      transport: input.transport,
      eml_path: null,
      message_id: null,
      created_at: iso(input.created_at ?? new Date()),
      sent_at: null,
    })
    .execute();
  return (await getMail(db, id))!;
}

export async function getMail(db: Db, id: string): Promise<OutboxMail | null> {
  const row = await db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toMail(row) : null;
}

export const OUTBOX_PAGE_MAX = 200;

/** Newest first, bodies included (the admin outbox shows them; transactional mails are small). */
export async function listOutbox(
  db: Db,
  options: { limit?: number; offset?: number; status?: MailStatus } = {},
): Promise<OutboxMail[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50), 1), OUTBOX_PAGE_MAX);
  const offset = Math.max(Math.trunc(options.offset ?? 0), 0);
  let query = db.selectFrom("mail_outbox").selectAll();
  if (options.status) query = query.where("status", "=", options.status);
  const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute();
  return rows.map(toMail);
}

export async function countOutbox(db: Db, options: { status?: MailStatus } = {}): Promise<number> {
  let query = db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<number>().as("n"));
  if (options.status) query = query.where("status", "=", options.status);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How long a claimed row stays invisible to other workers while one delivers it. */
export const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * Claims up to `limit` pending rows due at `now` by pushing their next_attempt_at past a lease.
 * Each claim is a conditional UPDATE that only one worker can win, on one database or across
 * instances sharing PostgreSQL; a worker that dies mid-delivery leaves a row that becomes due
 * again when the lease ends, so nothing is lost. The attempts condition keeps a worker that read
 * the row before someone else's finished attempt from claiming it again.
 */
export async function claimDue(
  db: Db,
  now: Date,
  limit: number,
  leaseMs: number = CLAIM_LEASE_MS,
): Promise<OutboxMail[]> {
  const nowText = iso(now);
  const leaseUntil = iso(new Date(now.getTime() + leaseMs));
  const candidates = await db
    .selectFrom("mail_outbox")
    .select(["id", "attempts"])
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowText)
    .orderBy("next_attempt_at", "asc")
    .orderBy("id", "asc")
    .limit(Math.max(1, Math.trunc(limit)))
    .execute();

  const claimed: OutboxMail[] = [];
  for (const candidate of candidates) {
    const mail = await claimMail(db, candidate.id, now, { attempts: Number(candidate.attempts), leaseUntil });
    if (mail) claimed.push(mail);
  }
  return claimed;
}

/**
 * Claims one pending row that is due at `now` (the same conditional UPDATE as claimDue, so the
 * worker and a sender that delivers at once never both take it); null when someone else has it.
 */
export async function claimMail(
  db: Db,
  id: string,
  now: Date,
  options: { attempts?: number; leaseUntil?: string } = {},
): Promise<OutboxMail | null> {
  const nowText = iso(now);
  let query = db
    .updateTable("mail_outbox")
    .set({ next_attempt_at: options.leaseUntil ?? iso(new Date(now.getTime() + CLAIM_LEASE_MS)) })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowText);
  if (options.attempts !== undefined) query = query.where("attempts", "=", options.attempts);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  return getMail(db, id);
}

/** Deletes mails (e.g. with the enquiry they belong to); returns the .eml files they had. */
export async function deleteMails(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("mail_outbox").select("eml_path").where("id", "in", ids).execute();
  await db.deleteFrom("mail_outbox").where("id", "in", ids).execute();
  return rows.map((r) => r.eml_path).filter((p): p is string => Boolean(p));
}

// The mark functions only touch pending rows, so a late or duplicate result never overwrites
// a final state. Each returns whether it changed the row.

export async function markSent(
  db: Db,
  id: string,
  options: { messageId?: string | null; now?: Date } = {},
): Promise<boolean> {
  const result = await db
    .updateTable("mail_outbox")
    .set((eb) => ({
      status: "sent",
      transport: "smtp",
      attempts: eb("attempts", "+", 1),
      message_id: options.messageId ?? null,
      sent_at: iso(options.now ?? new Date()),
    }))
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markStored(
  db: Db,
  id: string,
  emlPath: string,
  options: { messageId?: string | null } = {},
): Promise<boolean> {
  const result = await db
    .updateTable("mail_outbox")
    .set((eb) => ({
      status: "stored",
      transport: "file",
      attempts: eb("attempts", "+", 1),
      eml_path: emlPath,
      message_id: options.messageId ?? null,
    }))
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts a failed attempt and schedules the next one. */
export async function markRetry(db: Db, id: string, error: string, nextAttemptAt: Date): Promise<boolean> {
  const result = await db
    .updateTable("mail_outbox")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      last_error: errorText(error),
      next_attempt_at: iso(nextAttemptAt),
    }))
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts the last failed attempt and gives up; the row stays for the admins to read. */
export async function markFailed(db: Db, id: string, error: string): Promise<boolean> {
  const result = await db
    .updateTable("mail_outbox")
    .set((eb) => ({
      status: "failed",
      attempts: eb("attempts", "+", 1),
      last_error: errorText(error),
    }))
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
