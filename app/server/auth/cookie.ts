/** better-auth's cookie prefix; the session cookie is `${COOKIE_PREFIX}.session_token` (with __Secure- under https). */
export const COOKIE_PREFIX = "cms";
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${SESSION_COOKIE.replace(/\./g, "\\.")}=`);

/** Whether a Cookie header carries a session (signed-in staff; visitors have no session). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return !!cookieHeader && SESSION_COOKIE_PATTERN.test(cookieHeader);
}
