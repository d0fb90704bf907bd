import busboy from "busboy";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { deImport } from "~/i18n/import";
import { logger } from "../logger.server";
import { admitRequest } from "../media/upload-http.server";
import { ImportUploadError, removeImportUpload, storeImportUpload, sweepImportUploads, type StoredImportUpload } from "./uploads.server";

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
  res.status(status).json(status === 400 || status === 413 || status === 415 ? { error: message, fields: { file: message } } : { error: message });
}

export function importUploadHandler(deps: ImportUploadDeps) {
  return async (req: ExpressRequest, res: ExpressResponse) => {
    res.set("Cache-Control", "no-store");
    if (!(await admitRequest(req, res, deps.authorize))) return;
    if (!req.is("multipart/form-data")) return sendError(res, 415, deImport.api.badForm);
    // Uploads nobody ran for a day go before a new one arrives (the hourly maintenance does it too).
    await sweepImportUploads(deps.dataDir).catch((error: unknown) => logger().error({ err: error, module: "import" }, deImport.log.removeFailed));

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: "utf8",
        // One byte over the limit is enough for the gate to notice and refuse the file.
        limits: { files: 1, fileSize: deps.maxBytes + 1, fields: 5, fieldSize: 1000, parts: 6 },
      });
    } catch {
      return sendError(res, 400, deImport.api.badForm);
    }

    let stored: Promise<StoredImportUpload> | null = null;
    let aborted = false;
    let parsing = true;
    let open: (NodeJS.ReadableStream & { destroy(error?: Error): void }) | null = null;
    /**
     * Not an export: say so after its first kilobytes instead of after the whole body, and stop
     * reading (Connection: close, so the client sends nothing more behind it).
     */
    const giveUp = (error: ImportUploadError) => {
      if (aborted || res.headersSent) return;
      res.set("Connection", "close");
      sendError(res, error.status, error.message);
      req.unpipe(parser);
      parser.destroy();
      req.resume();
    };

    parser.on("file", (name, stream, info) => {
      if (name !== "file" || stored) {
        stream.resume();
        return;
      }
      open = stream;
      stream.once("close", () => (open = null));
      stored = storeImportUpload(deps.dataDir, stream, info.filename ?? "", deps.maxBytes);
      stored.catch((error: unknown) => {
        if (error instanceof ImportUploadError && error.status === 400) giveUp(error);
      });
    });
    const parsed = new Promise<void>((resolve, reject) => {
      parser.once("close", resolve);
      parser.once("error", reject);
    }).finally(() => (parsing = false));
    req.once("close", () => {
      // "close" also follows a fully read body; only an incomplete one means the client left.
      if (!parsing || req.complete) return;
      aborted = true;
      const error = new Error(deImport.api.aborted);
      open?.destroy(error);
      parser.destroy(error);
    });
    req.pipe(parser);

    let parseError: unknown = null;
    try {
      await parsed;
    } catch (error) {
      parseError = error;
    }
    const pending = stored as Promise<StoredImportUpload> | null;
    if (!pending) {
      if (aborted) return;
      return sendError(res, 400, parseError ? deImport.api.badForm : deImport.api.noFile);
    }
    try {
      const upload = await pending;
      if (aborted || parseError) {
        await removeImportUpload(deps.dataDir, upload.upload);
        if (!aborted) sendError(res, 400, deImport.api.badForm);
        return;
      }
      res.status(201).json({ upload: upload.upload, name: upload.name, size: upload.size });
    } catch (error) {
      if (error instanceof ImportUploadError) return sendError(res, error.status, error.message);
      if (aborted) {
        logger().info({ module: "import" }, deImport.api.aborted);
        return;
      }
      logger().error({ err: error, module: "import" }, deImport.api.storageFailed);
      sendError(res, 500, deImport.api.storageFailed);
    }
  };
}
