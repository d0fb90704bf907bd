import { slugify } from "~/lib/slug";
import { uploadOriginalPath } from "../../redirects/lookup.server";

/**
 * Old WordPress addresses → ours, pure: which host counts as the old site, the path form we store
 * redirects under, size variants of uploads mapped back to their original, slugs from non-Latin
 * WordPress slugs, and the SEO plugins' title variables.
 */

/** A path as our redirect lookup sees it: no trailing slash, percent-encoding in one spelling (upper-case hex). */
export function canonicalPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Broken escapes stay as they are.
  }
  const encoded = decoded
    .split("/")
    .map((part) => encodeURIComponent(part).replace(/%40/g, "@").replace(/%2C/g, ",").replace(/%3A/g, ":"))
    .join("/");
  return encoded.replace(/\/+$/, "") || "/";
}

function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}

/** The path below the site's own base path: "/blog/x" with base "/blog" for a site in a subfolder → stays "/blog/x" (we keep the full path). */
export class SiteAddresses {
  readonly hosts: Set<string>;
  constructor(urls: (string | null | undefined)[]) {
    this.hosts = new Set(urls.map(hostOf).filter((h): h is string => !!h));
  }

  /** The URL parsed when it points at the old site (absolute on one of its hosts, or root-relative); null otherwise. */
  parse(url: string): URL | null {
    const trimmed = url.trim();
    if (!trimmed || trimmed.startsWith("#") || /^(mailto|tel|javascript|data):/i.test(trimmed)) return null;
    try {
      if (trimmed.startsWith("/") && !trimmed.startsWith("//")) return new URL(trimmed, "http://old-site.invalid");
      const parsed = new URL(trimmed.startsWith("//") ? `http:${trimmed}` : trimmed);
      if (!/^https?:$/.test(parsed.protocol)) return null;
      return this.hosts.has(parsed.host.toLowerCase().replace(/^www\./, "")) ? parsed : null;
    } catch {
      return null;
    }
  }
}

/** The key of an upload, any size variant → the same key: its canonical path without the size suffix, lower-case. */
export function uploadKey(url: URL): string {
  return uploadOriginalPath(canonicalPath(url.pathname)).toLowerCase();
}

const PHOTON_HOST = /^i[0-3]\.wp\.com$/i;

/** The address behind Jetpack's Photon CDN (https://i0.wp.com/<host>/<path>?resize=…), else the address itself. */
export function unwrapPhoton(url: string): string {
  const parsed = safeUrl(url);
  if (!parsed || !PHOTON_HOST.test(parsed.hostname)) return url;
  const inner = parsed.pathname.replace(/^\/+/, "");
  if (!/^[a-z0-9.-]+\.[a-z]{2,}(?::\d+)?\//i.test(inner)) return url;
  return `${parsed.searchParams.get("ssl") === "1" ? "https" : "http"}://${inner}`;
}

/** "2023/05" from …/uploads/2023/05/name.jpg; null when the URL has no such part. */
export function uploadMonth(url: string): { year: string; month: string } | null {
  const match = /\/uploads\/(?:sites\/\d+\/)?(\d{4})\/(\d{2})\//.exec(url);
  return match ? { year: match[1]!, month: match[2]! } : null;
}

export interface MappedItem {
  /** Our public path, e.g. "/ueber-uns" or "/blog/hallo-welt". */
  path: string;
}

/**
 * The URL map content is rewritten with: permalinks, guids, ?p= / ?page_id= / ?attachment_id=, and
 * every size of every upload. Unknown addresses come back unchanged.
 */
export class UrlMap {
  private readonly paths = new Map<string, string>();
  private readonly ids = new Map<number, string>();
  private readonly uploads = new Map<string, string>();
  /** Hosts other than the site's that uploads were added from (WordPress.com's <name>.files.wordpress.com, a CDN). */
  private readonly uploadHosts = new Set<string>();

  constructor(readonly site: SiteAddresses) {}

  addItem(id: number, urls: (string | null)[], path: string): void {
    this.ids.set(id, path);
    for (const url of urls) {
      const parsed = url ? this.site.parse(url) : null;
      if (!parsed) continue;
      const own = canonicalPath(parsed.pathname);
      // "/?p=12" guids carry the id, which ids already covers; "/" is the home page's.
      if (own !== "/") this.paths.set(own.toLowerCase(), path);
    }
  }

  addUpload(url: string, assetUrl: string): void {
    const own = this.site.parse(url);
    const parsed = own ?? safeUrl(url);
    if (!parsed) return;
    this.uploads.set(uploadKey(parsed), assetUrl);
    if (!own) this.uploadHosts.add(parsed.host.toLowerCase());
  }

  hasUpload(url: string): boolean {
    const parsed = this.site.parse(url) ?? safeUrl(url);
    return !!parsed && this.uploads.has(uploadKey(parsed));
  }

  pathOfId(id: number): string | null {
    return this.ids.get(id) ?? null;
  }

  readonly mapUrl = (url: string): string => {
    // Photon's resized copy (i0.wp.com/<host>/<path>?resize=…) is the upload behind it.
    const unwrapped = unwrapPhoton(url);
    if (unwrapped !== url) {
      const mapped = this.mapUrl(unwrapped);
      return mapped === unwrapped ? url : mapped;
    }
    const parsed = this.site.parse(url);
    if (!parsed) {
      // An upload on a CDN or another host of the old site's media (WordPress.com's files host has no /wp-content/uploads/).
      const other = safeUrl(url);
      if (other && (/\/wp-content\/uploads\//.test(other.pathname) || this.uploadHosts.has(other.host.toLowerCase()))) return this.uploads.get(uploadKey(other)) ?? url;
      return url;
    }
    if (/\/wp-content\/uploads\//.test(parsed.pathname)) return this.uploads.get(uploadKey(parsed)) ?? url;
    const hash = parsed.hash;
    for (const key of ["p", "page_id", "attachment_id"]) {
      const value = parsed.searchParams.get(key);
      if (value && /^\d+$/.test(value)) {
        const path = this.ids.get(Number(value));
        if (path) return path + hash;
      }
    }
    const path = this.paths.get(canonicalPath(parsed.pathname).toLowerCase());
    if (path) return path + hash;
    return url;
  };
}

function safeUrl(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return /^https?:$/.test(parsed.protocol) ? parsed : null;
  } catch {
    return null;
  }
}

const GREEK: Record<string, string> = {
  α: "a", β: "v", γ: "g", δ: "d", ε: "e", ζ: "z", η: "i", θ: "th", ι: "i", κ: "k", λ: "l", μ: "m", ν: "n", ξ: "x",
  ο: "o", π: "p", ρ: "r", σ: "s", ς: "s", τ: "t", υ: "y", φ: "f", χ: "ch", ψ: "ps", ω: "o",
};
const CYRILLIC: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "e", ж: "zh", з: "z", и: "i", й: "i", к: "k", л: "l", м: "m",
  н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch",
  ъ: "", ы: "y", ь: "", э: "e", ю: "iu", я: "ia",
};

/** Greek and Cyrillic letters in Latin ones (our slugs are a-z0-9), accents dropped. */
export function transliterate(text: string): string {
  // Only these letters: German umlauts are slugify's (ä → ae), not stripped to a.
  return text.replace(/[\u0370-\u03ff\u0400-\u04ff\u1f00-\u1fff]/g, (c) => {
    const base = c.toLowerCase().normalize("NFD").charAt(0);
    return GREEK[base] ?? CYRILLIC[base] ?? c;
  });
}

/** Our slug for a WordPress item: its slug (decoded, transliterated), else its title, else `fallback`. */
export function slugFor(wpSlug: string, title: string, fallback: string): string {
  return slugify(transliterate(wpSlug), 100) || slugify(transliterate(title), 100) || fallback;
}

/**
 * Yoast (%%title%%) and Rank Math (%title%) variables in a meta title or description: the common
 * ones filled in, every other dropped, separators left dangling by that removed. Null when nothing
 * but variables remained.
 */
export function fillSeoVariables(text: string | undefined, values: { title: string; siteName: string; excerpt: string }): string | null {
  if (!text || !text.trim()) return null;
  const known: Record<string, string> = {
    title: values.title,
    sitename: values.siteName,
    sitetitle: values.siteName,
    sep: "–",
    excerpt: values.excerpt,
    excerpt_only: values.excerpt,
  };
  let out = text.replace(/%%?([a-z_]+)%%?/gi, (_m, name: string) => known[name.toLowerCase()] ?? "");
  out = out
    .replace(/\s+/g, " ")
    .replace(/^(\s*[–|-]\s*)+/, "")
    .replace(/(\s*[–|-]\s*)+$/, "")
    .replace(/(\s[–|-])(\s[–|-])+/g, "$1")
    .trim();
  return out || null;
}
