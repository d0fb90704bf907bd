import type { Readable } from "node:stream";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { deImport } from "~/i18n/import";
import { readMultipart } from "../http/multipart.server";
import { logger } from "../logger.server";
import { admitRequest } from "../media/upload-http.server";
import { findImportMedia, MEDIA_ZIP_LIMITS, removeImportMedia, storeImportMedia, type MediaZipLimits, type StoredImportMedia } from "./media-zip.server";
import { findImportUpload, ImportUploadError, removeImportUpload, storeImportUpload, sweepImportUploads, type StoredImportUpload } from "./uploads.server";

/**
 * POST /api/import: multipart/form-data with the WordPress export in the part `file`. Served by
 * Express before React Router, like the media upload, so the file streams from the socket to
 * DATA_DIR/imports (a 50 MB export never sits in memory). The body limit (body-limit.server.ts)
 * has refused a larger Content-Length already; the file's own limit guards the rest. Answers 201
 * `{ upload, name, size }`; 400 names the field `file`.
 */

export interface ImportUploadDeps {
  dataDir: string;
  maxBytes: number;
  /** Throws a Response (401/403) unless the role may do this (requireOperation, app/server/auth/operations.ts). */
  authorize: (request: Request) => Promise<unknown>;
}

function sendError(res: ExpressResponse, status: number, message: string) {
  if (res.headersSent || res.writableEnded) return;
  res.status(status).json(status === 400 || status === 413 || status === 415 || status === 507 ? { error: message, fields: { file: message } } : { error: message });
}

/** One file in the multipart part `file`, streamed to `store`; `answer` is the 201's body. */
interface SingleFile<T> {
  maxBytes: number;
  store: (stream: Readable, filename: string) => Promise<T>;
  discard: (stored: T) => Promise<void>;
  answer: (stored: T) => unknown;
  /** The answer when the form holds no such part. */
  noFile: string;
}

/**
 * Receives one file of a multipart request: refuses it after its first bytes when `store` says it
 * is not what is wanted (400), or when it grows too large (413), and stops reading then; what was
 * stored is discarded again when the client leaves or the form is broken.
 */
async function receiveSingleFile<T>(req: ExpressRequest, res: ExpressResponse, spec: SingleFile<T>): Promise<void> {
  // One byte over the limit is enough for the gate to notice and refuse the file.
  const read = readMultipart(req, res, { files: 1, fileSize: spec.maxBytes + 1, fields: 5, fieldSize: 1000, parts: 6 }, deImport.api.aborted);
  if (!read) return sendError(res, 400, deImport.api.badForm);

  let stored: Promise<T> | null = null;
  read.parser.on("file", (name, stream, info) => {
    if (name !== "file" || stored) {
      stream.resume();
      return;
    }
    read.track(stream);
    stored = spec.store(stream, info.filename ?? "");
    stored.catch((error: unknown) => {
      // Not what is wanted: say so after its first kilobytes instead of after the whole body.
      if (error instanceof ImportUploadError && error.status === 400) read.stop(() => sendError(res, error.status, error.message));
    });
  });
  const parseError = await read.finished();
  const aborted = read.aborted;
  const pending = stored as Promise<T> | null;
  if (!pending) {
    if (aborted) return;
    return sendError(res, 400, parseError ? deImport.api.badForm : spec.noFile);
  }
  try {
    const upload = await pending;
    if (aborted || parseError) {
      await spec.discard(upload);
      if (!aborted) sendError(res, 400, deImport.api.badForm);
      return;
    }
    res.status(201).json(spec.answer(upload));
  } catch (error) {
    if (error instanceof ImportUploadError) return sendError(res, error.status, error.message);
    if (aborted) {
      logger().info({ module: "import" }, deImport.api.aborted);
      return;
    }
    logger().error({ err: error, module: "import" }, deImport.api.storageFailed);
    sendError(res, 500, deImport.api.storageFailed);
  }
}

export function importUploadHandler(deps: ImportUploadDeps) {
  return async (req: ExpressRequest, res: ExpressResponse) => {
    res.set("Cache-Control", "no-store");
    if (!(await admitRequest(req, res, deps.authorize))) return;
    if (!req.is("multipart/form-data")) return sendError(res, 415, deImport.api.badForm);
    // Uploads nobody ran for a day go before a new one arrives (the hourly maintenance does it too).
    await sweepImportUploads(deps.dataDir).catch((error: unknown) => logger().error({ err: error, module: "import" }, deImport.log.removeFailed));
    await receiveSingleFile<StoredImportUpload>(req, res, {
      maxBytes: deps.maxBytes,
      store: (stream, filename) => storeImportUpload(deps.dataDir, stream, filename, deps.maxBytes),
      discard: (upload) => removeImportUpload(deps.dataDir, upload.upload),
      answer: (upload) => ({ upload: upload.upload, name: upload.name, size: upload.size }),
      noFile: deImport.api.noFile,
    });
  };
}

export interface ImportMediaUploadDeps {
  dataDir: string;
  limits?: MediaZipLimits;
  authorize: (request: Request) => Promise<unknown>;
  /** Whether an import runs now: its folder is not replaced under it (409). */
  importRunning: () => Promise<boolean>;
}

/**
 * POST /api/import/{upload}/media: 'Medien aus einer Sicherung', a ZIP of wp-content/uploads for
 * an uploaded export, in the part `file`; streamed, checked, unpacked and added to the ZIPs sent
 * before (media-zip.server.ts). Answers 201 `{ files, zips }`; 404 for an unknown upload, 409 while
 * an import runs, 400 naming `file` for anything that is no usable ZIP (nothing changes then).
 */
export function importMediaUploadHandler(deps: ImportMediaUploadDeps) {
  return async (req: ExpressRequest, res: ExpressResponse) => {
    res.set("Cache-Control", "no-store");
    if (!(await admitRequest(req, res, deps.authorize))) return;
    const id = String(req.params.upload ?? "");
    if (!(await findImportUpload(deps.dataDir, id))) {
      res.set("Connection", "close");
      return sendError(res, 404, deImport.api.unknownUpload);
    }
    if (await deps.importRunning()) {
      res.set("Connection", "close");
      return sendError(res, 409, deImport.api.busy);
    }
    if (!req.is("multipart/form-data")) return sendError(res, 415, deImport.api.badForm);
    const limits = deps.limits ?? MEDIA_ZIP_LIMITS;
    await receiveSingleFile<StoredImportMedia>(req, res, {
      maxBytes: limits.maxBytes,
      store: (stream, filename) => storeImportMedia(deps.dataDir, id, stream, filename, limits, async () => !(await deps.importRunning())),
      discard: () => removeImportMedia(deps.dataDir, id),
      answer: (media) => ({ files: media.files, zips: media.zips }),
      noFile: deImport.api.noZip,
    });
  };
}

/** DELETE /api/import/{upload}/media: 'ZIP-Dateien entfernen' (204); 404 without any, 409 while an import runs. */
export function importMediaDeleteHandler(deps: Omit<ImportMediaUploadDeps, "limits">) {
  return async (req: ExpressRequest, res: ExpressResponse) => {
    res.set("Cache-Control", "no-store");
    if (!(await admitRequest(req, res, deps.authorize))) return;
    const id = String(req.params.upload ?? "");
    if (!(await findImportUpload(deps.dataDir, id))) return sendError(res, 404, deImport.api.unknownUpload);
    if (!(await findImportMedia(deps.dataDir, id))) return sendError(res, 404, deImport.api.noMedia);
    if (await deps.importRunning()) return sendError(res, 409, deImport.api.busy);
    await removeImportMedia(deps.dataDir, id);
    res.status(204).end();
  };
}
