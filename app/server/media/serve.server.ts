import type { IncomingHttpHeaders } from "node:http";
import { pipeline } from "node:stream/promises";
import type { Request, RequestHandler, Response } from "express";
import { logger } from "../logger.server";
import { contentTypeForKey } from "../storage/local.server";
import { ASSET_CACHE_CONTROL, assertValidKey, type ByteRange, type Storage, type StoredObject } from "../storage/storage.server";
import { BUSY, parseVariantParams, wantsVariant, type Variants } from "./variants.server";

/**
 * Uploaded files never run anything in our origin, even if one slipped through as HTML or SVG:
 * no scripts, no plugins, and a sandbox (opaque origin, no cookies) around the document.
 */
export const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";
/** A public bucket's address may change (new domain, CDN), so the redirect is cached briefly. */
const REDIRECT_CACHE_CONTROL = "public, max-age=300";
const NOT_FOUND = "Datei nicht gefunden.";
/** Busy image pipeline: the original stands in for a variant up to this size, else a 503. */
export const BUSY_FALLBACK_MAX_BYTES = 1024 * 1024;
export const BUSY_RETRY_AFTER_SECONDS = 5;
export const BUSY_MESSAGE = "Das Bild wird gerade vorbereitet. Bitte versuchen Sie es in wenigen Sekunden erneut.";
/** A stand-in answer must not be kept under the variant's address. */
const NO_STORE = "no-store";

export interface MediaHandlerOptions {
  storage: Storage;
  /** The image pipeline; without it image parameters are ignored and originals served. */
  variants?: Variants;
}

type RangeResult = ByteRange | "unsatisfiable" | null;

/**
 * One "bytes=" range (a suffix "-500", open "100-" or closed "0-99"). Several ranges or a
 * malformed header answer with the whole file, as RFC 9110 allows.
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== "" && Number(match[2]) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === `"${etag}"`);
}

function notModified(headers: IncomingHttpHeaders, object: StoredObject): boolean {
  const inm = headers["if-none-match"];
  if (inm) return etagMatches(inm, object.etag);
  const ims = headers["if-modified-since"];
  if (ims) {
    const since = Date.parse(ims);
    return Number.isFinite(since) && Math.floor(object.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
  }
  return false;
}

/** If-Range with a different validator means "the file changed: send it whole". */
function rangeApplies(headers: IncomingHttpHeaders, object: StoredObject): boolean {
  const ifRange = headers["if-range"];
  if (typeof ifRange !== "string" || !ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith("W/")) return ifRange === `"${object.etag}"`;
  const date = Date.parse(ifRange);
  return Number.isFinite(date) && Math.floor(object.lastModified.getTime() / 1000) <= Math.floor(date / 1000);
}

function setMediaHeaders(res: Response, key: string, object: StoredObject, vary: boolean, cacheControl = ASSET_CACHE_CONTROL): void {
  res.setHeader("Cache-Control", cacheControl);
  res.setHeader("ETag", `"${object.etag}"`);
  res.setHeader("Last-Modified", object.lastModified.toUTCString());
  res.setHeader("Accept-Ranges", "bytes");
  res.setHeader("Content-Type", object.contentType ?? contentTypeForKey(key));
  if (vary) res.setHeader("Vary", "Accept");
}

function notFound(res: Response): void {
  res.status(404).setHeader("Cache-Control", "no-store");
  res.type("text/plain; charset=utf-8").send(NOT_FOUND);
}

/**
 * Sends a stored object with validators and range support. Resolves false when the key is missing
 * (nothing is sent then). Without conditional or range headers it costs one storage request.
 */
async function sendStored(req: Request, res: Response, storage: Storage, key: string, vary: boolean, cacheControl = ASSET_CACHE_CONTROL): Promise<boolean> {
  const needsStat = req.method === "HEAD" || req.headers.range || req.headers["if-none-match"] || req.headers["if-modified-since"];
  let range: ByteRange | null = null;
  let opened: Awaited<ReturnType<Storage["get"]>> = null;
  if (needsStat) {
    const object = await storage.stat(key);
    if (!object) return false;
    setMediaHeaders(res, key, object, vary, cacheControl);
    if (notModified(req.headers, object)) {
      res.status(304).end();
      return true;
    }
    const parsed = rangeApplies(req.headers, object) ? parseRange(req.headers.range, object.size) : null;
    if (parsed === "unsatisfiable") {
      res.status(416).setHeader("Content-Range", `bytes */${object.size}`);
      res.removeHeader("Content-Type");
      res.end();
      return true;
    }
    range = parsed;
    if (req.method === "HEAD") {
      if (range) res.status(206).setHeader("Content-Range", `bytes ${range.start}-${range.end}/${object.size}`);
      res.setHeader("Content-Length", range ? range.end - range.start + 1 : object.size);
      res.end();
      return true;
    }
    opened = await storage.get(key, range ?? undefined);
    if (!opened) return false;
  } else {
    opened = await storage.get(key);
    if (!opened) return false;
    setMediaHeaders(res, key, opened.object, vary, cacheControl);
  }
  const { object, body } = opened;
  if (range) {
    res.status(206).setHeader("Content-Range", `bytes ${range.start}-${range.end}/${object.size}`);
    res.setHeader("Content-Length", range.end - range.start + 1);
  } else {
    res.status(200).setHeader("Content-Length", object.size);
  }
  try {
    await pipeline(body, res);
  } catch (error) {
    // A visitor who stops a video mid-way closes the connection: that is no error of ours.
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") logger().warn({ err: error, key }, "Mediendatei konnte nicht vollständig gesendet werden");
    res.destroy();
  }
  return true;
}

/**
 * The render queue is full: a small original stands in for its variant (not cached as it), a
 * large one is not sent to everyone at once, the visitor gets a 503 with Retry-After instead.
 */
async function sendBusy(req: Request, res: Response, storage: Storage, key: string): Promise<void> {
  const original = await storage.stat(key);
  if (!original) return notFound(res);
  if (original.size <= BUSY_FALLBACK_MAX_BYTES) {
    const publicUrl = storage.publicUrl(key);
    if (publicUrl) {
      res.setHeader("Cache-Control", NO_STORE);
      res.redirect(302, publicUrl);
      return;
    }
    if (await sendStored(req, res, storage, key, false, NO_STORE)) return;
    return notFound(res);
  }
  res.status(503).setHeader("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", NO_STORE);
  res.type("text/plain; charset=utf-8").send(BUSY_MESSAGE);
}

/**
 * GET/HEAD /media/{key}: originals and (for images with width/quality/format parameters) their
 * resized variants, from the local disk or proxied from the bucket, or a redirect to the bucket's
 * public address when it has one. Mount with `app.use("/media", mediaHandler(…))`.
 */
export function mediaHandler(options: MediaHandlerOptions): RequestHandler {
  const { storage, variants } = options;
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).setHeader("Allow", "GET, HEAD");
      res.type("text/plain; charset=utf-8").send("Methode nicht erlaubt.");
      return;
    }
    res.setHeader("Content-Security-Policy", MEDIA_CSP);
    res.setHeader("X-Content-Type-Options", "nosniff");
    let key: string;
    try {
      key = decodeURIComponent(req.path.replace(/^\//, ""));
      assertValidKey(key);
      // Backups share the bucket (app/server/backup/store.server.ts) but never its public face:
      // they hold every account's password hash.
      if (key.startsWith("backups/")) throw new Error("Sicherungen sind keine Mediendateien");
    } catch {
      notFound(res);
      return;
    }
    try {
      let target = { key, vary: false };
      const query = new URL(req.originalUrl ?? req.url, "http://media").searchParams;
      const params = variants && key.startsWith("images/") && wantsVariant(query) ? parseVariantParams(query) : null;
      const publicBucket = storage.publicUrl(key) !== null;
      if (variants && params) {
        const accept = req.headers.accept;
        target = variants.plan(key, params, accept);
        // Served straight away when already stored (the usual case); rendered once otherwise.
        if (!publicBucket && (await sendStored(req, res, storage, target.key, target.vary))) return;
        // A client that leaves while its render waits takes it out of the queue (unless others
        // wait for it too); a render that has started finishes and is stored all the same.
        const left = new AbortController();
        const onClose = () => left.abort();
        res.once("close", onClose);
        let resolved: Awaited<ReturnType<Variants["resolve"]>>;
        try {
          resolved = await variants.resolve(key, params, accept, left.signal);
        } finally {
          res.off("close", onClose);
        }
        if (left.signal.aborted) return;
        if (resolved === BUSY) {
          await sendBusy(req, res, storage, key);
          return;
        }
        if (!resolved) {
          notFound(res);
          return;
        }
        target = { key: resolved.key, vary: target.vary && resolved.key !== key };
      }
      // A public bucket serves the bytes itself (and answers unknown keys with its own 404); a
      // variant is known to exist here, resolve() stored it.
      const publicUrl = storage.publicUrl(target.key);
      if (publicUrl) {
        res.setHeader("Cache-Control", REDIRECT_CACHE_CONTROL);
        if (target.vary) res.setHeader("Vary", "Accept");
        res.redirect(302, publicUrl);
        return;
      }
      if (!(await sendStored(req, res, storage, target.key, target.vary))) notFound(res);
    } catch (error) {
      if (res.headersSent) {
        logger().error({ err: error, key }, "Mediendatei konnte nicht gesendet werden");
        res.destroy();
      } else next(error);
    }
  };
}
