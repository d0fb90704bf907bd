import { betterAuth, type BetterAuthOptions } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { getMigrations } from "better-auth/db/migration";
import { twoFactor } from "better-auth/plugins";
import { de } from "~/i18n/de";
import { safeRedirectPath } from "~/lib/redirect";
import type { DatabaseHandle } from "../db/client.server";
import { claimFirstAdmin, hasRole } from "../db/roles.server";
import { NAME_MAX } from "~/lib/user-name";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/password-policy";
import type { Env } from "../env.server";
import { logger } from "../logger.server";
import { clearRateLimit, hitRateLimit, releaseRateLimit, type RateLimitRule } from "../http/rate-limit.server";
import { COOKIE_PREFIX } from "./cookie";
import { testPasswordHashing } from "./test-password-hash.server";
import { auditAuthEvents } from "../audit/auth-events.server";
import { dePeople } from "~/i18n/people";
import { getSettings } from "../settings/settings.server";
import { isDeactivated, noAccountYet, notifyAdminsOfSignUp, recordSignIn } from "../users/users.server";

/** What auth needs to send mail; the mail service provides it. */
export interface AuthMailer {
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

export const CLIENT_IP_HEADER = "x-cms-client-ip";

const MINUTE = 60_000;
const SECOND = 1000;
/**
 * Attempts per window (sign-in: failures only, see docs/decisions/012-sign-in-throttling.md).
 * - signInPair: failures of one account from one address; past it only that address waits for
 *   that account (nobody else is locked out).
 * - signInIp: failures from one address for any account; past it that address waits longer
 *   before each answer and an account may fail only signInPairOverIp times from there; a person
 *   behind the same office address whose account has no failures from there still gets in (and
 *   one typo is forgiven).
 * - signInAccount: failures of one account from anywhere; never refuses, only slows down
 *   (SIGN_IN_DELAY), so nobody can lock the admin out by guessing.
 */
export const RATE_LIMITS = {
  signInPair: { limit: 5, windowMs: 15 * MINUTE },
  signInIp: { limit: 20, windowMs: 15 * MINUTE },
  signInPairOverIp: { limit: 2, windowMs: 15 * MINUTE },
  signInAccount: { limit: Number.MAX_SAFE_INTEGER, windowMs: 15 * MINUTE },
  signUpIp: { limit: 10, windowMs: 60 * MINUTE },
  /** Mails to the owner of a taken address someone signed up with (no mail flood from many addresses). */
  signUpTakenMail: { limit: 3, windowMs: 60 * MINUTE },
  resetAccount: { limit: 3, windowMs: 15 * MINUTE },
  resetIp: { limit: 10, windowMs: 15 * MINUTE },
  /** Wrong second-factor codes from one address: past it only that address waits (never the owner elsewhere). */
  twoFactorIp: { limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

/**
 * Progressive delay before a second-factor code from an address is checked: after 3 wrong codes
 * from there 0.5 s, doubling per further one, at most 4 s (decision 012, issue 38 item 25). Per
 * address only: better-auth's account lockout is off, so wrong codes sent from elsewhere never
 * keep the owner out.
 */
export const TWO_FACTOR_DELAY = { ipFailures: 3, firstMs: SECOND / 2, maxMs: 4 * SECOND };

export function twoFactorDelayMs(ipFailures: number): number {
  const steps = Math.max(0, ipFailures - TWO_FACTOR_DELAY.ipFailures + 1);
  return steps === 0 ? 0 : Math.min(TWO_FACTOR_DELAY.maxMs, TWO_FACTOR_DELAY.firstMs * 2 ** (steps - 1));
}

/** The paths where a second-factor code is checked. */
const TWO_FACTOR_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/**
 * Progressive delay before a sign-in attempt is checked: from the 3rd failure of the account (from
 * anywhere) or the 20th failure of the address, 0.5 s, doubling per further failure, at most 4 s.
 */
export const SIGN_IN_DELAY = { accountFailures: 3, ipFailures: RATE_LIMITS.signInIp.limit, firstMs: SECOND / 2, maxMs: 4 * SECOND };

export function signInDelayMs(accountFailures: number, ipFailures: number): number {
  const steps = Math.max(0, accountFailures - SIGN_IN_DELAY.accountFailures + 1, ipFailures - SIGN_IN_DELAY.ipFailures + 1);
  return steps === 0 ? 0 : Math.min(SIGN_IN_DELAY.maxMs, SIGN_IN_DELAY.firstMs * 2 ** (steps - 1));
}

/** The counters of one sign-in attempt (keys of rate_limits). */
export function signInKeys(address: string, ip: string) {
  // An e-mail address has at most 254 characters; longer input must not make longer keys.
  const email = address.slice(0, 320);
  return { pair: `sign-in:pair:${ip}:${email}`, ip: `sign-in:ip:${ip}`, account: `sign-in:account:${email}` };
}

/** Body and query fields through which auth flows redirect the browser afterwards. */
const REDIRECT_FIELDS = ["callbackURL", "redirectTo", "newUserCallbackURL", "errorCallbackURL"];

/**
 * True for a path on our site or an absolute URL on our own origin. better-auth 1.7 accepted a
 * foreign `redirectTo` for password resets and then sent the reset token to that origin, so every
 * redirect target is checked here before better-auth sees it.
 */
export function isOwnRedirect(value: unknown, publicOrigin: string): boolean {
  if (typeof value !== "string") return false;
  if (value.startsWith("/")) return safeRedirectPath(value, "\0") !== "\0";
  try {
    return new URL(value).origin === publicOrigin;
  } catch {
    return false;
  }
}

/** Where a sign-in completes (with its session token in the answer): the last sign-in is recorded. */
const SIGN_IN_PATHS = new Set(["/sign-in/email", "/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/** Sessions: 30 days with "Angemeldet bleiben", refreshed daily while in use. */
const SESSION_SECONDS = 60 * 60 * 24 * 30;

export function createAuth(options: { database: DatabaseHandle; env: Env; mailer: AuthMailer }) {
  const { database, env, mailer } = options;
  const db = database.db;

  function tooMany(retryAfter: number): never {
    throw new APIError(
      "TOO_MANY_REQUESTS",
      { message: de.auth.tooManyAttempts(Math.ceil(retryAfter / 60)), code: "TOO_MANY_REQUESTS" },
      { "Retry-After": String(retryAfter) },
    );
  }

  const publicOrigin = new URL(env.PUBLIC_URL).origin;
  /** The sign-in screen (with its 'Passwort vergessen?'), named in the mail to an address someone tried to sign up with again. */
  const signInUrl = `${env.PUBLIC_URL.replace(/\/+$/, "")}/auth`;
  function assertOwnRedirects(values: unknown) {
    if (!values || typeof values !== "object") return;
    for (const field of REDIRECT_FIELDS) {
      const value = (values as Record<string, unknown>)[field];
      if (value === undefined || value === null || value === "") continue;
      if (!isOwnRedirect(value, publicOrigin)) {
        throw new APIError("BAD_REQUEST", { message: de.auth.invalidRedirect, code: "INVALID_REDIRECT" });
      }
    }
  }

  /** A person's name is shown as the author of their posts: required at sign-up, never blanked later. */
  function assertName(body: unknown, required: boolean) {
    const name = body && typeof body === "object" ? (body as Record<string, unknown>).name : undefined;
    if (name === undefined && !required) return;
    if (typeof name !== "string" || name.trim() === "") throw new APIError("BAD_REQUEST", { message: de.auth.errors.nameRequired, code: "NAME_REQUIRED" });
    if (name.trim().length > NAME_MAX) throw new APIError("BAD_REQUEST", { message: de.auth.errors.nameTooLong, code: "NAME_TOO_LONG" });
    (body as Record<string, unknown>).name = name.trim();
  }

  async function limit(keys: [string, RateLimitRule][]) {
    for (const [key, rule] of keys) {
      const result = await hitRateLimit(db, key, rule);
      if (!result.allowed) tooMany(result.retryAfter);
    }
  }

  /**
   * Before a password is checked. Every counter counts the attempt atomically (so parallel requests
   * cannot slip past a limit); the after hook gives it back unless the password was wrong, so in
   * effect they count failures. Refuses only an address that failed for this very account (5 times,
   * or twice while the address is past its own limit); everyone else is at most slowed down.
   */
  async function throttleSignIn(email: string, ip: string) {
    const keys = signInKeys(email, ip);
    const pair = await hitRateLimit(db, keys.pair, RATE_LIMITS.signInPair);
    if (!pair.allowed) tooMany(pair.retryAfter);
    const address = await hitRateLimit(db, keys.ip, RATE_LIMITS.signInIp);
    if (!address.allowed && pair.count > RATE_LIMITS.signInPairOverIp.limit) {
      // This address is past its limit and already failed twice for this account: no further guess here.
      await releaseRateLimit(db, keys.pair);
      await releaseRateLimit(db, keys.ip);
      tooMany(address.retryAfter);
    }
    const account = await hitRateLimit(db, keys.account, RATE_LIMITS.signInAccount);
    const delay = signInDelayMs(account.count - 1, address.count - 1);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  /** Before a second-factor code is checked: counts the attempt of this address and slows its guesses down. */
  async function throttleTwoFactor(ip: string) {
    const address = await hitRateLimit(db, `two-factor:ip:${ip}`, RATE_LIMITS.twoFactorIp);
    if (!address.allowed) tooMany(address.retryAfter);
    const delay = twoFactorDelayMs(address.count - 1);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  /** After the code was checked: only a wrong code stays counted against the address. */
  async function settleTwoFactor(ip: string, returned: unknown) {
    if (isAPIError(returned) && returned.statusCode === 401) return;
    await releaseRateLimit(db, `two-factor:ip:${ip}`);
  }

  /** After the password was checked: only a wrong password stays counted. */
  async function settleSignIn(email: string, ip: string, returned: unknown) {
    const keys = signInKeys(email, ip);
    const wrongPassword = isAPIError(returned) && returned.statusCode === 401;
    if (wrongPassword) return;
    if (!isAPIError(returned)) {
      // The password was right (signed in, or on to the second factor): this account starts afresh.
      await clearRateLimit(db, keys.pair);
      await clearRateLimit(db, keys.account);
    } else {
      await releaseRateLimit(db, keys.pair);
      await releaseRateLimit(db, keys.account);
    }
    await releaseRateLimit(db, keys.ip);
  }

  /**
   * Sign-up answers alike for new and taken addresses (better-auth's generic answer, since
   * autoSignIn is off); only the very first account of an empty installation — the admin, who can
   * reveal nobody else — is signed in at once, as before.
   */
  async function signInFirstAdmin(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]) {
    const returned = ctx.context.returned as { token?: string | null; user?: { id?: string } } | undefined;
    const userId = returned && !isAPIError(returned) ? returned.user?.id : undefined;
    // Only the first account is made admin at sign-up (claimFirstAdmin); a made-up user has no role.
    if (!userId || returned?.token || !(await hasRole(db, userId, "admin"))) return;
    const user = await ctx.context.internalAdapter.findUserById(userId);
    if (!user) return;
    const dontRemember = ctx.body?.rememberMe === false;
    const session = await ctx.context.internalAdapter.createSession(user.id, dontRemember);
    await recordSignIn(db, user.id);
    await setSessionCookie(ctx, { session, user }, dontRemember);
    return ctx.json({ token: session.token, user: returned!.user });
  }

  const config = {
    appName: "CMS",
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret: env.AUTH_SECRET,
    database: { db, type: database.dialect },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // better-auth's scrypt; in the integration tests a cheaper one (test-password-hash.server.ts).
      password: testPasswordHashing(),
      // Off so that sign-up answers alike for new and taken addresses (no USER_ALREADY_EXISTS):
      // better-auth then answers a taken address with a made-up user and calls onExistingUserSignUp.
      // The first account (admin) is still signed in at once (signInFirstAdmin).
      autoSignIn: false,
      requireEmailVerification: false,
      onExistingUserSignUp: async ({ user }) => {
        const { allowed } = await hitRateLimit(db, `sign-up:taken-mail:${user.email.toLowerCase()}`, RATE_LIMITS.signUpTakenMail);
        if (!allowed) return;
        await mailer.send({ to: user.email, subject: de.auth.mail.existingSubject, text: de.auth.mail.existingText(signInUrl) });
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({ to: user.email, subject: de.auth.mail.resetSubject, text: de.auth.mail.resetText(url) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, subject: de.auth.mail.verifySubject, text: de.auth.mail.verifyText(url) });
      },
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: 60 * 60 * 24 },
    // Our own limiter (below) is shared by all instances through the database.
    rateLimit: { enabled: false },
    trustedOrigins: [new URL(env.PUBLIC_URL).origin],
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: env.PUBLIC_URL.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    // Errors that are no API answer (a database that cannot write: full disk) leave the handler,
    // so the server answers them itself (create-app.server.ts: 507 with the German message)
    // instead of better-auth's bare 500 (issue 38 item 27). API errors stay better-auth's answers.
    onAPIError: { throw: true },
    user: {
      // Sign-up takes only name, e-mail and password: roles live in user_roles and no
      // request body can set them.
      additionalFields: {},
    },
    // The log's sign-in events come after twoFactor: its hook decides whether a sign-in is complete.
    // No account lockout (better-auth locks the second factor after 10 wrong codes from anywhere,
    // so anyone with the password could keep the owner out): wrong codes slow down and, past the
    // limit, refuse only the address they came from (throttleTwoFactor).
    plugins: [twoFactor({ issuer: "CMS", totpOptions: { digits: 6, period: 30 }, accountLockout: { enabled: false } }), auditAuthEvents(db)],
    // Returns every session's token to JavaScript; 'Konto' lists sessions through /api/account/sessions (ids only).
    disabledPaths: ["/list-sessions"],
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            if (await claimFirstAdmin(db, user.id)) logger().info({ userId: user.id }, "Erstes Konto ist Administrator");
            else if (ctx?.path === "/sign-up/email") await notifyAdminsOfSignUp(db, mailer, user, env.PUBLIC_URL);
          },
        },
      },
      // Only after the password (and second factor) were right: a deactivated person learns it then.
      session: {
        create: {
          before: async (session) => {
            if (await isDeactivated(db, session.userId)) throw new APIError("FORBIDDEN", { message: dePeople.deactivatedSignIn, code: "ACCOUNT_DEACTIVATED" });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        assertOwnRedirects(ctx.body);
        assertOwnRedirects(ctx.query);
        const ip = ctx.request?.headers.get(CLIENT_IP_HEADER) ?? "unbekannt";
        const email = typeof ctx.body?.email === "string" ? ctx.body.email.trim().toLowerCase() : "";
        switch (ctx.path) {
          case "/sign-in/email":
            await throttleSignIn(email, ip);
            break;
          case "/sign-up/email":
            await limit([[`sign-up:ip:${ip}`, RATE_LIMITS.signUpIp]]);
            assertName(ctx.body, true);
            // 'Registrierung erlauben' off: only invitations (and the very first account, the admin).
            if (!(await getSettings(db)).settings.team.allow_sign_up && !(await noAccountYet(db))) {
              throw new APIError("FORBIDDEN", { message: dePeople.signUpClosed, code: "SIGN_UP_CLOSED" });
            }
            break;
          case "/update-user":
            assertName(ctx.body, false);
            break;
          case "/request-password-reset":
            await limit([
              [`reset:ip:${ip}`, RATE_LIMITS.resetIp],
              [`reset:account:${email}`, RATE_LIMITS.resetAccount],
            ]);
            break;
          case "/two-factor/verify-totp":
          case "/two-factor/verify-backup-code":
            await throttleTwoFactor(ip);
            break;
          case "/change-password":
            // A changed password ends every other session, whatever the client asked for.
            if (ctx.body && typeof ctx.body === "object") ctx.body.revokeOtherSessions = true;
            break;
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const signedIn = ctx.context.returned as { token?: string | null; user?: { id?: string } } | undefined;
        if (SIGN_IN_PATHS.has(ctx.path) && signedIn && !isAPIError(signedIn) && signedIn.token && signedIn.user?.id) await recordSignIn(db, signedIn.user.id);
        if (ctx.path === "/sign-up/email") return signInFirstAdmin(ctx);
        const ip = ctx.request?.headers.get(CLIENT_IP_HEADER) ?? "unbekannt";
        if (TWO_FACTOR_PATHS.has(ctx.path)) return settleTwoFactor(ip, ctx.context.returned);
        if (ctx.path !== "/sign-in/email") return;
        const email = typeof ctx.body?.email === "string" ? ctx.body.email.trim().toLowerCase() : "";
        await settleSignIn(email, ip, ctx.context.returned);
      }),
    },
  } satisfies BetterAuthOptions;

  return betterAuth(config);
}

export type Auth = ReturnType<typeof createAuth>;

/** Creates or updates better-auth's tables (user, session, account, verification, twoFactor). */
export async function migrateAuth(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}
