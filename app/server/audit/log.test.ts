import { describe, expect, it } from "vitest";
import { shortenAddress } from "./log.server";

describe("shortenAddress", () => {
  it("drops the last octet of an IPv4 address, also when mapped into IPv6", () => {
    expect(shortenAddress("203.0.113.42")).toBe("203.0.113.x");
    expect(shortenAddress("::ffff:10.1.2.3")).toBe("10.1.2.x");
  });
  it("keeps the /48 of an IPv6 address", () => {
    expect(shortenAddress("2001:db8:1234:5678::1")).toBe("2001:db8:1234::/48");
    expect(shortenAddress("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(shortenAddress("::1")).toBe("0:0:0::/48");
  });
  it("says 'unbekannt' for anything else and null without an address", () => {
    expect(shortenAddress("unbekannt")).toBe("unbekannt");
    expect(shortenAddress(undefined)).toBeNull();
  });
});
