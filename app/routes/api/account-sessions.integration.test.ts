import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { grantRole } from "~/server/db/roles.server";
import { LAST_USE_INTERVAL_MS } from "~/server/auth/sessions.server";
import type { AccountSession } from "~/lib/sessions";
import { routeBuild } from "../../../tests/route-build";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import * as sessionRoute from "./account-session";
import * as sessionsRoute from "./account-sessions";

const WINDOWS_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

/**
 * 'Aktive Sitzungen' over real HTTP (Express, better-auth, guard, origin check): two and three
 * clients of the same person, each its own session.
 */
describe(`own sessions: list, end one, end all others, password change (${testDbLabel})`, () => {
  let app: TestApp;
  const email = "sitzungen@example.org";

  beforeEach(async () => {
    app = await createTestApp({ build: routeBuild({ "api/account/sessions": sessionsRoute, "api/account/sessions/:id": sessionRoute }) });
  });
  afterEach(async () => {
    await app?.close();
  });

  /** The administrator (first account) signed in on the desktop, plus more sign-ins of the same person. */
  async function person(...agents: string[]): Promise<HttpClient[]> {
    const desktop = app.client();
    const up = await desktop.post("/api/auth/sign-up/email", { email, password: "geheim123", name: "Sitzungen" }, { "user-agent": WINDOWS_CHROME });
    expect(up.status).toBe(200);
    const others: HttpClient[] = [];
    for (const agent of agents) {
      const client = app.client();
      expect((await client.post("/api/auth/sign-in/email", { email, password: "geheim123", rememberMe: true }, { "user-agent": agent })).status).toBe(200);
      others.push(client);
    }
    return [desktop, ...others];
  }

  const signOuts = () => app.database.db.selectFrom("audit_log").selectAll().where("action", "=", "auth.sign-out").execute();
  const list = async (client: HttpClient) => (await client.get("/api/account/sessions")).body as AccountSession[];
  const signedIn = async (client: HttpClient) => (await client.get("/api/account/sessions")).status === 200 && (await client.get("/api/auth/get-session")).body?.user?.email === email;

  it("lists both sessions of the person with device, shortened address and 'Diese Sitzung'", async () => {
    const [desktop, phone] = await person(IPHONE_SAFARI);
    const seen = await list(desktop);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({ current: true, device: "Chrome auf Windows", address: "127.0.0.x" });
    expect(seen[1]).toMatchObject({ current: false, device: "Safari auf iPhone", address: "127.0.0.x" });
    for (const s of seen) {
      expect(Object.keys(s).sort()).toEqual(["address", "created_at", "current", "device", "expires_at", "id", "last_used_at"]);
      expect(Date.parse(s.last_used_at)).toBeGreaterThan(Date.now() - 60_000);
    }
    // No session token ever reaches the browser.
    const raw = JSON.stringify(seen);
    expect(raw).not.toContain(desktop.sessionToken()!.split(".")[0]);
    expect(raw).not.toContain(phone.sessionToken()!.split(".")[0]);
    // The phone sees the same two, itself marked.
    const fromPhone = await list(phone);
    expect(fromPhone.map((s) => s.id).sort()).toEqual(seen.map((s) => s.id).sort());
    expect(fromPhone.find((s) => s.current)?.device).toBe("Safari auf iPhone");
  });

  it("ends one other session at once: its next request is refused, the current one keeps working", async () => {
    // No signed session cookie cache: a cached session would outlive its row for the cache's lifetime.
    expect((app.auth.options.session as { cookieCache?: { enabled?: boolean } } | undefined)?.cookieCache?.enabled).not.toBe(true);
    const [desktop, phone] = await person(IPHONE_SAFARI);
    const phoneId = (await list(desktop)).find((s) => !s.current)!.id;
    const ended = await desktop.send("DELETE", `/api/account/sessions/${phoneId}`);
    expect(ended.status).toBe(200);
    expect((ended.body.sessions as AccountSession[]).map((s) => s.device)).toEqual(["Chrome auf Windows"]);
    const refused = await phone.get("/api/account/sessions");
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe("Nicht angemeldet");
    expect((await phone.get("/api/auth/get-session")).body).toBeNull();
    expect(await signedIn(desktop)).toBe(true);
    expect(await list(desktop)).toHaveLength(1);
    // 'Protokoll': one sign-out by the person, naming the ended device, written with the delete.
    const logged = await signOuts();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ user_email: email, user_name: "Sitzungen", object_type: "user", address: "127.0.0.x" });
    expect(JSON.parse(logged[0].detail!)).toEqual({ ended: "other", device: "Safari auf iPhone", address: "127.0.0.x" });
    // Ending it again: gone, nothing else changes and nothing is logged.
    const again = await desktop.send("DELETE", `/api/account/sessions/${phoneId}`);
    expect(again.status).toBe(404);
    expect(again.body.error).toMatch(/gibt es nicht/);
    expect(await signOuts()).toHaveLength(1);
  });

  it("'Überall abmelden' ends all other sessions and keeps the current one", async () => {
    const [desktop, phone, laptop] = await person(IPHONE_SAFARI, WINDOWS_CHROME);
    expect(await list(phone)).toHaveLength(3);
    const ended = await phone.send("DELETE", "/api/account/sessions");
    expect(ended.status).toBe(200);
    expect(ended.body.ended).toBe(2);
    expect((ended.body.sessions as AccountSession[]).map((s) => [s.device, s.current])).toEqual([["Safari auf iPhone", true]]);
    expect(await signedIn(phone)).toBe(true);
    expect((await desktop.get("/api/account/sessions")).status).toBe(401);
    expect((await laptop.get("/api/account/sessions")).status).toBe(401);
    const logged = await signOuts();
    expect(logged.map((e) => JSON.parse(e.detail!))).toEqual([{ ended: "all-others", count: 2 }]);
    // Nobody else left: nothing to end, nothing logged.
    expect((await phone.send("DELETE", "/api/account/sessions")).body.ended).toBe(0);
    expect(await signOuts()).toHaveLength(1);
  });

  it("refuses to end the current session, another person's session and anything without a cookie or from another origin; nothing changes", async () => {
    const [desktop, phone] = await person(IPHONE_SAFARI);
    const [mine, phones] = await list(desktop);
    const self = await desktop.send("DELETE", `/api/account/sessions/${mine.id}`);
    expect(self.status).toBe(400);
    expect(self.body.error).toBe("Die aktuelle Sitzung beenden Sie mit „Abmelden“ im Menü.");

    // Another person (with a role) cannot end this person's sessions, not even by id.
    const stranger = app.client();
    await stranger.signUp("fremd@example.org");
    const found = await (await app.auth.$context).internalAdapter.findUserByEmail("fremd@example.org");
    await grantRole(app.database.db, found!.user.id, "author");
    expect((await list(stranger)).map((s) => s.id)).not.toContain(phones.id);
    expect((await stranger.send("DELETE", `/api/account/sessions/${phones.id}`)).status).toBe(404);
    expect((await stranger.send("DELETE", "/api/account/sessions")).body.ended).toBe(0);

    expect((await app.client().send("DELETE", `/api/account/sessions/${phones.id}`)).status).toBe(401);
    expect((await app.client().get("/api/account/sessions")).status).toBe(401);
    expect((await desktop.send("DELETE", "/api/account/sessions", undefined, { origin: "https://evil.example" })).status).toBe(403);
    expect((await desktop.send("DELETE", `/api/account/sessions/${phones.id}`, undefined, { origin: "https://evil.example" })).status).toBe(403);

    expect(await signedIn(phone)).toBe(true);
    expect(await list(desktop)).toHaveLength(2);
    expect(await signOuts()).toHaveLength(0);
  });

  it("refuses a signed-in person without a role (403, 'Kein Zugriff')", async () => {
    await person();
    const nobody = app.client();
    await nobody.signUp("ohne-rolle@example.org");
    const answer = await nobody.get("/api/account/sessions");
    expect(answer.status).toBe(403);
    expect(typeof answer.body.error).toBe("string");
  });

  it("a password change ends the other session on its next request", async () => {
    const [desktop, phone] = await person(IPHONE_SAFARI);
    const changed = await desktop.post("/api/auth/change-password", { currentPassword: "geheim123", newPassword: "anderes99" }, { "user-agent": WINDOWS_CHROME });
    expect(changed.status).toBe(200);
    expect((await phone.get("/api/account/sessions")).status).toBe(401);
    // The password change issues this client a new session; it is the only one.
    const left = await list(desktop);
    expect(left.map((s) => [s.device, s.current])).toEqual([["Chrome auf Windows", true]]);
  });

  it("keeps 'Zuletzt aktiv' current: a request after the interval writes the time of use", async () => {
    const [desktop, phone] = await person(IPHONE_SAFARI);
    const phoneId = (await list(desktop)).find((s) => !s.current)!.id;
    const longAgo = new Date(Date.now() - LAST_USE_INTERVAL_MS - 60_000);
    const internal = (await app.auth.$context).internalAdapter;
    const stored = (await internal.listSessions((await internal.findUserByEmail(email))!.user.id)).find((s) => s.id === phoneId)!;
    await internal.updateSession(stored.token, { updatedAt: longAgo });
    expect(Date.parse((await list(desktop)).find((s) => s.id === phoneId)!.last_used_at)).toBeLessThan(Date.now() - LAST_USE_INTERVAL_MS);
    await phone.get("/api/account/sessions");
    expect(Date.parse((await list(desktop)).find((s) => s.id === phoneId)!.last_used_at)).toBeGreaterThan(Date.now() - 60_000);
  });
});
