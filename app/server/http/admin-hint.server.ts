import type { RequestHandler } from "express";
import { adminHintCookie, hasAdminHint } from "~/lib/admin-hint";
import { hasSessionCookie } from "../auth/cookie";
import type { SessionCheck } from "../auth/session-cookie.server";

/**
 * Keeps the admin bar's hint cookie (app/lib/admin-hint.ts) in step with the session cookie: set
 * on a page request that carries a session but no hint (the first page after signing in), removed
 * when signing out. Requests with a session are never served from or stored in the page cache, so
 * the header changes no visitor's answer. A hint that outlives its session (expired) is removed by
 * /api/admin-bar's 401.
 */
export function adminHint(options: { secure: boolean; signedIn?: SessionCheck }): RequestHandler {
  // A made-up session cookie gets no hint (and its page stays cacheable: no Set-Cookie).
  const signedIn = options.signedIn ?? hasSessionCookie;
  return (req, res, next) => {
    if (req.path === "/api/auth/sign-out") {
      res.append("Set-Cookie", adminHintCookie(false, options.secure));
    } else if ((req.method === "GET" || req.method === "HEAD") && signedIn(req.headers.cookie) && !hasAdminHint(req.headers.cookie)) {
      res.append("Set-Cookie", adminHintCookie(true, options.secure));
    }
    next();
  };
}
