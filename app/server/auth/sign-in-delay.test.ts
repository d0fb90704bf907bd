import { describe, expect, it } from "vitest";
import { signInDelayMs, signInKeys, twoFactorDelayMs } from "./auth.server";

describe("signInDelayMs", () => {
  it("waits from the 3rd failure of the account or the 20th of the address, doubling up to 4 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((n) => signInDelayMs(n, 0))).toEqual([0, 0, 0, 500, 1000, 2000, 4000, 4000]);
    expect([19, 20, 21, 22, 23, 200].map((n) => signInDelayMs(0, n))).toEqual([0, 500, 1000, 2000, 4000, 4000]);
    // The larger of the two.
    expect(signInDelayMs(3, 22)).toBe(2000);
  });

  it("keys the counters by address, account and both, with bounded length", () => {
    expect(signInKeys("a@b.de", "10.0.0.1")).toEqual({ pair: "sign-in:pair:10.0.0.1:a@b.de", ip: "sign-in:ip:10.0.0.1", account: "sign-in:account:a@b.de" });
    expect(signInKeys("x".repeat(5000), "1.2.3.4").account.length).toBeLessThan(400);
  });
});

describe("twoFactorDelayMs", () => {
  it("slows second-factor guesses per address: after 3 wrong codes 0.5 s, doubling, at most 4 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(twoFactorDelayMs)).toEqual([0, 0, 0, 500, 1000, 2000, 4000, 4000]);
  });
});
