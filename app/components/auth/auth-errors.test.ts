import { describe, expect, it } from "vitest";
import { de } from "~/i18n/de";
import {
  checkEmail,
  checkNewPassword,
  checkName,
  resetErrorReason,
  signInErrorReason,
  signUpErrorReason,
  twoFactorErrorReason,
} from "./auth-errors";

describe("signInErrorReason", () => {
  it("says the same for every 401, so it never tells whether an account exists", () => {
    const unknownUser = signInErrorReason({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" });
    const noPassword = signInErrorReason({ status: 401, code: "CREDENTIAL_ACCOUNT_NOT_FOUND" });
    expect(unknownUser).toBe(de.auth.signInFailedReason);
    expect(noPassword).toBe(unknownUser);
  });

  it("passes the limiter's German 429 message through", () => {
    const message = de.auth.tooManyAttempts(3);
    expect(signInErrorReason({ status: 429, code: "TOO_MANY_REQUESTS", message })).toBe(message);
  });

  it("never shows an English server message", () => {
    expect(signInErrorReason({ status: 500, message: "Internal Server Error" })).toBe(de.auth.unexpectedError);
    expect(signInErrorReason({ status: 429, message: "Too many requests. Please try again later." })).toBe(de.auth.tooManyAttempts(15));
    expect(signInErrorReason(null)).toBe(de.auth.unexpectedError);
  });
});

describe("signUpErrorReason", () => {
  it("translates an existing e-mail and password rules", () => {
    expect(signUpErrorReason({ status: 422, code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" })).toBe(de.auth.errors.emailTaken);
    expect(signUpErrorReason({ status: 400, code: "PASSWORD_TOO_SHORT" })).toBe(de.auth.errors.passwordTooShort);
    expect(signUpErrorReason({ status: 400, code: "WHATEVER" })).toBe(de.auth.unexpectedError);
  });
});

describe("resetErrorReason and twoFactorErrorReason", () => {
  it("maps an invalid reset token to the invalid-link text", () => {
    expect(resetErrorReason({ status: 400, code: "INVALID_TOKEN", message: "Invalid token" })).toBe(de.auth.errors.invalidLink);
  });
  it("asks for a new sign-in when the pending two-factor sign-in is gone", () => {
    expect(twoFactorErrorReason({ status: 401, code: "INVALID_CODE" })).toEqual({ reason: de.auth.errors.wrongCode, restart: false });
    expect(twoFactorErrorReason({ status: 401, code: "INVALID_TWO_FACTOR_COOKIE" })).toEqual({ reason: de.auth.errors.twoFactorExpired, restart: true });
  });
});

describe("field checks", () => {
  it("checks e-mail and password length in German", () => {
    expect(checkEmail("")).toBe(de.auth.errors.emailRequired);
    expect(checkEmail("kein-at")).toBe(de.auth.errors.emailInvalid);
    expect(checkEmail(" anna@firma.de ")).toBeNull();
    expect(checkNewPassword("1234567")).toBe(de.auth.errors.passwordTooShort);
    expect(checkNewPassword("12345678")).toBeNull();
    expect(checkNewPassword("x".repeat(129))).toBe(de.auth.errors.passwordTooLong);
  });
  it("requires a name (it is printed as the author of posts) of at most 100 characters", () => {
    expect(checkName("  ")).toBe(de.auth.errors.nameRequired);
    expect(checkName(" Anna Meier ")).toBeNull();
    expect(checkName("x".repeat(101))).toBe(de.auth.errors.nameTooLong);
  });
});

describe("people (issue 29)", () => {
  it("shows the server's German words for a deactivated account and a closed registration", () => {
    const deactivated = { status: 403, code: "ACCOUNT_DEACTIVATED", message: "Ihr Zugang wurde deaktiviert." };
    expect(signInErrorReason(deactivated)).toBe("Ihr Zugang wurde deaktiviert.");
    expect(twoFactorErrorReason(deactivated)).toEqual({ reason: "Ihr Zugang wurde deaktiviert.", restart: true });
    const closed = { status: 403, code: "SIGN_UP_CLOSED", message: "Die Registrierung ist geschlossen. Bitten Sie einen Administrator um eine Einladung." };
    expect(signUpErrorReason(closed)).toBe(closed.message);
  });
});
