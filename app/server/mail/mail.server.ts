import { de } from "~/i18n/de";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
// Deep import with the file name: nodemailer has no "exports" map and Node's ESM resolver does
// not resolve directories.
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import type { Logger } from "pino";
import { isEmailAddress } from "~/lib/email";
import type { Db } from "../db/client.server";
import type { Env } from "../env.server";
import {
  CLAIM_LEASE_MS,
  claimDue,
  claimMail,
  enqueue,
  markFailed,
  markRetry,
  markSent,
  markStored,
  type MailStatus,
  type MailTransportKind,
  type OutboxMail,
} from "./outbox.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface SendResult {
  id: string;
  status: MailStatus;
}

export interface Mailer {
  /**
   * Stores the mail and delivers it at once (SMTP) or writes it to DATA_DIR/mail (no SMTP).
   * Resolves even when delivery fails (the row stays pending for the retry worker); rejects
   * with a MailInputError for invalid input and when the outbox itself cannot be written.
   */
  send(message: MailMessage): Promise<SendResult>;
  /**
   * Stores the mail as due now, on `db` (pass a transaction to store it together with what it
   * belongs to), without trying it. Call `deliverSoon` after the commit; if the process dies
   * before, the retry worker sends it. Rejects with a MailInputError for invalid input.
   */
  queue(message: MailMessage, options?: { db?: Db }): Promise<string>;
  /** Tries queued mails now in the background (never throws; failures go to the retry schedule). */
  deliverSoon(ids: string[]): void;
  /** Retries the mails that are due; resolves with how many were delivered (sent or stored). */
  processDue(now?: Date): Promise<number>;
  /** Starts the retry worker (every 15 s; does not keep the process alive). */
  start(): void;
  /** Stops the worker, waits for a running round and closes the SMTP transport. */
  stop(): Promise<void>;
}

export { isEmailAddress };

export class MailInputError extends Error {
  constructor(
    readonly field: "to" | "subject" | "text" | "replyTo",
    message: string,
  ) {
    super(message);
    this.name = "MailInputError";
  }
}

// Shown to whoever triggered the mail (e.g. a contact form later), hence German.
const MESSAGES = de.mail;

export const MAX_ATTEMPTS = 10;
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;
export const PROCESS_INTERVAL_MS = 15_000;
const BATCH_SIZE = 25;

/** Wait after the given number of failed attempts: 30 s, doubled per attempt, at most 1 hour. */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, Math.min(failedAttempts - 1, 30));
  return Math.min(RETRY_BASE_MS * 2 ** exponent, RETRY_MAX_MS);
}

// Bounded so a sign-up waiting on the first delivery attempt never hangs for nodemailer's
// defaults (2 min to connect, 10 min idle); values in the SMTP_URL query string still win.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function validate(message: MailMessage): Required<Pick<MailMessage, "to" | "subject" | "text">> & MailMessage {
  if (!message || typeof message !== "object") throw new MailInputError("to", MESSAGES.toMissing);
  const to = typeof message.to === "string" ? message.to.trim() : "";
  if (!to) throw new MailInputError("to", MESSAGES.toMissing);
  if (!isEmailAddress(to)) throw new MailInputError("to", MESSAGES.toInvalid);
  // Line breaks in a subject are never intended; folding them keeps the header a single line.
  const subject = typeof message.subject === "string" ? message.subject.replace(/\s*[\r\n]+\s*/g, " ").trim() : "";
  if (!subject) throw new MailInputError("subject", MESSAGES.subjectMissing);
  if (typeof message.text !== "string") throw new MailInputError("text", MESSAGES.textMissing);
  let replyTo: string | undefined;
  if (message.replyTo !== undefined && message.replyTo !== "") {
    replyTo = typeof message.replyTo === "string" ? message.replyTo.trim() : "";
    if (!isEmailAddress(replyTo)) throw new MailInputError("replyTo", MESSAGES.replyToInvalid);
  }
  return { to, subject, text: message.text, html: message.html || undefined, replyTo };
}

/**
 * The sender domain: PUBLIC_URL's host, or "localhost" when that is an IP address (an address
 * like no-reply@127.0.0.1 is rejected by most servers).
 */
export function mailDomain(publicUrl: string): string {
  let host = "localhost";
  try {
    host = new URL(publicUrl).hostname.replace(/^\[|\]$/g, "") || "localhost";
  } catch {
    // env.server.ts validates PUBLIC_URL; keep a usable sender for anything else.
  }
  return net.isIP(host) ? "localhost" : host;
}

export function defaultFromAddress(publicUrl: string): string {
  return `CMS <no-reply@${mailDomain(publicUrl)}>`;
}

/**
 * nodemailer 7's stream transport accepts `newline` but no longer applies it: headers come out
 * with CRLF, 7-bit bodies with whatever the text had. One line ending per file, so tools that
 * split on either see whole lines. latin1 maps bytes 1:1, so 8-bit content passes unchanged.
 */
function unixNewlines(message: Buffer): Buffer {
  return Buffer.from(message.toString("latin1").replace(/\r\n/g, "\n"), "latin1");
}

/** Sortable by name in a file manager: creation time first, then the outbox id. */
function emlFileName(mail: OutboxMail): string {
  return `${mail.created_at.replace(/[:.]/g, "-")}-${mail.id}.eml`;
}

/** Readers see either no file or the whole message, never a half-written one. */
async function writeFileAtomically(file: string, data: Buffer): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${crypto.randomBytes(4).toString("hex")}.tmp`);
  // 0600: stored mails carry password-reset and confirmation links.
  const handle = await fs.open(temp, "w", 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

function describeError(error: unknown): { message: string; code?: string; responseCode?: number } {
  if (error instanceof Error) {
    const e = error as Error & { code?: unknown; responseCode?: unknown; response?: unknown };
    const response = typeof e.response === "string" && !e.message.includes(e.response) ? ` (${e.response})` : "";
    return {
      message: `${e.message}${response}`,
      code: typeof e.code === "string" ? e.code : undefined,
      responseCode: typeof e.responseCode === "number" ? e.responseCode : undefined,
    };
  }
  return { message: String(error) };
}

export function createMailer(options: { db: Db; env: Env; logger: Logger }): Mailer {
  const { db, env } = options;
  const log = options.logger.child({ module: "mail" });
  const from = defaultFromAddress(env.PUBLIC_URL);
  const domain = mailDomain(env.PUBLIC_URL);
  const mailDir = path.join(env.DATA_DIR, "mail");
  const transportKind: MailTransportKind = env.SMTP_URL ? "smtp" : "file";

  let smtp: Transporter<SMTPTransport.SentMessageInfo> | null = null;
  let stream: Transporter<{ messageId: string; message: Buffer }> | null = null;

  function smtpTransport() {
    smtp ??= nodemailer.createTransport(new SMTPTransport({ ...SMTP_TIMEOUTS, url: env.SMTP_URL }));
    return smtp;
  }

  function streamTransport() {
    stream ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }) as Transporter<{
      messageId: string;
      message: Buffer;
    }>;
    return stream;
  }

  function mailOptions(mail: OutboxMail): SendMailOptions {
    return {
      from: mail.from_address,
      to: mail.to_address,
      replyTo: mail.reply_to ?? undefined,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body ?? undefined,
      // Stable across retries, so a receiver can spot a duplicate after a lost acknowledgement.
      messageId: `<${mail.id}@${domain}>`,
      date: new Date(mail.created_at),
    };
  }

  async function attempt(mail: OutboxMail): Promise<{ kind: MailTransportKind; messageId: string; emlPath?: string }> {
    if (transportKind === "smtp") {
      const info = await smtpTransport().sendMail(mailOptions(mail));
      return { kind: "smtp", messageId: info.messageId };
    }
    const info = await streamTransport().sendMail(mailOptions(mail));
    await fs.mkdir(mailDir, { recursive: true, mode: 0o700 });
    const emlPath = path.join(mailDir, emlFileName(mail));
    await writeFileAtomically(emlPath, unixNewlines(info.message));
    return { kind: "file", messageId: info.messageId, emlPath };
  }

  /** One delivery attempt of a row this process holds (fresh or claimed); never throws. */
  async function deliver(mail: OutboxMail, now: Date): Promise<MailStatus> {
    const context = { mailId: mail.id, transport: transportKind, attempt: mail.attempts + 1 };
    let result: Awaited<ReturnType<typeof attempt>>;
    try {
      result = await attempt(mail);
    } catch (error) {
      return recordFailure(mail, error, now, context);
    }
    try {
      if (result.kind === "smtp") {
        await markSent(db, mail.id, { messageId: result.messageId, now: new Date() });
        log.info({ ...context, messageId: result.messageId }, "E-Mail versendet");
        return "sent";
      }
      await markStored(db, mail.id, result.emlPath!, { messageId: result.messageId });
      log.info({ ...context, emlPath: result.emlPath }, "E-Mail als Datei abgelegt (kein SMTP_URL gesetzt)");
      return "stored";
    } catch (error) {
      // Delivered but not recorded: the row becomes due again after the lease and goes out
      // twice, which beats losing it; the stable Message-ID lets receivers spot it.
      log.error({ ...context, err: describeError(error) }, "E-Mail zugestellt, Status konnte nicht gespeichert werden");
      return "pending";
    }
  }

  async function recordFailure(
    mail: OutboxMail,
    error: unknown,
    now: Date,
    context: Record<string, unknown>,
  ): Promise<MailStatus> {
    const failure = describeError(error);
    const attempts = mail.attempts + 1;
    try {
      if (attempts >= MAX_ATTEMPTS) {
        await markFailed(db, mail.id, failure.message);
        log.error({ ...context, err: failure }, `E-Mail nach ${attempts} Versuchen aufgegeben`);
        return "failed";
      }
      const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts));
      await markRetry(db, mail.id, failure.message, nextAttemptAt);
      log.warn({ ...context, err: failure, nextAttemptAt: nextAttemptAt.toISOString() }, "E-Mail-Versand fehlgeschlagen, neuer Versuch geplant");
      return "pending";
    } catch (markError) {
      // The row keeps its lease and is retried when it ends.
      log.error(
        { ...context, err: failure, markError: describeError(markError) },
        "E-Mail-Versand fehlgeschlagen, Fehler konnte nicht gespeichert werden",
      );
      return "pending";
    }
  }

  const outboxRow = (input: ReturnType<typeof validate>, nextAttemptAt: Date, now: Date) => ({
    to_address: input.to,
    from_address: from,
    reply_to: input.replyTo ?? null,
    subject: input.subject,
    text_body: input.text,
    html_body: input.html ?? null,
    transport: transportKind,
    next_attempt_at: nextAttemptAt,
    created_at: now,
  });

  async function send(message: MailMessage): Promise<SendResult> {
    const input = validate(message);
    const now = new Date();
    let mail: OutboxMail;
    try {
      // Held by this call while it tries at once, so no worker picks it up meanwhile; if the
      // process dies here, the row becomes due when the lease ends.
      mail = await enqueue(db, outboxRow(input, new Date(now.getTime() + CLAIM_LEASE_MS), now));
    } catch (error) {
      log.error({ transport: transportKind, err: describeError(error) }, "E-Mail konnte nicht im Postausgang gespeichert werden");
      throw error;
    }
    const status = await deliver(mail, now);
    return { id: mail.id, status };
  }

  async function queue(message: MailMessage, options: { db?: Db } = {}): Promise<string> {
    const input = validate(message);
    const now = new Date();
    const mail = await enqueue(options.db ?? db, outboxRow(input, now, now));
    return mail.id;
  }

  const inFlight = new Set<Promise<unknown>>();

  function deliverSoon(ids: string[]): void {
    for (const id of ids) {
      const job = (async () => {
        const now = new Date();
        const mail = await claimMail(db, id, now);
        // Taken by the worker (or another instance) meanwhile: it delivers.
        if (mail) await deliver(mail, now);
      })()
        .catch((error) => log.error({ mailId: id, err: describeError(error) }, "E-Mail konnte nicht sofort zugestellt werden"))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    }
  }

  async function processDue(now: Date = new Date()): Promise<number> {
    const due = await claimDue(db, now, BATCH_SIZE);
    let delivered = 0;
    for (const mail of due) {
      const status = await deliver(mail, now);
      if (status === "sent" || status === "stored") delivered++;
    }
    return delivered;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  function tick(): void {
    // A slow round (an SMTP server timing out) must not pile up rounds behind it.
    if (running) return;
    running = processDue()
      .then(
        (delivered) => {
          if (delivered) log.debug({ delivered }, "Postausgang abgearbeitet");
        },
        (error) => {
          log.error({ err: describeError(error) }, "Postausgang konnte nicht abgearbeitet werden");
        },
      )
      .finally(() => {
        running = null;
      });
  }

  return {
    send,
    queue,
    deliverSoon,
    processDue,
    start() {
      if (timer) return;
      timer = setInterval(tick, PROCESS_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      await Promise.allSettled([...inFlight]);
      smtp?.close();
      smtp = null;
      stream?.close();
      stream = null;
    },
  };
}
