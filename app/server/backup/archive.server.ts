import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import zlib from "node:zlib";
import { Header, Parser, Pax, type ReadEntry } from "tar";
import type { Dialect } from "../db/dialect.server";
import type { ColumnInfo } from "./tables.server";

/**
 * The archive: a gzipped tar holding `tables/<table>.jsonl` (one JSON object per row),
 * `media/<key>` (the originals content_assets names) and, written LAST because only then every
 * checksum is known, `manifest.json`. Entries are streamed in and out (never a whole file in
 * memory); the tar headers come from the `tar` package, the stream around them is ours so that an
 * entry can come straight from the database or the bucket.
 */

export const BACKUP_FORMAT = "cms-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = "manifest.json";
export const TABLES_DIR = "tables/";
export const MEDIA_DIR = "media/";

export interface BackupTableEntry {
  name: string;
  rows: number;
  /** Entry name in the archive, e.g. "tables/content_pages.jsonl". */
  file: string;
  sha256: string;
  bytes: number;
  /** The source's columns (for information; the restore converts by the target's types). */
  columns: Pick<ColumnInfo, "name" | "type">[];
}

export interface BackupMediaEntry {
  /** Storage key, e.g. "images/3f9c….jpg"; the entry is `media/<key>`. */
  key: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  /** Name of the last migration applied to the source, e.g. "0016-import-and-jobs". */
  schemaVersion: string;
  /** The snapshot's moment in German time with its offset, e.g. "2026-12-07T15:30:00.000+01:00" (older archives: UTC, "…Z"). */
  createdAt: string;
  /** Time zone of createdAt and of the file name ("Europe/Berlin"); absent in older archives. */
  timeZone?: string;
  /** The source database. */
  dialect: Dialect;
  /** package.json version of the app that wrote it. */
  appVersion: string;
  tables: BackupTableEntry[];
  media: BackupMediaEntry[];
  /** German notes from the backup run (e.g. a media file deleted while it ran). */
  warnings: string[];
}

export { BACKUP_NAME_PATTERN, BACKUP_TIME_ZONE, backupFileName, germanIsoTime } from "./names";

/** The archive is not a backup of ours or is damaged; German message. */
export class BackupArchiveError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "BackupArchiveError";
  }
}

const BLOCK = 512;

/**
 * Media that is compressed already (pictures, video, audio, PDF, office files): deflating it again
 * costs a core for ~1 % and made a 1 GB backup take minutes, so those entries are stored (level 0);
 * everything else (tables, SVG, WAV, text) is compressed.
 */
const STORED_EXTENSIONS = new Set(["jpg", "jpeg", "png", "gif", "webp", "avif", "heic", "mp4", "m4v", "webm", "mov", "ogv", "mp3", "m4a", "aac", "ogg", "oga", "opus", "flac", "pdf", "zip", "gz", "docx", "pptx", "xlsx", "odt", "odp", "ods"]);

export function compressionLevelFor(name: string): number {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return ext && STORED_EXTENSIONS.has(ext) ? 0 : 6;
}

/** Bytes collected before one write into zlib (fewer, larger writes: ~3× faster than 64 KB reads). */
const WRITE_BATCH = 1024 * 1024;

/**
 * Writes tar entries into gzip with backpressure. A change of compression level starts a new gzip
 * member (RFC 1952 allows several in one file; gunzip, GNU tar and the tar package read them as one
 * stream): zlib's own params() did not switch a running stream to "stored" in Node 20.
 */
export class TarWriter {
  private member: zlib.Gzip | null = null;
  private memberDone: Promise<void> = Promise.resolve();
  private level = -1;
  private failure: Error | null = null;
  private readonly mtime = new Date();

  constructor(private readonly out: Writable) {
    out.on("error", (error) => {
      this.failure ??= error;
      this.member?.destroy(error);
    });
  }

  /** Streams `body` (exactly `size` bytes) as entry `name`; resolves with its sha256 (hex). */
  async addStream(name: string, size: number, body: Readable, level = compressionLevelFor(name)): Promise<string> {
    if (level !== this.level) await this.startMember(level);
    await this.write(headerFor(name, size, this.mtime));
    const hash = crypto.createHash("sha256");
    let written = 0;
    let batch: Buffer[] = [];
    let batched = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      written += chunk.length;
      if (written > size) throw new BackupArchiveError(`Die Datei ${name} ist während der Sicherung gewachsen.`);
      hash.update(chunk);
      batch.push(chunk);
      batched += chunk.length;
      if (batched >= WRITE_BATCH) {
        await this.write(batch.length === 1 ? batch[0] : Buffer.concat(batch));
        batch = [];
        batched = 0;
      }
    }
    if (batched) await this.write(batch.length === 1 ? batch[0] : Buffer.concat(batch));
    if (written !== size) throw new BackupArchiveError(`Die Datei ${name} war kürzer als angekündigt (${written} statt ${size} Bytes).`);
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (pad) await this.write(Buffer.alloc(pad));
    return hash.digest("hex");
  }

  async addBuffer(name: string, data: Buffer): Promise<string> {
    return this.addStream(name, data.length, Readable.from([data]), 6);
  }

  /** Ends the archive (two zero blocks) and waits until everything is on disk. */
  async finish(): Promise<void> {
    if (!this.member) await this.startMember(6);
    await this.write(Buffer.alloc(BLOCK * 2));
    await this.endMember();
    await new Promise<void>((resolve, reject) => {
      this.out.once("error", reject);
      this.out.end(() => resolve());
    });
    if (this.failure) throw this.failure;
  }

  /** Aborts: the caller removes the file. */
  destroy(error?: Error): void {
    this.member?.destroy(error);
    this.out.destroy(error);
  }

  private async startMember(level: number): Promise<void> {
    await this.endMember();
    const gzip = zlib.createGzip({ level });
    let waiting = false;
    gzip.on("data", (chunk: Buffer) => {
      if (!this.out.write(chunk) && !waiting) {
        waiting = true;
        gzip.pause();
        this.out.once("drain", () => {
          waiting = false;
          gzip.resume();
        });
      }
    });
    this.memberDone = new Promise<void>((resolve, reject) => {
      gzip.once("end", resolve);
      gzip.once("error", reject);
    });
    // Observed through write()/endMember(); never an unhandled rejection.
    this.memberDone.catch(() => undefined);
    this.member = gzip;
    this.level = level;
  }

  private async endMember(): Promise<void> {
    const member = this.member;
    if (!member) return;
    this.member = null;
    member.end();
    await this.memberDone;
  }

  private write(chunk: Buffer): Promise<void> {
    const member = this.member;
    if (this.failure) return Promise.reject(this.failure);
    if (!member || member.destroyed) return Promise.reject(new Error("Archiv geschlossen"));
    if (member.write(chunk)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onDrain = () => {
        member.off("error", onError);
        resolve();
      };
      const onError = (error: Error) => {
        member.off("drain", onDrain);
        reject(error);
      };
      member.once("drain", onDrain);
      member.once("error", onError);
    });
  }
}

function headerFor(name: string, size: number, mtime: Date): Buffer {
  const data = { path: name, mode: 0o644, uid: 0, gid: 0, size, mtime, type: "File" as const, uname: "", gname: "" };
  const header = new Header(data);
  const block = Buffer.alloc(BLOCK);
  // Paths longer than ustar allows (or non-ASCII) go into a PAX extended header before it.
  const needPax = header.encode(block, 0);
  return needPax ? Buffer.concat([new Pax(data).encode(), block]) : block;
}

export interface ArchiveEntry {
  path: string;
  size: number;
  /** The entry's bytes; must be consumed (or resumed) before the next entry arrives. */
  body: Readable;
}

/**
 * Streams through the archive, calling `onEntry` for each file entry in order, one at a time and
 * with backpressure: the tar parser (which also unzips) waits while an entry is not read. What a
 * consumer leaves unread is skipped. A throw from `onEntry` stops the reading and is rethrown; a
 * file that is not a (complete) gzipped tar gives a BackupArchiveError.
 */
export async function readArchive(file: string, onEntry: (entry: ArchiveEntry) => Promise<void>): Promise<void> {
  const source = fs.createReadStream(file);
  const parser = new Parser({ strict: true });
  let queue: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  let broken: BackupArchiveError | null = null;
  const open = new Set<Readable>();
  parser.on("entry", (entry: ReadEntry) => {
    if (failure || broken || (entry.type !== "File" && entry.type !== "OldFile")) {
      entry.resume();
      return;
    }
    const body = Readable.from(entry as unknown as AsyncIterable<Buffer>, { objectMode: false });
    // Its reader sees a destroy error through its own iteration or pipeline; a body nobody reads
    // yet (queued behind another entry) must not crash the process with an unhandled 'error'.
    body.on("error", () => undefined);
    open.add(body);
    queue = queue.then(async () => {
      if (failure || broken) {
        body.destroy();
        entry.resume();
        return;
      }
      try {
        await onEntry({ path: entry.path, size: entry.size ?? 0, body });
        if (!body.destroyed) for await (const _chunk of body) void _chunk;
      } catch (error) {
        failure ??= error;
        body.destroy();
        entry.resume();
        source.destroy();
      } finally {
        open.delete(body);
      }
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      source.on("error", reject);
      parser.on("error", reject);
      parser.on("end", () => resolve());
      // Destroyed by a failed consumer: no more data, no end; the failure is thrown below.
      source.on("close", () => {
        if (failure) resolve();
      });
      source.pipe(parser as unknown as NodeJS.WritableStream);
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") broken = new BackupArchiveError(`Die Datei ${file} gibt es nicht.`, { cause: error });
    else if (/decompression ratio/i.test((error as Error).message ?? ""))
      broken = new BackupArchiveError(
        `Die Datei ${path.basename(file)} entpackt sich auf mehr als das Tausendfache ihrer Größe (eine „ZIP-Bombe“): Sie ist keine Sicherung dieses CMS und wurde nicht weiter gelesen.`,
        { cause: error },
      );
    // Without the file's path: an uploaded archive's is the server's own temp file (issue 39 review).
    else broken = new BackupArchiveError(`Die Datei ist kein vollständiges, lesbares Sicherungsarchiv (${(error as Error).message}).`, { cause: error });
    // An entry cut off by the error never ends by itself: its reader gets the error instead.
    for (const body of open) body.destroy(broken);
    source.destroy();
  }
  await queue;
  if (broken) throw broken;
  if (failure) throw failure;
}

/** Parses and checks manifest text; a BackupArchiveError for anything that is not ours. */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new BackupArchiveError("Die Datei manifest.json des Archivs ist kein gültiges JSON.", { cause: error });
  }
  const manifest = value as Partial<BackupManifest> | null;
  if (!manifest || manifest.format !== BACKUP_FORMAT) throw new BackupArchiveError("Das Archiv ist keine Sicherung dieses CMS (manifest.json fehlt das Format „cms-backup“).");
  if (typeof manifest.formatVersion !== "number" || manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupArchiveError(`Das Archiv hat das Format ${String(manifest.formatVersion)}; diese Version liest nur Format ${BACKUP_FORMAT_VERSION}. Bitte die Anwendung aktualisieren.`);
  }
  if (typeof manifest.schemaVersion !== "string" || !Array.isArray(manifest.tables) || !Array.isArray(manifest.media)) {
    throw new BackupArchiveError("Die Datei manifest.json des Archivs ist unvollständig.");
  }
  return manifest as BackupManifest;
}

/** Largest manifest we read (a site with ~1 million media files is far below). */
const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;

/**
 * The archive's manifest. It is the last entry, so this reads (decompresses) the whole file
 * without keeping any of it; for listing, the file name and size are cheaper.
 */
export async function readManifest(file: string): Promise<BackupManifest> {
  let text: string | null = null;
  await readArchive(file, async (entry) => {
    if (entry.path !== MANIFEST_ENTRY) return;
    if (entry.size > MANIFEST_MAX_BYTES) throw new BackupArchiveError("Die Datei manifest.json des Archivs ist zu groß.");
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body as AsyncIterable<Buffer>) chunks.push(chunk);
    text = Buffer.concat(chunks).toString("utf8");
  });
  if (text === null) throw new BackupArchiveError("Dem Archiv fehlt manifest.json – es ist unvollständig oder keine Sicherung dieses CMS.");
  return parseManifest(text);
}

/** sha256 (hex) of a stream's bytes, and how many there were. */
export async function hashStream(body: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest("hex"), bytes };
}
