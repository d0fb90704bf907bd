import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect";

describe("safeRedirectPath", () => {
  it("keeps same-origin paths with query and hash", () => {
    expect(safeRedirectPath("/admin/pages?x=1#a")).toBe("/admin/pages?x=1#a");
    expect(safeRedirectPath("/")).toBe("/");
  });
  it.each([
    "//evil.example",
    "//evil.example/admin",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/admin",
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "/\t/evil.example",
    "admin",
    "",
    "%2F%2Fevil.example",
  ])("refuses %s", (target) => {
    expect(safeRedirectPath(target)).toBe("/admin");
  });
  it("uses the fallback for non-strings", () => {
    expect(safeRedirectPath(undefined, "/")).toBe("/");
    expect(safeRedirectPath(42)).toBe("/admin");
  });
});
