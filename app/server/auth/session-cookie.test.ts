import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { hasSignedSessionCookie, sessionCookieValues } from "./session-cookie.server";

const SECRET = "ein-geheimnis-mit-mindestens-32-zeichen!";

/** The cookie value as better-auth (better-call's signCookieValue) writes it. */
function signed(token: string, secret = SECRET): string {
  return encodeURIComponent(`${token}.${crypto.createHmac("sha256", secret).update(token).digest("base64")}`);
}

describe("session cookie signature (issue 38 item 23)", () => {
  it("accepts better-auth's signed session cookie, plain or __Secure-, among other cookies", () => {
    const token = "Q0ZqTzJfSk1yUmVkYWt0aW9uUzE2MDAwMDA";
    expect(hasSignedSessionCookie(`cms.session_token=${signed(token)}`, SECRET)).toBe(true);
    expect(hasSignedSessionCookie(`theme=dunkel; __Secure-cms.session_token=${signed(token)}; cms_admin_hint=1`, SECRET)).toBe(true);
    expect(hasSignedSessionCookie(`cms.session_token="${signed(token)}"`, SECRET)).toBe(true);
  });

  it("refuses garbage, a token without signature, a signature under another secret and a changed token", () => {
    const token = "Q0ZqTzJfSk1yUmVkYWt0aW9uUzE2MDAwMDA";
    for (const cookie of [
      undefined,
      "",
      "cms.session_token=abc",
      "cms.session_token=",
      `cms.session_token=${token}`,
      `cms.session_token=${signed(token, "ein-anderes-geheimnis-mit-32-zeichen!!")}`,
      `cms.session_token=${signed(token).replace(token.slice(0, 4), "AAAA")}`,
      `cms.session_token=${"x".repeat(43)}.${"A".repeat(43)}=`,
      `cms.session_token=%E0%A4%A`,
      `cms.session_token=${"a".repeat(5000)}`,
      `other.cms.session_token=${signed(token)}`,
      `cms_remember_me=${signed(token)}`,
    ]) {
      expect(hasSignedSessionCookie(cookie, SECRET), String(cookie).slice(0, 60)).toBe(false);
    }
  });

  it("reads at most two session cookies of a header", () => {
    const many = Array.from({ length: 50 }, (_, i) => `cms.session_token=x${i}`).join("; ");
    expect(sessionCookieValues(many)).toEqual(["x0", "x1"]);
  });
});
