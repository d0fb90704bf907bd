import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { previewKey, signPreviewToken, verifyPreviewToken } from "./preview-token.server";

const SECRET = "ein-geheimnis-mit-mindestens-zweiunddreissig-zeichen";
const claims = { linkId: "11111111-1111-4111-8111-111111111111", pageId: "seite-1", expires: 1_900_000_000 };

describe("preview tokens", () => {
  it("verify what they signed, and only URL-safe characters travel in the address", () => {
    const token = signPreviewToken(SECRET, claims);
    expect(token).toMatch(/^[A-Za-z0-9_-]+~[A-Za-z0-9_-]+$/);
    expect(verifyPreviewToken(SECRET, token)).toEqual(claims);
  });

  it("use a key derived for previews, not the secret itself", () => {
    expect(previewKey(SECRET).equals(Buffer.from(SECRET))).toBe(false);
    expect(previewKey(SECRET)).toHaveLength(32);
  });

  it("refuse another secret, a changed signature and changed claims (another page, later expiry)", () => {
    const token = signPreviewToken(SECRET, claims);
    const [payload, signature] = token.split("~");
    expect(verifyPreviewToken(SECRET + "x", token)).toBeNull();
    const flipped = signature!.slice(0, -2) + (signature!.at(-2) === "A" ? "B" : "A") + signature!.at(-1);
    expect(verifyPreviewToken(SECRET, `${payload}~${flipped}`)).toBeNull();
    for (const changed of [{ ...claims, pageId: "seite-2" }, { ...claims, expires: claims.expires + 86_400 }]) {
      const forged = Buffer.from(JSON.stringify([changed.linkId, changed.pageId, changed.expires])).toString("base64url");
      expect(verifyPreviewToken(SECRET, `${forged}~${signature}`)).toBeNull();
    }
    // Another link's valid signature does not carry over.
    const other = signPreviewToken(SECRET, { ...claims, pageId: "seite-2" });
    expect(verifyPreviewToken(SECRET, `${payload}~${other.split("~")[1]}`)).toBeNull();
  });

  it("refuse malformed tokens without throwing", () => {
    for (const bad of ["", "~", "abc", "a~b~c", "a~", "~b", "x".repeat(700), `${Buffer.from("[1,2]").toString("base64url")}~xx`]) {
      expect(verifyPreviewToken(SECRET, bad)).toBeNull();
    }
    // A correctly signed payload of the wrong shape is refused too.
    const payload = Buffer.from(JSON.stringify(["id", "seite", "morgen"])).toString("base64url");
    const signature = crypto.createHmac("sha256", previewKey(SECRET)).update(payload).digest("base64url");
    expect(verifyPreviewToken(SECRET, `${payload}~${signature}`)).toBeNull();
    expect(verifyPreviewToken(SECRET, `${payload}~~${signature}`)).toBeNull();
  });
});
