import crypto from "node:crypto";

/**
 * The signed time a contact form was rendered, bound to that form (page and block). A form sent
 * back sooner than MIN_FILL_MS after it was a bot's: no person types a message that fast. The
 * token is in the page's HTML, which the page cache serves to every visitor until the page
 * changes, so it only says "rendered no later than": enough to stop the simple bots that fetch a
 * page and post at once, without a third-party captcha and without a per-visitor request.
 *
 * Issue 26: a token lives TOKEN_TTL_MS (one cached token used to work forever, for every form).
 * An expired token, or one signed for another form, is refused with a fresh token for this form
 * (renewFormToken) in the answer: the form sends again with it, and nothing typed is lost.
 */

export const MIN_FILL_MS = 3000;
/** How long a token is accepted after it was issued. */
export const TOKEN_TTL_MS = 2 * 60 * 60_000;

/** The form a token is for. */
export interface FormRef {
  pageId: string;
  blockId: string;
}

function sign(secret: string, form: FormRef, time: string): string {
  return crypto.createHmac("sha256", secret).update(`contact-form:${form.pageId}:${form.blockId}:${time}`).digest("base64url").slice(0, 22);
}

export function issueFormToken(secret: string, form: FormRef, now = Date.now()): string {
  const time = String(Math.floor(now));
  return `${time}.${sign(secret, form, time)}`;
}

/**
 * The token handed back with a refused (expired or foreign) token. The person has filled in the
 * form already, so it counts as issued MIN_FILL_MS ago and the form can send again at once; a bot
 * gains nothing by it it could not get by loading the page and waiting three seconds.
 */
export function renewFormToken(secret: string, form: FormRef, now = Date.now()): string {
  return issueFormToken(secret, form, now - MIN_FILL_MS);
}

export type FormTokenCheck =
  /** Missing, malformed or from the future: a bot's (answered like a success, nothing stored). */
  | { kind: "invalid" }
  /** Well-formed, but signed for another form (or with an older key): refused, a fresh one given. */
  | { kind: "foreign" }
  /** Signed for this form, older than TOKEN_TTL_MS: refused, a fresh one given. */
  | { kind: "expired"; ageMs: number }
  | { kind: "valid"; ageMs: number };

export function checkFormToken(secret: string, form: FormRef, token: unknown, now = Date.now()): FormTokenCheck {
  if (typeof token !== "string" || token.length > 64) return { kind: "invalid" };
  const [time, signature, ...rest] = token.split(".");
  if (!time || !/^\d{1,15}$/.test(time) || !signature || rest.length) return { kind: "invalid" };
  const age = now - Number(time);
  // A little clock skew between instances is fine; a token from the future is not.
  if (age < -60_000) return { kind: "invalid" };
  const expected = Buffer.from(sign(secret, form, time));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return { kind: "foreign" };
  if (age > TOKEN_TTL_MS) return { kind: "expired", ageMs: age };
  return { kind: "valid", ageMs: Math.max(0, age) };
}
