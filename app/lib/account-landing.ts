/**
 * Spec §7: sign-up passes a redirect to the site root. The confirmation link of a new account
 * leads there with this marker, and the site says what happened (app/server/site/account-notice.server.ts).
 */
export const ACCOUNT_CONFIRMED_PARAM = "konto";
export const ACCOUNT_CONFIRMED_VALUE = "bestaetigt";
export const SIGN_UP_LANDING = `/?${ACCOUNT_CONFIRMED_PARAM}=${ACCOUNT_CONFIRMED_VALUE}`;

/** What the site says after the link: waiting for access, access granted, or confirmed but not signed in here. */
export type AccountNotice = "pending" | "ready" | "confirmed";
