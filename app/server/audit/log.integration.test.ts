import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAILED_SIGN_IN_ENTRIES } from "./auth-events.server";
import { inTransaction } from "~/server/db/dialect.server";
import { createAsset } from "~/server/media/assets.server";
import { runInRequestContext } from "~/server/http/request-context.server";
import { publishScheduledPage } from "~/server/pages/service.server";
import { runMaintenance } from "~/server/maintenance.server";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { routeBuild } from "../../../tests/route-build";
import { totp } from "../../../tests/totp";
import * as assetRoute from "~/routes/api/asset";
import * as logExportRoute from "~/routes/api/log-export";
import * as logRoute from "~/routes/api/log";
import * as pagePublishRoute from "~/routes/api/page-publish";
import * as pageRestoreRoute from "~/routes/api/page-revision-restore";
import * as pageRevisionsRoute from "~/routes/api/page-revisions";
import * as pageRoute from "~/routes/api/page";
import * as pageUnpublishRoute from "~/routes/api/page-unpublish";
import * as pagesRoute from "~/routes/api/pages";
import * as redirectRoute from "~/routes/api/redirect";
import * as redirectsRoute from "~/routes/api/redirects";
import * as settingsRoute from "~/routes/api/settings";
import { updatePerson } from "~/server/users/users.server";
import { recordAction } from "./log.server";
import { deleteExpiredLogEntries } from "./query.server";

/**
 * The log ('Protokoll', issue 29) over real HTTP: every listed change writes exactly one entry with
 * the person, the object (id and title at that time) and the shortened address, in the change's
 * transaction (a refused change leaves none); sign-in events; filters, CSV and retention.
 */

const build = routeBuild({
  "api/pages": pagesRoute,
  "api/pages/:id": pageRoute,
  "api/pages/:id/publish": pagePublishRoute,
  "api/pages/:id/unpublish": pageUnpublishRoute,
  "api/pages/:id/revisions": pageRevisionsRoute,
  "api/pages/:id/revisions/:revisionId/restore": pageRestoreRoute,
  "api/settings": settingsRoute,
  "api/redirects": redirectsRoute,
  "api/redirects/:id": redirectRoute,
  "api/assets/:id": assetRoute,
  "api/log": logRoute,
  "api/log/export": logExportRoute,
});

describe(`log (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let adminId: string;
  const db = () => app.database.db;

  async function entries() {
    return db().selectFrom("audit_log").selectAll().orderBy("at", "asc").orderBy("id", "asc").execute();
  }
  async function count() {
    return (await entries()).length;
  }
  /** The entries written since `before` entries existed. */
  async function since(before: number) {
    return (await entries()).slice(before);
  }

  beforeAll(async () => {
    app = await createTestApp({ build });
    admin = await app.signedUp("chefin@example.de");
    adminId = (await admin.get("/api/auth/get-session")).body.user.id;
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await db().deleteFrom("audit_log").execute();
  });

  function expectAdmin(entry: { user_id: string | null; user_name: string | null; user_email: string | null; address: string | null }) {
    expect(entry.user_id).toBe(adminId);
    expect(entry.user_email).toBe("chefin@example.de");
    expect(entry.user_name).toBe("chefin");
    // 127.0.0.1 without its last octet.
    expect(entry.address).toBe("127.0.0.x");
  }

  it("writes one entry for each change of a page, post and presentation, and none for a refused one", async () => {
    let before = await count();
    const created = await admin.post("/api/pages", { title: "Über uns" });
    expect(created.status).toBe(201);
    const page = created.body;
    let written = await since(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ action: "page.created", object_type: "page", object_id: page.id, object_title: "Über uns" });
    expectAdmin(written[0]);

    // A stale version: 409, nothing published, no entry.
    before = await count();
    expect((await admin.post(`/api/pages/${page.id}/publish`, { version: page.version + 5 })).status).toBe(409);
    expect(await since(before)).toHaveLength(0);

    before = await count();
    const published = await admin.post(`/api/pages/${page.id}/publish`, { version: page.version });
    expect(published.status).toBe(200);
    written = await since(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ action: "page.published", object_id: page.id, object_title: "Über uns" });
    expectAdmin(written[0]);

    // A rename in the working copy is no listed action; the next entry names the title at its time.
    const renamed = await admin.send("PATCH", `/api/pages/${page.id}`, { title: "Wir über uns", version: published.body.version });
    expect(renamed.status).toBe(200);
    before = await count();
    const offline = await admin.post(`/api/pages/${page.id}/unpublish`, { version: renamed.body.version });
    expect(offline.status).toBe(200);
    written = await since(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ action: "page.unpublished", object_id: page.id, object_title: "Wir über uns" });

    const revisions = (await admin.get(`/api/pages/${page.id}/revisions`)).body as { id: string; title: string }[];
    const first = revisions.find((r) => r.title === "Über uns")!;
    before = await count();
    const restored = await admin.post(`/api/pages/${page.id}/revisions/${first.id}/restore`, { version: offline.body.version });
    expect(restored.status).toBe(200);
    written = await since(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ action: "page.restored", object_id: page.id, object_title: "Über uns" });
    expect(JSON.parse(written[0].detail!)).toMatchObject({ revisionId: first.id });

    before = await count();
    expect((await admin.send("DELETE", `/api/pages/${page.id}`)).status).toBe(204);
    written = await since(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ action: "page.deleted", object_type: "page", object_id: page.id, object_title: "Über uns" });
    expectAdmin(written[0]);

    before = await count();
    const post = await admin.post("/api/pages", { title: "Neue Fräsmaschine", content_type: "blog" });
    const deck = await admin.post("/api/pages", { title: "Messe 2027", content_type: "presentation" });
    written = await since(before);
    expect(written.map((e) => [e.action, e.object_type, e.object_id, e.object_title])).toEqual([
      ["page.created", "post", post.body.id, "Neue Fräsmaschine"],
      ["page.created", "presentation", deck.body.id, "Messe 2027"],
    ]);
  });

  it("logs scheduled publishing without a person, even when a request armed the timer", async () => {
    const created = await admin.post("/api/pages", { title: "Geplant" });
    const due = new Date(Date.now() - 60_000).toISOString();
    await db().updateTable("content_pages").set({ publish_at: due }).where("id", "=", created.body.id).execute();
    const before = await count();
    const actor = { userId: adminId, name: "chefin", email: "chefin@example.de", role: "admin" as const };
    const row = await db().selectFrom("content_pages").select("publish_at").where("id", "=", created.body.id).executeTakeFirstOrThrow();
    await runInRequestContext({ ip: "203.0.113.9", actor }, () => publishScheduledPage(db(), created.body.id, row.publish_at as string));
    const written = await since(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ action: "page.published", object_id: created.body.id, object_title: "Geplant", user_id: null, user_name: null, address: null });
  });

  it("logs settings saves, redirects and media deletes; a refused redirect leaves no entry", async () => {
    const settings = (await admin.get("/api/settings")).body;
    let before = await count();
    expect((await admin.send("PUT", "/api/settings", settings)).status).toBe(200);
    let written = await since(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ action: "settings.saved", object_type: "settings" });
    expectAdmin(written[0]);

    before = await count();
    expect((await admin.post("/api/redirects", { from_path: "kein pfad", to_path: "/ziel" })).status).toBe(400);
    expect(await since(before)).toHaveLength(0);

    const redirect = await admin.post("/api/redirects", { from_path: "/alt", to_path: "/neu" });
    expect(redirect.status).toBe(201);
    const changed = await admin.send("PATCH", `/api/redirects/${redirect.body.id}`, { to_path: "/neuer" });
    expect(changed.status).toBe(200);
    expect((await admin.send("DELETE", `/api/redirects/${redirect.body.id}`)).status).toBe(204);
    written = await since(before);
    expect(written.map((e) => [e.action, e.object_type, e.object_id, e.object_title])).toEqual([
      ["redirect.created", "redirect", redirect.body.id, "/alt → /neu"],
      ["redirect.changed", "redirect", redirect.body.id, "/alt → /neuer"],
      ["redirect.deleted", "redirect", redirect.body.id, "/alt → /neuer"],
    ]);
    for (const entry of written) expectAdmin(entry);

    const asset = await createAsset(db(), { name: "Datenblatt.pdf", file_path: "uploads/datenblatt-log.pdf", mime_type: "application/pdf", file_size: 10 });
    before = await count();
    expect((await admin.send("DELETE", `/api/assets/${asset.id}`)).status).toBe(204);
    written = await since(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ action: "media.deleted", object_type: "asset", object_id: asset.id, object_title: "Datenblatt.pdf" });
    expectAdmin(written[0]);
  });

  it("leaves nothing of an entry whose transaction is rolled back", async () => {
    await expect(
      inTransaction(db(), async (trx) => {
        await recordAction(trx, { action: "settings.saved", objectType: "settings" });
        throw new Error("abgebrochen");
      }),
    ).rejects.toThrow("abgebrochen");
    expect(await count()).toBe(0);
  });

  it("logs sign-ins, failed sign-ins (an unknown address without a person), sign-outs and two-factor changes", async () => {
    const client = app.client();
    await client.rawSignUp("redakteur@example.de");
    await db().deleteFrom("audit_log").execute();

    expect((await client.signIn("redakteur@example.de", "falsch123")).status).toBe(401);
    expect((await app.client().signIn("niemand@example.de", "falsch123")).status).toBe(401);
    expect((await client.signIn("redakteur@example.de")).status).toBe(200);
    const userId = (await client.get("/api/auth/get-session")).body.user.id;
    let written = await entries();
    expect(written.map((e) => [e.action, e.user_id, e.user_email, e.object_title, e.address])).toEqual([
      ["auth.sign-in-failed", userId, "redakteur@example.de", "redakteur@example.de", "127.0.0.x"],
      ["auth.sign-in-failed", null, null, "niemand@example.de", "127.0.0.x"],
      ["auth.sign-in", userId, "redakteur@example.de", "redakteur@example.de", "127.0.0.x"],
    ]);

    await db().deleteFrom("audit_log").execute();
    const enable = await client.post("/api/auth/two-factor/enable", { password: "geheim123" });
    expect(enable.status).toBe(200);
    const secret = new URL(enable.body.totpURI).searchParams.get("secret")!;
    // The first code switches it on (a wrong one changes nothing and is no sign-in).
    expect((await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret, Date.now() - 10 * 60_000) })).status).toBe(401);
    expect((await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret) })).status).toBe(200);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);

    // Password right, second factor pending: no sign-in yet; a wrong code is a failed one.
    const later = app.client();
    expect((await later.signIn("redakteur@example.de")).body.twoFactorRedirect).toBe(true);
    expect((await later.post("/api/auth/two-factor/verify-totp", { code: totp(secret, Date.now() - 10 * 60_000) })).status).toBe(401);
    expect((await later.post("/api/auth/two-factor/verify-totp", { code: totp(secret) })).status).toBe(200);
    expect((await later.post("/api/auth/two-factor/disable", { password: "geheim123" })).status).toBe(200);
    written = await entries();
    expect(written.map((e) => [e.action, e.user_id])).toEqual([
      ["auth.two-factor-enabled", userId],
      ["auth.sign-out", userId],
      ["auth.sign-in-failed", userId],
      ["auth.sign-in", userId],
      ["auth.two-factor-disabled", userId],
    ]);
    for (const entry of written) expect(entry.address).toBe("127.0.0.x");
  });

  it("writes at most FAILED_SIGN_IN_ENTRIES failed sign-ins per address and hour (an anonymous guesser cannot grow the log without bound)", async () => {
    await db().deleteFrom("audit_log").execute();
    // The address's allowance is used up (its counter as the 30th failure of this hour left it).
    for (const ip of ["127.0.0.1", "::ffff:127.0.0.1", "::1"]) {
      await db()
        .insertInto("rate_limits")
        .values({ key: `audit:sign-in-failed:${ip}`, count: FAILED_SIGN_IN_ENTRIES.limit, reset_at: Date.now() + 60_000 })
        .onConflict((oc) => oc.column("key").doUpdateSet({ count: FAILED_SIGN_IN_ENTRIES.limit, reset_at: Date.now() + 60_000 }))
        .execute();
    }
    expect((await app.client().signIn("gast@example.de", "falsch123")).status).toBe(401);
    expect(await count()).toBe(0);
    // Once the hour is over, failures are logged again.
    await db().deleteFrom("rate_limits").where("key", "like", "audit:sign-in-failed:%").execute();
    expect((await app.client().signIn("gast@example.de", "falsch123")).status).toBe(401);
    expect((await entries()).map((e) => [e.action, e.object_title])).toEqual([["auth.sign-in-failed", "gast@example.de"]]);
  });

  it("lists, filters and exports (newest first, 50 a page, CSV like the inbox export)", async () => {
    const at = (iso: string) => iso;
    const rows = [
      { at: at("2026-03-01T10:00:00.000Z"), action: "page.published", user_id: adminId, user_name: "chefin", user_email: "chefin@example.de", object_title: "=Seite; eins" },
      { at: at("2026-03-02T23:30:00.000Z"), action: "page.deleted", user_id: adminId, user_name: "chefin", user_email: "chefin@example.de", object_title: "Alt" },
      { at: at("2026-03-03T10:00:00.000Z"), action: "page.published", user_id: null, user_name: null, user_email: null, object_title: "Geplant" },
    ];
    for (const [i, row] of rows.entries()) {
      await db()
        .insertInto("audit_log")
        .values({ id: `e${i}`, ...row, object_type: "page", object_id: `p${i}`, address: "10.0.0.x", detail: null })
        .execute();
    }
    for (let i = 0; i < 55; i++) {
      await db()
        .insertInto("audit_log")
        .values({ id: `s${String(i).padStart(2, "0")}`, at: new Date(Date.parse("2026-01-01T00:00:00Z") + i * 60_000).toISOString(), action: "settings.saved", user_id: adminId, user_name: "chefin", user_email: "chefin@example.de", object_type: "settings", object_id: null, object_title: "Einstellungen", address: null, detail: null })
        .execute();
    }

    const all = await admin.get("/api/log");
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(58);
    expect(all.body.entries).toHaveLength(50);
    expect(all.body.entries[0]).toMatchObject({ id: "e2", action_label: "Veröffentlicht", object_type_label: "Seite", person: null });
    expect(all.body.people).toEqual([{ id: adminId, name: "chefin", email: "chefin@example.de" }]);
    expect((await admin.get("/api/log?page=2")).body.entries).toHaveLength(8);

    const published = await admin.get("/api/log?action=page.published");
    expect(published.body.entries.map((e: { id: string }) => e.id)).toEqual(["e2", "e0"]);
    expect((await admin.get(`/api/log?action=page.published&person=${adminId}`)).body.entries.map((e: { id: string }) => e.id)).toEqual(["e0"]);
    expect((await admin.get("/api/log?person=none")).body.entries.map((e: { id: string }) => e.id)).toEqual(["e2"]);
    // Days in German time: 23:30 UTC on 2 March is 00:30 on 3 March in Berlin.
    expect((await admin.get("/api/log?von=2026-03-03&bis=2026-03-03")).body.entries.map((e: { id: string }) => e.id)).toEqual(["e2", "e1"]);
    expect((await admin.get("/api/log?von=2026-03-01&bis=2026-03-02")).body.entries.map((e: { id: string }) => e.id)).toEqual(["e0"]);

    const bad = await admin.get("/api/log?action=page.verbrannt&von=gestern");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["action", "von"]);
    expect((await admin.get("/api/log?von=2026-03-03&bis=2026-03-01")).body.fields).toHaveProperty("bis");

    const csv = await fetch(`${app.url}/api/log/export?action=page.published`, { headers: { cookie: admin.cookieHeader() } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="protokoll-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // UTF-8 with BOM, ';' and CRLF: Excel opens it with umlauts intact.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1).split("\r\n");
    expect(lines[0]).toBe("Zeit;Person;E-Mail;Aktion;Objekttyp;Objekt;Objekt-ID;Adresse;Details");
    expect(lines[1]).toBe("03.03.2026, 11:00;;;Veröffentlicht;Seite;Geplant;p2;10.0.0.x;");
    // A formula-like title is kept as text and quoted for its semicolon, as in the inbox export.
    expect(lines[2]).toBe(`01.03.2026, 11:00;chefin;chefin@example.de;Veröffentlicht;Seite;"'=Seite; eins";p0;10.0.0.x;`);
    expect(lines).toHaveLength(4);
  });

  it("answers 401 without a session and 403 without the Administrator role", async () => {
    expect((await app.client().get("/api/log")).status).toBe(401);
    expect((await app.client().get("/api/log/export")).status).toBe(401);
    const member = await app.signedUp("gast@example.de");
    expect((await member.get("/api/log")).status).toBe(403);
    expect((await member.get("/api/log/export")).status).toBe(403);
  });

  it("deletes entries past the retention and keeps the rest (daily maintenance)", async () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const day = 86_400_000;
    for (const [id, age] of [["old", 400], ["edge", 366], ["young", 364], ["today", 0]] as const) {
      await db()
        .insertInto("audit_log")
        .values({ id, at: new Date(now.getTime() - age * day).toISOString(), action: "settings.saved", user_id: null, user_name: null, user_email: null, object_type: null, object_id: null, object_title: null, address: null, detail: null })
        .execute();
    }
    // Default retention 365 days (settings.team.log_retention_days), through the maintenance run.
    const result = await runMaintenance(db(), now);
    expect(result.expiredLogEntries).toBe(2);
    expect((await entries()).map((e) => e.id).sort()).toEqual(["today", "young"]);
    expect(await deleteExpiredLogEntries(db(), 1, now)).toBe(1);
    expect((await entries()).map((e) => e.id)).toEqual(["today"]);
  });
  it("shows 'Rolle geändert' from → to in German, in the list and the CSV; the CSV's details are words, not JSON with English ids (issue 38 item 14)", async () => {
    await app.signedUp("rolle@example.de");
    const id = await app.grantRole("rolle@example.de", "editor");
    await updatePerson(db(), id, { role: "admin" });
    await updatePerson(db(), id, { role: null });
    await recordAction(db(), { action: "backup.created", objectType: "backup", objectId: "b.tar.gz", objectTitle: "b.tar.gz", detail: { trigger: "manual", bytes: 2048 }, actor: null });

    const listed = await admin.get("/api/log?action=user.role-changed");
    // Both changes may carry the same millisecond (their order is then the database's): the words are what is checked here.
    expect(listed.body.entries.map((e: { detail_text: string }) => e.detail_text).sort()).toEqual(["Administrator → Kein Zugriff", "Redakteur → Administrator"]);

    const csv = await fetch(`${app.url}/api/log/export`, { headers: { cookie: admin.cookieHeader() } });
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array(await csv.arrayBuffer())).slice(1);
    const lines = text.split("\r\n").filter(Boolean);
    const details = lines.slice(1).map((line) => line.split(";").at(-1));
    expect(details).toEqual(expect.arrayContaining(["von Hand · Größe 2,0 KB", "Administrator → Kein Zugriff", "Redakteur → Administrator"]));
    expect(text).not.toMatch(/[{}]|"(from|to|trigger|bytes)"|\b(editor|admin)\b/);
  });
});
