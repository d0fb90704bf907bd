import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as inviteRoute from "~/routes/api/users-invite";
import * as invitationRoute from "~/routes/api/users-invitation";
import * as resendRoute from "~/routes/api/users-invitation-resend";
import * as resetRoute from "~/routes/api/user-reset-2fa";
import * as userRoute from "~/routes/api/user";
import * as usersRoute from "~/routes/api/users";
import * as acceptRoute from "~/routes/auth/invitation";
import { defaultSettings } from "~/lib/settings";
import { requireAccess } from "~/server/auth/guard.server";
import { listRoles } from "~/server/db/roles.server";
import { saveSettings } from "~/server/settings/settings.server";
import { routeBuild } from "../../../tests/route-build";
import { createTestApp, HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { listOutbox } from "../mail/outbox.server";
import { acceptInvitation, updatePerson } from "./users.server";

type AcceptArgs = Parameters<typeof acceptRoute.action>[0];

/**
 * People (issue 29): invite → mail → accept → sign in → role-bound access, last-admin protection,
 * deactivation, closed sign-up, sign-up mail to the administrators. Real HTTP through the whole server.
 */
describe(`people and invitations (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    app = await createTestApp({
      build: routeBuild({
        "api/users": usersRoute,
        "api/users/invite": inviteRoute,
        "api/users/invitations/:id": invitationRoute,
        "api/users/invitations/:id/resend": resendRoute,
        "api/users/:id": userRoute,
        "api/users/:id/reset-2fa": resetRoute,
      }),
    });
    admin = await app.signedUp("chefin@example.org");
  });
  afterAll(async () => {
    await app?.close();
  });

  const db = () => app.database.db;

  async function inviteMail(email: string): Promise<{ subject: string; token: string }> {
    const rows = await db().selectFrom("mail_outbox").select(["subject", "text_body", "created_at"]).where("to_address", "=", email).orderBy("created_at", "desc").execute();
    const last = rows[0];
    const token = /\/auth\/einladung\/([A-Za-z0-9_-]+)/.exec(last?.text_body ?? "")?.[1];
    if (!token) throw new Error(`keine Einladung an ${email} im Postausgang`);
    return { subject: last.subject, token };
  }

  /** The accept form's POST, as the browser sends it; the redirect's cookies go into a fresh client. */
  async function accept(token: string, name: string, password = "geheim123", repeat = password) {
    const body = new URLSearchParams({ name, password, passwordRepeat: repeat });
    const request = new Request(`${app.url}/auth/einladung/${token}`, { method: "POST", body, headers: { origin: app.url } });
    const result = (await acceptRoute.action({ request, params: { token }, context: {} } as unknown as AcceptArgs)) as unknown;
    const client = new HttpClient(app.url);
    if (result instanceof Response) {
      for (const raw of result.headers.getSetCookie()) {
        const [pair] = raw.split(";");
        const eq = pair.indexOf("=");
        client.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
      }
      return { status: result.status, location: result.headers.get("location"), client, error: null };
    }
    const data = result as { init?: { status?: number }; data: { error: string | null; fields: Record<string, string> } };
    return { status: data.init?.status ?? 200, location: null, client, error: data.data.error, fields: data.data.fields };
  }

  async function acceptPage(token: string) {
    return acceptRoute.loader({ request: new Request(`${app.url}/auth/einladung/${token}`), params: { token }, context: {} } as unknown as Parameters<typeof acceptRoute.loader>[0]);
  }

  async function userId(email: string): Promise<string> {
    const people = (await admin.get("/api/users")).body as { users: { id: string; email: string }[] };
    return people.users.find((u) => u.email === email)!.id;
  }

  it("validates an invitation in German, naming the field, and refuses an address with an account (409)", async () => {
    const bad = await admin.post("/api/users/invite", { email: "keine-adresse", role: "editor" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.email).toBe("Bitte eine gültige E-Mail-Adresse angeben");
    const role = await admin.post("/api/users/invite", { email: "x@example.org", role: "chef" });
    expect(role.status).toBe(400);
    expect(role.body.fields.role).toMatch(/Rolle/);
    const taken = await admin.post("/api/users/invite", { email: "Chefin@example.org", role: "editor" });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe("Für diese E-Mail-Adresse gibt es schon ein Konto.");
    expect(await db().selectFrom("invitations").selectAll().execute()).toEqual([]);
  });

  it("invite → mail in the outbox → accept → signed in as Redakteur, who may not manage people (403)", async () => {
    const res = await admin.post("/api/users/invite", { email: "Rita@Example.org", role: "editor" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: "rita@example.org", role: "editor" });
    expect(new Date(res.body.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    const stored = await db().selectFrom("invitations").selectAll().where("email", "=", "rita@example.org").executeTakeFirstOrThrow();
    const { subject, token } = await inviteMail("rita@example.org");
    expect(subject).toMatch(/^Einladung zu /);
    // Only the hash is stored.
    expect(stored.token_hash).not.toBe(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await admin.get("/api/users");
    expect(listed.body.invitations).toEqual([expect.objectContaining({ email: "rita@example.org", role: "editor" })]);

    expect(await acceptPage(token)).toMatchObject({ valid: true, email: "rita@example.org", role: "Redakteur" });
    const mismatch = await accept(token, "Rita", "geheim123", "anders123");
    expect(mismatch.status).toBe(400);
    expect(mismatch.fields?.passwordRepeat).toBe("Die Passwörter stimmen nicht überein");

    const done = await accept(token, "Rita Redakteurin");
    expect(done.status).toBe(302);
    expect(done.location).toBe("/admin");
    const session = await done.client.get("/api/auth/get-session");
    expect(session.body.user).toMatchObject({ email: "rita@example.org", name: "Rita Redakteurin", emailVerified: true });
    const refused = await done.client.get("/api/users");
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatch(/Redakteur/);

    const id = session.body.user.id as string;
    expect(await listRoles(db(), id)).toEqual(["editor"]);
    const people = (await admin.get("/api/users")).body;
    expect(people.invitations).toEqual([]);
    expect(people.users.find((u: { id: string }) => u.id === id)).toMatchObject({ role: "editor", active: true, two_factor_enabled: false });
    const actions = (await db().selectFrom("audit_log").select(["action", "user_id"]).execute()).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["user.invited", "user.invitation-accepted"]));

    // One-time: the link is used up.
    expect(await acceptPage(token)).toMatchObject({ valid: false, message: expect.stringMatching(/schon angenommen/) });
    const again = await accept(token, "Jemand");
    expect(again.status).toBe(410);

    // Signing in with the chosen password works and records the last sign-in.
    const fresh = app.client();
    expect((await fresh.signIn("rita@example.org")).status).toBe(200);
    const after = (await admin.get("/api/users")).body.users.find((u: { id: string }) => u.id === id);
    expect(after.last_sign_in_at).not.toBeNull();
  });

  it("refuses expired, unknown and withdrawn links; a new invitation replaces the open one", async () => {
    await admin.post("/api/users/invite", { email: "alt@example.org", role: "author" });
    const first = (await inviteMail("alt@example.org")).token;
    await admin.post("/api/users/invite", { email: "alt@example.org", role: "editor" });
    const second = (await inviteMail("alt@example.org")).token;
    expect(second).not.toBe(first);
    expect(await acceptPage(first)).toMatchObject({ valid: false, message: expect.stringMatching(/unbekannt/) });
    expect(await db().selectFrom("invitations").selectAll().where("email", "=", "alt@example.org").execute()).toHaveLength(1);

    await db().updateTable("invitations").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("email", "=", "alt@example.org").execute();
    expect(await acceptPage(second)).toMatchObject({ valid: false, message: expect.stringMatching(/abgelaufen/) });
    expect((await accept(second, "Alt")).status).toBe(410);

    await admin.post("/api/users/invite", { email: "weg@example.org", role: "author" });
    const token = (await inviteMail("weg@example.org")).token;
    const open = (await admin.get("/api/users")).body.invitations.find((i: { email: string }) => i.email === "weg@example.org");
    expect((await admin.send("DELETE", `/api/users/invitations/${open.id}`)).status).toBe(204);
    expect((await admin.send("DELETE", `/api/users/invitations/${open.id}`)).status).toBe(404);
    // Logged once (the second, refused withdrawal writes nothing).
    const withdrawn = await db().selectFrom("audit_log").select(["object_title"]).where("action", "=", "user.invitation-withdrawn").where("object_id", "=", open.id).execute();
    expect(withdrawn).toEqual([{ object_title: "weg@example.org" }]);
    expect(await acceptPage(token)).toMatchObject({ valid: false });
    expect((await accept(token, "Weg")).status).toBe(410);
  });

  it("two parallel accepts of one link make only one account", async () => {
    await admin.post("/api/users/invite", { email: "zwilling@example.org", role: "author" });
    const { token } = await inviteMail("zwilling@example.org");
    const results = await Promise.allSettled([
      acceptInvitation(app.auth, db(), token, { name: "Eins", password: "geheim123" }),
      acceptInvitation(app.auth, db(), token, { name: "Zwei", password: "geheim123" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const accounts = (await admin.get("/api/users")).body.users.filter((u: { email: string }) => u.email === "zwilling@example.org");
    expect(accounts).toHaveLength(1);
    expect(accounts[0].role).toBe("author");
  });

  it("keeps the last active Administrator: no demotion, no deactivation, also not in parallel", async () => {
    const selfId = await userId("chefin@example.org");
    const demote = await admin.send("PATCH", `/api/users/${selfId}`, { role: "editor" });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toMatch(/letzte aktive Administrator/);
    expect((await admin.send("PATCH", `/api/users/${selfId}`, { active: false })).status).toBe(409);
    expect((await admin.send("PATCH", `/api/users/${selfId}`, { role: null })).status).toBe(409);
    expect(await listRoles(db(), selfId)).toEqual(["admin"]);
    expect((await admin.send("PATCH", `/api/users/${selfId}`, {})).status).toBe(400);

    // A second admin; then each demotes the other at the same moment: only one may succeed.
    const ritaId = await userId("rita@example.org");
    expect((await admin.send("PATCH", `/api/users/${ritaId}`, { role: "admin" })).body).toMatchObject({ role: "admin" });
    const rita = app.client();
    await rita.signIn("rita@example.org");
    const [a, b] = await Promise.all([admin.send("PATCH", `/api/users/${ritaId}`, { role: "editor" }), rita.send("PATCH", `/api/users/${selfId}`, { active: false })]);
    // The loser is refused by the check (409) or, when the winner committed first, already by the guard (403).
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    expect([a.status, b.status].filter((status) => status === 409 || status === 403)).toHaveLength(1);
    const people = (await db().selectFrom("user_roles").selectAll().where("role", "=", "admin").execute()).map((r) => r.user_id);
    const statuses = await db().selectFrom("user_status").selectAll().execute();
    const active = people.filter((id) => !statuses.some((s) => s.user_id === id && !s.active));
    expect(active).toHaveLength(1);

    // Put things back: the Chefin is the one admin, Rita is Redakteur.
    if (b.status === 200) {
      await rita.send("PATCH", `/api/users/${selfId}`, { active: true });
      await admin.signIn("chefin@example.org");
      await admin.send("PATCH", `/api/users/${ritaId}`, { role: "editor" });
    }
    expect(await listRoles(db(), ritaId)).toEqual(["editor"]);

    // The check and the write share one transaction: past any guard, two parallel changes that
    // would each leave one admin cannot both happen.
    await updatePerson(db(), ritaId, { role: "admin" });
    const direct = await Promise.allSettled([updatePerson(db(), ritaId, { role: "author" }), updatePerson(db(), selfId, { active: false })]);
    expect(direct.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const loser = direct.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(loser.reason).toMatchObject({ status: 409 });
    if (direct[1].status === "fulfilled") {
      await updatePerson(db(), selfId, { active: true });
      await admin.signIn("chefin@example.org");
    }
    await updatePerson(db(), ritaId, { role: "editor" });
    const log = await db().selectFrom("audit_log").select("action").where("object_id", "=", ritaId).execute();
    expect(log.map((r) => r.action)).toContain("user.role-changed");
  });

  it("deactivation ends the live session at once and blocks sign-in; reactivation lets the person in again", async () => {
    const ritaId = await userId("rita@example.org");
    const rita = app.client();
    expect((await rita.signIn("rita@example.org")).status).toBe(200);
    expect((await rita.get("/api/auth/get-session")).body?.user?.id).toBe(ritaId);

    const off = await admin.send("PATCH", `/api/users/${ritaId}`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ active: false, role: "editor" });
    expect((await rita.get("/api/users")).status).toBe(401);
    expect((await rita.get("/api/auth/get-session")).body).toBeNull();

    const wrong = await app.client().signIn("rita@example.org", "falsch123");
    expect(wrong.status).toBe(401);
    const refused = await app.client().signIn("rita@example.org");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Ihr Zugang wurde deaktiviert.");

    const on = await admin.send("PATCH", `/api/users/${ritaId}`, { active: true });
    expect(on.body).toMatchObject({ active: true, role: "editor" });
    expect((await app.client().signIn("rita@example.org")).status).toBe(200);
    const log = (await db().selectFrom("audit_log").select("action").where("object_id", "=", ritaId).execute()).map((r) => r.action);
    expect(log).toEqual(expect.arrayContaining(["user.deactivated", "user.reactivated"]));
  });

  it("resets a person's two-factor sign-in", async () => {
    const ritaId = await userId("rita@example.org");
    await db().updateTable("user" as never).set({ twoFactorEnabled: 1 } as never).where("id" as never, "=", ritaId as never).execute();
    expect((await admin.get("/api/users")).body.users.find((u: { id: string }) => u.id === ritaId).two_factor_enabled).toBe(true);
    const res = await admin.post(`/api/users/${ritaId}/reset-2fa`);
    expect(res.status).toBe(200);
    expect(res.body.two_factor_enabled).toBe(false);
    expect((await admin.post(`/api/users/unbekannt/reset-2fa`)).status).toBe(404);
  });

  it("mails every active Administrator about a new sign-up", async () => {
    const res = await app.client().rawSignUp("neu@example.org");
    expect(res.status).toBe(200);
    const mail = await db().selectFrom("mail_outbox").selectAll().where("to_address", "=", "chefin@example.org").where("subject", "like", "Neue Registrierung%").executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Neue Registrierung: neu <neu@example.org>");
    expect(mail.text_body).toContain(`${app.url}/admin/users`);
    // Rita (Redakteur) gets none.
    expect(await db().selectFrom("mail_outbox").selectAll().where("to_address", "=", "rita@example.org").where("subject", "like", "Neue Registrierung%").execute()).toEqual([]);
  });

  it("closed registration refuses sign-up (403, German) but an invitation still works", async () => {
    await saveSettings(db(), { ...defaultSettings(), team: { allow_sign_up: false, require_two_factor_for_admins: false, log_retention_days: 365 } });
    const res = await app.client().rawSignUp("zu@example.org");
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/Registrierung ist geschlossen/);
    expect((await admin.get("/api/users")).body.users.some((u: { email: string }) => u.email === "zu@example.org")).toBe(false);

    await admin.post("/api/users/invite", { email: "eingeladen@example.org", role: "author" });
    const done = await accept((await inviteMail("eingeladen@example.org")).token, "Anna Autorin");
    expect(done.status).toBe(302);
    expect((await done.client.get("/api/auth/get-session")).body.user.email).toBe("eingeladen@example.org");
    await saveSettings(db(), defaultSettings());
  });

  it("'Zwei-Faktor für Administratoren verlangen': an admin without it is refused with the German notice", async () => {
    await saveSettings(db(), { ...defaultSettings(), team: { allow_sign_up: true, require_two_factor_for_admins: true, log_retention_days: 365 } });
    const res = await admin.get("/api/users");
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/Zwei-Faktor-Anmeldung/);
    // Pages send the admin to 'Konto' with the notice; 'Konto' itself stays open.
    const page = await requireAccess(admin.request("/admin/pages"), "pages.read").catch((thrown: unknown) => thrown);
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).headers.get("location")).toBe("/admin/konto?zwei-faktor=pflicht");
    await expect(requireAccess(admin.request("/admin/konto?zwei-faktor=pflicht"), "users.manage")).resolves.toMatchObject({ role: "admin" });
    await expect(requireAccess(admin.request("/admin"), "admin.enter")).resolves.toMatchObject({ role: "admin" });
    await saveSettings(db(), defaultSettings());
    expect((await admin.get("/api/users")).status).toBe(200);
  });
  // Issue 38 items 10 and 25.

  const invitationRows = () => db().selectFrom("invitations").selectAll().orderBy("id").execute();
  const logCount = async () => Number((await db().selectFrom("audit_log").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

  it("resends an open invitation: a new link, the old one dead, 7 days from now, logged; a Redakteur may neither resend nor withdraw (403, nothing changes)", async () => {
    await admin.post("/api/users/invite", { email: "nochmal@example.org", role: "author" });
    const first = (await inviteMail("nochmal@example.org")).token;
    const open = (await admin.get("/api/users")).body.invitations.find((i: { email: string }) => i.email === "nochmal@example.org");
    await db().updateTable("invitations").set({ expires_at: new Date(Date.now() + 3600_000).toISOString() }).where("id", "=", open.id).execute();

    const rita = app.client();
    expect((await rita.signIn("rita@example.org")).status).toBe(200);
    const before = await invitationRows();
    const logBefore = await logCount();
    const refusedResend = await rita.post(`/api/users/invitations/${open.id}/resend`);
    expect(refusedResend.status).toBe(403);
    expect(refusedResend.body.error).toMatch(/Redakteur/);
    expect((await rita.send("DELETE", `/api/users/invitations/${open.id}`)).status).toBe(403);
    expect((await app.client().post(`/api/users/invitations/${open.id}/resend`)).status).toBe(401);
    expect(await invitationRows()).toEqual(before);
    expect(await logCount()).toBe(logBefore);

    const resent = await admin.post(`/api/users/invitations/${open.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: open.id, email: "nochmal@example.org", role: "author" });
    expect(new Date(resent.body.expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    const second = (await inviteMail("nochmal@example.org")).token;
    expect(second).not.toBe(first);
    expect(await acceptPage(first)).toMatchObject({ valid: false });
    expect(await acceptPage(second)).toMatchObject({ valid: true, email: "nochmal@example.org" });
    const log = await db().selectFrom("audit_log").select(["action", "object_title", "user_email"]).where("object_id", "=", open.id).where("action", "=", "user.invitation-resent").execute();
    expect(log).toEqual([{ action: "user.invitation-resent", object_title: "nochmal@example.org", user_email: "chefin@example.org" }]);
    expect((await admin.post("/api/users/invitations/unbekannt/resend")).status).toBe(404);

    // Withdrawn: neither link works and it cannot be resent.
    expect((await admin.send("DELETE", `/api/users/invitations/${open.id}`)).status).toBe(204);
    expect((await admin.post(`/api/users/invitations/${open.id}/resend`)).status).toBe(404);
    expect(await acceptPage(second)).toMatchObject({ valid: false });
  });

  it("refuses deactivating yourself (409 naming 'active'), also when another Administrator remains", async () => {
    await admin.post("/api/users/invite", { email: "zweite@example.org", role: "admin" });
    const done = await accept((await inviteMail("zweite@example.org")).token, "Zora Zweite");
    expect(done.status).toBe(302);
    const zora = done.client;
    const zoraId = await userId("zweite@example.org");
    const self = await zora.send("PATCH", `/api/users/${zoraId}`, { active: false });
    expect(self.status).toBe(409);
    expect(self.body.fields.active).toMatch(/eigenen Zugang nicht deaktivieren/);
    expect((await zora.get("/api/auth/get-session")).body?.user?.id).toBe(zoraId);
    expect((await admin.get("/api/users")).body.users.find((u: { id: string }) => u.id === zoraId)).toMatchObject({ active: true, role: "admin" });
    // Another Administrator may.
    expect((await admin.send("PATCH", `/api/users/${zoraId}`, { active: false })).status).toBe(200);
    expect((await admin.send("PATCH", `/api/users/${zoraId}`, { active: true })).status).toBe(200);
  });

  it("an invitation dies with its deactivated inviter (410, no account); resent by an active Administrator it works", async () => {
    const zoraId = await userId("zweite@example.org");
    const zora = app.client();
    expect((await zora.signIn("zweite@example.org")).status).toBe(200);
    expect((await zora.post("/api/users/invite", { email: "erbe@example.org", role: "admin" })).status).toBe(201);
    const { token } = await inviteMail("erbe@example.org");
    expect(await acceptPage(token)).toMatchObject({ valid: true });

    expect((await admin.send("PATCH", `/api/users/${zoraId}`, { active: false })).status).toBe(200);
    expect(await acceptPage(token)).toMatchObject({ valid: false, message: expect.stringMatching(/keinen Zugang mehr/) });
    const refused = await accept(token, "Erbe");
    expect(refused.status).toBe(410);
    expect(refused.error).toMatch(/keinen Zugang mehr/);
    await expect(acceptInvitation(app.auth, db(), token, { name: "Erbe", password: "geheim123" })).rejects.toMatchObject({ status: 410 });
    expect((await admin.get("/api/users")).body.users.some((u: { email: string }) => u.email === "erbe@example.org")).toBe(false);
    expect((await db().selectFrom("invitations").select("accepted_at").where("email", "=", "erbe@example.org").executeTakeFirstOrThrow()).accepted_at).toBeNull();

    // Demoted instead of deactivated: the same.
    expect((await admin.send("PATCH", `/api/users/${zoraId}`, { active: true, role: "editor" })).status).toBe(200);
    expect(await acceptPage(token)).toMatchObject({ valid: false });

    const open = (await admin.get("/api/users")).body.invitations.find((i: { email: string }) => i.email === "erbe@example.org");
    expect((await admin.post(`/api/users/invitations/${open.id}/resend`)).status).toBe(200);
    const done = await accept((await inviteMail("erbe@example.org")).token, "Erbe");
    expect(done.status).toBe(302);
  });

  it("refuses a 7-character password on the invitation form, naming the field, and keeps the invitation open (the sign-up's policy)", async () => {
    await admin.post("/api/users/invite", { email: "kurz@example.org", role: "author" });
    const { token } = await inviteMail("kurz@example.org");
    const short = await accept(token, "Kurt Kurz", "1234567");
    expect(short.status).toBe(400);
    expect(short.fields?.password).toBe("Das Passwort muss mindestens 8 Zeichen lang sein");
    // The server function itself, past the form: 400 naming the field, nothing claimed.
    await expect(acceptInvitation(app.auth, db(), token, { name: "Kurt", password: "1234567" })).rejects.toMatchObject({ status: 400, extras: { fields: { password: expect.stringMatching(/mindestens 8/) } } });
    expect((await db().selectFrom("invitations").select("accepted_at").where("email", "=", "kurz@example.org").executeTakeFirstOrThrow()).accepted_at).toBeNull();
    expect(await acceptPage(token)).toMatchObject({ valid: true });
    // Sign-up has the same bound.
    const signUp = await app.client().rawSignUp("kurz-registriert@example.org", "1234567");
    expect(signUp.status).toBe(400);
    expect(signUp.body.code).toBe("PASSWORD_TOO_SHORT");
    expect((await accept(token, "Kurt Kurz", "12345678")).status).toBe(302);
  });

  it("lists an unconfirmed self sign-up without a role (email_verified false) and gives it one only after confirmation", async () => {
    expect((await app.client().rawSignUp("offen@example.org")).status).toBe(200);
    const listed = (await admin.get("/api/users")).body.users.find((u: { email: string }) => u.email === "offen@example.org");
    expect(listed).toMatchObject({ role: null, email_verified: false });
    expect((await admin.get("/api/users")).body.users.find((u: { email: string }) => u.email === "chefin@example.org")).toMatchObject({ role: "admin" });
    const refused = await admin.send("PATCH", `/api/users/${listed.id}`, { role: "editor" });
    expect(refused.status).toBe(409);
    expect(refused.body.fields.role).toMatch(/noch nicht bestätigt/);
    expect(await listRoles(db(), listed.id)).toEqual([]);

    const mails = await listOutbox(db(), { limit: 50 });
    const link = /(https?:\/\/\S+verify-email\S+)/.exec(mails.find((m) => m.to_address === "offen@example.org")!.text_body)![1];
    expect([200, 302]).toContain((await app.client().get(link.replace(app.url, ""))).status);
    expect((await admin.get("/api/users")).body.users.find((u: { id: string }) => u.id === listed.id)).toMatchObject({ email_verified: true, role: null });
    expect((await admin.send("PATCH", `/api/users/${listed.id}`, { role: "editor" })).body).toMatchObject({ role: "editor" });
  });
});
