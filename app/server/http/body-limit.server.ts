import type { NextFunction, Request, Response } from "express";
import type http from "node:http";
import type { IncomingHttpHeaders } from "node:http";
import { IMPORT_MEDIA_MAX_BYTES, IMPORT_UPLOAD_MAX_BYTES } from "~/lib/import-schema";
import { BACKUP_UPLOAD_MAX_BYTES } from "../backup/upload-http.server";

/**
 * Every request body is bounded before anything reads it. Node's HTTP parser never hands on more
 * bytes than Content-Length announces, so checking that header is enough: a request that passes
 * cannot deliver more than its limit, and one that announces more is answered 413 without a
 * single byte of its body being read. A body without a length (chunked) could only be bounded by
 * reading it, so it is refused with 411: browsers and our clients always send the length.
 * Uploads (POST /api/assets) stream through busboy with their own limit, UPLOAD_MAX_MB
 * (configureUploadLimit), plus room for the multipart framing.
 */

const KB = 1024;
const MB = 1024 * KB;

/** Multipart framing and the form fields beside the files. */
const UPLOAD_OVERHEAD = 64 * KB;
let uploadLimit = 100 * MB + UPLOAD_OVERHEAD;

/** Sets the body limit of uploads from UPLOAD_MAX_MB (once at start). */
export function configureUploadLimit(maxFileBytes: number): void {
  uploadLimit = maxFileBytes + UPLOAD_OVERHEAD;
}

/** First match wins. */
const LIMITS: { test: (path: string) => boolean; bytes: number }[] = [
  // Admin uploads; the route checks the role before it reads a byte.
  { test: (p) => p === "/api/assets", get bytes() { return uploadLimit; } },
  // The WordPress export for the import (admin only, checked before a byte is read).
  { test: (p) => p === "/api/import", bytes: IMPORT_UPLOAD_MAX_BYTES + UPLOAD_OVERHEAD },
  // Its ZIP of wp-content/uploads ('Medien aus einer Sicherung'; admin only, checked before a byte is read).
  { test: (p) => /^\/api\/import\/[^/]+\/media$/.test(p), bytes: IMPORT_MEDIA_MAX_BYTES + UPLOAD_OVERHEAD },
  // An archive to restore (admin only, checked before a byte is read).
  { test: (p) => p === "/api/backups/upload", bytes: BACKUP_UPLOAD_MAX_BYTES },
  // Anonymous endpoints: sign-in, sign-up, reset, 2FA; contact forms.
  { test: (p) => p === "/api/auth" || p.startsWith("/api/auth/"), bytes: 64 * KB },
  { test: (p) => p === "/api/contact", bytes: 64 * KB },
  // The admin's JSON (pages with all their blocks) and its React Router actions (`.data` too).
  { test: (p) => p.startsWith("/api/") || p === "/admin" || p.startsWith("/admin/") || p.startsWith("/admin.") || p === "/optimize-block" || p.startsWith("/optimize-block."), bytes: 2 * MB },
];
/** Public pages accept contact forms posted without JavaScript, nothing bigger. */
const DEFAULT_LIMIT = 64 * KB;

export function bodyLimitFor(path: string): number {
  // Express and React Router match paths case-insensitively (`/API/Auth/…` reaches better-auth), so
  // the limits must too, or a capital letter would buy an anonymous caller the admin's 2 MB.
  const p = path.toLowerCase();
  return LIMITS.find((l) => l.test(p))?.bytes ?? DEFAULT_LIMIT;
}

export function formatLimit(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`;
}

function refuse(req: Request, res: Response, status: number, message: string): void {
  // Closing the connection after the answer keeps Node from draining an unread body.
  res.set("Connection", "close").set("Cache-Control", "no-store");
  if (req.path.toLowerCase().startsWith("/api/")) res.status(status).json({ error: message });
  else res.status(status).type("text/plain; charset=utf-8").send(message);
}

interface Refusal {
  status: 400 | 411 | 413;
  message: string;
}

/** Why a request's body would be refused, from its path and headers alone; null when it may come. */
function refusalOf(path: string, headers: IncomingHttpHeaders): Refusal | null {
  const length = headers["content-length"];
  if (length === undefined) {
    return headers["transfer-encoding"] !== undefined ? { status: 411, message: "Bitte senden Sie die Länge der Anfrage mit (Content-Length)." } : null;
  }
  // Node's parser already answers 400 to such a header itself; this guards other front ends.
  if (!/^\d{1,15}$/.test(length)) return { status: 400, message: "Ungültige Länge der Anfrage (Content-Length)." };
  const limit = bodyLimitFor(path);
  return Number(length) > limit ? { status: 413, message: `Die Anfrage ist zu groß (höchstens ${formatLimit(limit)}).` } : null;
}

export function bodyLimit() {
  return (req: Request, res: Response, next: NextFunction) => {
    const refusal = refusalOf(req.path, req.headers);
    if (refusal) return refuse(req, res, refusal.status, refusal.message);
    next();
  };
}

/**
 * For the server's "checkContinue" event. A client that sends `Expect: 100-continue` (curl does
 * for large bodies) waits for a "100 Continue" before it sends the body, and Node would send that
 * before any of our code ran. With this, only a body the limit lets through is asked for; a
 * refused one gets its 413/411 at once and never starts.
 */
export function continueWithinLimits(listener: http.RequestListener): http.RequestListener {
  return (req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (!refusalOf(path, req.headers)) res.writeContinue();
    listener(req, res);
  };
}
