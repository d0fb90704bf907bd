/**
 * The admin bar's hint (issue 25 item 8): a cookie the site runtime can read, set by the server
 * while a session cookie exists (that one is HttpOnly). It says only "someone signed in uses this
 * browser": the bar's code and its request (/api/admin-bar) load when it is there, and the
 * endpoint decides whether that someone is an admin. Visitors never have it, so their page costs
 * nothing and the cached documents stay the same for everybody.
 */
export const ADMIN_HINT_COOKIE = "cms_admin_hint";

const HINT_PATTERN = new RegExp(`(?:^|;\\s*)${ADMIN_HINT_COOKIE}=1(?:;|$)`);

export function hasAdminHint(cookieHeader: string | undefined | null): boolean {
  return !!cookieHeader && HINT_PATTERN.test(cookieHeader);
}

/** Set-Cookie for the hint: `on` sets it (30 days, refreshed while signed in), otherwise it goes. */
export function adminHintCookie(on: boolean, secure: boolean): string {
  return `${ADMIN_HINT_COOKIE}=${on ? "1" : ""}; Path=/; SameSite=Lax; Max-Age=${on ? 30 * 24 * 3600 : 0}${secure ? "; Secure" : ""}`;
}
