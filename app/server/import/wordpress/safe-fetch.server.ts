import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import ipaddr from "ipaddr.js";

/**
 * GET for addresses found in an uploaded export (decision 031): whoever uploads the export chooses
 * them, so the server must not become their way into its own network. Only http(s); the host is
 * resolved and every address it resolves to must be public unicast (no loopback, private,
 * link-local incl. 169.254.169.254, CGNAT, IPv6 local, unspecified, multicast, reserved, NAT64 or
 * 6to4 forms); the connection goes to the address that was checked (a lookup hook on the request,
 * so a second DNS answer cannot differ from the first); redirects are followed by hand, each
 * target checked again, at most MAX_REDIRECTS. IMPORT_ALLOWED_HOSTS names hosts (host[:port]) of
 * an old site on the company network that may be reached anyway.
 *
 * Failures say only "nicht erlaubt" (refused by this policy) or "nicht erreichbar" (anything the
 * network answered): a report must not tell which ports of an internal host are open.
 */

export const MAX_REDIRECTS = 5;
export const NOT_ALLOWED = "nicht erlaubt";
export const UNREACHABLE = "nicht erreichbar";

export class FetchRefusedError extends Error {
  constructor(readonly reason: typeof NOT_ALLOWED | typeof UNREACHABLE) {
    super(reason);
    this.name = "FetchRefusedError";
  }
}

/** One entry of IMPORT_ALLOWED_HOSTS: a host name or address, with an optional port. */
export interface AllowedHost {
  host: string;
  port: number | null;
}

/** "alt.firma.local, 10.0.0.5:8080, [fd00::1]:80" → entries; throws a German message for a bad entry. */
export function parseAllowedHosts(value: string | undefined): AllowedHost[] {
  const entries: AllowedHost[] = [];
  for (const raw of (value ?? "").split(",")) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const match = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9._-]+|[0-9a-f:]+))(?::(\d{1,5}))?$/.exec(entry);
    // A bare IPv6 address has colons of its own: no port can follow it without brackets.
    const bareIpv6 = match?.[2] && match[2].includes(":") ? match[2] : null;
    if (bareIpv6 && net.isIPv6(entry)) {
      entries.push({ host: entry, port: null });
      continue;
    }
    const host = match?.[1] ?? match?.[2];
    const port = match?.[3] === undefined ? null : Number(match[3]);
    if (!match || !host || (match[1] && !net.isIPv6(match[1])) || (port !== null && (port < 1 || port > 65535))) {
      throw new Error(`„${raw.trim()}“ ist kein Host (erwartet: name oder name:port, durch Kommas getrennt)`);
    }
    entries.push({ host, port });
  }
  return entries;
}

function defaultPort(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
}

/** The URL's host without IPv6 brackets, lower case (WHATWG URL already wrote 0x7f000001 and 127.1 as 127.0.0.1). */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
}

export function isAllowedHost(url: URL, allowed: readonly AllowedHost[]): boolean {
  const host = hostOf(url);
  const port = defaultPort(url);
  return allowed.some((entry) => entry.host === host && (entry.port === null || entry.port === port));
}

/** Whether an address is an ordinary public one (ipaddr.js names every special range; IPv4-mapped IPv6 counts as its IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** A lookup for net.connect that answers only public addresses (or any, for an allowed host). */
function checkedLookup(allowed: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowed && (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)))) {
        return callback(Object.assign(new FetchRefusedError(NOT_ALLOWED), { code: "EREFUSED_ADDRESS" }), []);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

export interface SafeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: http.IncomingMessage;
  url: string;
}

/** Throws FetchRefusedError(NOT_ALLOWED) unless the address may be fetched at all (scheme, literal address). */
export function checkUrl(address: string, allowedHosts: readonly AllowedHost[]): { url: URL; allowed: boolean } {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchRefusedError(NOT_ALLOWED);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new FetchRefusedError(NOT_ALLOWED);
  if (url.username || url.password) throw new FetchRefusedError(NOT_ALLOWED);
  const allowed = isAllowedHost(url, allowedHosts);
  const host = hostOf(url);
  if (!allowed && net.isIP(host) && !isPublicAddress(host)) throw new FetchRefusedError(NOT_ALLOWED);
  return { url, allowed };
}

function requestOnce(url: URL, allowed: boolean, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const get = url.protocol === "https:" ? https.get : http.get;
    const request = get(url, {
      // A fresh connection per request: a pooled socket would skip the lookup hook.
      agent: false,
      lookup: checkedLookup(allowed) as unknown as typeof dns.lookup,
      signal,
      headers: { "user-agent": "CMS-WordPress-Import/1.0", accept: "*/*" },
    });
    request.once("response", resolve);
    request.once("error", reject);
  });
}

/**
 * GETs `address` under the policy above. Resolves with the final response (any status); rejects
 * with FetchRefusedError (NOT_ALLOWED or UNREACHABLE), or with the signal's reason when aborted.
 */
export async function safeGet(address: string, options: { allowedHosts: readonly AllowedHost[]; signal: AbortSignal; maxRedirects?: number }): Promise<SafeResponse> {
  let current = address;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  for (let redirects = 0; ; redirects++) {
    const { url, allowed } = checkUrl(current, options.allowedHosts);
    let response: http.IncomingMessage;
    try {
      response = await requestOnce(url, allowed, options.signal);
    } catch (error) {
      if (options.signal.aborted) throw options.signal.reason ?? error;
      if (error instanceof FetchRefusedError) throw error;
      throw new FetchRefusedError(UNREACHABLE);
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      if (redirects >= maxRedirects) throw new FetchRefusedError(UNREACHABLE);
      try {
        current = new URL(location, url).href;
      } catch {
        throw new FetchRefusedError(UNREACHABLE);
      }
      continue;
    }
    return { status, headers: response.headers, body: response, url: url.href };
  }
}
