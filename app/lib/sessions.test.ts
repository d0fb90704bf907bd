import { describe, expect, it } from "vitest";
import { describeUserAgent, formatSessionTime, parseUserAgent } from "./sessions";

const UA = {
  chromeWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  edgeWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  firefoxMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0",
  safariMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  safariIphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  chromeIphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
  safariIpad: "Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  chromeAndroid: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36",
  samsungAndroid: "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
  operaWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0",
  chromeOs: "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  headless: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
};

describe("describeUserAgent", () => {
  it.each([
    [UA.chromeWindows, "Chrome auf Windows"],
    [UA.edgeWindows, "Edge auf Windows"],
    [UA.firefoxLinux, "Firefox auf Linux"],
    [UA.firefoxMac, "Firefox auf Mac"],
    [UA.safariMac, "Safari auf Mac"],
    [UA.safariIphone, "Safari auf iPhone"],
    [UA.chromeIphone, "Chrome auf iPhone"],
    [UA.safariIpad, "Safari auf iPad"],
    [UA.chromeAndroid, "Chrome auf Android"],
    [UA.samsungAndroid, "Samsung Internet auf Android"],
    [UA.operaWindows, "Opera auf Windows"],
    [UA.chromeOs, "Chrome auf ChromeOS"],
    [UA.headless, "Chrome (ohne Fenster) auf Linux"],
  ])("%s → %s", (ua, expected) => {
    expect(describeUserAgent(ua)).toBe(expected);
  });

  it("names what it knows and says so when it knows nothing", () => {
    expect(describeUserAgent("curl/8.5.0")).toBe("curl");
    expect(describeUserAgent("Mozilla/5.0 (Windows NT 10.0) Irgendwas/1.0")).toBe("Browser auf Windows");
    expect(describeUserAgent("")).toBe("Unbekanntes Gerät");
    expect(describeUserAgent(null)).toBe("Unbekanntes Gerät");
    expect(describeUserAgent(undefined)).toBe("Unbekanntes Gerät");
    expect(parseUserAgent("x".repeat(100_000))).toEqual({ browser: null, system: null });
  });
});

describe("formatSessionTime", () => {
  it("writes German date and time in Berlin (summer and winter time)", () => {
    expect(formatSessionTime("2026-11-27T17:05:00.000Z")).toBe("27.11.2026, 18:05");
    expect(formatSessionTime("2026-07-01T10:00:00.000Z")).toBe("01.07.2026, 12:00");
  });
});
