import { describe, expect, it } from "vitest";
import { checkFormToken, issueFormToken, MIN_FILL_MS, renewFormToken, TOKEN_TTL_MS } from "./form-token.server";

const SECRET = "ein-geheimnis-mit-mindestens-32-zeichen!";
const A = { pageId: "seite-1", blockId: "k1" };
const B = { pageId: "seite-1", blockId: "k2" };

describe("contact form tokens", () => {
  const now = 1_800_000_000_000;
  it("are valid for their form until they expire", () => {
    const token = issueFormToken(SECRET, A, now);
    expect(checkFormToken(SECRET, A, token, now + 60_000)).toEqual({ kind: "valid", ageMs: 60_000 });
    expect(checkFormToken(SECRET, A, token, now + TOKEN_TTL_MS)).toEqual({ kind: "valid", ageMs: TOKEN_TTL_MS });
    expect(checkFormToken(SECRET, A, token, now + TOKEN_TTL_MS + 1)).toEqual({ kind: "expired", ageMs: TOKEN_TTL_MS + 1 });
  });
  it("are refused for another form, with another key or forged; missing, malformed and future ones are a bot's", () => {
    const token = issueFormToken(SECRET, A, now);
    expect(checkFormToken(SECRET, B, token, now + 60_000).kind).toBe("foreign");
    expect(checkFormToken(`${SECRET}x`, A, token, now + 60_000).kind).toBe("foreign");
    expect(checkFormToken(SECRET, A, `${now}.gefaelschtesignatur1`, now + 60_000).kind).toBe("foreign");
    for (const bad of [undefined, 42, "", "abc", `${now}`, `${now}.a.b`, "x".repeat(65)]) expect(checkFormToken(SECRET, A, bad, now).kind).toBe("invalid");
    expect(checkFormToken(SECRET, A, issueFormToken(SECRET, A, now + 120_000), now).kind).toBe("invalid");
  });
  it("renewed, count as filled in already", () => {
    const renewed = renewFormToken(SECRET, A, now);
    expect(checkFormToken(SECRET, A, renewed, now)).toEqual({ kind: "valid", ageMs: MIN_FILL_MS });
    expect(checkFormToken(SECRET, B, renewed, now).kind).toBe("foreign");
  });
});
