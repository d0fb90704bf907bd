import { describe, expect, it } from "vitest";
import { addDays, browserOf, campaignOf, dayOf, daysBetween, deviceOf, isDay, pathOf, presetRange, previousRange, referrerDomain, trendPercent } from "./analytics";

const UA = {
  chromeWin: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70",
  firefox: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  androidPhone: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  androidTablet: "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  samsung: "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
  opera: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0",
  macSafari: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
};

describe("analytics classification", () => {
  it("tells device classes apart", () => {
    expect(deviceOf(UA.chromeWin)).toBe("desktop");
    expect(deviceOf(UA.macSafari)).toBe("desktop");
    expect(deviceOf(UA.iphone)).toBe("mobile");
    expect(deviceOf(UA.androidPhone)).toBe("mobile");
    expect(deviceOf(UA.ipad)).toBe("tablet");
    expect(deviceOf(UA.androidTablet)).toBe("tablet");
  });

  it("names browser families, most specific first", () => {
    expect(browserOf(UA.chromeWin)).toBe("Chrome");
    expect(browserOf(UA.edge)).toBe("Edge");
    expect(browserOf(UA.opera)).toBe("Opera");
    expect(browserOf(UA.samsung)).toBe("Samsung Internet");
    expect(browserOf(UA.firefox)).toBe("Firefox");
    expect(browserOf(UA.iphone)).toBe("Safari");
    expect(browserOf(UA.macSafari)).toBe("Safari");
    expect(browserOf("curl/8.5.0")).toBe("Andere");
  });

  it("keeps only the referring site's domain, never our own", () => {
    expect(referrerDomain("https://www.google.de/search?q=fräsen", "beispiel.de")).toBe("google.de");
    expect(referrerDomain("https://news.ycombinator.com/item?id=1", "beispiel.de")).toBe("news.ycombinator.com");
    expect(referrerDomain("https://beispiel.de/blog", "beispiel.de")).toBeNull();
    expect(referrerDomain("http://127.0.0.1:3000/x", "127.0.0.1:3000")).toBeNull();
    expect(referrerDomain("android-app://com.google.android.gm/", "beispiel.de")).toBeNull();
    expect(referrerDomain("kein url", "beispiel.de")).toBeNull();
    expect(referrerDomain(undefined, "beispiel.de")).toBeNull();
  });

  it("reads utm parameters and the counted path", () => {
    expect(campaignOf("/?utm_source=newsletter&utm_campaign=Herbst%202026")).toEqual({ source: "newsletter", campaign: "Herbst 2026" });
    expect(campaignOf("/produkte")).toEqual({ source: null, campaign: null });
    expect(campaignOf("/?utm_campaign=%20")).toEqual({ source: null, campaign: null });
    expect(pathOf("/produkte/?utm_source=x")).toBe("/produkte");
    expect(pathOf("/%C3%BCber-uns")).toBe("/über-uns");
    expect(pathOf("/%E0%A4%A")).toBe("/%E0%A4%A");
    expect(pathOf("/")).toBe("/");
    expect(pathOf(`/${"x".repeat(500)}`)).toHaveLength(300);
  });
});

describe("analytics days", () => {
  it("counts days in Berlin time", () => {
    // 23:30 UTC on 31 March is already 1 April in Berlin (summer time).
    expect(dayOf(Date.parse("2026-03-31T23:30:00Z"))).toBe("2026-04-01");
    expect(dayOf(Date.parse("2026-12-31T22:59:00Z"))).toBe("2026-12-31");
    expect(dayOf(Date.parse("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
  });

  it("does calendar arithmetic on ISO days", () => {
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-1-01")).toBe(false);
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-11-01", "2026-11-30")).toBe(30);
    expect(presetRange("7", "2026-11-26")).toEqual({ from: "2026-11-20", to: "2026-11-26" });
    expect(presetRange("year", "2026-11-26")).toEqual({ from: "2026-01-01", to: "2026-11-26" });
    expect(previousRange("2026-11-20", "2026-11-26")).toEqual({ from: "2026-11-13", to: "2026-11-19" });
    expect(trendPercent(120, 100)).toBe(20);
    expect(trendPercent(5, 0)).toBeNull();
  });
});
