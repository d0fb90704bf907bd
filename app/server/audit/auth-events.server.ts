import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { AuditAction } from "~/lib/audit-actions";
import type { Db } from "../db/client.server";
import { hitRateLimit, type RateLimitRule } from "../http/rate-limit.server";
import { requestContext } from "../http/request-context.server";
import { logger } from "../logger.server";
import { recordAction, type EntryActor } from "./log.server";

/**
 * The log's sign-in events (issue 29): sign-in (after the second factor when there is one) and
 * its failures, sign-out, two-factor on and off. A better-auth plugin placed after the twoFactor
 * plugin, so its after hook sees what the person really got (a password that is right but waits
 * for the second factor is no sign-in yet). The address comes from the request context, which
 * Express opens before /api/auth. A failure to write an entry never fails the sign-in.
 */

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
interface PersonRow {
  id: string;
  name: string;
  email: string;
  twoFactorEnabled?: boolean | null;
}

const SIGN_IN = "/sign-in/email";
const SIGN_OUT = "/sign-out";
const SECOND_FACTOR = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code", "/two-factor/verify-otp"]);
const TWO_FACTOR_CHANGES = new Set(["/two-factor/enable", "/two-factor/disable"]);
/** The cookie that names the person between password and second factor (better-auth's twoFactor plugin). */
const TWO_FACTOR_COOKIE = "two_factor";

/** What the before hook learnt about the person, for the after hook of the same request. */
const KNOWN = Symbol("audit-person");
type WithKnown = { [KNOWN]?: { session: PersonRow | null; pending: PersonRow | null } };

function actorOf(user: PersonRow): EntryActor {
  return { userId: user.id, name: user.name, email: user.email };
}

/**
 * Failed sign-ins are the one kind of entry an anonymous visitor writes: at most this many per
 * address and hour (a guesser is slowed down but never refused, so without it the log would grow
 * by one row per attempt). Past it the attempts are still throttled, just not each logged.
 */
export const FAILED_SIGN_IN_ENTRIES: RateLimitRule = { limit: 30, windowMs: 60 * 60_000 };

async function record(db: Db, action: AuditAction, user: PersonRow | null, extra: { title?: string; detail?: Record<string, unknown> } = {}) {
  if (action === "auth.sign-in-failed") {
    const ip = requestContext()?.ip ?? "unbekannt";
    if (!(await hitRateLimit(db, `audit:sign-in-failed:${ip}`, FAILED_SIGN_IN_ENTRIES)).allowed) return;
  }
  await recordAction(db, {
    action,
    objectType: "user",
    objectId: user?.id ?? null,
    objectTitle: extra.title ?? user?.email ?? null,
    detail: extra.detail ?? null,
    actor: user ? actorOf(user) : null,
  });
}

/** Before the endpoint: who is signed in (sign-out ends it), or who waits for their second factor. */
async function notePerson(ctx: HookContext): Promise<void> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  let pending: PersonRow | null = null;
  if (!session && SECOND_FACTOR.has(ctx.path ?? "")) {
    const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
    const signed = await ctx.getSignedCookie(cookie.name, ctx.context.secret).catch(() => null);
    const verification = signed ? await ctx.context.internalAdapter.findVerificationValue(signed) : null;
    pending = verification ? ((await ctx.context.internalAdapter.findUserById(verification.value)) as PersonRow | null) : null;
  }
  (ctx.context as WithKnown)[KNOWN] = { session: (session?.user as PersonRow | undefined) ?? null, pending };
}

/** After the endpoint (and after the twoFactor plugin's own hook): the entry, if this was one of ours. */
export async function recordAuthEvent(db: Db, ctx: HookContext): Promise<void> {
  const path = ctx.path ?? "";
  const returned = ctx.context.returned as { twoFactorRedirect?: boolean } | undefined;
  const failed = isAPIError(returned);
  const known = (ctx.context as WithKnown)[KNOWN];
  const signedIn = (ctx.context.newSession?.user as PersonRow | undefined) ?? null;
  if (path === SIGN_IN) {
    const email = typeof ctx.body?.email === "string" ? ctx.body.email.trim().toLowerCase().slice(0, 320) : "";
    if (!failed) {
      // Password right, second factor to come: the sign-in is logged once that is done.
      if (returned?.twoFactorRedirect || !signedIn) return;
      return record(db, "auth.sign-in", signedIn);
    }
    if (returned.statusCode !== 401) return;
    // The address tried names the entry; a person only when the account exists.
    const found = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
    return record(db, "auth.sign-in-failed", (found?.user as PersonRow | undefined) ?? null, { title: email || undefined, detail: { reason: "password" } });
  }
  if (SECOND_FACTOR.has(path)) {
    if (known?.session) {
      // Verifying the first code with a session switches two-factor on (better-auth sets twoFactorEnabled then).
      if (!failed && !known.session.twoFactorEnabled) return record(db, "auth.two-factor-enabled", known.session);
      return;
    }
    if (!failed && signedIn) return record(db, "auth.sign-in", signedIn, { detail: { twoFactor: true } });
    if (failed && known?.pending) return record(db, "auth.sign-in-failed", known.pending, { detail: { reason: "second-factor" } });
    return;
  }
  if (path === SIGN_OUT) {
    if (!failed && known?.session) return record(db, "auth.sign-out", known.session);
    return;
  }
  if (path === "/two-factor/disable" && !failed && known?.session) return record(db, "auth.two-factor-disabled", known.session);
  // '/two-factor/enable' only switches it on without a first code (OTP method); ours verifies a code first.
  if (path === "/two-factor/enable" && !failed && signedIn?.twoFactorEnabled && known?.session && !known.session.twoFactorEnabled) {
    return record(db, "auth.two-factor-enabled", known.session);
  }
}

/** The plugin: list it after twoFactor() in createAuth's plugins. */
export function auditAuthEvents(db: Db) {
  const ours = (path: string | undefined) => path === SIGN_IN || path === SIGN_OUT || SECOND_FACTOR.has(path ?? "") || TWO_FACTOR_CHANGES.has(path ?? "");
  return {
    id: "audit-log",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path !== SIGN_IN && ours(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            await notePerson(ctx).catch((error: unknown) => logger().warn({ err: error }, "Protokoll: Person der Anmeldung nicht ermittelt"));
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ours(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            await recordAuthEvent(db, ctx).catch((error: unknown) => logger().error({ err: error }, "Protokolleintrag der Anmeldung nicht geschrieben"));
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
