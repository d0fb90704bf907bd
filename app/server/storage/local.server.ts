import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { byteCounter } from "./byte-counter.server";
import { StorageExistsError, assertValidKey, type ByteRange, type ListedObject, type PutOptions, type Storage, type StoredObject } from "./storage.server";

/** The disk keeps no content type, so it follows from the extension (the upload chose it by content). */
const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
  mp4: "video/mp4",
  m4v: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
  ogv: "video/ogg",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  aac: "audio/aac",
  wav: "audio/wav",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  opus: "audio/ogg",
  flac: "audio/flac",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  odt: "application/vnd.oasis.opendocument.text",
  odp: "application/vnd.oasis.opendocument.presentation",
};

export function contentTypeForKey(key: string): string {
  const ext = path.extname(key).slice(1).toLowerCase();
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}

/** Folder (inside the root, so on the same file system) for writes that are not finished yet. */
const PARTIAL_DIR = ".partial";

/**
 * Media files on the local disk under `root` (DATA_DIR/media). A write goes to a temp file first
 * and is linked to its key only when complete, so readers never see half a file, and the link
 * fails when the key exists (never overwrites, also between processes sharing the disk).
 */
export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);
  const partialDir = path.join(base, PARTIAL_DIR);

  function fileOf(key: string): string {
    assertValidKey(key);
    return path.join(base, ...key.split("/"));
  }

  function describe(key: string, stats: fs.BigIntStats): StoredObject {
    return {
      size: Number(stats.size),
      // Files are never rewritten in place, so size and the nanosecond mtime identify the content.
      etag: `${stats.size.toString(16)}-${stats.mtimeNs.toString(16)}`,
      contentType: contentTypeForKey(key),
      lastModified: stats.mtime,
    };
  }

  return {
    kind: "local",

    async put(key: string, body: Readable | Buffer, options: PutOptions): Promise<{ size: number }> {
      const file = fileOf(key);
      await fsp.mkdir(partialDir, { recursive: true });
      const temp = path.join(partialDir, `${crypto.randomBytes(12).toString("hex")}.part`);
      const counter = byteCounter(options.maxBytes);
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, counter, fs.createWriteStream(temp, { flags: "wx" }));
        await fsp.mkdir(path.dirname(file), { recursive: true });
        try {
          await fsp.link(temp, file);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new StorageExistsError(key);
          throw error;
        }
        return { size: counter.bytes };
      } finally {
        await fsp.rm(temp, { force: true });
      }
    },

    async stat(key: string): Promise<StoredObject | null> {
      try {
        const stats = await fsp.stat(fileOf(key), { bigint: true });
        return stats.isFile() ? describe(key, stats) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async get(key: string, range?: ByteRange) {
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(fileOf(key), "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        // Metadata and bytes from the same open file, so a concurrent delete cannot split them.
        const stats = await handle.stat({ bigint: true });
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        const object = describe(key, stats);
        const end = range ? Math.min(range.end, object.size - 1) : undefined;
        const body = handle.createReadStream({ start: range?.start, end, autoClose: true });
        return { object, body };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      await fsp.rm(fileOf(key), { force: true });
    },

    async deletePrefix(prefix: string): Promise<void> {
      if (!prefix.endsWith("/")) throw new Error(`Präfix muss mit "/" enden: ${JSON.stringify(prefix)}`);
      await fsp.rm(fileOf(prefix.slice(0, -1)), { recursive: true, force: true });
    },

    async list(prefix: string): Promise<ListedObject[]> {
      if (!prefix.endsWith("/")) throw new Error(`Präfix muss mit "/" enden: ${JSON.stringify(prefix)}`);
      const dir = fileOf(prefix.slice(0, -1));
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const listed: ListedObject[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const parts = path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep);
        // Dot names are never keys (assertValidKey): unfinished writes and the like.
        if (parts.some((part) => part.startsWith("."))) continue;
        try {
          const stats = await fsp.stat(path.join(entry.parentPath, entry.name));
          listed.push({ key: parts.join("/"), size: stats.size, lastModified: stats.mtime });
        } catch (error) {
          if (!isMissing(error)) throw error; // deleted meanwhile: not listed
        }
      }
      return listed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },

    async filePath(key: string): Promise<string | null> {
      const file = fileOf(key);
      try {
        return (await fsp.stat(file)).isFile() ? file : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    publicUrl(): string | null {
      return null;
    },

    async sweepPartials(olderThanMs: number) {
      let names: string[];
      try {
        names = await fsp.readdir(partialDir);
      } catch (error) {
        if (isMissing(error)) return { files: 0, bytes: 0 };
        throw error;
      }
      const cutoff = Date.now() - olderThanMs;
      let files = 0;
      let bytes = 0;
      for (const name of names) {
        if (!name.endsWith(".part")) continue;
        const file = path.join(partialDir, name);
        try {
          const stats = await fsp.stat(file);
          // A running write touches its file with every chunk; only a quiet one is abandoned.
          if (!stats.isFile() || stats.mtimeMs > cutoff) continue;
          await fsp.rm(file, { force: true });
          files++;
          bytes += stats.size;
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return { files, bytes };
    },
  };
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR";
}
