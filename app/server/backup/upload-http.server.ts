import fs from "node:fs";
import fsp from "node:fs/promises";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { deRestore } from "~/i18n/restore";
import { logger } from "../logger.server";
import { admitRequest } from "../media/upload-http.server";
import { isStorageFull } from "../storage/storage.server";
import { backupFileName } from "./names";
import { RestoreRefusedError, verifyArchive } from "./restore.server";
import type { BackupStore } from "./store.server";

/** Largest archive the browser may upload (a site with many videos is far below). */
export const BACKUP_UPLOAD_MAX_BYTES = 20 * 1024 * 1024 * 1024;

export interface BackupUploadDeps {
  store: BackupStore;
  maxBytes?: number;
  /** Throws a Response (401/403) unless the role may do this. */
  authorize: (request: Request) => Promise<unknown>;
}

class TooLarge extends Error {}

function sendError(res: ExpressResponse, status: number, message: string) {
  if (res.headersSent || res.writableEnded) return;
  res.status(status).json({ error: message, fields: { file: message } });
}

/**
 * POST /api/backups/upload: the archive as the raw request body (`Content-Type: application/gzip`),
 * served by Express before React Router so it streams from the socket to the backups' temp folder.
 * The archive is verified as a restore would (manifest, every checksum; nothing else is unpacked)
 * before it is stored, named by its own moment in German time (the next free second when taken).
 * Answers 201 `{ backup }`; a file that is not a complete backup of this CMS: 400 naming `file`.
 */
export function backupUploadHandler(deps: BackupUploadDeps) {
  const maxBytes = deps.maxBytes ?? BACKUP_UPLOAD_MAX_BYTES;
  return async (req: ExpressRequest, res: ExpressResponse) => {
    res.set("Cache-Control", "no-store");
    if (!(await admitRequest(req, res, deps.authorize))) return;
    if (!req.is(["application/gzip", "application/x-gzip", "application/octet-stream"])) return sendError(res, 415, deRestore.uploadType);
    const temp = await deps.store.tempFile(backupFileName());
    try {
      let bytes = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          callback(bytes > maxBytes ? new TooLarge() : null, chunk);
        },
      });
      await pipeline(req, limit, fs.createWriteStream(temp));
      const manifest = await verifyArchive(temp);
      const taken = new Set((await deps.store.listBackups()).map((entry) => entry.name));
      const made = Date.parse(manifest.createdAt);
      let at = Number.isNaN(made) ? Date.now() : made;
      while (taken.has(backupFileName(new Date(at)))) at += 1000;
      const entry = await deps.store.save(temp, backupFileName(new Date(at)));
      logger().info({ name: entry.name, bytes: entry.bytes }, "Sicherung hochgeladen");
      res.status(201).json({ backup: { name: entry.name, bytes: entry.bytes, created_at: entry.createdAt } });
    } catch (error) {
      if (error instanceof TooLarge) {
        res.set("Connection", "close");
        return sendError(res, 413, deRestore.uploadTooLarge);
      }
      if (error instanceof RestoreRefusedError) return sendError(res, 400, error.message);
      if (isStorageFull(error)) return sendError(res, 507, deRestore.uploadFull);
      if ((error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE" || req.destroyed) {
        logger().warn({ err: error }, "Hochladen einer Sicherung abgebrochen");
        return;
      }
      logger().error({ err: error }, "Hochladen einer Sicherung fehlgeschlagen");
      if (!res.headersSent) res.status(500).json({ error: deRestore.uploadFailed });
    } finally {
      await fsp.rm(temp, { force: true }).catch(() => undefined);
    }
  };
}
