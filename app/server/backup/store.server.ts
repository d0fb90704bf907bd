import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { deBackups } from "~/i18n/backups-admin";
import { ValidationError } from "../api/validation.server";
import type { Storage } from "../storage/storage.server";
import { BACKUP_NAME_PATTERN, backupFileName } from "./names";

/**
 * Where finished backups live: without S3 in DATA_DIR/backups on this machine's disk, with S3
 * in the site's bucket under backups/ (so every instance sees the same list and a lost server
 * does not take its backups with it). An archive is always written to a local temp file first
 * (createBackup needs a seekable file of its own); save() then moves it into place on the disk or
 * streams it into the bucket, and removes the temp file.
 */

/** cms-backup-2026-11-26-030000.tar.gz (archive.server.ts); nothing else is ever listed, served or removed. */
export const BACKUP_NAME = BACKUP_NAME_PATTERN;
export const BACKUP_PREFIX = "backups/";
const PARTIAL_DIR = ".partial";

export interface BackupEntry {
  name: string;
  bytes: number;
  /** ISO time the archive was stored. */
  createdAt: string;
}

export function isBackupName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

/** The archive name for a backup started at `at` (German time, like the list). */
export const backupName = backupFileName;

/** A name from a request: anything but an archive name (a path, "..", another file) is a 400. */
export function assertBackupName(name: string): void {
  if (!isBackupName(name)) throw new ValidationError({ name: deBackups.invalidName }, deBackups.invalidName);
}

export interface BackupStore {
  readonly location: "local" | "s3";
  /** A fresh path on this machine's disk (beside DATA_DIR/backups) for the archive to be written to. */
  tempFile(name: string): Promise<string>;
  /** Moves the finished `tempFile` into the store as `name`; the temp file is gone afterwards, also on failure. */
  save(tempFile: string, name: string): Promise<BackupEntry>;
  /** The stored backups, newest first. */
  listBackups(): Promise<BackupEntry[]>;
  /** The archive as a stream, or null when there is none of that name (a bad name throws a 400). */
  openBackup(name: string): Promise<{ entry: BackupEntry; body: Readable } | null>;
  /** Removes the backups stored more than `days` days before `now`; returns their names. */
  removeOlderThan(days: number, now?: Date): Promise<string[]>;
  /**
   * The archive as a file on this machine's disk for a restore: the stored file itself (local), or
   * a download into the temp folder (S3) that `release` removes. Null when there is none.
   */
  localCopy(name: string): Promise<{ file: string; entry: BackupEntry; release(): Promise<void> } | null>;
}

export function createBackupStore(options: { dataDir: string; storage: Storage }): BackupStore {
  const dir = path.join(path.resolve(options.dataDir), "backups");
  const partialDir = path.join(dir, PARTIAL_DIR);
  const bucket = options.storage.kind === "s3" ? options.storage : null;

  const byNewest = (a: BackupEntry, b: BackupEntry) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name);

  async function listLocal(): Promise<BackupEntry[]> {
    let names: string[];
    try {
      names = await fsp.readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    const entries: BackupEntry[] = [];
    for (const name of names.filter(isBackupName)) {
      try {
        const stats = await fsp.stat(path.join(dir, name));
        if (stats.isFile()) entries.push({ name, bytes: stats.size, createdAt: stats.mtime.toISOString() });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
    return entries;
  }

  async function listBucket(storage: Storage): Promise<BackupEntry[]> {
    if (!storage.list) throw new Error("Der Speicher kann nicht auflisten");
    const objects = await storage.list(BACKUP_PREFIX);
    return objects
      .map((object) => ({ name: object.key.slice(BACKUP_PREFIX.length), bytes: object.size, createdAt: object.lastModified.toISOString() }))
      .filter((entry) => isBackupName(entry.name));
  }

  async function remove(name: string): Promise<void> {
    assertBackupName(name);
    if (bucket) await bucket.delete(BACKUP_PREFIX + name);
    else await fsp.rm(path.join(dir, name), { force: true });
  }

  const store: BackupStore = {
    location: bucket ? "s3" : "local",

    async tempFile(name) {
      assertBackupName(name);
      await fsp.mkdir(partialDir, { recursive: true });
      return path.join(partialDir, `${crypto.randomBytes(8).toString("hex")}-${name}.part`);
    },

    async save(tempFile, name) {
      assertBackupName(name);
      try {
        if (bucket) {
          // Streamed (multipart above 8 MiB): a 1 GB archive never sits in memory.
          await bucket.put(BACKUP_PREFIX + name, fs.createReadStream(tempFile), { contentType: "application/gzip", cacheControl: "private, no-store" });
          const stored = await bucket.stat(BACKUP_PREFIX + name);
          return { name, bytes: stored?.size ?? 0, createdAt: (stored?.lastModified ?? new Date()).toISOString() };
        }
        const target = path.join(dir, name);
        // A link never replaces an existing archive (a rename would).
        await fsp.link(tempFile, target);
        const stats = await fsp.stat(target);
        return { name, bytes: stats.size, createdAt: stats.mtime.toISOString() };
      } finally {
        await fsp.rm(tempFile, { force: true });
      }
    },

    async listBackups() {
      const entries = bucket ? await listBucket(bucket) : await listLocal();
      return entries.sort(byNewest);
    },

    async openBackup(name) {
      assertBackupName(name);
      if (bucket) {
        const opened = await bucket.get(BACKUP_PREFIX + name);
        if (!opened) return null;
        return { entry: { name, bytes: opened.object.size, createdAt: opened.object.lastModified.toISOString() }, body: opened.body };
      }
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(path.join(dir, name), "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      // Size and bytes of the same open file: a prune running meanwhile cannot split them.
      const stats = await handle.stat();
      return { entry: { name, bytes: stats.size, createdAt: stats.mtime.toISOString() }, body: handle.createReadStream({ autoClose: true }) };
    },

    async localCopy(name) {
      assertBackupName(name);
      if (!bucket) {
        const file = path.join(dir, name);
        const stats = await fsp.stat(file).catch(() => null);
        if (!stats?.isFile()) return null;
        return { file, entry: { name, bytes: stats.size, createdAt: stats.mtime.toISOString() }, release: async () => undefined };
      }
      const opened = await store.openBackup(name);
      if (!opened) return null;
      const file = await store.tempFile(name);
      try {
        await pipeline(opened.body, fs.createWriteStream(file));
      } catch (error) {
        await fsp.rm(file, { force: true });
        throw error;
      }
      return { file, entry: opened.entry, release: () => fsp.rm(file, { force: true }) };
    },

    async removeOlderThan(days, now = new Date()) {
      const cutoff = now.getTime() - days * 86_400_000;
      const old = (await store.listBackups()).filter((entry) => Date.parse(entry.createdAt) < cutoff);
      for (const entry of old) await remove(entry.name);
      return old.map((entry) => entry.name);
    },
  };
  return store;
}

/** A CLI backup writes beside the archives and touches its file all the time: quiet this long, it was killed. */
export const CLI_PARTIAL_QUIET_MS = 10 * 60_000;

/**
 * Temp files of backups a killed process left behind: the server's runs in backups/.partial (at
 * start and after a successful run, when no backup of this machine runs: `olderThanMs` 0; other
 * instances write to their own disks), and a killed `npm run cms -- backup` beside the archives
 * (`<name>.partial` and its `.cms-backup-*` work folder) once it has been quiet for
 * CLI_PARTIAL_QUIET_MS, since a CLI run may be writing at this very moment.
 */
export async function sweepBackupPartials(dataDir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  const backupsDir = path.join(path.resolve(dataDir), "backups");
  const partialDir = path.join(backupsDir, PARTIAL_DIR);
  let removed = 0;
  const sweep = async (dir: string, pick: (name: string) => boolean, minAgeMs: number) => {
    let names: string[];
    try {
      names = await fsp.readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ENOTDIR") return;
      throw error;
    }
    for (const name of names.filter(pick)) {
      const file = path.join(dir, name);
      const stats = await fsp.stat(file).catch(() => null);
      // Files: unfinished archives; folders: createBackup's work space for one run.
      if (!stats || now - stats.mtimeMs < minAgeMs) continue;
      await fsp.rm(file, { recursive: true, force: true });
      removed++;
    }
  };
  await sweep(partialDir, () => true, olderThanMs);
  await sweep(backupsDir, (name) => (name.startsWith("cms-backup-") && name.endsWith(".partial")) || name.startsWith(".cms-backup-"), Math.max(olderThanMs, CLI_PARTIAL_QUIET_MS));
  return removed;
}
