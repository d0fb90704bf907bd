import { betterAuth, type BetterAuthOptions } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { getMigrations } from "better-auth/db/migration";
import { twoFactor } from "better-auth/plugins";
import { de } from "~/i18n/de";
import { safeRedirectPath } from "~/lib/redirect";
import type { DatabaseHandle } from "../db/client.server";
import { claimFirstAdmin } from "../db/roles.server";
import { NAME_MAX } from "~/lib/user-name";
import type { Env } from "../env.server";
import { logger } from "../logger.server";
import { clearRateLimit, hitRateLimit, releaseRateLimit, type RateLimitRule } from "../http/rate-limit.server";
import { COOKIE_PREFIX } from "./cookie";

/** What auth needs to send mail; the mail service provides it. */
export interface AuthMailer {
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

export const CLIENT_IP_HEADER = "x-cms-client-ip";

const MINUTE = 60_000;
/** Attempts per window. Sign-in: 5 failures per account, 20 per IP in 15 minutes. */
export const RATE_LIMITS = {
  signInAccount: { limit: 5, windowMs: 15 * MINUTE },
  signInIp: { limit: 20, windowMs: 15 * MINUTE },
  signUpIp: { limit: 10, windowMs: 60 * MINUTE },
  resetAccount: { limit: 3, windowMs: 15 * MINUTE },
  resetIp: { limit: 10, windowMs: 15 * MINUTE },
  twoFactorIp: { limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

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

  const config = {
    appName: "CMS",
    baseURL: env.PUBLIC_URL,
    basePath: "/api/auth",
    secret: env.AUTH_SECRET,
    database: { db, type: database.dialect },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: false,
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
    user: {
      // Sign-up takes only name, e-mail and password: roles live in user_roles and no
      // request body can set them.
      additionalFields: {},
    },
    plugins: [twoFactor({ issuer: "CMS", totpOptions: { digits: 6, period: 30 } })],
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            if (await claimFirstAdmin(db, user.id)) logger().info({ userId: user.id }, "Erstes Konto ist Administrator");
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
            await limit([
              [`sign-in:ip:${ip}`, RATE_LIMITS.signInIp],
              [`sign-in:account:${email}`, RATE_LIMITS.signInAccount],
            ]);
            break;
          case "/sign-up/email":
            await limit([[`sign-up:ip:${ip}`, RATE_LIMITS.signUpIp]]);
            assertName(ctx.body, true);
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
            await limit([[`two-factor:ip:${ip}`, RATE_LIMITS.twoFactorIp]]);
            break;
          case "/change-password":
            // A changed password ends every other session, whatever the client asked for.
            if (ctx.body && typeof ctx.body === "object") ctx.body.revokeOtherSessions = true;
            break;
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email" || !ctx.context.newSession) return;
        // Successful sign-in: the account starts afresh, and it does not count against the IP.
        const ip = ctx.request?.headers.get(CLIENT_IP_HEADER) ?? "unbekannt";
        const email = String(ctx.body?.email ?? "").trim().toLowerCase();
        await clearRateLimit(db, `sign-in:account:${email}`);
        await releaseRateLimit(db, `sign-in:ip:${ip}`);
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
