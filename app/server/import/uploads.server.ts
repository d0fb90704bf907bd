import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { deImport } from "~/i18n/import";
import type { ImportUpload } from "~/lib/import-schema";
import { logger } from "../logger.server";
import { cleanFileName } from "../media/file-types.server";

/**
 * WordPress export files uploaded for the admin's import (POST /api/import): kept on the local
 * disk in DATA_DIR/imports as `<id>.xml` beside `<id>.json` (name, size), from the upload until
 * a real import of it has finished, or for IMPORT_UPLOAD_MAX_AGE_MS since last use at most. Not in
 * the media storage: they are working files of one process group, never served.
 */

export { IMPORT_UPLOAD_MAX_BYTES } from "~/lib/import-schema";
export const IMPORT_UPLOAD_MAX_AGE_MS = 24 * 60 * 60_000;
/** WordPress writes a comment block of ~1.5 KB before `<rss … xmlns:wp=…>`; plugins add more. */
export const WXR_SNIFF_BYTES = 16 * 1024;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class ImportUploadError extends Error {
  constructor(
    readonly status: 400 | 409 | 413 | 507,
    message: string,
  ) {
    super(message);
    this.name = "ImportUploadError";
  }
}

export interface StoredImportUpload extends ImportUpload {
  /** The XML file on disk. */
  file: string;
}

export function importsDir(dataDir: string): string {
  return path.join(dataDir, "imports");
}

/** Only ids we made: anything else could name a path outside the folder. */
export function isUploadId(id: string): boolean {
  return ID.test(id);
}

/**
 * Whether the first bytes of a file look like a WordPress export: XML (an XML declaration or the
 * `<rss` root, after a byte order mark, whitespace or comments) that names the WXR namespace
 * (`http://` or `https://wordpress.org/export/1.x/`) within them.
 */
export function looksLikeWxr(head: string): boolean {
  const start = head.replace(/^\uFEFF/, "").replace(/^(\s|<!--[\s\S]*?-->)+/, "");
  if (!start.startsWith("<?xml") && !start.startsWith("<rss")) return false;
  return /https?:\/\/wordpress\.org\/export\/\d/.test(head);
}

/**
 * Counts and checks the bytes on their way to disk: the first WXR_SNIFF_BYTES (or the whole file,
 * if shorter) must look like a WordPress export; more than `maxBytes` fails with 413.
 */
class WxrGate extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;
  size = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(new ImportUploadError(413, deImport.api.tooLarge(Math.floor(this.maxBytes / (1024 * 1024)))));
    if (this.checked) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < WXR_SNIFF_BYTES) return callback();
    this.check(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.checked) return callback();
    this.check(callback);
  }

  private check(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.checked = true;
    if (!looksLikeWxr(head.subarray(0, WXR_SNIFF_BYTES).toString("utf8"))) return callback(new ImportUploadError(400, deImport.api.notWxr));
    callback(null, head);
  }
}

/**
 * Streams one uploaded file to DATA_DIR/imports. Throws ImportUploadError (400: not a WordPress
 * export, 413: larger than `maxBytes`); nothing stays on disk then. On any failure `input` is
 * unpiped and read away, never destroyed, so a multipart parser feeding it can go on to its end.
 */
export async function storeImportUpload(dataDir: string, input: Readable, rawName: string, maxBytes: number): Promise<StoredImportUpload> {
  const dir = importsDir(dataDir);
  await fsp.mkdir(dir, { recursive: true });
  const id = randomUUID();
  const partial = path.join(dir, `${id}.xml.partial`);
  const file = path.join(dir, `${id}.xml`);
  const gate = new WxrGate(maxBytes);
  try {
    await writeGated(input, gate, partial);
  } catch (error) {
    await fsp.rm(partial, { force: true });
    throw error;
  }
  const upload: StoredImportUpload = { upload: id, name: cleanFileName(rawName || "export.xml"), size: gate.size, file };
  try {
    await fsp.writeFile(path.join(dir, `${id}.json`), JSON.stringify({ name: upload.name, size: upload.size }));
    await fsp.rename(partial, file);
  } catch (error) {
    await removeImportUpload(dataDir, id);
    await fsp.rm(partial, { force: true });
    throw error;
  }
  logger().info({ module: "import", upload: id, bytes: upload.size }, deImport.log.stored);
  return upload;
}

/** The upload with this id, or null (unknown, malformed or already removed). */
export async function findImportUpload(dataDir: string, id: string): Promise<StoredImportUpload | null> {
  if (!isUploadId(id)) return null;
  const dir = importsDir(dataDir);
  const file = path.join(dir, `${id}.xml`);
  try {
    const [meta, stat] = await Promise.all([fsp.readFile(path.join(dir, `${id}.json`), "utf8"), fsp.stat(file)]);
    const parsed = JSON.parse(meta) as { name?: unknown };
    return { upload: id, name: typeof parsed.name === "string" ? parsed.name : `${id}.xml`, size: stat.size, file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Marks an upload as used now: the age limit counts from its last run. */
export async function touchImportUpload(upload: StoredImportUpload, now = new Date()): Promise<void> {
  await fsp.utimes(upload.file, now, now);
}

/** Names of an upload's ZIP of media (media-zip.server.ts): the unpacked folder, its metadata, and unfinished ones. */
export function isImportMediaName(id: string, name: string): boolean {
  return name === `${id}.media` || name === `${id}.media.json` || name.startsWith(`${id}.media.partial-`) || name.startsWith(`${id}.media.zip.partial-`) || name.startsWith(`${id}.media.old-`);
}

/** The names in the imports folder; none before the first upload made it. */
async function namesIn(dir: string): Promise<string[]> {
  try {
    return await fsp.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/**
 * Streams an upload's body through `gate` (which refuses what is not wanted, or too large) into a
 * new file. On a refusal the rest of the body is read away and the file is closed before the error
 * is thrown, so the caller may remove it (the file opens asynchronously: removed earlier, the open
 * could create it again).
 */
export async function writeGated(input: Readable, gate: Transform, file: string): Promise<void> {
  input.pipe(gate);
  input.once("error", (error) => gate.destroy(error));
  const out = fs.createWriteStream(file, { flags: "wx" });
  try {
    await pipeline(gate, out);
  } catch (error) {
    input.unpipe(gate);
    input.resume();
    if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
    throw error;
  }
}

/** Best effort: a file that cannot be removed is logged and swept later. The upload's unpacked media go with it. */
export async function removeImportUpload(dataDir: string, id: string): Promise<void> {
  if (!isUploadId(id)) return;
  const dir = importsDir(dataDir);
  const media = await fsp.readdir(dir).then(
    (names) => names.filter((name) => isImportMediaName(id, name)),
    () => [],
  );
  await Promise.all(
    [`${id}.xml`, `${id}.json`, ...media].map((name) =>
      fsp.rm(path.join(dir, name), { force: true, recursive: true }).catch((error: unknown) => logger().error({ err: error, module: "import", file: name }, deImport.log.removeFailed)),
    ),
  );
}

/**
 * Removes uploads (and unfinished writes) not used for `maxAgeMs`; by the XML file's time, so an
 * upload's metadata goes with it. Returns how many uploads went.
 */
export async function sweepImportUploads(dataDir: string, maxAgeMs = IMPORT_UPLOAD_MAX_AGE_MS, now = Date.now()): Promise<number> {
  const dir = importsDir(dataDir);
  const names = await namesIn(dir);
  const ids = new Set(names.map((name) => name.split(".")[0]).filter(isUploadId));
  let removed = 0;
  for (const id of ids) {
    const times = await Promise.all(
      [`${id}.xml`, `${id}.xml.partial`].map((name) =>
        fsp.stat(path.join(dir, name)).then(
          (stat) => stat.mtimeMs,
          () => null,
        ),
      ),
    );
    const present = times.filter((t): t is number => t !== null);
    // Metadata without its XML file (a crash between the two writes) goes too.
    const newest = present.length ? Math.max(...present) : 0;
    if (now - newest <= maxAgeMs) continue;
    await removeImportUpload(dataDir, id);
    await fsp.rm(path.join(dir, `${id}.xml.partial`), { force: true });
    removed++;
  }
  if (removed) logger().info({ module: "import", uploads: removed }, deImport.log.swept);
  return removed;
}

/** An upload still being received writes its `.partial` continuously; one untouched this long was left by a killed process. */
export const PARTIAL_UPLOAD_IDLE_MS = 10 * 60_000;

/**
 * Removes unfinished upload writes (`<id>.xml.partial`, with the upload's metadata when there is no
 * finished XML file) that nothing wrote to for `idleMs`: for the start-up cleanup (issue 38, item 26).
 * Not every partial file: another process on the same DATA_DIR may be receiving one right now.
 * Returns how many went.
 */
export async function removePartialImportUploads(dataDir: string, idleMs = PARTIAL_UPLOAD_IDLE_MS, now = Date.now()): Promise<number> {
  const dir = importsDir(dataDir);
  const names = await namesIn(dir);
  let removed = 0;
  for (const name of names) {
    // A ZIP of media being received or unpacked (media-zip.server.ts touches its folder as it goes).
    const mediaId = name.split(".")[0]!;
    if (isUploadId(mediaId) && /\.media\.(zip\.)?partial-|\.media\.old-/.test(name)) {
      const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
      if (!stat || now - stat.mtimeMs <= idleMs) continue;
      await fsp.rm(path.join(dir, name), { force: true, recursive: true });
      removed++;
      continue;
    }
    const id = name.slice(0, -".xml.partial".length);
    if (!name.endsWith(".xml.partial") || !isUploadId(id)) continue;
    const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
    if (!stat || now - stat.mtimeMs <= idleMs) continue;
    await fsp.rm(path.join(dir, name), { force: true });
    if (!names.includes(`${id}.xml`)) await fsp.rm(path.join(dir, `${id}.json`), { force: true });
    removed++;
  }
  if (removed) logger().info({ module: "import", uploads: removed }, deImport.log.swept);
  return removed;
}

/**
 * The newest upload still on the server (by its file's time: the upload or its last run) touched
 * after `afterMs`, or null: the import screen shows it again after the admin went elsewhere, until
 * it is imported or discarded ('Verwerfen', DELETE /api/import/{upload}).
 */
export async function latestImportUpload(dataDir: string, afterMs = 0): Promise<StoredImportUpload | null> {
  const dir = importsDir(dataDir);
  const names = await namesIn(dir);
  let newest: { id: string; time: number } | null = null;
  for (const name of names) {
    const id = name.slice(0, -".xml".length);
    if (!name.endsWith(".xml") || !isUploadId(id)) continue;
    const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
    if (stat && stat.mtimeMs > afterMs && (!newest || stat.mtimeMs > newest.time)) newest = { id, time: stat.mtimeMs };
  }
  return newest ? findImportUpload(dataDir, newest.id) : null;
}
