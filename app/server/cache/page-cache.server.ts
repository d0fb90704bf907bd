import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import type { RequestHandler, Response } from "express";
import { ACCOUNT_CONFIRMED_PARAM } from "~/lib/account-landing";
import { hasSessionCookie } from "../auth/cookie";
import type { SessionCheck } from "../auth/session-cookie.server";
import type { ChangeFeed } from "../events/changes.server";
import { REDIRECT_QUERY_KEYS } from "../redirects/lookup.server";

/**
 * In-memory cache of server-rendered public responses (HTML documents, React Router's .data
 * answers, sitemap and robots), per URL. Only anonymous requests are served from it: a request
 * with a signed session cookie (its signature checked without the database, so a made-up cookie
 * is an anonymous visitor's), or asking for preview/edit, always renders fresh.
 *
 * Nobody can push the site's pages out (issue 38 item 23): the key keeps only the query
 * parameters the public site reads (KEY_PARAMS); a request with others is answered from the entry
 * of its address when that is a page (200) and otherwise rendered without being stored (a redirect
 * may carry its query). Entries with a query or another status than 200 (searches, 404s,
 * redirects) live in a segment of their own with a small cap, and the byte budget drops them
 * first, so made-up addresses only ever evict each other. Public change events
 * (from this instance or, through the shared log, from another) drop what they touch, so it never
 * serves content older than the last change it was told about: a change of one page's own content
 * (scope `page`) drops that page's addresses (document and .data, any query) and the sitemap;
 * anything else (scope `site`: navigation, settings, redirects) empties it.
 *
 * A hit is answered straight from Node's request listener, before Express and its middleware:
 * the stored headers of the first answer (security headers included), a weak ETag (304 on
 * revalidation) and the body, brotli- or gzip-compressed once per entry. Public documents carry no
 * inline script (docs/decisions/004): an answer whose body carries its nonce is not stored, so a
 * stored one needs none, and its CSP drops the nonce source (`script-src 'self'`: no inline script
 * at all). Each answer's header list is prepared once per entry and encoding, so a hit costs a
 * map lookup and one writeHead with a ready array (docs/decisions/009).
 */

export interface PageCacheOptions {
  enabled: boolean;
  feed: ChangeFeed | null;
  /** Most entries kept (least recently used go first). */
  maxEntries?: number;
  /** Of those, most entries with a query or another status than 200 (a fifth by default). */
  maxVariantEntries?: number;
  /** Largest body kept, bytes. */
  maxBodyBytes?: number;
  /** Bytes of all bodies together (plain and compressed); least recently used go first. */
  maxTotalBytes?: number;
  /**
   * Whether a Cookie header carries a valid session (app: the signature check with the auth
   * secret). Without it any session cookie counts as one, the cautious default.
   */
  signedIn?: SessionCheck;
}

type Encoding = "br" | "gzip";

interface Entry {
  status: number;
  /** The first answer's headers, without a nonce (see above). */
  headers: Record<string, string>;
  body: Buffer;
  /** Compressed bodies, filled in the background once the entry exists. */
  encoded: Partial<Record<Encoding, Buffer>>;
  etag: string;
  /** Flat [name, value, …] lists for writeHead, made on first use per variant. */
  prepared: Partial<Record<Encoding | "identity" | "notModified", string[]>>;
}

const CACHEABLE_STATUS = new Set([200, 301, 404, 410]);
// "/vorschau/": shared previews of working copies (issue 30) are private to whoever holds the link,
// so they are never stored, never served from here and never counted (the recorder asks isAppArea).
const SKIP_PREFIXES = ["/api/", "/admin", "/auth", "/assets/", "/embed/", "/healthz", "/optimize-block", "/media/", "/vorschau/"];
/** The prefixes as addresses of their own ("/api" for "/api/"). */
const SKIP_ROOTS = SKIP_PREFIXES.map((prefix) => prefix.replace(/\/$/, ""));
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
/** Requests that wait for one render of their address at most; more render themselves. */
const MAX_WAITING = 1000;
/** Smaller bodies are sent as they are (the compression middleware's threshold). */
const COMPRESS_MIN_BYTES = 1024;

interface RequestLine {
  method?: string;
  url?: string;
  headers: IncomingMessage["headers"];
}

/** Addresses that are not public pages: the API, the admin, sign-in, assets, media files, shared previews. */
export function isAppArea(pathname: string): boolean {
  for (let i = 0; i < SKIP_PREFIXES.length; i++) if (pathname.startsWith(SKIP_PREFIXES[i]!) || pathname === SKIP_ROOTS[i]) return true;
  return false;
}

/** Whether a request may be answered from (and stored in) the cache. */
export function cacheable(req: RequestLine, signedIn: SessionCheck = hasSessionCookie): boolean {
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
  return !signedIn(req.headers.cookie);
}

/**
 * The query parameters the public site reads, so distinct answers: the blog overview's search,
 * filters, order and page (parseBlogOverviewQuery), a presentation's handout (?druck=1), the
 * account confirmation notice, an old site's query addresses (/?p=123, redirects) and React
 * Router's route list of a .data request. A page that starts reading another one adds it here.
 */
const KEY_PARAMS = new Set(["q", "kategorie", "schlagwort", "sortierung", "seite", "druck", ACCOUNT_CONFIRMED_PARAM, ...REDIRECT_QUERY_KEYS, "_routes"]);
/** Longer queries are not parsed (nobody links to them); they render without being stored. */
const MAX_QUERY_LENGTH = 2048;

/**
 * The entry a URL is kept under: its path with only the KEY_PARAMS (first value each, sorted).
 * `exact`: the URL is that key itself; otherwise only a page (200) may be served for it and its
 * own answer is not stored.
 */
export function cacheKey(url: string): { key: string; exact: boolean } {
  const q = url.indexOf("?");
  if (q === -1) return { key: url, exact: true };
  const path = url.slice(0, q);
  const search = url.slice(q + 1);
  // Not even looked at: no entry has this key, so it is rendered for itself alone.
  if (search.length > MAX_QUERY_LENGTH) return { key: url, exact: false };
  const kept: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(search)) {
    if (KEY_PARAMS.has(name) && !kept.some(([n]) => n === name)) kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const normal = new URLSearchParams(kept).toString();
  const key = normal ? `${path}?${normal}` : path;
  return { key, exact: key === url };
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

const encodingMemo = new Map<string, Encoding | null>();

/** preferredEncoding, remembered per header value (clients send a handful of distinct ones). */
function encodingFor(header: string | undefined): Encoding | null {
  if (!header) return null;
  let encoding = encodingMemo.get(header);
  if (encoding === undefined) {
    encoding = preferredEncoding(header);
    if (encodingMemo.size >= 100) encodingMemo.clear();
    encodingMemo.set(header, encoding);
  }
  return encoding;
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

/** A header value without the nonce source ('nonce-…') of this response. */
export function withoutNonce(value: string, nonce: string): string {
  return value.replaceAll(` 'nonce-${nonce}'`, "").replaceAll(`'nonce-${nonce}'`, "").replaceAll(nonce, "");
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
  /**
   * Answers a request from the cache; false when it has nothing for it (Express takes over). With
   * `render`: while another request renders the same address, this one waits for that answer
   * (true) and is served from it, or given to `render` when it was not stored.
   */
  serve(req: IncomingMessage, res: ServerResponse, render?: () => void): boolean;
  /** Express middleware: records a fresh answer for the next request. */
  middleware: RequestHandler;
  clear(): void;
  size(): number;
  /** Bytes held (plain and compressed bodies). */
  bytes(): number;
  /** False: it stores and serves nothing (PAGE_CACHE=off, development, no change feed). */
  enabled: boolean;
  /** The budget it keeps to (evicting the least recently used entries). */
  budget: { entries: number; variantEntries: number; bytes: number };
}

/** The answer's header list for one variant of an entry, made once. */
function headersOf(entry: Entry, variant: Encoding | "identity" | "notModified"): string[] {
  const ready = entry.prepared[variant];
  if (ready) return ready;
  const list: string[] = [];
  for (const [name, value] of Object.entries(entry.headers)) {
    if (variant === "notModified" && name === "content-type") continue;
    list.push(name, value);
  }
  list.push("etag", entry.etag, "cache-control", "no-cache", "x-cache", "HIT");
  if (entry.body.length >= COMPRESS_MIN_BYTES) list.push("vary", "Accept-Encoding");
  if (variant !== "notModified") {
    const body = variant === "identity" ? entry.body : entry.encoded[variant]!;
    if (variant !== "identity") list.push("content-encoding", variant);
    list.push("content-length", String(body.length));
  }
  entry.prepared[variant] = list;
  return list;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  // Two segments, each least recently used first: pages (200 answers of an address without query)
  // and variants (everything else), so made-up addresses never push the site's pages out.
  const pages = new Map<string, Entry>();
  const variants = new Map<string, Entry>();
  const maxEntries = options.maxEntries ?? 500;
  const maxVariantEntries = options.maxVariantEntries ?? Math.max(1, Math.floor(maxEntries / 5));
  const maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
  const maxTotalBytes = options.maxTotalBytes ?? 64 * 1024 * 1024;
  const signedIn = options.signedIn ?? hasSessionCookie;
  let totalBytes = 0;
  const sizeOf = (entry: Entry) => entry.body.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);
  const lookup = (key: string) => pages.get(key) ?? variants.get(key);
  const count = () => pages.size + variants.size;
  function remove(key: string): void {
    const entry = lookup(key);
    if (!entry) return;
    totalBytes -= sizeOf(entry);
    pages.delete(key);
    variants.delete(key);
  }
  function clearAll(): void {
    pages.clear();
    variants.clear();
    totalBytes = 0;
  }
  function evict(): void {
    while (variants.size > maxVariantEntries) remove(variants.keys().next().value!);
    while (count() > 0 && (count() > maxEntries || totalBytes > maxTotalBytes)) remove((variants.size > 0 ? variants : pages).keys().next().value!);
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
      for (const key of [...pages.keys(), ...variants.keys()]) if (paths.has(addressOf(key))) remove(key);
    } else {
      siteChangedIn = generation;
      pathChangedIn.clear();
      clearAll();
    }
  });
  const changedSince = (key: string, startedIn: number) => siteChangedIn > startedIn || (pathChangedIn.get(addressOf(key)) ?? 0) > startedIn;

  /**
   * Renders in progress per address, with the requests waiting for them: after a change, the
   * requests for an address that arrive during its render are answered from that one render
   * instead of each rendering again (render work per change, not per request).
   */
  type Waiter = { req: IncomingMessage; res: ServerResponse; render: () => void; key: string };
  const rendering = new Map<string, Waiter[]>();

  /** The end of a leading render: its own waiters are served or sent on (once; a later leader's stay). */
  function settle(key: string, waiting: Waiter[]): void {
    if (rendering.get(key) !== waiting) return;
    rendering.delete(key);
    for (const w of waiting) if (!hit(w.key, true, w.req, w.res)) w.render();
  }

  function serve(req: IncomingMessage, res: ServerResponse, render?: () => void): boolean {
    if (!options.enabled || !cacheable(req, signedIn)) return false;
    const { key, exact } = cacheKey(req.url ?? "/");
    if (hit(key, exact, req, res)) return true;
    // Only requests whose answer the leading render stores wait for it.
    const waiting = render && exact && rendering.get(key);
    if (!waiting || waiting.length >= MAX_WAITING) return false;
    waiting.push({ req, res, render: render!, key });
    return true;
  }

  function hit(key: string, exact: boolean, req: IncomingMessage, res: ServerResponse): boolean {
    if (count() === 0) return false;
    const segment = pages.has(key) ? pages : variants;
    const entry = segment.get(key);
    // A URL with other parameters gets its address's page, never a stored redirect or error
    // (whose answer could have depended on its query).
    if (!entry || (!exact && segment !== pages)) return false;
    // Most recently used last.
    segment.delete(key);
    segment.set(key, entry);

    if (entry.status === 200 && matches(req.headers["if-none-match"], entry.etag)) {
      res.writeHead(304, headersOf(entry, "notModified"));
      res.end();
      return true;
    }
    const encoding = encodingFor(req.headers["accept-encoding"]);
    const variant = encoding && entry.encoded[encoding] ? encoding : "identity";
    res.writeHead(entry.status, headersOf(entry, variant));
    res.end(req.method === "HEAD" ? undefined : variant === "identity" ? entry.body : entry.encoded[variant]);
    return true;
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (!options.enabled || req.method !== "GET" || !cacheable(req, signedIn)) return next();
    const { key, exact } = cacheKey(req.originalUrl);
    res.setHeader("X-Cache", "MISS");
    // Browsers revalidate every time; hits answer that with 304 while nothing changed.
    res.setHeader("Cache-Control", "no-cache");
    // Other query parameters than the site reads: rendered for this request alone, not stored.
    if (!exact) return next();
    const startedIn = generation;
    // The first render of an address since it was last stored leads; its end (stored or not,
    // finished or aborted) lets the requests that waited for it go on.
    if (!rendering.has(key)) {
      const waiting: Waiter[] = [];
      rendering.set(key, waiting);
      const done = () => settle(key, waiting);
      res.once("finish", done);
      res.once("close", done);
    }
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
        // No inline script in the body, so no nonce to allow one: the CSP becomes constant.
        headers[name] = nonce ? withoutNonce(text, nonce) : text;
      }
      const entry: Entry = { status: res.statusCode, headers, body, encoded: {}, etag: etagOf(body), prepared: {} };
      remove(key);
      (entry.status === 200 && !key.includes("?") ? pages : variants).set(key, entry);
      totalBytes += body.length;
      evict();
      compressInBackground(entry, (compressed, bytes) => {
        // Counted only while the entry is still the one kept under its key.
        if (lookup(key) !== compressed) return;
        totalBytes += bytes;
        evict();
      });
    }
    next();
  };

  return {
    serve,
    middleware,
    // As a change of the whole site: a render under way is not stored either (it may carry what was cleared for).
    clear: () => {
      generation++;
      siteChangedIn = generation;
      pathChangedIn.clear();
      clearAll();
    },
    size: count,
    bytes: () => totalBytes,
    enabled: options.enabled,
    budget: { entries: maxEntries, variantEntries: maxVariantEntries, bytes: maxTotalBytes },
  };
}
