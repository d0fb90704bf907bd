import { de } from "~/i18n/de";
import { safeRedirectPath } from "./redirect";

/** What the /auth screen opens with, read from its query string. Plain data (loader output). */
export type AuthMode =
  | { kind: "sign-in" }
  /** From the reset e-mail: better-auth redirected to `/auth?reset=1&token=…`. */
  | { kind: "new-password"; token: string }
  /** better-auth redirected here with `?error=…` (e.g. an expired reset link). */
  | { kind: "link-error"; title: string; message: string; offerReset: boolean };

export interface AuthParams {
  redirectTo: string;
  mode: AuthMode;
}

// better-auth's tokens are random ids; anything else in the URL is not one of ours.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;
const LINK_ERRORS = new Set(["INVALID_TOKEN", "TOKEN_EXPIRED", "USER_NOT_FOUND", "INVALID_USER"]);

export function parseAuthParams(url: URL): AuthParams {
  const params = url.searchParams;
  let redirectTo = safeRedirectPath(params.get("redirectTo"));
  // Never back to the sign-in screen itself (that would loop after signing in).
  if (/^\/auth(?:[/?#]|$)/.test(redirectTo)) redirectTo = "/admin";

  const isReset = params.get("reset") === "1";
  const error = params.get("error");
  const token = params.get("token");

  if (error !== null || (isReset && token !== null && !TOKEN_PATTERN.test(token))) {
    const code = (error ?? "INVALID_TOKEN").toUpperCase();
    return {
      redirectTo,
      mode: {
        kind: "link-error",
        title: isReset ? de.auth.resetFailed : de.auth.linkErrorTitle,
        message: LINK_ERRORS.has(code) ? de.auth.errors.invalidLink : de.auth.unexpectedError,
        offerReset: isReset,
      },
    };
  }
  if (isReset && token !== null) return { redirectTo, mode: { kind: "new-password", token } };
  return { redirectTo, mode: { kind: "sign-in" } };
}

/** The query string that keeps the redirect target (for links inside the screen). */
export function authSearch(redirectTo: string): string {
  return redirectTo === "/admin" ? "" : `?redirectTo=${encodeURIComponent(redirectTo)}`;
}
