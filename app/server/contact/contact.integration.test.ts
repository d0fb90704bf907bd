import fs from "node:fs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { settingsSchema } from "~/lib/settings";
import { closedPort, decodeBody, decodeHeader, parseMessage, startFakeSmtp, type FakeSmtp } from "../../../tests/smtp";
import { createTestApp, HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbKind, testDbLabel } from "../../../tests/test-db";
import { createPage } from "../pages/pages.server";
import { saveSettings } from "../settings/settings.server";
import { hitRateLimit } from "../http/rate-limit.server";
import { listOutbox } from "../mail/outbox.server";
import { CONTACT_RATE_LIMITS, submitContact } from "./contact.server";
import { issueFormToken, TOKEN_TTL_MS } from "./form-token.server";
import { getSubmission, listSubmissions } from "./inbox.server";

const FIELDS = [
  { label: "Vorname", type: "text", name: "firstName" },
  { label: "Name", type: "text", name: "name", required: true },
  { label: "E-Mail", type: "email", name: "email", required: true },
  { label: "Telefon", type: "tel", name: "phone" },
  { label: "Stückzahl", type: "number", name: "menge" },
  { label: "Liefertermin", type: "date", name: "termin" },
  { label: "Produkt", type: "select", name: "produkt", options: ["Pumpe", "Ventil"] },
  { label: "Datenschutz", type: "checkbox", name: "datenschutz", required: true },
  { label: "Nachricht", type: "textarea", name: "message", required: true },
];

function formBlock(id: string, content: Record<string, unknown> = {}) {
  return { id, type: "contact-form", content: { title: "Anfrage", fields: FIELDS, ...content } };
}

const VALID = {
  firstName: "Erika",
  name: "Mustermann",
  email: "erika@kunde.de",
  phone: "+49 30 123456",
  menge: "250",
  termin: "2027-03-01",
  produkt: "Ventil",
  datenschutz: "ja",
  message: "Guten Tag,\nbitte senden Sie uns ein Angebot über 250 Ventile.\nDanke!",
};

describe(`contact forms (${testDbLabel})`, () => {
  let app: TestApp;
  let client: HttpClient;
  let pageId: string;
  let ip = 0;
  /** Every request its own client address (trusted X-Forwarded-For from loopback), so the per-IP limit stays out of the way. */
  const freshIp = () => `10.0.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
  const oldToken = (blockId = "k1", page = pageId) => issueFormToken(app.env.AUTH_SECRET, { pageId: page, blockId }, Date.now() - 10_000);

  function send(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    return client.post("/api/contact", body, { "x-forwarded-for": freshIp(), ...headers });
  }
  function submission(overrides: Record<string, unknown> = {}, values: Record<string, unknown> = VALID) {
    const blockId = typeof overrides.block_id === "string" ? overrides.block_id : "k1";
    const page = typeof overrides.page_id === "string" ? overrides.page_id : pageId;
    return { page_id: pageId, block_id: "k1", values, subject: "Vertrieb", token: oldToken(blockId, page), website: "", ...overrides };
  }
  async function counts() {
    const list = await listSubmissions(app.database.db, {});
    const mails = await listOutbox(app.database.db, { limit: 200 });
    return { submissions: list.total, mails: mails.length };
  }

  beforeAll(async () => {
    app = await createTestApp();
    client = app.client();
    const page = await createPage(app.database.db, {
      slug: "kontakt",
      title: "Kontakt",
      is_published: true,
      content: [
        { id: "intro", type: "heading", content: { text: "Kontakt", level: 1 } },
        formBlock("k1", { recipientEmail: "vertrieb@firma.de" }),
        formBlock("k2", { recipient: "", recipientEmail: "", sendConfirmation: true, subjectRequired: false }),
      ],
    });
    pageId = page.id;
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await app.database.db.deleteFrom("contact_submissions").execute();
    await app.database.db.deleteFrom("mail_outbox").execute();
    await saveSettings(app.database.db, settingsSchema.parse({ site_name: "Muster GmbH" }));
  });

  it("stores a valid submission, then mails the configured recipient with every answer and Reply-To", async () => {
    const res = await send(submission());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Nachricht erfolgreich gesendet!" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { items } = await listSubmissions(app.database.db, {});
    expect(items).toHaveLength(1);
    const detail = (await getSubmission(app.database.db, items[0].id))!;
    expect(detail).toMatchObject({ page_id: pageId, page_title: "Kontakt", page_path: "/kontakt", block_id: "k1", form_title: "Anfrage", subject: "Vertrieb", sender_email: "erika@kunde.de", sender_name: "Erika Mustermann", recipient: "vertrieb@firma.de", read: false });
    expect(detail.values.map((v) => [v.label, v.value])).toEqual([
      ["Vorname", "Erika"],
      ["Name", "Mustermann"],
      ["E-Mail", "erika@kunde.de"],
      ["Telefon", "+49 30 123456"],
      ["Stückzahl", "250"],
      ["Liefertermin", "2027-03-01"],
      ["Produkt", "Ventil"],
      ["Datenschutz", "ja"],
      ["Nachricht", VALID.message],
    ]);
    await expect.poll(async () => (await getSubmission(app.database.db, items[0].id))!.delivery.state).toBe("stored");
    const [mail] = await listOutbox(app.database.db);
    expect(mail).toMatchObject({ to_address: "vertrieb@firma.de", reply_to: "erika@kunde.de", subject: "Kontaktanfrage: Vertrieb – Muster GmbH" });
    for (const line of ["Betreff: Vertrieb", "Seite: Kontakt (", "/kontakt)", "Formular: Anfrage", "Vorname: Erika", "Produkt: Ventil", "Nachricht:\n  Guten Tag,\n  bitte senden Sie uns ein Angebot über 250 Ventile.\n  Danke!", "Mit „Antworten“ schreiben Sie direkt an erika@kunde.de."]) {
      expect(mail.text_body).toContain(line);
    }
    // No copy to the sender unless the form asks for it.
    expect(detail.confirmation).toBeNull();
    expect(fs.readFileSync(mail.eml_path!, "utf8")).toContain("Reply-To: erika@kunde.de");
  });

  it("refuses invalid input with a German message per field and stores nothing", async () => {
    const res = await send(submission({ subject: "" }, { name: " ", email: "kein-at-zeichen", phone: "abc", menge: "viele", termin: "2027-02-30", produkt: "Schraube", message: "" }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Bitte prüfen Sie die markierten Felder.");
    expect(res.body.fields).toEqual({
      name: "Bitte füllen Sie dieses Feld aus.",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      phone: "Bitte geben Sie eine gültige Telefonnummer ein.",
      menge: "Bitte geben Sie eine Zahl ein.",
      termin: "Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).",
      produkt: "Bitte wählen Sie eine der angebotenen Optionen.",
      datenschutz: "Bitte bestätigen Sie dieses Feld.",
      message: "Bitte füllen Sie dieses Feld aus.",
      subject: "Bitte wählen Sie einen Betreff.",
    });
    expect(await counts()).toEqual({ submissions: 0, mails: 0 });
  });

  it("checks subjects against the form's options, lengths and the request's shape", async () => {
    expect((await send(submission({ subject: "Bewerbung" }))).body.fields).toEqual({ subject: "Bitte wählen Sie eine der angebotenen Optionen." });
    expect((await send(submission({}, { ...VALID, name: "x".repeat(301) }))).body.fields).toEqual({ name: "Bitte höchstens 300 Zeichen eingeben." });
    expect((await send(submission({}, { ...VALID, message: "y".repeat(10_001) }))).body.fields).toEqual({ message: "Bitte höchstens 10.000 Zeichen eingeben." });
    const shape = await send({ block_id: "k1", values: [] });
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.body.fields).sort()).toEqual(["page_id", "values"]);
    const notJson = await client.send("POST", "/api/contact", undefined, { "content-type": "text/plain", "x-forwarded-for": freshIp() });
    expect(notJson.status).toBe(415);
    expect((await client.get("/api/contact")).status).toBe(405);
    expect(await counts()).toEqual({ submissions: 0, mails: 0 });
  });

  it("never lets the browser choose the recipient", async () => {
    const res = await send(submission({ recipient: "angreifer@boese.de", recipientEmail: "angreifer@boese.de", to: "angreifer@boese.de" }));
    expect(res.status).toBe(200);
    const mails = await listOutbox(app.database.db);
    expect(mails.map((m) => m.to_address)).toEqual(["vertrieb@firma.de"]);
  });

  it("falls back to settings.default_contact_email, sends the optional copy, and refuses without any recipient", async () => {
    const none = await send(submission({ block_id: "k2", subject: "" }));
    expect(none.status).toBe(503);
    expect(none.body).toEqual({ error: "Keine E-Mail-Adresse konfiguriert. Bitte kontaktieren Sie den Administrator." });
    expect(await counts()).toEqual({ submissions: 0, mails: 0 });

    await saveSettings(app.database.db, settingsSchema.parse({ site_name: "Muster GmbH", default_contact_email: "info@firma.de" }));
    const res = await send(submission({ block_id: "k2", subject: "" }));
    expect(res.status).toBe(200);
    const mails = await listOutbox(app.database.db);
    expect(mails.map((m) => m.to_address).sort()).toEqual(["erika@kunde.de", "info@firma.de"]);
    const copy = mails.find((m) => m.to_address === "erika@kunde.de")!;
    expect(copy.subject).toBe("Ihre Nachricht an Muster GmbH");
    expect(copy.reply_to).toBe("info@firma.de");
    expect(copy.text_body).toContain("vielen Dank für Ihre Nachricht");
    const [item] = (await listSubmissions(app.database.db, {})).items;
    expect((await getSubmission(app.database.db, item.id))!.confirmation).not.toBeNull();
  });

  it("refuses line breaks and control characters in anything that could reach a mail header", async () => {
    const attacks = [
      submission({}, { ...VALID, email: "erika@kunde.de\r\nBcc: opfer@example.org" }),
      submission({}, { ...VALID, name: "Erika\r\nBcc: opfer@example.org" }),
      submission({}, { ...VALID, firstName: "Erika\nX-Spam: 1" }),
      submission({ subject: "Vertrieb\r\nBcc: opfer@example.org" }),
    ];
    for (const attack of attacks) {
      const res = await send(attack);
      expect(res.status).toBe(400);
      expect(Object.values(res.body.fields).join(" ")).toMatch(/Zeilenumbrüche|gültige E-Mail|angebotenen Optionen/);
    }
    expect(await counts()).toEqual({ submissions: 0, mails: 0 });
  });

  it("answers bots like people but stores and sends nothing: honeypot, too fast, no or malformed token", async () => {
    const bots = [
      submission({ website: "https://spam.example" }),
      submission({ token: issueFormToken(app.env.AUTH_SECRET, { pageId, blockId: "k1" }, Date.now() - 1000) }),
      submission({ token: undefined }),
      submission({ token: "kein-token" }),
      submission({ token: issueFormToken(app.env.AUTH_SECRET, { pageId, blockId: "k1" }, Date.now() + 10 * 60_000) }),
    ];
    for (const bot of bots) {
      const res = await send(bot);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: "Nachricht erfolgreich gesendet!" });
    }
    expect(await counts()).toEqual({ submissions: 0, mails: 0 });
  });

  it("refuses an expired token, a forged one and one of another form with a fresh token for this form; sending again with it works", async () => {
    const refused = [
      issueFormToken(app.env.AUTH_SECRET, { pageId, blockId: "k1" }, Date.now() - TOKEN_TTL_MS - 1000),
      issueFormToken(app.env.AUTH_SECRET, { pageId, blockId: "k2" }, Date.now() - 60_000),
      `${Date.now() - 60_000}.gefaelschtesignatur1`,
      issueFormToken("ein-anderes-geheimnis-mit-mindestens-32-zeichen", { pageId, blockId: "k1" }, Date.now() - 60_000),
    ];
    for (const [i, token] of refused.entries()) {
      const res = await send(submission({ token }));
      expect(res.status).toBe(409);
      expect(res.body.error).toBe("Das Formular war zu lange geöffnet. Bitte senden Sie es noch einmal – Ihre Eingaben bleiben erhalten.");
      expect(res.body.token).toMatch(/^\d+\.[\w-]{22}$/);
      expect((await counts()).submissions).toBe(i);
      // The fresh token works at once, for this form only.
      expect((await send(submission({ block_id: "k2", subject: "", token: res.body.token }))).status).toBe(409);
      expect((await send(submission({ token: res.body.token }))).status).toBe(200);
    }
    expect((await counts()).submissions).toBe(refused.length);
  });

  it("finds only forms of published pages", async () => {
    const draft = await createPage(app.database.db, { slug: "entwurf", title: "Entwurf", is_published: false, content: [formBlock("k9", { recipientEmail: "a@firma.de" })] });
    for (const body of [submission({ page_id: draft.id, block_id: "k9" }), submission({ block_id: "intro" }), submission({ block_id: "gibt-es-nicht" }), submission({ page_id: "unbekannt" })]) {
      const res = await send(body);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Dieses Formular gibt es nicht mehr. Bitte laden Sie die Seite neu.");
    }
    expect(await counts()).toEqual({ submissions: 0, mails: 0 });
  });

  it("refuses a form configuration the editor must not save, naming the block and field in German", async () => {
    const { createPageFromInput } = await import("../pages/service.server");
    const save = (content: Record<string, unknown>) =>
      createPageFromInput(app.database.db, { title: "Formular", slug: `formular-${Math.random().toString(36).slice(2, 8)}`, content: [formBlock("f1", content)] }, { authorId: null });
    await expect(save({ recipientEmail: "vertrieb@firma" })).rejects.toMatchObject({ fields: { content: expect.stringMatching(/f1.*recipientEmail.*Keine gültige E-Mail-Adresse/) } });
    await expect(save({ subjectOptions: [] })).rejects.toMatchObject({ fields: { content: expect.stringMatching(/subjectOptions.*Mindestens eine Betreff-Option/) } });
    await expect(save({ fields: [] })).rejects.toMatchObject({ fields: { content: expect.stringMatching(/fields.*Mindestens ein Feld/) } });
    const saved = await save({ recipientEmail: "vertrieb@firma.de", sendConfirmation: true, successText: "Danke, wir melden uns!" });
    expect((saved.content as { content: Record<string, unknown> }[])[0].content).toMatchObject({ recipientEmail: "vertrieb@firma.de", sendConfirmation: true, successText: "Danke, wir melden uns!" });
  });

  it("limits attempts per address (429 with Retry-After) and messages per form", async () => {
    const address = { "x-forwarded-for": "192.0.2.77" };
    for (let i = 0; i < CONTACT_RATE_LIMITS.ipForm.limit; i++) expect((await send(submission(), address)).status).toBe(200);
    const limited = await send(submission(), address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(limited.body.error).toMatch(/^Zu viele Nachrichten in kurzer Zeit\. Bitte versuchen Sie es in \d+ Minuten erneut\.$/);
    expect((await counts()).submissions).toBe(CONTACT_RATE_LIMITS.ipForm.limit);
    // All attempts of an address, at any form: invalid ones count too.
    for (let i = CONTACT_RATE_LIMITS.ipForm.limit + 1; i < CONTACT_RATE_LIMITS.ip.limit; i++) expect((await send(submission({ subject: "" }), address)).status).toBe(400);
    expect((await send(submission({ block_id: "k2", subject: "" }), address)).status).toBe(429);
    // Another address is not affected …
    expect((await send(submission())).status).toBe(200);
    // … until the form itself has had its fill.
    const { db } = app.database;
    for (let i = (await counts()).submissions; i < CONTACT_RATE_LIMITS.form.limit; i++) {
      await hitRateLimit(db, `contact:form:${pageId}:k1`, CONTACT_RATE_LIMITS.form);
    }
    const full = await send(submission());
    expect(full.status).toBe(429);
    expect(full.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await send(submission({ block_id: "k2", subject: "" }))).status).toBe(503); // other form: no recipient, but not limited
  });

  it("issue 26: 108 posts from 12 addresses close a form to a 13th address for minutes, not an hour", async () => {
    const page = await createPage(app.database.db, { slug: "flut", title: "Flut", is_published: true, content: [formBlock("f1", { recipientEmail: "vertrieb@firma.de" })] });
    // One token for all 108, as a bot reusing a cached page would.
    const token = issueFormToken(app.env.AUTH_SECRET, { pageId: page.id, blockId: "f1" }, Date.now() - 10_000);
    const body = { page_id: page.id, block_id: "f1", values: VALID, subject: "Vertrieb", token };
    const post = (address: string) => client.post("/api/contact", body, { "x-forwarded-for": address });
    /** Per address: how many posts got which answer, and the longest wait named. */
    const table: Record<string, { ok: number; limited: number; maxRetryAfter: number }> = {};
    const waits = new Set<string>();
    for (let a = 1; a <= 12; a++) {
      const address = `203.0.113.${a}`;
      const row = (table[address] = { ok: 0, limited: 0, maxRetryAfter: 0 });
      for (let i = 0; i < 9; i++) {
        const res = await post(address);
        if (res.status === 200) row.ok++;
        else {
          expect(res.status).toBe(429);
          row.limited++;
          const retryAfter = Number(res.headers.get("retry-after"));
          row.maxRetryAfter = Math.max(row.maxRetryAfter, retryAfter);
          expect(res.body.error).toMatch(/^Zu viele Nachrichten in kurzer Zeit\. Bitte versuchen Sie es in \d+ (Minuten?|Sekunden?) erneut\.$/);
          waits.add(res.body.error);
        }
      }
    }
    const { ipForm, form } = CONTACT_RATE_LIMITS;
    const accepted = Object.values(table).reduce((n, row) => n + row.ok, 0);
    expect(accepted).toBe(form.limit);
    // Each address got at most its own few; the first four filled the form's window of minutes.
    expect(Object.values(table).map((row) => row.ok)).toEqual([5, 5, 5, 5, 0, 0, 0, 0, 0, 0, 0, 0]);
    // The first four were held back by their own limit (up to its ten minutes); the others only
    // by the form's cool-down of minutes, which does not use up their own allowance.
    const rows = Object.values(table);
    for (const row of rows.slice(0, 4)) expect(row.maxRetryAfter).toBeLessThanOrEqual(ipForm.windowMs / 1000);
    for (const row of rows.slice(4)) expect(row.maxRetryAfter).toBeLessThanOrEqual(form.windowMs / 1000);

    // The 13th address: a short cool-down with the wait named, never an hour.
    const thirteenth = await post("203.0.113.13");
    expect(thirteenth.status).toBe(429);
    const wait = Number(thirteenth.headers.get("retry-after"));
    console.log(
      `Kontaktformular nach 108 Posts: ${Object.entries(table)
        .map(([address, row]) => `${address}: ${row.ok}×200, ${row.limited}×429 (höchstens ${row.maxRetryAfter} s)`)
        .join("; ")}; 203.0.113.13: 429 für ${wait} s – „${thirteenth.body.error}“`,
    );
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(form.windowMs / 1000);
    expect(thirteenth.body.error).toBe(`Zu viele Nachrichten in kurzer Zeit. Bitte versuchen Sie es in ${Math.ceil(wait / 60)} ${Math.ceil(wait / 60) === 1 ? "Minute" : "Minuten"} erneut.`);
    // Once the cool-down is over, it gets through (the flooding addresses stay held back longer).
    const later = new Date(Date.now() + wait * 1000 + 1000);
    const deps = { db: app.database.db, mailer: app.mailer, env: app.env };
    await expect(submitContact(deps, body, { ip: "203.0.113.13", now: later })).resolves.toMatchObject({ submissionId: expect.any(String) });
    await expect(submitContact(deps, body, { ip: "203.0.113.1", now: later })).rejects.toMatchObject({ status: 429 });
    await expect(submitContact(deps, body, { ip: "203.0.113.5", now: later })).resolves.toMatchObject({ submissionId: expect.any(String) });

    // The reused token, two hours on, is refused (with a fresh one for this form only).
    const expired = await submitContact(deps, body, { ip: "203.0.113.14", now: new Date(Date.now() + TOKEN_TTL_MS + 1000) }).catch((e: unknown) => e);
    expect(expired).toMatchObject({ status: 409, token: expect.any(String) });
    // A token of another form is refused.
    const foreign = await client.post("/api/contact", { ...body, token: oldToken("k1") }, { "x-forwarded-for": "203.0.113.15" });
    expect(foreign.status).toBe(409);
    expect(waits.size).toBeGreaterThan(0);
  });
});

describe(`contact forms with a real SMTP server (${testDbLabel})`, () => {
  let smtp: FakeSmtp | null = null;
  let app: TestApp | null = null;
  afterEach(async () => {
    await app?.close();
    await smtp?.close();
    app = null;
    smtp = null;
  });

  it("answers success while the SMTP server is down; the mail arrives once it is back", async () => {
    const port = await closedPort();
    smtp = await startFakeSmtp({ port });
    app = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const page = await createPage(app.database.db, { slug: "kontakt", title: "Kontakt", is_published: true, content: [formBlock("k1", { recipientEmail: "vertrieb@firma.de" })] });
    const send = (subject: string) =>
      app!.client().post("/api/contact", { page_id: page.id, block_id: "k1", values: VALID, subject, token: issueFormToken(app!.env.AUTH_SECRET, { pageId: page.id, blockId: "k1" }, Date.now() - 10_000) }, { "x-forwarded-for": `10.9.0.${subject.length}` });

    // Server up: delivered at once.
    expect((await send("Vertrieb")).status).toBe(200);
    await expect.poll(() => smtp!.messages.length).toBe(1);

    // Server down: the answer is the same, the enquiry is in the inbox, the mail waits for its retry.
    await smtp.close();
    smtp = null;
    const res = await send("Support");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Nachricht erfolgreich gesendet!");
    const { items } = await listSubmissions(app.database.db, {});
    expect(items.map((i) => i.subject)).toEqual(["Support", "Vertrieb"]);
    await expect.poll(async () => (await getSubmission(app!.database.db, items[0].id))!.delivery.state).toBe("retrying");
    const waiting = (await getSubmission(app.database.db, items[0].id))!.delivery;
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(new Date(waiting.next_attempt_at!).getTime()).toBeGreaterThan(Date.now());
    expect((await getSubmission(app.database.db, items[1].id))!.delivery.state).toBe("sent");

    // Back on the same port: the worker's next round delivers; nothing was lost.
    smtp = await startFakeSmtp({ port });
    expect(await app.mailer.processDue(new Date(Date.now() + 60 * 60_000))).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].to).toEqual(["vertrieb@firma.de"]);
    const { headers, body } = parseMessage(smtp.messages[0].data);
    expect(decodeHeader(headers.subject)).toBe("Kontaktanfrage: Support – Meine Website");
    expect(headers["reply-to"]).toBe("erika@kunde.de");
    expect(decodeBody(body, headers["content-transfer-encoding"])).toContain("Nachricht:\n  Guten Tag,");
    expect((await getSubmission(app.database.db, items[0].id))!.delivery.state).toBe("sent");
  });
});

describe.runIf(testDbKind === "postgres")("contact forms on two instances (PostgreSQL)", () => {
  it("share the rate limits", async () => {
    const a = await createTestApp();
    const b = await createTestApp({ database: a.database, env: { AUTH_SECRET: a.env.AUTH_SECRET } });
    try {
      const page = await createPage(a.database.db, { slug: "kontakt", title: "Kontakt", is_published: true, content: [formBlock("k1", { recipientEmail: "vertrieb@firma.de" })] });
      const token = issueFormToken(a.env.AUTH_SECRET, { pageId: page.id, blockId: "k1" }, Date.now() - 10_000);
      const body = { page_id: page.id, block_id: "k1", values: VALID, subject: "Support", token };
      const ip = { "x-forwarded-for": "198.51.100.9" };
      const statuses: number[] = [];
      for (let i = 0; i <= CONTACT_RATE_LIMITS.ipForm.limit; i++) statuses.push((await (i % 2 ? a : b).client().post("/api/contact", body, ip)).status);
      expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect((await listSubmissions(a.database.db, {})).total).toBe(CONTACT_RATE_LIMITS.ipForm.limit);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
