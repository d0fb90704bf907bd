import { describe, expect, it } from "vitest";
import { de } from "~/i18n/de";
import { authSearch, parseAuthParams } from "./auth-params";

const parse = (search: string) => parseAuthParams(new URL(`http://cms.test/auth${search}`));

describe("parseAuthParams", () => {
  it("defaults to sign-in with /admin as the target", () => {
    expect(parse("")).toEqual({ redirectTo: "/admin", mode: { kind: "sign-in" } });
  });

  it("keeps a same-origin target and refuses foreign ones and /auth itself", () => {
    expect(parse("?redirectTo=%2Fadmin%2Fpages%3Fq%3D1").redirectTo).toBe("/admin/pages?q=1");
    expect(parse("?redirectTo=https%3A%2F%2Fevil.example").redirectTo).toBe("/admin");
    expect(parse("?redirectTo=%2F%2Fevil.example").redirectTo).toBe("/admin");
    expect(parse("?redirectTo=%2Fauth%3Freset%3D1").redirectTo).toBe("/admin");
    expect(parse("?redirectTo=%2Fauthors").redirectTo).toBe("/authors");
  });

  it("opens the new-password form for a reset link with a token", () => {
    expect(parse("?reset=1&token=abcDEF123456789012345678").mode).toEqual({ kind: "new-password", token: "abcDEF123456789012345678" });
  });

  it("turns better-auth's INVALID_TOKEN into a German reset error that offers a new link", () => {
    expect(parse("?reset=1&error=INVALID_TOKEN").mode).toEqual({
      kind: "link-error",
      title: de.auth.resetFailed,
      message: de.auth.errors.invalidLink,
      offerReset: true,
    });
  });

  it("treats a malformed token as an invalid link, and unknown error codes as unexpected", () => {
    expect(parse("?reset=1&token=%3Cscript%3E").mode).toMatchObject({ kind: "link-error", message: de.auth.errors.invalidLink });
    const other = parse("?error=SOMETHING_ELSE").mode;
    expect(other).toMatchObject({ kind: "link-error", title: de.auth.linkErrorTitle, message: de.auth.unexpectedError, offerReset: false });
  });

  it("ignores a token without reset=1", () => {
    expect(parse("?token=abcDEF123456789012345678").mode).toEqual({ kind: "sign-in" });
  });
});

describe("authSearch", () => {
  it("keeps only a non-default target", () => {
    expect(authSearch("/admin")).toBe("");
    expect(authSearch("/admin/pages")).toBe("?redirectTo=%2Fadmin%2Fpages");
  });
});
