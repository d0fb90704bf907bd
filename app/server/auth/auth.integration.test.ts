import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { totp } from "../../../tests/totp";
import { hasRole, listRoles } from "../db/roles.server";
import { listOutbox } from "../mail/outbox.server";
import { requireAccess } from "./guard.server";

async function roleRows(app: TestApp) {
  return app.database.db.selectFrom("user_roles").selectAll().orderBy("user_id").execute();
}

async function userId(app: TestApp, email: string): Promise<string> {
  const ctx = await app.auth.$context;
  return (await ctx.internalAdapter.findUserByEmail(email))!.user.id;
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("erwartet: geworfene Response");
}

/** The link in the newest mail to `to` from the outbox. */
async function mailLink(app: TestApp, to: string): Promise<string> {
  const mails = await listOutbox(app.database.db, { limit: 20 });
  const mail = mails.find((m) => m.to_address === to);
  expect(mail, `Mail an ${to}`).toBeDefined();
  return /(https?:\/\/\S+)/.exec(mail!.text_body)![1];
}

describe(`sign-in, roles and the admin guard (${testDbLabel})`, () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(async () => {
    await app?.close();
  });

  it("makes the first account admin and later ones nothing, whatever the body says", async () => {
    await app.signedUp("erste@example.org");
    const second = app.client();
    expect((await second.signUp("zweite@example.org", "geheim123", { role: "admin", roles: ["admin"], isAdmin: true })).status).toBe(200);
    expect(await hasRole(app.database.db, await userId(app, "erste@example.org"), "admin")).toBe(true);
    expect(await listRoles(app.database.db, await userId(app, "zweite@example.org"))).toEqual([]);
    expect(await roleRows(app)).toHaveLength(1);
  });

  it("lets exactly one of two simultaneous first sign-ups become admin", async () => {
    const results = await Promise.all([app.client().signUp("a@example.org"), app.client().signUp("b@example.org")]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const rows = await roleRows(app);
    expect(rows.filter((r) => r.role === "admin")).toHaveLength(1);
  });

  it("guards admin requests: 401 anonymous, 403 non-admin, with nothing changed; admins pass", async () => {
    const admin = await app.signedUp("chefin@example.org");
    const user = await app.signedUp("gast@example.org");
    const before = await roleRows(app);

    expect((await thrown(requireAccess(app.client().request(), "users.manage", { api: true }))).status).toBe(401);
    const page = await thrown(requireAccess(app.client().request("/admin/pages?x=1"), "pages.read"));
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/auth?redirectTo=%2Fadmin%2Fpages%3Fx%3D1");
    expect((await thrown(requireAccess(user.request(), "admin.enter", { api: true }))).status).toBe(403);
    const noAccess = await thrown(requireAccess(user.request(), "admin.enter")).catch((e) => e);
    expect(noAccess).toMatchObject({ init: { status: 403 }, data: { noAccess: true, email: "gast@example.org" } });
    await expect(requireAccess(admin.request(), "users.manage")).resolves.toMatchObject({ user: { email: "chefin@example.org" } });
    expect(await roleRows(app)).toEqual(before);
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    await app.client().signUp("echt@example.org");
    const wrong = await app.client().signIn("echt@example.org", "falsch123");
    const unknown = await app.client().signIn("niemand@example.org", "falsch123");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.setCookies.filter((c) => c.startsWith("cms.session_token=") && !/max-age=0/i.test(c))).toEqual([]);
  });

  it("limits failed sign-ins per account and address with 429, Retry-After and a German message", async () => {
    await app.client().signUp("ziel@example.org");
    for (let i = 0; i < 5; i++) expect((await app.client().signIn("ziel@example.org", "falsch123")).status).toBe(401);
    const limited = await app.client().signIn("ziel@example.org", "falsch123");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.message).toMatch(/Zu viele Versuche/);
    // Even the right password waits now from this address (not from others: sign-in-throttle.integration.test.ts), and no session is created.
    const right = await app.client().signIn("ziel@example.org", "geheim123");
    expect(right.status).toBe(429);
    expect(right.setCookies.some((c) => c.startsWith("cms.session_token=") && !/max-age=0/i.test(c))).toBe(false);
  });

  it("does not let parallel attempts get past the limit", async () => {
    await app.client().signUp("parallel@example.org");
    const results = await Promise.all(Array.from({ length: 12 }, () => app.client().signIn("parallel@example.org", "falsch123")));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it("resets a password through the link in the outbox, once", async () => {
    await app.client().signUp("vergessen@example.org");
    const request = await app.client().post("/api/auth/request-password-reset", { email: "vergessen@example.org", redirectTo: "/auth?reset=1" });
    expect(request.status).toBe(200);
    const link = await mailLink(app, "vergessen@example.org");
    expect(link.startsWith(app.url + "/api/auth/reset-password/")).toBe(true);

    const browser = app.client();
    const followed = await browser.get(link.slice(app.url.length));
    expect(followed.status).toBe(302);
    const target = new URL(followed.headers.get("location")!, app.url);
    expect(target.pathname).toBe("/auth");
    const token = target.searchParams.get("token")!;
    expect(token).toBeTruthy();

    expect((await browser.post("/api/auth/reset-password", { newPassword: "neuesGeheim1", token })).status).toBe(200);
    expect((await app.client().signIn("vergessen@example.org", "geheim123")).status).toBe(401);
    expect((await app.client().signIn("vergessen@example.org", "neuesGeheim1")).status).toBe(200);
    const reuse = await browser.post("/api/auth/reset-password", { newPassword: "drittesGeheim1", token });
    expect(reuse.status).toBe(400);
    expect((await app.client().signIn("vergessen@example.org", "neuesGeheim1")).status).toBe(200);
  });

  it("answers a reset for an unknown e-mail like a known one and sends nothing", async () => {
    await app.client().signUp("bekannt@example.org");
    const mailsBefore = (await listOutbox(app.database.db, { limit: 50 })).length;
    const known = await app.client().post("/api/auth/request-password-reset", { email: "bekannt@example.org", redirectTo: "/auth?reset=1" });
    const unknown = await app.client().post("/api/auth/request-password-reset", { email: "unbekannt@example.org", redirectTo: "/auth?reset=1" });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const mails = await listOutbox(app.database.db, { limit: 50 });
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.some((m) => m.to_address === "unbekannt@example.org")).toBe(false);
  });

  it("refuses redirects to other origins in auth flows", async () => {
    await app.client().signUp("umleitung@example.org");
    const evil = await app.client().post("/api/auth/request-password-reset", { email: "umleitung@example.org", redirectTo: "https://evil.example/phish" });
    expect(evil.status).toBe(400);
    expect(evil.body.message).toMatch(/Weiterleitungsziel/);
    const protocolRelative = await app.client().post("/api/auth/request-password-reset", { email: "umleitung@example.org", redirectTo: "//evil.example" });
    expect(protocolRelative.status).toBe(400);
    const script = await app.client().post("/api/auth/request-password-reset", { email: "umleitung@example.org", redirectTo: "javascript:alert(1)" });
    expect(script.status).toBe(400);
    // Refused requests send nothing.
    expect((await listOutbox(app.database.db, { limit: 50 })).filter((m) => /Passwort/.test(m.subject))).toEqual([]);
    // A link whose callbackURL was altered afterwards is refused too, and does not leak the token.
    await app.client().post("/api/auth/request-password-reset", { email: "umleitung@example.org", redirectTo: "/auth?reset=1" });
    const link = new URL(await mailLink(app, "umleitung@example.org"));
    link.searchParams.set("callbackURL", "https://evil.example/phish");
    const followed = await app.client().get(link.pathname + link.search);
    expect(followed.headers.get("location") ?? "").not.toContain("evil.example");
    // Same-origin targets keep working.
    const own = await app.client().post("/api/auth/request-password-reset", { email: "umleitung@example.org", redirectTo: `${app.url}/auth?reset=1` });
    expect(own.status).toBe(200);
  });

  it("sends a confirmation mail on sign-up whose link confirms the address", async () => {
    const client = await app.signedUp("bestaetigen@example.org");
    const link = await mailLink(app, "bestaetigen@example.org");
    expect(link).toContain("/api/auth/verify-email?token=");
    const verified = await client.get(link.slice(app.url.length));
    expect([200, 302]).toContain(verified.status);
    const ctx = await app.auth.$context;
    expect((await ctx.internalAdapter.findUserByEmail("bestaetigen@example.org"))!.user.emailVerified).toBe(true);
  });

  it("issues a new session id at every sign-in, and a browser-session cookie without 'Angemeldet bleiben'", async () => {
    const client = await app.signedUp("sitzung@example.org");
    const first = client.sessionToken();
    const remembered = await client.signIn("sitzung@example.org", "geheim123", true);
    const second = client.sessionToken();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(remembered.setCookies.find((c) => c.startsWith("cms.session_token="))).toMatch(/Max-Age=\d+/i);
    const shortLived = await client.signIn("sitzung@example.org", "geheim123", false);
    const cookie = shortLived.setCookies.find((c) => c.startsWith("cms.session_token="))!;
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("ends the other sessions when the password changes", async () => {
    const a = await app.signedUp("wechsel@example.org");
    const b = app.client();
    await b.signIn("wechsel@example.org");
    expect((await b.get("/api/auth/get-session")).body?.user?.email).toBe("wechsel@example.org");
    // The client asks to keep other sessions; the server ends them anyway.
    const changed = await a.post("/api/auth/change-password", { currentPassword: "geheim123", newPassword: "anderes99", revokeOtherSessions: false });
    expect(changed.status).toBe(200);
    expect((await b.get("/api/auth/get-session")).body).toBeNull();
    expect((await a.get("/api/auth/get-session")).body?.user?.email).toBe("wechsel@example.org");
  });

  it("refuses cookie-authenticated writes from another origin and keeps the session", async () => {
    const client = await app.signedUp("csrf@example.org");
    const forged = await client.post("/api/auth/sign-out", {}, { origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect((await client.get("/api/auth/get-session")).body?.user?.email).toBe("csrf@example.org");
  });

  it("enrols TOTP two-factor and requires the code at sign-in", async () => {
    const client = await app.signedUp("zwei@example.org");
    const enable = await client.post("/api/auth/two-factor/enable", { password: "geheim123" });
    expect(enable.status).toBe(200);
    const secret = new URL(enable.body.totpURI).searchParams.get("secret")!;
    expect((await client.post("/api/auth/two-factor/verify-totp", { code: "000000" })).status).toBe(401);
    expect((await client.post("/api/auth/two-factor/verify-totp", { code: totp(secret) })).status).toBe(200);

    const later = app.client();
    const signIn = await later.signIn("zwei@example.org");
    expect(signIn.status).toBe(200);
    expect(signIn.body.twoFactorRedirect).toBe(true);
    expect((await later.get("/api/auth/get-session")).body).toBeNull();
    expect((await later.post("/api/auth/two-factor/verify-totp", { code: "123456" === totp(secret) ? "654321" : "123456" })).status).toBe(401);
    const verified = await later.post("/api/auth/two-factor/verify-totp", { code: totp(secret) });
    expect(verified.status).toBe(200);
    expect((await later.get("/api/auth/get-session")).body?.user?.email).toBe("zwei@example.org");

    expect((await later.post("/api/auth/two-factor/disable", { password: "geheim123" })).status).toBe(200);
    const plain = await app.client().signIn("zwei@example.org");
    expect(plain.body.twoFactorRedirect).toBeUndefined();
  });
  it("refuses /api/auth/list-sessions, which would hand every session token to JavaScript ('Konto' has its own list)", async () => {
    const client = await app.signedUp("liste@example.org");
    const res = await client.get("/api/auth/list-sessions");
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body ?? "")).not.toContain(client.sessionToken()!.split(".")[0]);
    // The session itself is untouched.
    expect((await client.get("/api/auth/get-session")).body?.user?.email).toBe("liste@example.org");
  });
});
