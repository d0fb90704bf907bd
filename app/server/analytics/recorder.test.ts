import { describe, expect, it } from "vitest";
import { clientIp, countable, createFloodGate } from "./recorder.server";

describe("what counts as a page view", () => {
  const doc = { "user-agent": "Mozilla/5.0", accept: "text/html" };
  it("takes GET requests for public documents", () => {
    expect(countable("GET", "/", doc)).toBe(true);
    expect(countable("GET", "/produkte?utm_source=x", { ...doc, "sec-fetch-dest": "document" })).toBe(true);
  });
  it("leaves out privacy signals, staff, prefetches, sub-resources and the app's own areas", () => {
    expect(countable("POST", "/", doc)).toBe(false);
    expect(countable("HEAD", "/", doc)).toBe(false);
    expect(countable("GET", "/", { ...doc, dnt: "1" })).toBe(false);
    expect(countable("GET", "/", { ...doc, "sec-gpc": "1" })).toBe(false);
    expect(countable("GET", "/", { ...doc, cookie: "a=b; cms.session_token=x" })).toBe(false);
    expect(countable("GET", "/", { ...doc, cookie: "__Secure-cms.session_token=x" })).toBe(false);
    expect(countable("GET", "/", { ...doc, cookie: "other=1" })).toBe(true);
    // With the app's signature check, a made-up session cookie is a visitor's.
    const signedIn = (cookie: string | undefined) => cookie === "cms.session_token=gueltig";
    expect(countable("GET", "/", { ...doc, cookie: "cms.session_token=x" }, signedIn)).toBe(true);
    expect(countable("GET", "/", { ...doc, cookie: "cms.session_token=gueltig" }, signedIn)).toBe(false);
    expect(countable("GET", "/", { ...doc, "sec-purpose": "prefetch;prerender" })).toBe(false);
    expect(countable("GET", "/", { ...doc, purpose: "prefetch" })).toBe(false);
    expect(countable("GET", "/", { ...doc, "sec-fetch-dest": "empty" })).toBe(false);
    for (const path of ["/admin", "/admin/pages", "/api/events", "/assets/a.js", "/media/x.webp", "/_root.data", "/sitemap.xml", "/blog/rss.xml", "/favicon.ico", "/healthz", "/vorschau/eyJh~c2ln"]) {
      expect(countable("GET", path, doc), path).toBe(false);
    }
    expect(countable("GET", "/kontakt?preview=true", doc)).toBe(false);
    expect(countable("GET", "/kontakt?edit=true", doc)).toBe(false);
  });
  it("finds the client's address behind a proxy on loopback only", () => {
    expect(clientIp({ socket: { remoteAddress: "198.51.100.7" }, headers: { "x-forwarded-for": "1.2.3.4" } })).toBe("198.51.100.7");
    expect(clientIp({ socket: { remoteAddress: "127.0.0.1" }, headers: { "x-forwarded-for": "1.2.3.4, 203.0.113.9" } })).toBe("203.0.113.9");
    expect(clientIp({ socket: { remoteAddress: "::1" }, headers: { "x-forwarded-for": "203.0.113.9, 127.0.0.1" } })).toBe("203.0.113.9");
    expect(clientIp({ socket: { remoteAddress: "127.0.0.1" }, headers: {} })).toBe("127.0.0.1");
  });
});

describe("the flood caps per minute window", () => {
  const limits = { perAddress: 5, perVisitor: 3, visitorsPerAddress: 3, windowMs: 60_000, trackedAddresses: 4 };
  it("counts a visitor and an address up to their caps, then nothing until the window turns", () => {
    const admit = createFloodGate(limits);
    const t = 120_000;
    expect([1, 2, 3, 4].map(() => admit(t, "a", "ua1"))).toEqual([true, true, true, false]);
    // Other browsers behind the address share what is left of its cap; refused views used none.
    expect([1, 2, 3].map((i) => admit(t + i, "a", `ua${i + 1}`))).toEqual([true, true, false]);
    expect(admit(t, "b", "ua1")).toBe(true);
    expect(admit(t + 60_000, "a", "ua1")).toBe(true);
  });
  it("admits a few new user agents per address and window, not one per rotated User-Agent (issue 38 item 27)", () => {
    const admit = createFloodGate({ ...limits, perAddress: 100 });
    const t = 180_000;
    // 60 agents from one address in a minute: three visitors, their views keep counting.
    expect(Array.from({ length: 60 }, (_, i) => admit(t + i, "a", `ua${i}`)).filter(Boolean)).toHaveLength(3);
    expect(admit(t + 100, "a", "ua0")).toBe(true);
    expect(admit(t + 101, "a", "ua59")).toBe(false);
    // Other addresses have their own allowance; the next window starts afresh.
    expect(admit(t + 102, "b", "ua59")).toBe(true);
    expect(admit(t + 60_000, "a", "ua59")).toBe(true);
  });

  it("tracks a bounded number of addresses per window", () => {
    const admit = createFloodGate(limits);
    expect(["a", "b", "c", "d", "e"].map((ip) => admit(0, ip, "ua"))).toEqual([true, true, true, true, false]);
    expect(admit(0, "a", "ua")).toBe(true);
  });
});
