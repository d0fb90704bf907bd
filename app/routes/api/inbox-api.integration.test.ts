import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSubmission, linkMails } from "~/server/contact/inbox.server";
import { getMail } from "~/server/mail/outbox.server";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import * as exportRoute from "./inbox-export";
import * as inboxRoute from "./inbox";
import * as itemRoute from "./inbox-item";
import * as resendRoute from "./inbox-resend";
import { callRoute, jsonInit } from "../../../tests/route-call";
import { deliverySchema, inboxListSchema, submissionSchema, submissionSummarySchema } from "~/lib/api-schema";

describe(`inbox API (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let member: HttpClient;
  const ids: Record<string, string> = {};
  const db = () => app.database.db;

  async function add(key: string, at: string, subject: string, name: string, message: string, blockId = "k1") {
    const id = await insertSubmission(db(), {
      pageId: "seite-kontakt",
      pageTitle: "Kontakt",
      pagePath: "/kontakt",
      blockId,
      formTitle: blockId === "k1" ? "Anfrage" : "Rückruf",
      values: [
        { name: "name", label: "Name", type: "text", value: name },
        { name: "email", label: "E-Mail", type: "email", value: `${key}@kunde.de` },
        { name: "message", label: "Nachricht", type: "textarea", value: message },
      ],
      subject,
      senderEmail: `${key}@kunde.de`,
      senderName: name,
      recipient: "vertrieb@firma.de",
      ipHash: "h",
      createdAt: new Date(at),
    });
    const mailId = await app.mailer.queue({ to: "vertrieb@firma.de", subject: `Kontaktanfrage: ${subject}`, text: message, replyTo: `${key}@kunde.de` });
    await linkMails(db(), id, { mailId });
    ids[key] = id;
  }

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signedUp("chefin@example.de");
    member = await app.signedUp("gast@example.de");
    await add("erika", "2026-11-20T09:00:00Z", "Support", "Erika Müller", "Die Pumpe läuft nicht an.");
    await add("jonas", "2026-11-21T09:00:00Z", "Vertrieb", "Jonas Öztürk", "=HYPERLINK(\"http://x\")\nBitte Angebot; 500 Stück");
    await add("aylin", "2026-11-22T09:00:00Z", "Support", "Aylin Demir", "Rückruf bitte", "k2");
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers 401 and 403 and changes nothing", async () => {
    const anonymous = (path: string, init?: RequestInit) => new Request(app.url + path, init);
    expect((await callRoute(inboxRoute.loader, anonymous("/api/inbox"))).status).toBe(401);
    expect((await callRoute(inboxRoute.loader, member.request("/api/inbox"))).status).toBe(403);
    expect((await callRoute(exportRoute.loader, member.request("/api/inbox/export"))).status).toBe(403);
    expect((await callRoute(itemRoute.action, member.request(`/api/inbox/${ids.erika}`, jsonInit("PATCH", { read: true })), { id: ids.erika })).status).toBe(403);
    expect((await callRoute(itemRoute.action, anonymous(`/api/inbox/${ids.erika}`, jsonInit("DELETE")), { id: ids.erika })).status).toBe(401);
    expect((await callRoute(resendRoute.action, member.request(`/api/inbox/${ids.erika}/resend`, jsonInit("POST")), { id: ids.erika })).status).toBe(403);
    const list = await (await callRoute(inboxRoute.loader, admin.request("/api/inbox"))).json();
    expect(list).toMatchObject({ total: 3, unread: 3 });
  });

  it("lists newest first, searches case-insensitively (also umlauts), filters by form and read state", async () => {
    const list = async (query = "") => (await callRoute(inboxRoute.loader, admin.request(`/api/inbox${query}`))).json();
    const all = await list();
    expect(all.items.map((i: { sender_name: string }) => i.sender_name)).toEqual(["Aylin Demir", "Jonas Öztürk", "Erika Müller"]);
    expect(all.items[1]).toMatchObject({ subject: "Vertrieb", page_title: "Kontakt", read: false, delivery: { state: "pending", to: "vertrieb@firma.de" } });
    expect(all.items[0].preview).toBe("Rückruf bitte");
    expect(all.forms.map((f: { key: string; count: number }) => [f.key, f.count])).toEqual(
      expect.arrayContaining([
        ["seite-kontakt:k1", 2],
        ["seite-kontakt:k2", 1],
      ]),
    );
    expect((await list("?q=PUMPE")).items.map((i: { id: string }) => i.id)).toEqual([ids.erika]);
    expect((await list("?q=%C3%B6zt%C3%BCrk")).items.map((i: { id: string }) => i.id)).toEqual([ids.jonas]);
    expect((await list("?q=100%25")).total).toBe(0);
    expect((await list("?form=seite-kontakt:k2")).items.map((i: { id: string }) => i.id)).toEqual([ids.aylin]);
    expect((await list("?limit=1&offset=1")).items.map((i: { id: string }) => i.id)).toEqual([ids.jonas]);
  });

  it("answers with exactly the snake_case names of its OpenAPI schemas (decision 032)", async () => {
    const keys = (value: object) => Object.keys(value).sort();
    const shape = (schema: { shape: object }) => Object.keys(schema.shape).sort();
    const list = await (await callRoute(inboxRoute.loader, admin.request("/api/inbox"))).json();
    const jonas = list.items.find((i: { id: string }) => i.id === ids.jonas);
    expect(keys(list)).toEqual(shape(inboxListSchema));
    expect(keys(jonas)).toEqual(shape(submissionSummarySchema));
    expect(keys(jonas.delivery)).toEqual(shape(deliverySchema));
    expect(keys(list.forms[0])).toEqual(shape(inboxListSchema.shape.forms.element));
    expect(jonas).toMatchObject({
      created_at: "2026-11-21T09:00:00.000Z",
      page_id: "seite-kontakt",
      page_title: "Kontakt",
      page_path: "/kontakt",
      block_id: "k1",
      form_title: "Anfrage",
      sender_email: "jonas@kunde.de",
      sender_name: "Jonas Öztürk",
      delivery: { state: "pending", mail_id: expect.any(String), attempts: 0, last_error: null, sent_at: null },
    });
    expect(list.forms).toContainEqual({ key: "seite-kontakt:k2", page_id: "seite-kontakt", block_id: "k2", page_title: "Kontakt", form_title: "Rückruf", count: 1 });
    const detail = await (await callRoute(itemRoute.loader, admin.request(`/api/inbox/${ids.jonas}`), { id: ids.jonas })).json();
    expect(keys(detail)).toEqual(shape(submissionSchema));
    expect(submissionSchema.parse(detail)).toEqual(detail);
    expect(inboxListSchema.parse(list)).toEqual(list);
  });

  it("marks read and unread, 400 for a bad value, 404 for an unknown id", async () => {
    const patch = (id: string, body: unknown) => callRoute(itemRoute.action, admin.request(`/api/inbox/${id}`, jsonInit("PATCH", body)), { id });
    const read = await patch(ids.erika, { read: true });
    expect(read.status).toBe(200);
    expect((await read.json()).read).toBe(true);
    const bad = await patch(ids.erika, { read: "ja" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ read: "Bitte true oder false angeben." });
    expect((await patch("gibt-es-nicht", { read: true })).status).toBe(404);
    const unread = await (await callRoute(inboxRoute.loader, admin.request("/api/inbox?status=unread"))).json();
    expect(unread.items.map((i: { id: string }) => i.id).sort()).toEqual([ids.aylin, ids.jonas].sort());
    expect(unread.unread).toBe(2);
    expect((await (await callRoute(itemRoute.loader, admin.request(`/api/inbox/${ids.erika}`), { id: ids.erika })).json()).values[2]).toEqual({
      name: "message",
      label: "Nachricht",
      type: "textarea",
      value: "Die Pumpe läuft nicht an.",
    });
  });

  it("exports CSV for Excel: BOM, semicolons, quoted cells, formulas defused", async () => {
    const res = await callRoute(exportRoute.loader, admin.request("/api/inbox/export?form=seite-kontakt:k1"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="anfragen-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("Eingegangen;Gelesen;Seite;Formular;Betreff;Name;E-Mail;Nachricht;Zustellung");
    expect(lines).toHaveLength(4); // header, 2 rows, final empty string
    expect(lines[1]).toContain(`;nein;Kontakt (/kontakt);Anfrage;Vertrieb;Jonas Öztürk;jonas@kunde.de;"'=HYPERLINK(""http://x"")`);
    expect(text).toContain(`Bitte Angebot; 500 Stück";wartet`);
    expect(lines[2]).toContain(";ja;");
  });

  it("gives a form field labelled like a fixed column its own CSV column title", async () => {
    await insertSubmission(db(), {
      pageId: "seite-kontakt",
      pageTitle: "Kontakt",
      pagePath: "/kontakt",
      blockId: "k3",
      formTitle: "Reklamation",
      values: [
        { name: "betreff", label: "Betreff", type: "text", value: "Gehäuse gerissen" },
        { name: "email", label: "E-Mail", type: "email", value: "lena@kunde.de" },
      ],
      subject: "Reklamation",
      senderEmail: "lena@kunde.de",
      senderName: "",
      recipient: "vertrieb@firma.de",
      ipHash: "h",
      createdAt: new Date("2026-11-20T09:00:00Z"),
    });
    const res = await callRoute(exportRoute.loader, admin.request("/api/inbox/export?form=seite-kontakt:k3"));
    const lines = (await res.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Eingegangen;Gelesen;Seite;Formular;Betreff;Betreff (Formularfeld);E-Mail;Zustellung");
    expect(lines[1]).toContain(";Reklamation;Gehäuse gerissen;lena@kunde.de;keine E-Mail");
  });

  it("resends as a fresh outbox mail and deletes with the mails", async () => {
    const before = (await (await callRoute(itemRoute.loader, admin.request(`/api/inbox/${ids.jonas}`), { id: ids.jonas })).json()).delivery.mail_id;
    const res = await callRoute(resendRoute.action, admin.request(`/api/inbox/${ids.jonas}/resend`, jsonInit("POST")), { id: ids.jonas });
    expect(res.status).toBe(200);
    const after = await res.json();
    expect(after.delivery.mail_id).not.toBe(before);
    expect(await getMail(db(), before)).toBeNull();
    await expect.poll(async () => (await getMail(db(), after.delivery.mail_id))?.status).toBe("stored");
    expect((await getMail(db(), after.delivery.mail_id))).toMatchObject({ to_address: "vertrieb@firma.de", reply_to: "jonas@kunde.de", subject: "Kontaktanfrage: Vertrieb" });
    expect((await callRoute(resendRoute.action, admin.request("/api/inbox/x/resend", jsonInit("POST")), { id: "x" })).status).toBe(404);

    const del = await callRoute(itemRoute.action, admin.request(`/api/inbox/${ids.jonas}`, jsonInit("DELETE")), { id: ids.jonas });
    expect(del.status).toBe(204);
    expect(await getMail(db(), after.delivery.mail_id)).toBeNull();
    expect((await callRoute(itemRoute.loader, admin.request(`/api/inbox/${ids.jonas}`), { id: ids.jonas })).status).toBe(404);
    expect((await callRoute(itemRoute.action, admin.request(`/api/inbox/${ids.jonas}`, jsonInit("DELETE")), { id: ids.jonas })).status).toBe(404);
  });
});
