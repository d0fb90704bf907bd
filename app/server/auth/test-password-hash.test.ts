import { hashPassword } from "better-auth/crypto";
import { afterEach, describe, expect, it } from "vitest";
import { testPasswordHashing } from "./test-password-hash.server";

describe("the integration tests' password hashing", () => {
  const before = process.env.CMS_TEST_FAST_HASH;
  afterEach(() => {
    if (before === undefined) delete process.env.CMS_TEST_FAST_HASH;
    else process.env.CMS_TEST_FAST_HASH = before;
  });

  it("is off unless the test project asks for it (installations hash with better-auth's defaults)", () => {
    delete process.env.CMS_TEST_FAST_HASH;
    expect(testPasswordHashing()).toBeUndefined();
    process.env.CMS_TEST_FAST_HASH = "0";
    expect(testPasswordHashing()).toBeUndefined();
  });

  it("hashes with a salt, checks the right password and refuses a wrong one; better-auth's own hashes still check", async () => {
    process.env.CMS_TEST_FAST_HASH = "1";
    const hashing = testPasswordHashing()!;
    const one = await hashing.hash("geheim123");
    const two = await hashing.hash("geheim123");
    expect(one).toMatch(/^t1\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(one).not.toBe(two);
    expect(await hashing.verify({ hash: one, password: "geheim123" })).toBe(true);
    expect(await hashing.verify({ hash: one, password: "geheim124" })).toBe(false);
    expect(await hashing.verify({ hash: "t1$kaputt", password: "geheim123" })).toBe(false);
    const real = await hashPassword("geheim123");
    expect(await hashing.verify({ hash: real, password: "geheim123" })).toBe(true);
    expect(await hashing.verify({ hash: real, password: "falsch" })).toBe(false);
  });
});
