import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { de } from "~/i18n/de";
import type { Db } from "../db/client.server";
import { readMultipart } from "../http/multipart.server";
import { logger } from "../logger.server";
import type { Storage } from "../storage/storage.server";
import { allowLongUpload } from "../http/request-deadline.server";
import { createAssetsForFiles, removeStored, storeFile, UploadError, type AssetFields, type StoredFile } from "./upload.server";
import type { Variants } from "./variants.server";

/**
 * POST /api/assets: multipart/form-data with one or more `file` parts and optional `folder_id`,
 * `description`, `alt_text`. Served by Express before React Router so the body streams straight
 * from the socket through busboy into storage (never whole files in memory). The body limit
 * (UPLOAD_MAX_MB, app/server/http/body-limit.server.ts) has refused oversized requests by their
 * Content-Length already; the per-file limit here guards the rest.
 */

export const MAX_FILES_PER_REQUEST = 20;

export interface UploadHttpDeps {
  db: Db;
  storage: Storage;
  maxBytes: number;
  /** Throws a Response (401/403) unless the role may do this (requireOperation, app/server/auth/operations.ts). */
  authorize: (request: Request) => Promise<unknown>;
  /** The image pipeline: renders the common variants of uploaded pictures in the background. */
  variants?: Variants;
}

/** The Web Request the auth guard reads (headers only: cookies and origin). */
export function webRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(new URL(req.originalUrl, `http://${req.headers.host ?? "localhost"}`), { method: "GET", headers });
}

/**
 * The access check of an upload route Express serves itself: false after answering 401/403 (and
 * closing the connection, so the refused body is not read on).
 */
export async function admitRequest(req: ExpressRequest, res: ExpressResponse, authorize: (request: Request) => Promise<unknown>): Promise<boolean> {
  try {
    await authorize(webRequest(req));
    // Staff may take as long as the bytes keep coming; until here the whole-request bound held.
    allowLongUpload(req);
    return true;
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    res.status(error.status).set("Connection", "close").json(await error.json());
    return false;
  }
}

function sendError(res: ExpressResponse, status: number, message: string, fields?: Record<string, string>) {
  if (res.headersSent || res.writableEnded) return;
  res.status(status).json(fields && Object.keys(fields).length ? { error: message, fields } : { error: message });
}

export function uploadHandler(deps: UploadHttpDeps) {
  return async (req: ExpressRequest, res: ExpressResponse) => {
    res.set("Cache-Control", "no-store");
    if (!(await admitRequest(req, res, deps.authorize))) return;
    if (!req.is("multipart/form-data")) {
      sendError(res, 415, de.media.api.badForm, { file: de.media.api.badForm });
      return;
    }
    // One byte over the limit is enough for storage to notice and refuse the file.
    const read = readMultipart(req, res, { files: MAX_FILES_PER_REQUEST, fileSize: deps.maxBytes + 1, fields: 10, fieldSize: 10_000, parts: MAX_FILES_PER_REQUEST + 10 }, de.media.api.aborted);
    if (!read) {
      sendError(res, 400, de.media.api.badForm, { file: de.media.api.badForm });
      return;
    }
    const { parser } = read;

    const fields: AssetFields = {};
    const pending: Promise<StoredFile>[] = [];
    let failure: UploadError | null = null;
    const fail = (error: UploadError) => (failure ??= error);

    parser.on("field", (name, value) => {
      if (name === "folder_id" || name === "description" || name === "alt_text") fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || failure) {
        stream.resume();
        return;
      }
      read.track(stream);
      const stored = storeFile(deps.storage, stream, info.filename ?? "", deps.maxBytes);
      stored.catch((error: unknown) => {
        if (!(error instanceof UploadError)) return;
        fail(error);
        // The storage cannot take the file (a full disk): say so at once instead of after the whole body.
        if (error.status === 507) read.stop(() => sendError(res, error.status, error.message, error.fields));
      });
      pending.push(stored);
    });
    parser.on("filesLimit", () => fail(new UploadError(400, de.media.api.tooManyFiles(MAX_FILES_PER_REQUEST), { file: de.media.api.tooManyFiles(MAX_FILES_PER_REQUEST) })));

    const parseError = await read.finished();
    const results = await Promise.allSettled(pending);
    const stored = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const unexpected = results.find((r) => r.status === "rejected" && !(r.reason instanceof UploadError));

    const aborted = read.aborted;
    if (aborted || parseError || failure || unexpected || stored.length === 0) {
      await removeStored(deps.storage, stored.map((f) => f.key));
      if (aborted) {
        logger().info({ module: "media", files: stored.length }, "Upload abgebrochen, nichts gespeichert");
        return;
      }
      if (failure) return sendError(res, (failure as UploadError).status, (failure as UploadError).message, (failure as UploadError).fields);
      if (unexpected || parseError) {
        logger().error({ err: unexpected && unexpected.status === "rejected" ? unexpected.reason : parseError, module: "media" }, "Upload fehlgeschlagen");
        return parseError && !unexpected
          ? sendError(res, 400, de.media.api.badForm, { file: de.media.api.badForm })
          : sendError(res, 500, de.media.api.storageFailed);
      }
      return sendError(res, 400, de.media.api.noFile, { file: de.media.api.noFile });
    }
    try {
      const assets = await createAssetsForFiles(deps.db, deps.storage, stored, fields);
      res.status(201).json({ assets });
      // After the answer, one picture after another, behind visitors' renders; a failure is
      // logged (the variants then appear on their first request).
      for (const asset of assets) {
        if (asset.asset_type !== "image" || !deps.variants) continue;
        deps.variants.generate(asset.file_path, asset.width).catch((error: unknown) => {
          logger().error({ err: error, key: asset.file_path, module: "media" }, "Bildvarianten konnten nicht erzeugt werden");
        });
      }
    } catch (error) {
      if (error instanceof UploadError) return sendError(res, error.status, error.message, error.fields);
      logger().error({ err: error, module: "media" }, "Upload konnte nicht gespeichert werden");
      sendError(res, 500, de.media.api.storageFailed);
    }
  };
}
