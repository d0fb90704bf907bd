import { de } from "~/i18n/de";
import { passwordProblem } from "~/lib/password-policy";
import { NAME_MAX } from "~/lib/user-name";

/** The error half of a better-auth client answer (better-fetch: status plus the JSON body). */
export interface AuthClientError {
  status: number;
  statusText?: string;
  code?: string;
  message?: string;
}

const t = de.auth.errors;

/** 429 comes from our own limiter, whose message is German already (`Zu viele Versuche…`). */
function tooMany(error: AuthClientError): string {
  return error.message && error.code === "TOO_MANY_REQUESTS" ? error.message : de.auth.tooManyAttempts(15);
}

/**
 * Sign-in: a reason that never tells whether the e-mail address has an account. Every 401 reads
 * the same, whatever the server found.
 */
export function signInErrorReason(error: AuthClientError | null): string {
  if (!error) return de.auth.unexpectedError;
  if (error.status === 401) return de.auth.signInFailedReason;
  if (error.status === 429) return tooMany(error);
  if (error.code === "INVALID_EMAIL") return t.emailInvalid;
  // Only after a correct password (better-auth checks it first), so it reveals nothing new.
  if (error.code === "EMAIL_NOT_VERIFIED") return t.emailNotVerified;
  // Also only after a correct password: 'Ihr Zugang wurde deaktiviert.' (German from our server).
  if (error.code === "ACCOUNT_DEACTIVATED") return error.message || de.auth.unexpectedError;
  if (error.status === 507) return de.auth.storageFull;
  return de.auth.unexpectedError;
}

/** Sign-up. The server answers a taken address like a new one (the owner gets a mail); the code stays for older servers. */
export function signUpErrorReason(error: AuthClientError | null): string {
  if (!error) return de.auth.unexpectedError;
  if (error.status === 429) return tooMany(error);
  switch (error.code) {
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return t.emailTaken;
    case "INVALID_EMAIL":
      return t.emailInvalid;
    case "PASSWORD_TOO_SHORT":
      return t.passwordTooShort;
    case "PASSWORD_TOO_LONG":
      return t.passwordTooLong;
    case "NAME_REQUIRED":
      return t.nameRequired;
    case "NAME_TOO_LONG":
      return t.nameTooLong;
    // 'Registrierung erlauben' is off (German from our server).
    case "SIGN_UP_CLOSED":
      return error.message || de.auth.unexpectedError;
  }
  if (error.status === 507) return de.auth.storageFull;
  return de.auth.unexpectedError;
}

/** Requesting a reset e-mail and setting the new password. */
export function resetErrorReason(error: AuthClientError | null): string {
  if (!error) return de.auth.unexpectedError;
  if (error.status === 429) return tooMany(error);
  switch (error.code) {
    case "INVALID_TOKEN":
    case "TOKEN_EXPIRED":
    case "USER_NOT_FOUND":
      return t.invalidLink;
    case "INVALID_EMAIL":
    case "VALIDATION_ERROR":
      return t.emailInvalid;
    case "PASSWORD_TOO_SHORT":
      return t.passwordTooShort;
    case "PASSWORD_TOO_LONG":
      return t.passwordTooLong;
  }
  return de.auth.unexpectedError;
}

/** Two-factor step. `restart` means the pending sign-in is gone: start again from the form. */
export function twoFactorErrorReason(error: AuthClientError | null): { reason: string; restart: boolean } {
  if (!error) return { reason: de.auth.unexpectedError, restart: false };
  if (error.status === 429) return { reason: tooMany(error), restart: false };
  switch (error.code) {
    case "INVALID_CODE":
      return { reason: t.wrongCode, restart: false };
    case "INVALID_TWO_FACTOR_COOKIE":
      return { reason: t.twoFactorExpired, restart: true };
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return { reason: t.twoFactorLocked, restart: true };
    case "ACCOUNT_DEACTIVATED":
      return { reason: error.message || de.auth.unexpectedError, restart: true };
  }
  return { reason: error.status === 401 ? t.wrongCode : de.auth.unexpectedError, restart: false };
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** German field checks, so no browser-language validation bubble appears. */
export function checkEmail(email: string): string | null {
  if (email.trim() === "") return t.emailRequired;
  return EMAIL_PATTERN.test(email.trim()) ? null : t.emailInvalid;
}

export function checkNewPassword(password: string): string | null {
  const problem = passwordProblem(password);
  return problem === "short" ? t.passwordTooShort : problem === "long" ? t.passwordTooLong : null;
}

export { NAME_MAX };

/** The name shown as author of a person's posts: required, so no e-mail fragment ends up on the public site. */
export function checkName(name: string): string | null {
  if (name.trim() === "") return t.nameRequired;
  return name.trim().length > NAME_MAX ? t.nameTooLong : null;
}
