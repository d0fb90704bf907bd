import crypto from "node:crypto";

/**
 * The signed time a contact form was rendered. A form sent back sooner than MIN_FILL_MS after it
 * was a bot's: no person types a message that fast. The token is in the page's HTML, which the
 * page cache serves to every visitor until the page changes, so it only says "rendered no later
 * than": enough to stop the simple bots that fetch a page and post at once, without a third-party
 * captcha and without a per-visitor request.
 */

export const MIN_FILL_MS = 3000;

function sign(secret: string, time: string): string {
  return crypto.createHmac("sha256", secret).update(`contact-form:${time}`).digest("base64url").slice(0, 22);
}

export function issueFormToken(secret: string, now = Date.now()): string {
  const time = String(Math.floor(now));
  return `${time}.${sign(secret, time)}`;
}

/** Milliseconds since the token was issued, or null for a missing, forged or future token. */
export function formTokenAge(secret: string, token: unknown, now = Date.now()): number | null {
  if (typeof token !== "string" || token.length > 64) return null;
  const [time, signature] = token.split(".");
  if (!time || !/^\d{1,15}$/.test(time) || !signature) return null;
  const expected = Buffer.from(sign(secret, time));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  const age = now - Number(time);
  // A little clock skew between instances is fine; a token from the future is not.
  return age < -60_000 ? null : Math.max(0, age);
}
