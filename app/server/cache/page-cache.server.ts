import crypto from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import type { ChangeFeed } from "../events/changes.server";

/**
 * In-memory cache of server-rendered public responses (HTML documents and React Router's .data
 * requests), per URL. Only anonymous requests are served from it: a request with a session cookie,
 * or asking for preview/edit, always renders fresh. Any public change event (from this instance or,
 * through PostgreSQL NOTIFY, from another) empties it, so it never serves content older than the
 * last change it was told about. Responses carry a weak ETag; a matching If-None-Match gets 304.
 *
 * The per-request CSP nonce is the one thing that differs between two renders of the same page:
 * it is stored as a placeholder and filled in for each response.
 */

export interface PageCacheOptions {
  enabled: boolean;
  feed: ChangeFeed | null;
  /** Most entries kept (least recently used go first). */
  maxEntries?: number;
  /** Largest body kept, bytes. */
  maxBodyBytes?: number;
}

interface Entry {
  status: number;
  headers: Record<string, string>;
  /** The body split at the nonce placeholder: parts[0] nonce parts[1] nonce … */
  parts: Buffer[];
  etag: string;
}

const NONCE_PLACEHOLDER = "__CSP_NONCE__";
const CACHEABLE_STATUS = new Set([200, 301, 404, 410]);
const SKIP_PREFIXES = ["/api/", "/admin", "/auth", "/assets/", "/embed/", "/healthz", "/optimize-block", "/media/"];
/** Headers of the first answer that are not replayed (they belong to that one response). */
const DROPPED_HEADERS = new Set(["date", "content-length", "transfer-encoding", "connection", "keep-alive", "etag", "x-cache", "set-cookie", "content-encoding"]);

function sessionCookie(req: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(req.headers.cookie ?? "");
}

export function cacheable(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (SKIP_PREFIXES.some((prefix) => req.path === prefix.replace(/\/$/, "") || req.path.startsWith(prefix))) return false;
  if ("preview" in req.query || "edit" in req.query) return false;
  // Files (favicon, images in public/) keep their own caching; pages, .data, sitemap and robots do not.
  const extension = /\.([a-z0-9]+)$/i.exec(req.path)?.[1]?.toLowerCase();
  if (extension && !["data", "xml", "txt"].includes(extension)) return false;
  return !sessionCookie(req);
}

function etagOf(body: Buffer): string {
  return `W/"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
}

function matches(req: Request, etag: string): boolean {
  const header = req.get("if-none-match");
  return !!header && header.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");
}

/**
 * The nonce of this response: the security middleware's when it ran; a cache hit is answered
 * before it, so it gets a fresh one here (the stored CSP header carries the placeholder).
 */
function nonceOf(res: Response): string {
  if (!res.locals.cspNonce) res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  return String(res.locals.cspNonce ?? "");
}

function splitAt(body: Buffer, marker: string): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(marker, from); at !== -1; at = body.indexOf(marker, from)) {
    parts.push(body.subarray(from, at));
    from = at + marker.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

export interface PageCache {
  middleware: RequestHandler;
  clear(): void;
  size(): number;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  const maxEntries = options.maxEntries ?? 500;
  const maxBodyBytes = options.maxBodyBytes ?? 2 * 1024 * 1024;
  // Bumped on every change; a render that started before a change is not stored.
  let generation = 0;
  options.feed?.subscribe((event) => {
    if (!event.public) return;
    generation++;
    entries.clear();
  });

  function serve(req: Request, res: Response, entry: Entry): void {
    res.status(entry.status);
    const nonce = nonceOf(res);
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value.includes(NONCE_PLACEHOLDER) ? value.replaceAll(NONCE_PLACEHOLDER, nonce) : value);
    res.setHeader("ETag", entry.etag);
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("X-Cache", "HIT");
    if (entry.status === 200 && matches(req, entry.etag)) {
      res.status(304).end();
      return;
    }
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    if (entry.parts.length === 1) {
      res.end(entry.parts[0]);
      return;
    }
    const nonceBytes = Buffer.from(nonce, "utf8");
    const pieces: Buffer[] = [];
    entry.parts.forEach((part, i) => {
      if (i > 0) pieces.push(nonceBytes);
      pieces.push(part);
    });
    res.end(Buffer.concat(pieces));
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (!options.enabled || !cacheable(req)) return next();
    const key = req.originalUrl;
    const hit = entries.get(key);
    if (hit) {
      // Most recently used last.
      entries.delete(key);
      entries.set(key, hit);
      serve(req, res, hit);
      return;
    }
    if (req.method === "HEAD") return next();

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

    function store() {
      if (startedIn !== generation || size > maxBodyBytes || !CACHEABLE_STATUS.has(res.statusCode)) return;
      if (res.getHeader("set-cookie")) return;
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      if (/no-store|private/.test(cacheControl)) return;
      const nonce = nonceOf(res);
      let body = Buffer.concat(chunks);
      if (nonce && body.includes(nonce)) body = Buffer.from(body.toString("utf8").replaceAll(nonce, NONCE_PLACEHOLDER), "utf8");
      // Every header of this answer (security headers included, with the nonce as placeholder),
      // so a hit is answered in full before the rest of the middleware runs.
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value === undefined || DROPPED_HEADERS.has(name)) continue;
        const text = Array.isArray(value) ? value.join(", ") : String(value);
        headers[name] = nonce ? text.replaceAll(nonce, NONCE_PLACEHOLDER) : text;
      }
      entries.set(key, { status: res.statusCode, headers, parts: splitAt(body, NONCE_PLACEHOLDER), etag: etagOf(body) });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    next();
  };

  return { middleware, clear: () => entries.clear(), size: () => entries.size };
}
