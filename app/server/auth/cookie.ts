/** better-auth's cookie prefix; the session cookie is `${COOKIE_PREFIX}.session_token` (with __Secure- under https). */
export const COOKIE_PREFIX = "cms";
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;
