import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl from "yauzl";
import { deImport } from "~/i18n/import";
import { IMPORT_MEDIA_MAX_BYTES, IMPORT_MEDIA_MAX_ENTRIES, IMPORT_MEDIA_MAX_UNPACKED_BYTES, type ImportMedia } from "~/lib/import-schema";
import { logger } from "../logger.server";
import { cleanFileName } from "../media/file-types.server";
import { ImportUploadError, importsDir, isUploadId, writeGated } from "./uploads.server";
import { uploadsFolder } from "./wordpress/media-import.server";

/**
 * 'Medien aus einer Sicherung' on the import screen (issue 39, Deliver 6): a ZIP of
 * wp-content/uploads sent beside an uploaded export (POST /api/import/{upload}/media). It streams
 * to DATA_DIR/imports (checked by its first bytes, not its name), its directory is read once and
 * checked as a whole before a byte is unpacked (names inside the folder, no links, no encryption,
 * entries and unpacked size bounded: a zip bomb is refused by what it declares, and yauzl refuses
 * an entry that unpacks to more than it declared), then it is unpacked beside it, its uploads folder
 * found (wrapping folders, wp-content/uploads) and its files added to the upload's own copy of
 * wp-content/uploads, `<id>.media`; the ZIP goes. Several ZIPs add up (an uploads folder larger
 * than one ZIP may be, or a slow line: a year per ZIP). The dry run and the import take that folder
 * as --media-from; it goes with the upload ('Verwerfen', after the import, the sweep:
 * removeImportUpload) or alone (DELETE /api/import/{upload}/media).
 */

export interface MediaZipLimits {
  /** The ZIP as sent. */
  maxBytes: number;
  maxEntries: number;
  /** All entries unpacked, by what the ZIP's directory declares. */
  maxUnpackedBytes: number;
}

export const MEDIA_ZIP_LIMITS: MediaZipLimits = { maxBytes: IMPORT_MEDIA_MAX_BYTES, maxEntries: IMPORT_MEDIA_MAX_ENTRIES, maxUnpackedBytes: IMPORT_MEDIA_MAX_UNPACKED_BYTES };

export interface StoredImportMedia extends ImportMedia {
  /** The unpacked files as a copy of wp-content/uploads (`<id>.media`): the run's mediaFrom. */
  dir: string;
}

const MB = 1024 * 1024;
/** Room left on the disk beyond the unpacked files (the database and the media library live there too). */
const DISK_RESERVE_BYTES = 256 * MB;
/** Local file header; an empty archive starts with its end record. */
const SIGNATURES = [Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0x50, 0x4b, 0x05, 0x06])];

/** Mac and Windows leave these in archives; never part of the uploads. */
function ignored(name: string): boolean {
  const base = name.replace(/\/$/, "").split("/").pop() ?? "";
  return name.startsWith("__MACOSX/") || base === ".DS_Store" || base === "Thumbs.db" || base === "desktop.ini";
}

/** Counts the bytes on their way to disk; the first four must be a ZIP's, more than `maxBytes` fail with 413. */
class ZipGate extends Transform {
  private head = Buffer.alloc(0);
  size = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(new ImportUploadError(413, deImport.api.zipTooLarge(Math.round((this.maxBytes / (1024 * MB)) * 10) / 10)));
    if (this.head.length < 4) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, 4 - this.head.length)]);
      if (this.head.length === 4 && !SIGNATURES.some((s) => s.equals(this.head))) return callback(new ImportUploadError(400, deImport.api.notZip));
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    callback(this.head.length < 4 ? new ImportUploadError(400, deImport.api.notZip) : null);
  }
}

const refuse = (message: string) => new ImportUploadError(400, message);

/** yauzl's refusal of an entry's name ("invalid relative path: ../evil") as ours, naming the entry. */
function nameError(error: unknown): ImportUploadError | null {
  const match = /^(?:absolute path|invalid relative path|invalid characters in fileName): (.*)$/s.exec(error instanceof Error ? error.message : "");
  return match ? refuse(deImport.api.zipUnsafePath(match[1]!)) : null;
}

/** A failure while reading or unpacking as the answer: the ZIP's fault (400), a full disk (507), else the server's (thrown as it is). */
function asUploadError(error: unknown): unknown {
  if (error instanceof ImportUploadError) return error;
  const named = nameError(error);
  if (named) return named;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "ENOSPC" || code === "EDQUOT") return new ImportUploadError(507, deImport.api.zipNoSpace);
  // A name the file system cannot hold, or a file and a folder of the same name: the archive's doing.
  if (code === undefined || code.startsWith("Z_") || ["ENAMETOOLONG", "EEXIST", "ENOTDIR", "EISDIR", "EINVAL", "EILSEQ", "ERR_OUT_OF_RANGE"].includes(code)) {
    logger().info({ err: error, module: "import" }, deImport.log.mediaRefused);
    return refuse(deImport.api.zipBroken);
  }
  return error;
}

async function openZip(file: string): Promise<yauzl.ZipFile> {
  return yauzl.openPromise(file, { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true, strictFileNames: false });
}

/** The entry's Unix file type (0 when the archive was made elsewhere). */
function fileType(entry: yauzl.Entry): number {
  return (entry.versionMadeBy >> 8 === 3 ? entry.externalFileAttributes >>> 16 : 0) & 0o170000;
}

/**
 * Reads the archive's directory and checks every entry before anything is unpacked. Returns how
 * many files it holds and their declared size; throws ImportUploadError naming what is wrong.
 */
export async function inspectMediaZip(file: string, limits: MediaZipLimits, target = "/unpacked"): Promise<{ files: number; bytes: number }> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch (error) {
    throw asUploadError(error);
  }
  try {
    // Counted by the archive's end record before its directory is read.
    if (zip.entryCount > limits.maxEntries) throw refuse(deImport.api.zipTooManyEntries(limits.maxEntries));
    const names = new Set<string>();
    let files = 0;
    let bytes = 0;
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (ignored(name)) continue;
      // Never outside the folder, whatever the name (yauzl has refused `..` and absolute names already).
      const full = path.resolve(target, name);
      if (!full.startsWith(target + path.sep) || name.includes("\0")) throw refuse(deImport.api.zipUnsafePath(name));
      const type = fileType(entry);
      if (name.endsWith("/")) {
        if (type !== 0 && type !== 0o040000) throw refuse(deImport.api.zipLink(name));
        continue;
      }
      if (type !== 0 && type !== 0o100000) throw refuse(deImport.api.zipLink(name));
      if (entry.isEncrypted()) throw refuse(deImport.api.zipEncrypted(name));
      if (!entry.canDecodeFileData()) throw refuse(deImport.api.zipUnsupported(name));
      if (names.has(full)) throw refuse(deImport.api.zipDuplicate(name));
      names.add(full);
      files++;
      bytes += entry.uncompressedSize;
      if (bytes > limits.maxUnpackedBytes) throw refuse(deImport.api.zipTooLargeUnpacked(Math.floor(limits.maxUnpackedBytes / (1024 * MB))));
    }
    if (files === 0) throw refuse(deImport.api.zipEmpty);
    return { files, bytes };
  } catch (error) {
    throw asUploadError(error);
  } finally {
    zip.close();
  }
}

/** Unpacks the checked archive into `target` (a new folder), one file at a time; each file's size as declared (yauzl checks). */
async function unpack(file: string, target: string): Promise<number> {
  const zip = await openZip(file);
  const made = new Set<string>();
  let files = 0;
  let touched = Date.now();
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (ignored(name)) continue;
      const full = path.resolve(target, name);
      if (!full.startsWith(target + path.sep)) throw refuse(deImport.api.zipUnsafePath(name));
      // Folders too (an empty wp-content/uploads says where the uploads were).
      const dir = name.endsWith("/") ? full : path.dirname(full);
      if (!made.has(dir)) {
        await fsp.mkdir(dir, { recursive: true });
        made.add(dir);
      }
      if (name.endsWith("/")) continue;
      await pipeline(await zip.openReadStreamPromise(entry), fs.createWriteStream(full, { flags: "wx" }));
      files++;
      // The start-up cleanup removes unpacking folders nothing touched for ten minutes.
      if (Date.now() - touched > 10_000) {
        touched = Date.now();
        await fsp.utimes(target, new Date(), new Date());
      }
    }
  } finally {
    zip.close();
  }
  return files;
}

/** The folder to take files from: down through single folders that are not a year (2023/) or a multisite's sites/. */
async function mediaRoot(dir: string): Promise<string> {
  let rel = "";
  for (let depth = 0; depth < 8; depth++) {
    const entries = await fsp.readdir(path.join(dir, rel), { withFileTypes: true });
    const only = entries.length === 1 ? entries[0]! : null;
    if (!only?.isDirectory() || /^\d{4}$/.test(only.name) || only.name === "sites") break;
    rel = path.join(rel, only.name);
  }
  // Then wp-content/uploads or uploads inside it, as for --media-from.
  return uploadsFolder(path.join(dir, rel));
}

/** Moves the files under `from` into `into` (a file of the same path replaced); how many moved and how many were new there. */
async function mergeInto(from: string, into: string): Promise<{ moved: number; added: number }> {
  let moved = 0;
  let added = 0;
  const walk = async (rel: string): Promise<void> => {
    for (const entry of await fsp.readdir(path.join(from, rel), { withFileTypes: true })) {
      const name = path.join(rel, entry.name);
      if (entry.isDirectory()) {
        await fsp.mkdir(path.join(into, name), { recursive: true });
        await walk(name);
      } else if (entry.isFile()) {
        const target = path.join(into, name);
        const existed = await fsp.lstat(target).then(
          () => true,
          () => false,
        );
        await fsp.rename(path.join(from, name), target);
        moved++;
        if (!existed) added++;
      }
    }
  };
  await walk("");
  return { moved, added };
}

async function freeBytes(dir: string): Promise<number | null> {
  try {
    const stats = await fsp.statfs(dir);
    return Number(stats.bavail) * Number(stats.bsize);
  } catch {
    return null;
  }
}

/** One change of an upload's media at a time in this process (adding a ZIP, removing them). */
const changes = new Map<string, Promise<unknown>>();
function oneAtATime<T>(id: string, work: () => Promise<T>): Promise<T> {
  const before = changes.get(id) ?? Promise.resolve();
  const next = before.then(work, work);
  const settled = next.catch(() => undefined);
  changes.set(id, settled);
  void settled.then(() => {
    if (changes.get(id) === settled) changes.delete(id);
  });
  return next;
}

function metaFile(dataDir: string, id: string): string {
  return path.join(importsDir(dataDir), `${id}.media.json`);
}

async function readMeta(dataDir: string, id: string): Promise<ImportMedia | null> {
  try {
    const meta = JSON.parse(await fsp.readFile(metaFile(dataDir, id), "utf8")) as Partial<ImportMedia>;
    const zips = Array.isArray(meta.zips) ? meta.zips.filter((z) => typeof z?.name === "string" && typeof z.size === "number" && typeof z.files === "number") : [];
    return { files: typeof meta.files === "number" ? meta.files : 0, zips };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" || error instanceof SyntaxError) return null;
    throw error;
  }
}

/**
 * Streams a ZIP for upload `id` to disk, checks and unpacks it, and adds its files to the upload's
 * copy of wp-content/uploads (`<id>.media`; a file of the same path replaced: several ZIPs add up).
 * Throws ImportUploadError (400: not a ZIP, broken or unsafe; 413: too large; 409: an import started
 * meanwhile; 507: no room); nothing of it stays then, and what was sent before stays as it was. On a
 * failure while receiving, `input` is unpiped and read away, never destroyed (as storeImportUpload).
 */
export async function storeImportMedia(
  dataDir: string,
  id: string,
  input: Readable,
  rawName: string,
  limits: MediaZipLimits = MEDIA_ZIP_LIMITS,
  /** Asked again right before the files are added (an import may have started meanwhile: 409). */
  canChange: () => Promise<boolean> = () => Promise.resolve(true),
): Promise<StoredImportMedia> {
  if (!isUploadId(id)) throw new Error(`Keine ID eines Uploads: ${id}`);
  const dir = importsDir(dataDir);
  await fsp.mkdir(dir, { recursive: true });
  const token = randomUUID();
  const zipFile = path.join(dir, `${id}.media.zip.partial-${token}`);
  const unpacked = path.join(dir, `${id}.media.partial-${token}`);
  const gate = new ZipGate(limits.maxBytes);
  try {
    await writeGated(input, gate, zipFile);
    const started = Date.now();
    const { bytes } = await inspectMediaZip(zipFile, limits, unpacked);
    const free = await freeBytes(dir);
    if (free !== null && free < bytes + DISK_RESERVE_BYTES) throw new ImportUploadError(507, deImport.api.zipNoSpace);
    await fsp.mkdir(unpacked);
    try {
      await unpack(zipFile, unpacked);
    } catch (error) {
      throw asUploadError(error);
    }
    await fsp.rm(zipFile, { force: true });
    const root = await mediaRoot(unpacked);
    const folder = path.join(dir, `${id}.media`);
    const media = await oneAtATime(id, async () => {
      if (!(await canChange())) throw new ImportUploadError(409, deImport.api.busy);
      const before = (await fsp.stat(folder).then(() => readMeta(dataDir, id), () => null)) ?? { files: 0, zips: [] };
      await fsp.mkdir(folder, { recursive: true });
      const { moved, added } = await mergeInto(root, folder).catch((error: unknown) => {
        throw asUploadError(error);
      });
      if (moved === 0) throw refuse(deImport.api.zipNoUploads);
      const name = cleanFileName(rawName || "uploads.zip");
      // The same ZIP sent again replaced its own files: listed once.
      const others = before.zips.filter((z) => !(z.name === name && z.size === gate.size));
      const next: ImportMedia = { files: before.files + added, zips: [...others, { name, size: gate.size, files: moved }] };
      // Written whole, then renamed: a reader never sees half of it (the name is one the cleanup knows).
      const partialMeta = path.join(dir, `${id}.media.partial-meta-${token}`);
      await fsp.writeFile(partialMeta, JSON.stringify(next));
      await fsp.rename(partialMeta, metaFile(dataDir, id));
      return next;
    });
    logger().info({ module: "import", upload: id, bytes: gate.size, files: media.zips.at(-1)?.files, ms: Date.now() - started }, deImport.log.mediaStored);
    return { ...media, dir: folder };
  } catch (error) {
    if (error instanceof ImportUploadError) logger().info({ module: "import", upload: id, reason: error.message }, deImport.log.mediaRefused);
    throw error;
  } finally {
    await Promise.all([fsp.rm(zipFile, { force: true }), fsp.rm(unpacked, { recursive: true, force: true })]);
  }
}

/** The unpacked ZIPs of upload `id`, or null (none sent). */
export async function findImportMedia(dataDir: string, id: string): Promise<StoredImportMedia | null> {
  if (!isUploadId(id)) return null;
  const folder = path.join(importsDir(dataDir), `${id}.media`);
  const meta = await readMeta(dataDir, id);
  if (!meta || meta.zips.length === 0) return null;
  const stat = await fsp.stat(folder).catch(() => null);
  return stat?.isDirectory() ? { ...meta, dir: folder } : null;
}

/** Removes the upload's unpacked ZIPs (not the export itself). */
export async function removeImportMedia(dataDir: string, id: string): Promise<void> {
  if (!isUploadId(id)) return;
  const dir = importsDir(dataDir);
  await oneAtATime(id, async () => {
    await fsp.rm(metaFile(dataDir, id), { force: true });
    await fsp.rm(path.join(dir, `${id}.media`), { recursive: true, force: true });
  });
}
