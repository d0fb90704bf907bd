import { describe, expect, it } from "vitest";
import { adminHintCookie, hasAdminHint } from "./admin-hint";

describe("the admin bar's hint cookie", () => {
  it("is recognised only as exactly cms_admin_hint=1", () => {
    expect(hasAdminHint("cms_admin_hint=1")).toBe(true);
    expect(hasAdminHint("a=b; cms_admin_hint=1; c=d")).toBe(true);
    expect(hasAdminHint("cms_admin_hint=")).toBe(false);
    expect(hasAdminHint("cms_admin_hint=10")).toBe(false);
    expect(hasAdminHint("xcms_admin_hint=1")).toBe(false);
    expect(hasAdminHint("")).toBe(false);
    expect(hasAdminHint(undefined)).toBe(false);
  });

  it("is readable by the page's script (not HttpOnly), site-wide, and removed with Max-Age=0", () => {
    const on = adminHintCookie(true, true);
    expect(on).toBe("cms_admin_hint=1; Path=/; SameSite=Lax; Max-Age=2592000; Secure");
    expect(on).not.toMatch(/HttpOnly/i);
    expect(adminHintCookie(false, false)).toBe("cms_admin_hint=; Path=/; SameSite=Lax; Max-Age=0");
  });
});
