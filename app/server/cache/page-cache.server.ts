import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import type { RequestHandler, Response } from "express";
import { hasSessionCookie } from "../auth/cookie";
import type { ChangeFeed } from "../events/changes.server";
import { NONCE_PLACEHOLDER } from "../http/security.server";

/**
 * In-memory cache of server-rendered public responses (HTML documents, React Router's .data
 * answers, sitemap and robots), per URL. Only anonymous requests are served from it: a request
 * with a session cookie, or asking for preview/edit, always renders fresh. Public change events
 * (from this instance or, through the shared log, from another) drop what they touch, so it never
 * serves content older than the last change it was told about: a change of one page's own content
 * (scope `page`) drops that page's addresses (document and .data, any query) and the sitemap;
 * anything else (scope `site`: navigation, settings, redirects) empties it.
 *
 * A hit is answered straight from Node's request listener, before Express and its middleware:
 * the stored headers of the first answer (security headers included, with a fresh CSP nonce), a
 * weak ETag (304 on revalidation) and the body, brotli- or gzip-compressed once per entry.
 * Public documents carry no nonce in their body (they have no inline scripts, docs/decisions/004);
 * an answer whose body does is not stored.
 */

export interface PageCacheOptions {
  enabled: boolean;
  feed: ChangeFeed | null;
  /** Most entries kept (least recently used go first). */
  maxEntries?: number;
  /** Largest body kept, bytes. */
  maxBodyBytes?: number;
  /** Bytes of all bodies together (plain and compressed); least recently used go first. */
  maxTotalBytes?: number;
}

type Encoding = "br" | "gzip";

interface Entry {
  status: number;
  /** The first answer's headers; the nonce in the CSP header is a placeholder. */
  headers: Record<string, string>;
  body: Buffer;
  /** Compressed bodies, filled in the background once the entry exists. */
  encoded: Partial<Record<Encoding, Buffer>>;
  etag: string;
}

const CACHEABLE_STATUS = new Set([200, 301, 404, 410]);
const SKIP_PREFIXES = ["/api/", "/admin", "/auth", "/assets/", "/embed/", "/healthz", "/optimize-block", "/media/"];
/** Headers of the first answer that are not replayed (they belong to that one response or are set per hit). */
const DROPPED_HEADERS = new Set([
  "date",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "etag",
  "x-cache",
  "set-cookie",
  "content-encoding",
  "vary",
  "cache-control",
]);
/** Smaller bodies are sent as they are (the compression middleware's threshold). */
const COMPRESS_MIN_BYTES = 1024;

interface RequestLine {
  method?: string;
  url?: string;
  headers: IncomingMessage["headers"];
}

/** Addresses that are not public pages: the API, the admin, sign-in, assets, media files. */
export function isAppArea(pathname: string): boolean {
  return SKIP_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, "") || pathname.startsWith(prefix));
}

/** Whether a request may be answered from (and stored in) the cache. */
export function cacheable(req: RequestLine): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const pathname = q === -1 ? url : url.slice(0, q);
  if (isAppArea(pathname)) return false;
  if (q !== -1) {
    const params = new URLSearchParams(url.slice(q + 1));
    if (params.has("preview") || params.has("edit")) return false;
  }
  // Files (favicon, images in public/) keep their own caching; pages, .data, sitemap and robots do not.
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  if (extension && !["data", "xml", "txt"].includes(extension)) return false;
  return !hasSessionCookie(req.headers.cookie);
}

/**
 * The page address a cached URL belongs to: without query, trailing slash and React Router's
 * `.data` suffix (`/_root.data` is the home page's), so a change event's paths match every form.
 */
export function addressOf(url: string): string {
  const q = url.indexOf("?");
  let path = q === -1 ? url : url.slice(0, q);
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed escapes: compare as sent.
  }
  if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  if (path === "/_root") return "/";
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return path;
}

/** The best encoding the client accepts: br, then gzip, else none. */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let gzip = false;
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) <= 0) continue;
    if (name === "br") return "br";
    if (name === "gzip" || name === "*") gzip = true;
  }
  return gzip ? "gzip" : null;
}

function etagOf(body: Buffer): string {
  return `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
}

function matches(header: string | undefined, etag: string): boolean {
  return !!header && header.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");
}

/** Compresses a new entry off the main thread; `added` is told the bytes once they are kept. */
function compressInBackground(entry: Entry, added: (entry: Entry, bytes: number) => void): void {
  if (entry.body.length < COMPRESS_MIN_BYTES) return;
  zlib.brotliCompress(
    entry.body,
    { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } },
    (error, result) => {
      if (error) return;
      entry.encoded.br = result;
      added(entry, result.length);
    },
  );
  zlib.gzip(entry.body, { level: 9 }, (error, result) => {
    if (error) return;
    entry.encoded.gzip = result;
    added(entry, result.length);
  });
}

export interface PageCache {
  /** Answers a request from the cache; false when it has nothing for it (Express takes over). */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Express middleware: records a fresh answer for the next request. */
  middleware: RequestHandler;
  clear(): void;
  size(): number;
  /** Bytes held (plain and compressed bodies). */
  bytes(): number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  const maxEntries = options.maxEntries ?? 500;
  const maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
  const maxTotalBytes = options.maxTotalBytes ?? 64 * 1024 * 1024;
  let totalBytes = 0;
  const sizeOf = (entry: Entry) => entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= sizeOf(entry);
    entries.delete(key);
  }
  function clearAll(): void {
    entries.clear();
    totalBytes = 0;
  }
  function evict(): void {
    while (entries.size > 0 && (entries.size > maxEntries || totalBytes > maxTotalBytes)) remove(entries.keys().next().value!);
  }
  // Bumped on every change. A render that started before a change that touches its address (or
  // the whole site) is not stored: it may show the state before the change.
  let generation = 0;
  let siteChangedIn = 0;
  const pathChangedIn = new Map<string, number>();
  options.feed?.subscribe((event) => {
    if (!event.public) return;
    generation++;
    if (event.scope === "page") {
      const paths = new Set(event.paths);
      for (const path of paths) pathChangedIn.set(path, generation);
      for (const key of [...entries.keys()]) if (paths.has(addressOf(key))) remove(key);
    } else {
      siteChangedIn = generation;
      pathChangedIn.clear();
      clearAll();
    }
  });
  const changedSince = (key: string, startedIn: number) => siteChangedIn > startedIn || (pathChangedIn.get(addressOf(key)) ?? 0) > startedIn;

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!options.enabled || entries.size === 0 || !cacheable(req)) return false;
    const key = req.url ?? "/";
    const entry = entries.get(key);
    if (!entry) return false;
    // Most recently used last.
    entries.delete(key);
    entries.set(key, entry);

    const headers: Record<string, string | number> = { ...entry.headers };
    const csp = headers["content-security-policy"];
    if (typeof csp === "string" && csp.includes(NONCE_PLACEHOLDER)) {
      headers["content-security-policy"] = csp.replaceAll(NONCE_PLACEHOLDER, crypto.randomBytes(16).toString("base64"));
    }
    headers.etag = entry.etag;
    headers["cache-control"] = "no-cache";
    headers["x-cache"] = "HIT";
    if (entry.body.length >= COMPRESS_MIN_BYTES) headers.vary = "Accept-Encoding";
    if (entry.status === 200 && matches(req.headers["if-none-match"], entry.etag)) {
      delete headers["content-type"];
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const encoded = encoding ? entry.encoded[encoding] : undefined;
    const body = encoded ?? entry.body;
    if (encoded) headers["content-encoding"] = encoding!;
    headers["content-length"] = body.length;
    res.writeHead(entry.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (!options.enabled || req.method !== "GET" || !cacheable(req)) return next();
    const key = req.originalUrl;
    const startedIn = generation;
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      if (size <= maxBodyBytes) chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      store();
      return end(chunk, ...rest);
    }) as Response["end"];
    res.setHeader("X-Cache", "MISS");
    // Browsers revalidate every time; hits answer that with 304 while nothing changed.
    res.setHeader("Cache-Control", "no-cache");

    function store() {
      if (changedSince(key, startedIn) || size > maxBodyBytes || !CACHEABLE_STATUS.has(res.statusCode)) return;
      if (res.getHeader("set-cookie")) return;
      if (/no-store|private/.test(String(res.getHeader("cache-control") ?? ""))) return;
      const nonce = String(res.locals.cspNonce ?? "");
      const body = Buffer.concat(chunks);
      // A body with this response's nonce (a hydrated document) would need a fresh one per hit.
      if (nonce && body.includes(nonce)) return;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value === undefined || DROPPED_HEADERS.has(name)) continue;
        const text = Array.isArray(value) ? value.join(", ") : String(value);
        headers[name] = nonce ? text.replaceAll(nonce, NONCE_PLACEHOLDER) : text;
      }
      const entry: Entry = { status: res.statusCode, headers, body, encoded: {}, etag: etagOf(body) };
      remove(key);
      entries.set(key, entry);
      totalBytes += body.length;
      evict();
      compressInBackground(entry, (compressed, bytes) => {
        // Counted only while the entry is still the one kept under its key.
        if (entries.get(key) !== compressed) return;
        totalBytes += bytes;
        evict();
      });
    }
    next();
  };

  return { serve, middleware, clear: clearAll, size: () => entries.size, bytes: () => totalBytes };
}
