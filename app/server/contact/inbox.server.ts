import crypto from "node:crypto";
import fs from "node:fs/promises";
import { sql, type Selectable } from "kysely";
import type { ContactValue } from "~/lib/contact-value";
import { de } from "~/i18n/de";
import { toCsv } from "../csv.server";
import {
  INBOX_PAGE_MAX,
  INBOX_PAGE_SIZE,
  type Delivery,
  type InboxForm,
  type InboxList,
  type InboxQuery,
  type SubmissionDetail,
  type SubmissionSummary,
} from "~/lib/inbox";
import type { Db } from "../db/client.server";
import { fromDbJson, fromDbTimestamp, toDbJson } from "../db/dialect.server";
import type { ContactSubmissionsTable } from "../db/schema.server";
import { recordChange, withChanges } from "../events/changes.server";
import { formatDateTime } from "~/lib/format";
import { logger } from "../logger.server";
import { runtime } from "../runtime.server";
import { loadSettings } from "../settings/migration.server";
import { composeRecipientMail, type MailSubmission } from "./mail-text.server";
import type { Mailer } from "../mail/mail.server";
import { deleteMails, getMail, type OutboxMail } from "../mail/outbox.server";

/** The only code that reads and writes contact_submissions (the admin's inbox). */

type Row = Selectable<ContactSubmissionsTable>;

export interface NewSubmission {
  pageId: string;
  pageTitle: string;
  pagePath: string;
  blockId: string;
  formTitle: string;
  values: ContactValue[];
  subject: string;
  senderEmail: string | null;
  senderName: string | null;
  recipient: string;
  ipHash: string;
  createdAt: Date;
}

export function searchText(parts: (string | null | undefined)[]): string {
  return parts
    .filter(Boolean)
    .join("\n")
    .toLocaleLowerCase("de-DE");
}

/** Stores a submission (inside the caller's transaction); returns its id. */
export async function insertSubmission(db: Db, input: NewSubmission): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("contact_submissions")
    .values({
      id,
      page_id: input.pageId,
      page_title: input.pageTitle,
      page_path: input.pagePath,
      block_id: input.blockId,
      form_title: input.formTitle,
      answers: toDbJson(input.values),
      subject: input.subject,
      sender_email: input.senderEmail,
      sender_name: input.senderName,
      recipient: input.recipient,
      ip_hash: input.ipHash,
      mail_id: null,
      confirmation_mail_id: null,
      search_text: searchText([
        input.senderName,
        input.senderEmail,
        input.subject,
        input.pageTitle,
        input.formTitle,
        ...input.values.map((v) => v.value),
      ]),
      read_at: null,
      created_at: input.createdAt.toISOString(),
    })
    .execute();
  return id;
}

export async function linkMails(db: Db, id: string, mails: { mailId?: string | null; confirmationMailId?: string | null }): Promise<void> {
  await db
    .updateTable("contact_submissions")
    .set({
      ...(mails.mailId !== undefined ? { mail_id: mails.mailId } : {}),
      ...(mails.confirmationMailId !== undefined ? { confirmation_mail_id: mails.confirmationMailId } : {}),
    })
    .where("id", "=", id)
    .execute();
}

function readValues(value: unknown): ContactValue[] {
  const parsed = fromDbJson(value);
  return Array.isArray(parsed) ? (parsed as ContactValue[]) : [];
}

function preview(values: ContactValue[]): string {
  const long = values.find((v) => v.type === "textarea" && v.value) ?? values.find((v) => v.value && v.type !== "email");
  const text = (long?.value ?? "").replace(/\s+/g, " ").trim();
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

function delivery(mail: OutboxMail | null | undefined): Delivery {
  if (!mail) return { state: "none", mail_id: null, to: null, attempts: 0, next_attempt_at: null, last_error: null, sent_at: null };
  const state =
    mail.status === "pending" ? (mail.attempts > 0 ? "retrying" : "pending") : mail.status;
  return {
    state,
    mail_id: mail.id,
    to: mail.to_address,
    attempts: mail.attempts,
    next_attempt_at: mail.status === "pending" ? mail.next_attempt_at : null,
    last_error: mail.last_error,
    sent_at: mail.sent_at,
  };
}

async function mailsById(db: Db, ids: (string | null)[]): Promise<Map<string, OutboxMail>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const out = new Map<string, OutboxMail>();
  for (let i = 0; i < wanted.length; i += 200) {
    const rows = await db.selectFrom("mail_outbox").select("id").where("id", "in", wanted.slice(i, i + 200)).execute();
    for (const row of rows) {
      const mail = await getMail(db, row.id);
      if (mail) out.set(mail.id, mail);
    }
  }
  return out;
}

function toSummary(row: Row, mails: Map<string, OutboxMail>): SubmissionSummary {
  const values = readValues(row.answers);
  return {
    id: row.id,
    created_at: fromDbTimestamp(row.created_at),
    read: row.read_at != null,
    page_id: row.page_id,
    page_title: row.page_title,
    page_path: row.page_path,
    block_id: row.block_id,
    form_title: row.form_title,
    subject: row.subject,
    sender_email: row.sender_email,
    sender_name: row.sender_name,
    preview: preview(values),
    delivery: delivery(row.mail_id ? mails.get(row.mail_id) : null),
  };
}

function toDetail(row: Row, mails: Map<string, OutboxMail>): SubmissionDetail {
  return {
    ...toSummary(row, mails),
    values: readValues(row.answers),
    recipient: row.recipient,
    confirmation: row.confirmation_mail_id ? delivery(mails.get(row.confirmation_mail_id)) : null,
  };
}

/** The stored submission as its mail text reads it. */
function mailSubmission(row: Row): MailSubmission {
  return {
    pageTitle: row.page_title,
    pagePath: row.page_path,
    formTitle: row.form_title,
    subject: row.subject,
    senderEmail: row.sender_email,
    recipient: row.recipient,
    values: readValues(row.answers),
    createdAt: fromDbTimestamp(row.created_at),
  };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function filtered(db: Db, query: InboxQuery) {
  let q = db.selectFrom("contact_submissions");
  const term = query.q?.trim().toLocaleLowerCase("de-DE");
  if (term) {
    for (const word of term.split(/\s+/).slice(0, 8)) {
      // Our backslash escapes mean the same on SQLite (no default escape) and PostgreSQL.
      q = q.where(sql<boolean>`search_text like ${`%${escapeLike(word)}%`} escape '\\'`);
    }
  }
  if (query.form) {
    const at = query.form.lastIndexOf(":");
    const pageId = at > 0 ? query.form.slice(0, at) : "";
    const blockId = at > 0 ? query.form.slice(at + 1) : query.form;
    q = q.where("block_id", "=", blockId);
    q = pageId ? q.where("page_id", "=", pageId) : q;
  }
  if (query.pageId) q = q.where("page_id", "=", query.pageId);
  if (query.read === true) q = q.where("read_at", "is not", null);
  if (query.read === false) q = q.where("read_at", "is", null);
  return q;
}

export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  const int = (value: string | null) => {
    const n = Number(value);
    return value !== null && value !== "" && Number.isInteger(n) && n >= 0 ? n : undefined;
  };
  const status = params.get("status");
  return {
    q: params.get("q")?.slice(0, 200) || undefined,
    form: params.get("form") || undefined,
    pageId: params.get("page") || undefined,
    read: status === "read" ? true : status === "unread" ? false : undefined,
    offset: int(params.get("offset")),
    limit: int(params.get("limit")),
  };
}

export async function countUnread(db: Db): Promise<number> {
  const row = await db
    .selectFrom("contact_submissions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function listForms(db: Db): Promise<InboxForm[]> {
  const rows = await db
    .selectFrom("contact_submissions")
    .select((eb) => ["page_id", "block_id", eb.fn.max("page_title").as("page_title"), eb.fn.max("form_title").as("form_title"), eb.fn.countAll<number>().as("n")])
    .groupBy(["page_id", "block_id"])
    .execute();
  return rows
    .map((r) => ({
      key: `${r.page_id ?? ""}:${r.block_id}`,
      page_id: r.page_id,
      block_id: r.block_id,
      page_title: String(r.page_title ?? ""),
      form_title: String(r.form_title ?? ""),
      count: Number(r.n),
    }))
    .sort((a, b) => a.page_title.localeCompare(b.page_title, "de") || a.form_title.localeCompare(b.form_title, "de"));
}

/** Newest first, with the delivery state of each mail to the recipient. */
export async function listSubmissions(db: Db, query: InboxQuery = {}): Promise<InboxList> {
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? INBOX_PAGE_SIZE), 1), INBOX_PAGE_MAX);
  const offset = Math.max(Math.trunc(query.offset ?? 0), 0);
  const [rows, total, unread, forms] = await Promise.all([
    filtered(db, query).selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
    countUnread(db),
    listForms(db),
  ]);
  const mails = await mailsById(db, rows.map((r) => r.mail_id));
  return { items: rows.map((r) => toSummary(r, mails)), total, unread, forms };
}

export async function newestUnread(db: Db, limit: number): Promise<SubmissionSummary[]> {
  return (await listSubmissions(db, { read: false, limit })).items;
}

export async function getSubmission(db: Db, id: string): Promise<SubmissionDetail | null> {
  const row = await db.selectFrom("contact_submissions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  return toDetail(row, await mailsById(db, [row.mail_id, row.confirmation_mail_id]));
}

export async function setSubmissionRead(db: Db, id: string, read: boolean): Promise<SubmissionDetail | null> {
  const result = await withChanges(db, async (trx) => {
    const updated = await trx
      .updateTable("contact_submissions")
      .set({ read_at: read ? new Date().toISOString() : null })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await recordChange(trx, { topic: "contact", action: read ? "read" : "unread", public: false });
    return true;
  });
  return result ? getSubmission(db, id) : null;
}

async function removeFiles(paths: string[]): Promise<void> {
  for (const file of paths) {
    await fs.rm(file, { force: true }).catch((error) => logger().warn({ err: error, file }, "E-Mail-Datei konnte nicht gelöscht werden"));
  }
}

/** Deletes submissions and their mails (outbox rows and .eml files): nothing of them stays. */
async function deleteWhere(db: Db, ids: string[], action: string): Promise<number> {
  if (ids.length === 0) return 0;
  const files = await withChanges(db, async (trx) => {
    const rows = await trx.selectFrom("contact_submissions").select(["mail_id", "confirmation_mail_id"]).where("id", "in", ids).execute();
    const mailIds = rows.flatMap((r) => [r.mail_id, r.confirmation_mail_id]).filter((m): m is string => Boolean(m));
    const emlFiles = await deleteMails(trx, mailIds);
    await trx.deleteFrom("contact_submissions").where("id", "in", ids).execute();
    await recordChange(trx, { topic: "contact", action, public: false });
    return emlFiles;
  });
  await removeFiles(files);
  return ids.length;
}

export async function deleteSubmission(db: Db, id: string): Promise<boolean> {
  const exists = await db.selectFrom("contact_submissions").select("id").where("id", "=", id).executeTakeFirst();
  if (!exists) return false;
  await deleteWhere(db, [id], "deleted");
  return true;
}

/** The date `months` calendar months before `now` (31 March − 1 month = 28/29 February). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** GDPR retention: deletes submissions older than `months`; returns how many. */
export async function deleteExpiredSubmissions(db: Db, months: number, now = new Date()): Promise<number> {
  const cutoff = monthsBefore(now, months).toISOString();
  let deleted = 0;
  // In batches, so a first run over years of enquiries does not hold one huge transaction.
  for (;;) {
    const rows = await db.selectFrom("contact_submissions").select("id").where("created_at", "<", cutoff).limit(500).execute();
    if (rows.length === 0) return deleted;
    deleted += await deleteWhere(
      db,
      rows.map((r) => r.id),
      "expired",
    );
  }
}

/**
 * Queues a fresh copy of the mail to the recipient ('Erneut senden'). The copy replaces the old
 * outbox row, which is deleted: no retries of it run on (no duplicates), and no copy of the
 * enquiry stays behind unlinked when the enquiry is deleted or expires.
 */
export async function resendSubmission(db: Db, mailer: Mailer, id: string): Promise<SubmissionDetail | null> {
  const row = await db.selectFrom("contact_submissions").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const old = row.mail_id ? await getMail(db, row.mail_id) : null;
  const message = old
    ? { to: row.recipient, subject: old.subject, text: old.text_body, replyTo: old.reply_to ?? undefined }
    : composeRecipientMail(await siteContext(db), mailSubmission(row));
  const { mailId, files } = await withChanges(db, async (trx) => {
    const queued = await mailer.queue(message, { db: trx });
    await linkMails(trx, id, { mailId: queued });
    const files = row.mail_id ? await deleteMails(trx, [row.mail_id]) : [];
    await recordChange(trx, { topic: "contact", action: "resent", public: false });
    return { mailId: queued, files };
  });
  await removeFiles(files);
  mailer.deliverSoon([mailId]);
  return getSubmission(db, id);
}

async function siteContext(db: Db) {
  const { settings } = await loadSettings(db);
  return { siteName: settings.site_name, publicUrl: runtime().env.PUBLIC_URL };
}

const CSV_HEADERS = de.inboxCsv;


/**
 * CSV for Excel: UTF-8 with BOM, ';' between cells (German Excel), CRLF line ends. One row per
 * submission; every answer label of the exported forms gets one column.
 */
export async function submissionsCsv(db: Db, query: InboxQuery = {}): Promise<string> {
  const rows = await filtered(db, query).selectAll().orderBy("created_at", "desc").orderBy("id", "desc").execute();
  const mails = await mailsById(db, rows.map((r) => r.mail_id));
  const details = rows.map((r) => toDetail(r, mails));
  const answerColumns: string[] = [];
  for (const d of details) for (const v of d.values) if (!answerColumns.includes(v.label)) answerColumns.push(v.label);
  // The sender's name and address are answers too (their own columns would repeat them).
  const fixed: string[] = [CSV_HEADERS.receivedAt, CSV_HEADERS.read, CSV_HEADERS.page, CSV_HEADERS.form, CSV_HEADERS.subject, CSV_HEADERS.delivery];
  // A form field labelled like a fixed column ('Betreff') gets its own, distinguishable title.
  const answerTitles = answerColumns.map((label) => (fixed.includes(label) ? CSV_HEADERS.fieldColumn(label) : label));
  const header = [...fixed.slice(0, 5), ...answerTitles, CSV_HEADERS.delivery];
  const lines: string[][] = [header];
  for (const d of details) {
    const answers = answerColumns.map((label) => d.values.find((v) => v.label === label)?.value ?? "");
    lines.push(
      [
        formatDateTime(d.created_at),
        d.read ? CSV_HEADERS.yes : CSV_HEADERS.no,
        `${d.page_title} (${d.page_path})`,
        d.form_title,
        d.subject,
        ...answers,
        CSV_HEADERS.states[d.delivery.state],
      ],
    );
  }
  return toCsv(lines);
}
