/**
 * 'Bilder der alten Website anzeigen' (issue 39, Deliver 7): the hosts of an old site whose images
 * the Content-Security-Policy allows while the move lasts (settings.legacy_image_hosts; empty = off).
 * A value is an exact host name only: it goes verbatim into a header, so no scheme, path, port,
 * wildcard or anything else a CSP source list could read as more than that one host.
 */

/** At most this many hosts (an old site, its media host, a CDN …). */
export const LEGACY_IMAGE_HOSTS_MAX = 10;

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
// The last label starts with a letter: an IP address is no old site's name (and no public CDN's).
const HOST = new RegExp(`^(?:${LABEL}\\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$`);

/** An exact DNS host name in lower case ("alt.example.de", "xn--mller-kva.de"). */
export function isLegacyImageHost(value: string): boolean {
  return value.length <= 253 && HOST.test(value);
}

/**
 * What a person typed, as a host name for the list: trimmed, lower case, a leading http(s):// and
 * a trailing slash dropped, umlauts in punycode. Null when it is not a bare host then (a path, a
 * port, a wildcard): the screen says so instead of guessing.
 */
export function legacyHostFromInput(value: string): string | null {
  const bare = value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/\/$/, "");
  if (!bare || /[/:*?#@\s]/.test(bare)) return null;
  let host: string;
  try {
    host = new URL(`http://${bare}`).hostname;
  } catch {
    return null;
  }
  return isLegacyImageHost(host) ? host : null;
}

/** The http(s) hosts of these addresses, each once, sorted (the hosts files stayed on after an import). */
export function hostsOfAddresses(addresses: Iterable<string>): string[] {
  const hosts = new Set<string>();
  for (const address of addresses) {
    try {
      const url = new URL(address);
      if ((url.protocol === "http:" || url.protocol === "https:") && isLegacyImageHost(url.hostname)) hosts.add(url.hostname);
    } catch {
      // Not an address: nothing a browser would load.
    }
  }
  return [...hosts].sort();
}

/** "a.de", "a.de und b.de", "a.de, b.de und c.de". */
export function joinHosts(hosts: readonly string[]): string {
  if (hosts.length <= 1) return hosts.join("");
  return `${hosts.slice(0, -1).join(", ")} und ${hosts.at(-1)}`;
}
