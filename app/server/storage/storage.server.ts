import type { Readable } from "node:stream";

/**
 * Where media files live: the local disk (DATA_DIR/media, the default) or an S3-compatible bucket
 * (S3_BUCKET set). Keys are relative paths such as "images/3f9c….jpg" (spec §7
 * `{type}s/{random}.{ext}`) or "variants/…" for resized images. Everything above this interface
 * (uploads, the /media routes, the image pipeline, the seed) is the same for both.
 */
export interface StoredObject {
  /** Bytes of the whole object. */
  size: number;
  /** Strong validator without quotes, stable for the object's lifetime. */
  etag: string;
  contentType: string | null;
  lastModified: Date;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface ByteRange {
  /** Inclusive, like HTTP. */
  start: number;
  end: number;
}

export interface PutOptions {
  contentType: string;
  /** Defaults to the asset cache control of spec §9 (public, max-age=31536000, immutable). */
  cacheControl?: string;
  /**
   * Stops the write (and removes what was written) when the stream carries more than this many
   * bytes; the promise rejects with a StorageLimitError.
   */
  maxBytes?: number;
}

export interface Storage {
  readonly kind: "local" | "s3";
  /**
   * Streams `body` to `key`. Never overwrites: rejects with StorageExistsError when the key is
   * taken. A failed or aborted write leaves nothing behind. Resolves with the stored byte count.
   */
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<{ size: number }>;
  /** Metadata, or null when the key does not exist. */
  stat(key: string): Promise<StoredObject | null>;
  /** The object (or the inclusive byte range of it) as a stream; null when missing. */
  get(key: string, range?: ByteRange): Promise<{ object: StoredObject; body: Readable } | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Address browsers may load the object from directly (the bucket's S3_PUBLIC_URL), or null when
   * only our /media routes serve it (local disk, private bucket).
   */
  publicUrl(key: string): string | null;
  /**
   * Removes every object below `prefix` (a folder: a valid key followed by "/"), e.g. all
   * variants of one image. Optional so stand-ins in tests need not implement it; both real
   * storages do.
   */
  deletePrefix?(prefix: string): Promise<void>;
  /**
   * Every object below `prefix` (a folder: a valid key followed by "/"), at any depth, sorted by
   * key; unfinished writes are not listed. Optional like deletePrefix; both real storages have it
   * (the backups in a bucket are found with it).
   */
  list?(prefix: string): Promise<ListedObject[]>;
  /**
   * Removes unfinished writes older than `olderThanMs` that no running write will finish (a
   * process killed mid-upload leaves them). Only the local disk has such files; a bucket aborts
   * its own incomplete multipart uploads by lifecycle rule.
   */
  sweepPartials?(olderThanMs: number): Promise<{ files: number; bytes: number }>;
  /**
   * The object's path on this machine's disk (local storage only), so a reader such as the image
   * pipeline can read it piecewise instead of holding it in memory; null when it does not exist.
   */
  filePath?(key: string): Promise<string | null>;
}

export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

export class StorageExistsError extends Error {
  constructor(readonly key: string) {
    super(`Unter dem Schlüssel ${key} ist bereits eine Datei gespeichert.`);
    this.name = "StorageExistsError";
  }
}

/**
 * The disk, the database or the bucket has no room for the write: answered with 507, nothing is
 * kept. ENOSPC/EDQUOT from the file system, SQLITE_FULL from SQLite, 53100 (disk_full) from PostgreSQL.
 */
export function isStorageFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOSPC" || code === "EDQUOT" || code === "SQLITE_FULL" || code === "53100" || (error as { name?: string } | null)?.name === "EntityTooLarge";
}

export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Die Datei ist größer als ${maxBytes} Bytes.`);
    this.name = "StorageLimitError";
  }
}

/**
 * Keys are our own relative paths: no absolute paths, no "..", no backslashes, no empty parts.
 * No part may start with a dot either: the local storage keeps its unfinished writes in a dot
 * folder, which must never be reachable as a key.
 */
export function assertValidKey(key: string): void {
  const parts = key.split("/");
  if (!key || key.startsWith("/") || key.includes("\\") || parts.some((p) => p === "" || p.startsWith(".")) || hasControlCharacter(key)) {
    throw new Error(`Ungültiger Speicherschlüssel: ${JSON.stringify(key)}`);
  }
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
