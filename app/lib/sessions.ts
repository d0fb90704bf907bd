/**
 * The person's own sign-ins as 'Konto' shows them (issue 29, item 4): a small user-agent reader
 * that names browser and system in German words ("Chrome auf Windows", "Safari auf iPhone"). No
 * dependency: a few patterns, most specific first. The address is shortened on the server like the
 * log's (app/server/audit/log.server.ts, shortenAddress).
 */

/** One active session of the signed-in person (GET /api/account/sessions). */
export interface AccountSession {
  id: string;
  /** The session this request came from ('Diese Sitzung'). */
  current: boolean;
  /** "Chrome auf Windows", "Unbekannter Browser" … */
  device: string;
  /** Shortened like in the log: "192.168.1.x", "2001:db8:1::/48"; null when unknown. */
  address: string | null;
  created_at: string;
  /** Last request through the guard (kept to within five minutes). */
  last_used_at: string;
  expires_at: string;
}

/** Browsers, most specific first: Edge, Opera and Samsung also say "Chrome"; Chrome also says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|OPiOS\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Vivaldi\//, "Vivaldi"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/HeadlessChrome\//, "Chrome (ohne Fenster)"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
  [/^curl\//i, "curl"],
  [/^node|undici/i, "Programm"],
];

/** Systems, most specific first: iPadOS 13+ says "Macintosh" only on the desktop site (then it stays Mac). */
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPod/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows Phone/, "Windows Phone"],
  [/Windows/, "Windows"],
  [/CrOS/, "ChromeOS"],
  [/Macintosh|Mac OS X/, "Mac"],
  [/Linux|X11/, "Linux"],
];

export interface UserAgentInfo {
  /** null when no known browser. */
  browser: string | null;
  /** null when no known system. */
  system: string | null;
}

export function parseUserAgent(userAgent: string | null | undefined): UserAgentInfo {
  const ua = (userAgent ?? "").slice(0, 1000);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  return { browser, system };
}

/** "Chrome auf Windows", "Safari auf iPhone", "Firefox", "Unbekanntes Gerät". */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const { browser, system } = parseUserAgent(userAgent);
  if (browser && system) return `${browser} auf ${system}`;
  if (browser) return browser;
  if (system) return `Browser auf ${system}`;
  return "Unbekanntes Gerät";
}

/** German date and time in Berlin, e.g. "27.11.2026, 18:05". Same text on the server and in the browser. */
export function formatSessionTime(iso: string): string {
  return new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}
