import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pino, type Logger } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closedPort, decodeBody, decodeHeader, parseMessage, startFakeSmtp, type FakeSmtp } from "../../../tests/smtp";
import { createTestDatabase, testDbKind, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { openDatabase, type DatabaseHandle } from "../db/client.server";
import { loadEnv } from "../env.server";
import { createMailer, MailInputError, MAX_ATTEMPTS, retryDelayMs, type Mailer } from "./mail.server";
import { claimDue, countOutbox, enqueue, getMail, listOutbox } from "./outbox.server";

// ---------------------------------------------------------------------------------------------

const PUBLIC_URL = "https://www.example.de";
const silent = pino({ level: "silent" });

function capturingLogger(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const raw: string[] = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => void raw.push(line) });
  return { logger, lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe(`mail service (${testDbLabel})`, () => {
  let t: TestDatabase;
  let dataDir: string;
  const cleanups: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    t = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-mail-"));
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await t?.cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function mailer(options: { smtpUrl?: string; logger?: Logger; db?: DatabaseHandle["db"] } = {}): Mailer {
    const env = loadEnv({ DATA_DIR: dataDir, SMTP_URL: options.smtpUrl, PUBLIC_URL, LOG_LEVEL: "silent" });
    const created = createMailer({ db: options.db ?? t.db, env, logger: options.logger ?? silent });
    cleanups.push(() => created.stop());
    return created;
  }

  async function smtpServer(options: Parameters<typeof startFakeSmtp>[0] = {}): Promise<FakeSmtp> {
    const server = await startFakeSmtp(options);
    cleanups.push(() => server.close());
    return server;
  }

  it("without SMTP_URL writes an .eml file to DATA_DIR/mail and keeps the mail in the outbox", async () => {
    const subject = "Bitte bestätigen Sie Ihre Anmeldung – Grüße aus Köln";
    const text = "Guten Tag,\n\nbitte öffnen Sie diesen Link:\nhttps://www.example.de/api/auth/verify-email?token=abc123\n\nViele Grüße\n";
    const result = await mailer().send({ to: "anna.mueller@example.de", subject, text });
    expect(result.status).toBe("stored");

    const row = (await getMail(t.db, result.id))!;
    expect(row).toMatchObject({
      status: "stored",
      transport: "file",
      attempts: 1,
      to_address: "anna.mueller@example.de",
      from_address: "CMS <no-reply@www.example.de>",
      subject,
      text_body: text,
      last_error: null,
      message_id: `<${result.id}@www.example.de>`,
    });
    const mailDir = path.join(dataDir, "mail");
    expect(path.dirname(row.eml_path!)).toBe(mailDir);
    expect(path.basename(row.eml_path!)).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d-]+Z-${result.id}\\.eml$`));
    // Only the finished file: no temp file left behind.
    expect(fs.readdirSync(mailDir)).toEqual([path.basename(row.eml_path!)]);
    // Reset and confirmation links are in there: only the server's user may read it.
    expect(fs.statSync(row.eml_path!).mode & 0o777).toBe(0o600);

    const raw = fs.readFileSync(row.eml_path!, "utf8");
    // 7-bit clean, umlauts MIME-encoded rather than raw bytes in the headers.
    expect(raw).toMatch(/^[\x20-\x7e\n\t]*$/);
    const { headers, body } = parseMessage(raw);
    expect(headers.to).toBe("anna.mueller@example.de");
    expect(headers.from).toBe("CMS <no-reply@www.example.de>");
    expect(headers.subject).toMatch(/^=\?UTF-8\?[QB]\?/i);
    expect(decodeHeader(headers.subject)).toBe(subject);
    expect(headers["message-id"]).toBe(`<${result.id}@www.example.de>`);
    expect(headers["content-type"]).toMatch(/text\/plain; charset=utf-8/i);
    expect(decodeBody(body, headers["content-transfer-encoding"]).trimEnd()).toBe(text.trimEnd());

    const second = await mailer().send({ to: "bernd@example.de", subject: "Zweite", text: "Zwei" });
    const listed = await listOutbox(t.db, { limit: 10 });
    expect(listed.map((m) => m.id)).toEqual([second.id, result.id]);
    expect(listed[1]).toMatchObject({ subject, text_body: text, status: "stored" });
    expect((await listOutbox(t.db, { limit: 1, offset: 1 })).map((m) => m.id)).toEqual([result.id]);
    expect(await listOutbox(t.db, { status: "pending" })).toEqual([]);
    expect(await countOutbox(t.db, { status: "stored" })).toBe(2);
  });

  it("without SMTP_URL keeps a mail whose file cannot be written and stores it on retry", async () => {
    // A file where the mail directory should be makes every write fail.
    fs.writeFileSync(path.join(dataDir, "mail"), "im Weg");
    const m = mailer();
    const result = await m.send({ to: "carla@example.de", subject: "Später", text: "Text" });
    expect(result.status).toBe("pending");
    const pending = (await getMail(t.db, result.id))!;
    expect(pending).toMatchObject({ status: "pending", attempts: 1, eml_path: null });
    expect(pending.last_error).toMatch(/EEXIST|ENOTDIR/);

    fs.rmSync(path.join(dataDir, "mail"));
    expect(await m.processDue(new Date(Date.parse(pending.next_attempt_at) + 1000))).toBe(1);
    const stored = (await getMail(t.db, result.id))!;
    expect(stored).toMatchObject({ status: "stored", attempts: 2 });
    expect(fs.existsSync(stored.eml_path!)).toBe(true);
  });

  it("with SMTP_URL sends at once over SMTP", async () => {
    const server = await smtpServer();
    const subject = "Passwort zurücksetzen";
    const result = await mailer({ smtpUrl: server.url }).send({
      to: "empfaenger@example.de",
      subject,
      text: "Ihr Link: https://www.example.de/reset?token=xyz",
      html: "<p>Ihr <a href=\"https://www.example.de/reset?token=xyz\">Link</a></p>",
      replyTo: "kontakt@example.de",
    });
    expect(result.status).toBe("sent");

    const row = (await getMail(t.db, result.id))!;
    expect(row).toMatchObject({
      status: "sent",
      transport: "smtp",
      attempts: 1,
      eml_path: null,
      last_error: null,
      reply_to: "kontakt@example.de",
      message_id: `<${result.id}@www.example.de>`,
    });
    expect(row.sent_at).not.toBeNull();

    expect(server.messages).toHaveLength(1);
    const [received] = server.messages;
    expect(received.from).toBe("no-reply@www.example.de");
    expect(received.to).toEqual(["empfaenger@example.de"]);
    const { headers } = parseMessage(received.data);
    expect(decodeHeader(headers.subject)).toBe(subject);
    expect(headers["reply-to"]).toBe("kontakt@example.de");
    expect(headers["message-id"]).toBe(`<${result.id}@www.example.de>`);
    expect(headers["content-type"]).toMatch(/^multipart\/alternative/);
    expect(received.data).toContain("Content-Type: text/plain");
    expect(received.data).toContain("Content-Type: text/html");
    // No SMTP, no files.
    expect(fs.existsSync(path.join(dataDir, "mail"))).toBe(false);
  });

  it("keeps a mail while SMTP is down, logs the failure and sends it once the server is back", async () => {
    const port = await closedPort();
    const { logger, lines } = capturingLogger();
    const m = mailer({ smtpUrl: `smtp://127.0.0.1:${port}`, logger });
    const before = Date.now();
    const result = await m.send({ to: "dora@example.de", subject: "Willkommen", text: "geheimer-link-4711" });
    const after = Date.now();
    expect(result.status).toBe("pending");

    const pending = (await getMail(t.db, result.id))!;
    expect(pending).toMatchObject({ status: "pending", attempts: 1, transport: "smtp", sent_at: null });
    expect(pending.last_error).toMatch(/ECONNREFUSED/);
    const next = Date.parse(pending.next_attempt_at);
    expect(next).toBeGreaterThanOrEqual(before + 30_000);
    expect(next).toBeLessThanOrEqual(after + 30_000);

    const warnings = lines().filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ mailId: result.id, module: "mail", attempt: 1 });
    expect(JSON.stringify(lines())).not.toContain("geheimer-link-4711");

    // Not due yet: nothing happens.
    expect(await m.processDue(new Date())).toBe(0);
    expect((await getMail(t.db, result.id))!.attempts).toBe(1);

    const server = await smtpServer({ port });
    expect(await m.processDue(new Date(next + 1000))).toBe(1);
    expect(await getMail(t.db, result.id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(server.messages).toHaveLength(1);
    expect(decodeBody(parseMessage(server.messages[0].data).body, "7bit")).toContain("geheimer-link-4711");

    expect(await m.processDue(new Date(next + 60 * 60_000))).toBe(0);
    expect(server.messages).toHaveLength(1);
  });

  it("keeps a mail the server refuses for now and records the server's answer", async () => {
    const server = await smtpServer({ mailFromReply: "451 4.3.0 Bitte später erneut versuchen" });
    const result = await mailer({ smtpUrl: server.url }).send({ to: "emil@example.de", subject: "Hallo", text: "Text" });
    expect(result.status).toBe("pending");
    const row = (await getMail(t.db, result.id))!;
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain("451");
  });

  it("doubles the wait per attempt up to one hour and gives up after 10 attempts, keeping the mail", async () => {
    expect(Array.from({ length: 9 }, (_, i) => retryDelayMs(i + 1) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(MAX_ATTEMPTS).toBe(10);

    const { logger, lines } = capturingLogger();
    const m = mailer({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, logger });
    const { id } = await m.send({ to: "fritz@example.de", subject: "Nie zugestellt", text: "Text" });
    const delays: number[] = [];
    let row = (await getMail(t.db, id))!;
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      const now = new Date(Date.parse(row.next_attempt_at) + 1);
      expect(await m.processDue(now)).toBe(0);
      row = (await getMail(t.db, id))!;
      expect(row.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe("pending");
        delays.push((Date.parse(row.next_attempt_at) - now.getTime()) / 1000);
      }
    }
    expect(delays).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(row.status).toBe("failed");
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    expect(lines().filter((l) => l.level === 50 && l.mailId === id)).toHaveLength(1);

    // Failed mails are never picked up again, and never deleted.
    expect(await m.processDue(new Date(Date.now() + 24 * 60 * 60_000))).toBe(0);
    expect(await getMail(t.db, id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect((await listOutbox(t.db, { status: "failed" })).map((r) => r.id)).toEqual([id]);
  });

  it("refuses invalid input with a German message and writes nothing", async () => {
    const m = mailer();
    const invalid: [Parameters<Mailer["send"]>[0], string, string][] = [
      [{ to: "", subject: "Betreff", text: "x" }, "to", "Bitte geben Sie eine Empfängeradresse an."],
      [{ to: "   ", subject: "Betreff", text: "x" }, "to", "Bitte geben Sie eine Empfängeradresse an."],
      [{ to: "keine-adresse", subject: "Betreff", text: "x" }, "to", "Die Empfängeradresse ist keine gültige E-Mail-Adresse."],
      [{ to: "a@b", subject: "Betreff", text: "x" }, "to", "Die Empfängeradresse ist keine gültige E-Mail-Adresse."],
      [{ to: "a@example.de, b@example.de", subject: "Betreff", text: "x" }, "to", "Die Empfängeradresse ist keine gültige E-Mail-Adresse."],
      [{ to: "a@example.de\r\nBcc: b@example.de", subject: "Betreff", text: "x" }, "to", "Die Empfängeradresse ist keine gültige E-Mail-Adresse."],
      [{ to: "Anna <a@example.de>", subject: "Betreff", text: "x" }, "to", "Die Empfängeradresse ist keine gültige E-Mail-Adresse."],
      [{ to: "a@example.de", subject: "", text: "x" }, "subject", "Bitte geben Sie einen Betreff an."],
      [{ to: "a@example.de", subject: " \r\n ", text: "x" }, "subject", "Bitte geben Sie einen Betreff an."],
      [{ to: "a@example.de", subject: "Betreff", text: "x", replyTo: "nicht gültig" }, "replyTo", "Die Antwortadresse ist keine gültige E-Mail-Adresse."],
    ];
    for (const [message, field, text] of invalid) {
      const error = await m.send(message).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, JSON.stringify(message)).toBeInstanceOf(MailInputError);
      expect(error).toMatchObject({ field, message: text });
    }
    expect(await countOutbox(t.db)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "mail"))).toBe(false);

    // The boundary cases that are fine: Unicode domain, plus addressing, a folded subject.
    const ok = await m.send({ to: "info+cms@müller-bäckerei.de", subject: "Zeile eins\nZeile zwei", text: "" });
    expect(await getMail(t.db, ok.id)).toMatchObject({ status: "stored", subject: "Zeile eins Zeile zwei" });
  });

  it("lets only one of several workers claim a due mail", async () => {
    const due = new Date(Date.now() - 1000);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const mail = await enqueue(t.db, {
        to_address: `empfaenger${i}@example.de`,
        from_address: "CMS <no-reply@www.example.de>",
        subject: `Mail ${i}`,
        text_body: "Text",
        transport: "smtp",
        next_attempt_at: due,
      });
      ids.push(mail.id);
    }
    const now = new Date();
    // Four claimers at once. On PostgreSQL they use different pool connections; on SQLite they
    // share the one connection, whose statements Kysely interleaves at every await, so each
    // claimer reads all rows before the others' updates land: the race the claim must win.
    const claims = await Promise.all([1, 2, 3, 4].map(() => claimDue(t.db, now, 50)));
    const claimed = claims.flat().map((m) => m.id);
    expect(claimed.sort()).toEqual([...ids].sort());
    // A claim pushes the row past a lease, so the next round does not see it either.
    expect(await claimDue(t.db, now, 50)).toEqual([]);
    expect((await getMail(t.db, ids[0]))!.attempts).toBe(0);
  });

  it("two mailers on one database send a due mail exactly once", async () => {
    const server = await smtpServer();
    const due = new Date(Date.now() - 1000);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const mail = await enqueue(t.db, {
        to_address: `leser${i}@example.de`,
        from_address: "CMS <no-reply@www.example.de>",
        subject: `Rundbrief ${i}`,
        text_body: "Text",
        transport: "smtp",
        next_attempt_at: due,
      });
      ids.push(mail.id);
    }

    let counts: number[];
    if (testDbKind === "postgres") {
      // Same pool, several connections: the two workers' statements really interleave in PostgreSQL.
      const a = mailer({ smtpUrl: server.url });
      const b = mailer({ smtpUrl: server.url });
      counts = await Promise.all([a.processDue(), b.processDue()]);
    } else {
      // A second connection to the same file, as a second instance would have. better-sqlite3 is
      // synchronous, so two connections in one process would block each other: run one after the other.
      const second = openDatabase({ sqliteFile: t.location });
      cleanups.push(() => second.close());
      const a = mailer({ smtpUrl: server.url });
      const b = mailer({ smtpUrl: server.url, db: second.db });
      counts = [await a.processDue(), await b.processDue()];
    }
    expect(counts[0] + counts[1]).toBe(10);
    expect(server.messages).toHaveLength(10);
    const recipients = server.messages.flatMap((m) => m.to).sort();
    expect(recipients).toEqual(Array.from({ length: 10 }, (_, i) => `leser${i}@example.de`).sort());
    for (const id of ids) expect(await getMail(t.db, id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("starts and stops its worker without keeping anything open", async () => {
    const server = await smtpServer();
    const m = mailer({ smtpUrl: server.url });
    m.start();
    m.start();
    await m.stop();
    await m.stop();
    // Still usable for a direct send after stop (the transport is recreated on demand).
    expect((await m.send({ to: "gina@example.de", subject: "Nach stop", text: "x" })).status).toBe("sent");
  });
});
