import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type ClientResponse, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { totp } from "../../../tests/totp";
import { hitRateLimit } from "../http/rate-limit.server";
import { RATE_LIMITS, SIGN_IN_DELAY, signInDelayMs, signInKeys } from "./auth.server";

/**
 * Issue 26 item 5 with its reproductions (client addresses as trusted X-Forwarded-For from
 * loopback): failures from an office address do not lock out the people behind it, and wrong
 * passwords for an account from one address do not lock it for everyone. Each attempt's answer
 * and time is logged as the behaviour table (docs/decisions/012-sign-in-throttling.md).
 *
 * A stress test (project `stress`, once per npm test on SQLite): ~70 sign-ins with their growing
 * delays, and wrong second-factor codes from many addresses (issue 38 item 25). The counters underneath (atomic per dialect) are tested on both databases in
 * auth.integration.test.ts. No ceiling on a wall-clock time: the delay the server must have waited
 * is computed from the counters (signInDelayMs), and an answer took at least that long.
 */

interface Row {
  attempt: string;
  status: number;
  ms: number;
}

const isSession = (c: string) => c.startsWith("cms.session_token=") && !/max-age=0/i.test(c);

describe(`sign-in throttling without lock-outs (${testDbLabel})`, () => {
  let app: TestApp;
  const table: Row[] = [];

  async function attempt(label: string, email: string, password: string, ip: string): Promise<ClientResponse & { ms: number }> {
    const started = performance.now();
    const res = await app.client().post("/api/auth/sign-in/email", { email, password, rememberMe: true }, { "x-forwarded-for": ip });
    const ms = Math.round(performance.now() - started);
    table.push({ attempt: label, status: res.status, ms });
    return { ...res, ms };
  }

  async function signUp(client: HttpClient, email: string, ip: string) {
    return client.post("/api/auth/sign-up/email", { email, password: "geheim123", name: email.split("@")[0] }, { "x-forwarded-for": ip });
  }

  beforeAll(async () => {
    app = await createTestApp();
    // The first account (admin) is signed in by its sign-up; the others sign up later.
    expect((await signUp(app.client(), "chefin@example.org", "10.0.0.1")).body.token).toBeTruthy();
    for (const email of ["kollege@example.org", "kollegin@example.org", "ziel@example.org"]) {
      expect((await signUp(app.client(), email, "10.0.0.2")).status).toBe(200);
    }
  });
  afterAll(async () => {
    console.log(`Verhalten (${testDbLabel}):\n` + table.map((r) => `${r.attempt.padEnd(62)} → ${r.status}  ${String(r.ms).padStart(5)} ms`).join("\n"));
    await app?.close();
  });

  it("20 failed sign-ins from one office address do not keep the others behind it out", async () => {
    const office = "203.0.113.7";
    // Twenty failures from the office, spread over accounts (a typo here, a guess there).
    for (let i = 1; i <= 20; i++) {
      const res = await attempt(`Büro: Fehlversuch ${i} (rate${i}@example.org)`, `rate${i}@example.org`, "falsch123", office);
      expect(res.status, `Versuch ${i}`).toBe(401);
    }
    // A colleague with no failures from there signs in with the right password: at once, not refused.
    const colleague = await attempt("Büro: Kollege, richtiges Passwort (keine Fehlversuche)", "kollege@example.org", "geheim123", office);
    expect(colleague.status).toBe(200);
    expect(colleague.setCookies.some(isSession)).toBe(true);
    // Slowed down by the office's failures, by no more than the cap: the delay is counted from
    // the office's 20 failures (the colleague's own account has none).
    expect(signInDelayMs(0, 20)).toBeLessThanOrEqual(SIGN_IN_DELAY.maxMs);
    expect(colleague.ms).toBeGreaterThanOrEqual(signInDelayMs(0, 20));
    // A colleague mistyping once is answered (401), not refused …
    expect((await attempt("Büro: Kollegin, Tippfehler (keine Fehlversuche)", "kollegin@example.org", "falsch123", office)).status).toBe(401);
    // … and her correct password afterwards still gets in: one typo is forgiven even past the office's limit.
    expect((await attempt("Büro: Kollegin, richtiges Passwort (1 Fehlversuch)", "kollegin@example.org", "geheim123", office)).status).toBe(200);
    // Past its limit, the office gets two failures per account, then no further guess for that account.
    expect((await attempt("Büro: rate1@, 2. Fehlversuch (über der Grenze der Adresse)", "rate1@example.org", "falsch123", office)).status).toBe(401);
    const again = await attempt("Büro: rate1@, 3. Versuch (über der Grenze der Adresse)", "rate1@example.org", "falsch123", office);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/Zu viele Versuche/);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected at all.
    expect((await attempt("anderswo: rate1@, falsches Passwort", "rate1@example.org", "falsch123", "198.51.100.1")).status).toBe(401);
  });

  it("10 wrong passwords for an account from address X never keep its owner out from address Y", async () => {
    const x = "192.0.2.66";
    const statuses: number[] = [];
    for (let i = 1; i <= 10; i++) statuses.push((await attempt(`X: ziel@, falsches Passwort ${i}`, "ziel@example.org", `falsch${i}`, x)).status);
    // Five answered 401 (the later ones after a growing delay), then X is refused for this account only.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    // Even the right password from X waits for the window: X failed five times for this account.
    expect((await attempt("X: ziel@, richtiges Passwort", "ziel@example.org", "geheim123", x)).status).toBe(429);
    // The owner from Y (no failures there) gets in — slowed down by the account's failures from X,
    // within the cap, never refused.
    const failures = Number((await app.database.db.selectFrom("rate_limits").select("count").where("key", "=", signInKeys("ziel@example.org", "").account).executeTakeFirst())?.count ?? 0);
    expect(failures).toBeGreaterThanOrEqual(5);
    const owner = await attempt("Y: ziel@, richtiges Passwort (keine Fehlversuche von Y)", "ziel@example.org", "geheim123", "198.51.100.23");
    expect(owner.status).toBe(200);
    expect(owner.setCookies.some(isSession)).toBe(true);
    expect(signInDelayMs(failures, 0)).toBeGreaterThanOrEqual(SIGN_IN_DELAY.firstMs);
    expect(signInDelayMs(failures, 0)).toBeLessThanOrEqual(SIGN_IN_DELAY.maxMs);
    expect(owner.ms).toBeGreaterThanOrEqual(signInDelayMs(failures, 0));
    // A correct sign-in clears the account's failures (so its delay): the next attempt from elsewhere is not held back.
    expect(await app.database.db.selectFrom("rate_limits").select("count").where("key", "=", signInKeys("ziel@example.org", "").account).executeTakeFirst()).toBeUndefined();
    const next = await attempt("Z: ziel@, richtiges Passwort (nach der Anmeldung von Y)", "ziel@example.org", "geheim123", "198.51.100.99");
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(owner.ms);
  });

  it("the admin cannot be locked out: failures from many addresses only slow the admin down", async () => {
    // Six addresses, six attempts each, all at once: each address gets five failures, then 429.
    const results = await Promise.all(
      Array.from({ length: 36 }, (_, i) => attempt(`Angreifer 100.64.0.${(i % 6) + 1}: chefin@, falsches Passwort`, "chefin@example.org", "falsch123", `100.64.0.${(i % 6) + 1}`)),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(30);
    expect(results.filter((r) => r.status === 429)).toHaveLength(6);
    const admin = await attempt("Chefin aus dem eigenen Netz (nach 30 fremden Fehlversuchen)", "chefin@example.org", "geheim123", "10.0.0.1");
    expect(admin.status).toBe(200);
    // 30 failures of the account: the longest delay, never a refusal.
    expect(admin.ms).toBeGreaterThanOrEqual(SIGN_IN_DELAY.maxMs);
  }, 60_000);
  it("wrong second-factor codes from other addresses never lock the owner out; past its limit only the guessing address waits (issue 38 item 25)", async () => {
    const owner = await app.signedUp("eigen@example.org");
    const enable = await owner.post("/api/auth/two-factor/enable", { password: "geheim123" });
    const secret = new URL(enable.body.totpURI).searchParams.get("secret")!;
    expect((await owner.post("/api/auth/two-factor/verify-totp", { code: totp(secret) })).status).toBe(200);
    const wrong = () => (totp(secret) === "123456" ? "654321" : "123456");

    // Someone with the password tries one wrong code from each of 11 addresses (better-auth's own
    // account lockout would lock the second factor after 10 of them, for everyone).
    for (let i = 1; i <= 11; i++) {
      const ip = `203.0.113.${i}`;
      const guesser = app.client();
      const signIn = await guesser.post("/api/auth/sign-in/email", { email: "eigen@example.org", password: "geheim123", rememberMe: true }, { "x-forwarded-for": ip });
      expect(signIn.body.twoFactorRedirect).toBe(true);
      expect((await guesser.post("/api/auth/two-factor/verify-totp", { code: wrong() }, { "x-forwarded-for": ip })).status).toBe(401);
    }
    const twoFactor = await app.database.db.selectFrom("twoFactor" as never).selectAll().executeTakeFirstOrThrow();
    expect((twoFactor as { lockedUntil?: unknown }).lockedUntil ?? null).toBeNull();

    // An address past its limit (10 wrong codes in 15 minutes) is refused, and only it.
    for (let i = 0; i < 10; i++) await hitRateLimit(app.database.db, "two-factor:ip:203.0.113.99", RATE_LIMITS.twoFactorIp);
    const blocked = app.client();
    await blocked.post("/api/auth/sign-in/email", { email: "eigen@example.org", password: "geheim123", rememberMe: true }, { "x-forwarded-for": "203.0.113.99" });
    const refused = await blocked.post("/api/auth/two-factor/verify-totp", { code: totp(secret) }, { "x-forwarded-for": "203.0.113.99" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);

    // The owner, from their own address, gets in with the right code.
    const back = app.client();
    const signIn = await back.post("/api/auth/sign-in/email", { email: "eigen@example.org", password: "geheim123", rememberMe: true }, { "x-forwarded-for": "198.51.100.7" });
    expect(signIn.body.twoFactorRedirect).toBe(true);
    const verified = await back.post("/api/auth/two-factor/verify-totp", { code: totp(secret) }, { "x-forwarded-for": "198.51.100.7" });
    expect(verified.status).toBe(200);
    expect((await back.get("/api/auth/get-session")).body?.user?.email).toBe("eigen@example.org");
    // Thirteen sign-ins, each hashing a password: slow on a busy machine, not a bound of the app.
  }, 120_000);
});
