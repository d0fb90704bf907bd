import crypto from "node:crypto";
import { SESSION_COOKIE } from "./cookie";

/**
 * Whether a request carries a session cookie that better-auth itself signed, checked without the
 * database (issue 38 item 23). better-auth (through better-call) stores the session cookie as
 * `encodeURIComponent(token + "." + base64(HMAC-SHA256(secret, token)))`; a forged or garbage
 * cookie fails this check, so it cannot make the page cache, the admin hint or the visitor count
 * treat a visitor as signed in. A valid signature is not yet a valid session (it may have expired
 * or been revoked): whoever needs the person still asks better-auth, which looks it up.
 */

const NAMES = new Set([SESSION_COOKIE, `__Secure-${SESSION_COOKIE}`]);
/** better-call accepts only signatures of this length (base64 of 32 bytes). */
const SIGNATURE_LENGTH = 44;
/** A session cookie longer than this is not one better-auth made (its tokens are 32 characters). */
const MAX_VALUE_LENGTH = 512;

/** The session cookies' values of a Cookie header (URL-decoded, quotes removed), at most two. */
export function sessionCookieValues(cookieHeader: string | undefined): string[] {
  if (!cookieHeader || !cookieHeader.includes(SESSION_COOKIE)) return [];
  const values: string[] = [];
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || !NAMES.has(part.slice(0, eq).trim())) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (value.length > MAX_VALUE_LENGTH * 3) continue;
    try {
      value = decodeURIComponent(value);
    } catch {
      continue;
    }
    values.push(value);
    if (values.length === 2) break;
  }
  return values;
}

/** Whether `value` is `token.signature` with better-auth's signature of the token under `secret`. */
export function isSignedSessionValue(value: string, secret: string): boolean {
  if (value.length > MAX_VALUE_LENGTH) return false;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return false;
  const signature = value.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith("=")) return false;
  const expected = crypto.createHmac("sha256", secret).update(value.slice(0, dot), "utf8").digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Whether the Cookie header carries a session cookie signed with `secret` (no database lookup). */
export function hasSignedSessionCookie(cookieHeader: string | undefined, secret: string): boolean {
  for (const value of sessionCookieValues(cookieHeader)) if (isSignedSessionValue(value, secret)) return true;
  return false;
}

/** The check for one secret, as the page cache, the admin hint and the visitor count take it. */
export type SessionCheck = (cookieHeader: string | undefined) => boolean;

export function signedSessionCheck(secret: string): SessionCheck {
  return (cookieHeader) => hasSignedSessionCookie(cookieHeader, secret);
}
