import crypto from "node:crypto";
import { PassThrough, Readable } from "node:stream";
import sharp, { type Metadata } from "sharp";
import { de } from "~/i18n/de";
import type { Asset } from "~/lib/assets";
import { assetTextSchema } from "~/lib/media-schema";
import { fieldErrors } from "~/lib/page-schema";
import type { Db } from "../db/client.server";
import { recordChange, withChanges } from "../events/changes.server";
import { logger } from "../logger.server";
import { isStorageFull, StorageLimitError, type Storage } from "../storage/storage.server";
import { AssetError, createAsset } from "./assets.server";
import { cleanFileName, detectFile, SNIFF_BYTES, type DetectedFile } from "./file-types.server";

/**
 * Storing files in the media library: every incoming file is sniffed (type by content), streamed
 * to storage under a fresh random key (spec §7 `{type}s/{random}.{ext}`) and measured; the rows of
 * one upload are created in one transaction with their change event. Whatever fails, nothing of
 * that upload stays behind: neither rows nor files.
 */

export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413 | 507,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/** A file that is in storage but has no row yet. */
export interface StoredFile {
  key: string;
  name: string;
  detected: DetectedFile;
  size: number;
  width: number | null;
  height: number | null;
}

export interface AssetFields {
  folder_id?: string | null;
  description?: string | null;
  alt_text?: string | null;
}

/** Waits for the first `n` bytes (or the end), then hands back those bytes and the whole stream. */
function readHead(stream: Readable, n: number): Promise<{ head: Buffer; whole: Readable }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (ended: boolean) => {
      stream.off("data", onData);
      stream.off("end", onEnd);
      stream.off("error", onError);
      stream.pause();
      const head = Buffer.concat(chunks);
      const whole = new PassThrough();
      whole.write(head);
      if (ended) whole.end();
      else {
        stream.on("error", (error) => whole.destroy(error));
        stream.pipe(whole);
      }
      resolve({ head, whole });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= n) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => reject(error);
    stream.on("data", onData);
    stream.once("end", onEnd);
    stream.once("error", onError);
  });
}

/** Raster formats whose pixels are decoded once on upload to find a file cut short. */
const DECODED_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif"]);
/** As the variants allow (a 7000 × 7000 photo has 49 million). */
const MAX_DECODE_PIXELS = 50_000_000;

/**
 * The stored picture for sharp: on the local disk its path (libvips reads the file itself, never
 * the whole picture in our heap), elsewhere its bytes up to 64 MB; "too-big" beyond, null when gone.
 */
async function storedPicture(storage: Storage, key: string): Promise<{ input: string | Buffer } | "too-big" | null> {
  const file = storage.filePath ? await storage.filePath(key) : null;
  if (file) return { input: file };
  const stored = await storage.get(key);
  if (!stored) return null;
  if (stored.object.size > 64 * 1024 * 1024) {
    stored.body.destroy();
    return "too-big";
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return { input: Buffer.concat(chunks) };
}

/**
 * Whether the stored picture decodes to its end. JPEGs shrink while loading, so a 24-megapixel
 * photo costs a few dozen milliseconds. A picture too big to read into memory is not checked.
 */
async function decodesWhole(storage: Storage, key: string): Promise<boolean> {
  try {
    const picture = await storedPicture(storage, key);
    if (picture === "too-big") return true;
    if (!picture) return false;
    await sharp(picture.input, { failOn: "truncated", limitInputPixels: MAX_DECODE_PIXELS, sequentialRead: true }).resize({ width: 64 }).toBuffer();
    return true;
  } catch (error) {
    logger().warn({ err: error, key, module: "media" }, "Bild endet vorzeitig");
    return false;
  }
}

/** Pixel size as shown (EXIF rotation applied); null when it cannot be read. */
async function imageSize(storage: Storage, key: string, head: Buffer): Promise<{ width: number; height: number } | null> {
  const oriented = (m: Metadata) =>
    m.width && m.height ? ((m.orientation ?? 1) >= 5 ? { width: m.height, height: m.width } : { width: m.width, height: m.height }) : null;
  try {
    // Most formats carry their size in the first bytes.
    const fromHead = oriented(await sharp(head).metadata());
    if (fromHead) return fromHead;
  } catch {
    // WebP and GIF need more than the head: read the stored file below.
  }
  try {
    const picture = await storedPicture(storage, key);
    return picture && picture !== "too-big" ? oriented(await sharp(picture.input).metadata()) : null;
  } catch (error) {
    logger().warn({ err: error, key, module: "media" }, "Bildgröße nicht lesbar");
    return null;
  }
}

/**
 * Stores one file from a stream. Refused types throw an UploadError (400) after the stream has
 * been drained; more than `maxBytes` throws 413; nothing is left in storage either way.
 */
export async function storeFile(storage: Storage, input: Readable, rawName: string, maxBytes: number): Promise<StoredFile> {
  const name = cleanFileName(rawName);
  const { head, whole } = await readHead(input, SNIFF_BYTES);
  if (head.length === 0) {
    whole.resume();
    throw new UploadError(400, de.media.api.emptyFile(name), { file: de.media.api.emptyFile(name) });
  }
  const detection = await detectFile(head, rawName);
  if (!detection.ok) {
    whole.resume();
    const message = detection.reason === "svg" ? de.media.api.svgRefused(name) : de.media.api.typeNotAllowed(name);
    throw new UploadError(400, message, { file: message });
  }
  const { file } = detection;
  const key = `${file.assetType}s/${crypto.randomBytes(16).toString("hex")}.${file.ext}`;
  let size: number;
  try {
    ({ size } = await storage.put(key, whole, { contentType: file.mime, maxBytes }));
  } catch (error) {
    // The failed write destroyed `whole`, which unpiped the incoming file: read the rest of it
    // away, or the multipart parser waits for it forever and the request gets no answer.
    whole.resume();
    input.unpipe();
    input.resume();
    if (error instanceof StorageLimitError) {
      const message = de.media.api.tooLarge(Math.floor(maxBytes / (1024 * 1024)));
      throw new UploadError(413, message, { file: message });
    }
    if (isStorageFull(error)) {
      logger().error({ err: error, module: "media" }, "Speicher voll, Upload abgelehnt");
      throw new UploadError(507, de.media.api.storageFull, { file: de.media.api.storageFull });
    }
    throw error;
  }
  let dims: { width: number; height: number } | null;
  try {
    dims = file.assetType === "image" ? await imageSize(storage, key, head) : null;
  } catch (error) {
    await removeStored(storage, [key]);
    throw error;
  }
  // A picture whose size cannot be read (a truncated JPEG, a PNG cut after its signature), or
  // whose size is there but whose pixels end early (cut after an intact header), would be a
  // library image nobody can show or resize: refused, nothing kept (issue 38 item 27).
  if (file.assetType === "image" && dims && DECODED_TYPES.has(file.mime) && !(await decodesWhole(storage, key))) dims = null;
  if (file.assetType === "image" && !dims) {
    await removeStored(storage, [key]);
    const message = de.media.api.unreadableImage(name);
    throw new UploadError(400, message, { file: message });
  }
  return { key, name, detected: file, size, width: dims?.width ?? null, height: dims?.height ?? null };
}

/** Best effort: a file that cannot be removed is logged (it has no row, nothing links to it). */
export async function removeStored(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((error: unknown) => logger().error({ err: error, key, module: "media" }, "Datei konnte nicht entfernt werden")),
    ),
  );
}

/** Description and alt text beside the files: the same rules as a later PATCH of the asset. */
function uploadTexts(fields: AssetFields): { description: string | null; altText: string | null } {
  const parsed = assetTextSchema.safeParse({ description: fields.description ?? null, alt_text: fields.alt_text ?? null });
  if (!parsed.success) {
    const problems = fieldErrors(parsed.error);
    throw new UploadError(400, Object.values(problems)[0], problems);
  }
  return { description: parsed.data.description ?? null, altText: parsed.data.alt_text ?? null };
}

/** "" and "root" mean the root. */
export function folderIdOf(value: string | null | undefined): string | null {
  const id = (value ?? "").trim();
  return id === "" || id === "root" ? null : id;
}

/**
 * Creates the rows of stored files in one transaction with one change event. When that fails the
 * files are removed again, so a failed upload leaves nothing.
 */
export async function createAssetsForFiles(db: Db, storage: Storage, files: StoredFile[], fields: AssetFields): Promise<Asset[]> {
  try {
    const { description, altText } = uploadTexts(fields);
    const folderId = folderIdOf(fields.folder_id);
    return await withChanges(db, async (trx) => {
      const assets: Asset[] = [];
      for (const file of files) {
        assets.push(
          await createAsset(trx, {
            name: file.name,
            description,
            alt_text: altText,
            file_path: file.key,
            asset_type: file.detected.assetType,
            mime_type: file.detected.mime,
            file_size: file.size,
            width: file.width,
            height: file.height,
            folder_id: folderId,
          }),
        );
      }
      await recordChange(trx, { topic: "media", action: "uploaded", public: true });
      return assets;
    });
  } catch (error) {
    await removeStored(storage, files.map((f) => f.key));
    if (error instanceof AssetError) throw new UploadError(400, error.message, { [error.code === "folder" ? "folder_id" : error.code]: error.message });
    throw error;
  }
}

export interface ImportInput extends AssetFields {
  name: string;
  body: Buffer;
}

/** One file from memory into the library (the demo seed, scripts): the checks of an upload. */
export async function importAsset(db: Db, storage: Storage, input: ImportInput, maxBytes = Number.MAX_SAFE_INTEGER): Promise<Asset> {
  const stored = await storeFile(storage, Readable.from([input.body]), input.name, maxBytes);
  const [asset] = await createAssetsForFiles(db, storage, [stored], input);
  return asset;
}
