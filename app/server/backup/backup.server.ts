import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import pkg from "../../../package.json";
import type { DatabaseHandle } from "../db/client.server";
import type { JobProgress } from "../jobs/jobs.server";
import { logger } from "../logger.server";
import { assertValidKey, type Storage } from "../storage/storage.server";
import { BACKUP_TIME_ZONE, germanIsoTime } from "./names";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  MEDIA_DIR,
  TABLES_DIR,
  TarWriter,
  type BackupManifest,
  type BackupMediaEntry,
  type BackupTableEntry,
} from "./archive.server";
import { isTransientAppMetaKey, listBackupTables, orderByClause, quoteIdent, toPortable, type TableInfo } from "./tables.server";

export { readManifest, backupFileName, BACKUP_NAME_PATTERN, BackupArchiveError, type BackupManifest } from "./archive.server";

export interface BackupSummary {
  /** The archive written (the path given). */
  file: string;
  /** Size of the archive. */
  bytes: number;
  /** Moment of the snapshot (ISO). */
  createdAt: string;
  schemaVersion: string;
  tables: number;
  rows: number;
  mediaFiles: number;
  mediaBytes: number;
  durationMs: number;
  /** German notes, e.g. a media file deleted while the backup ran (then not in the archive). */
  warnings: string[];
}

export interface BackupDeps {
  database: DatabaseHandle;
  storage: Storage;
}

/** Rows per page read from the snapshot (and written before the next page is read). */
const PAGE_ROWS = 500;

/**
 * A read-only view of the whole database at one moment while the site keeps writing. Everything
 * the backup reads from the database goes through it.
 */
interface Snapshot {
  db: Kysely<any>;
  dialect: DatabaseHandle["dialect"];
  pages(table: TableInfo): AsyncGenerator<Record<string, unknown>[]>;
}

/**
 * SQLite: a second, read-only connection to the same file with BEGIN and a first read, which fixes
 * the snapshot (WAL: the server's own connection keeps writing meanwhile). PostgreSQL: one
 * connection with REPEATABLE READ READ ONLY; rows through a server-side cursor.
 */
async function withSnapshot<T>(database: DatabaseHandle, fn: (snapshot: Snapshot) => Promise<T>): Promise<T> {
  if (database.dialect === "sqlite") {
    const file = database.location;
    if (!fs.existsSync(file)) throw new Error(`SQLite-Datei ${file} nicht gefunden`);
    const raw = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    raw.pragma("busy_timeout = 5000");
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: raw }) });
    try {
      raw.exec("BEGIN");
      // The snapshot is taken at the first read of the transaction, not at BEGIN.
      raw.prepare("select count(*) from sqlite_master").get();
      const snapshot: Snapshot = {
        db,
        dialect: "sqlite",
        async *pages(table) {
          const iterator = raw.prepare(`select * from ${quoteIdent(table.name)} order by ${orderByClause(table)}`).iterate() as IterableIterator<Record<string, unknown>>;
          try {
            let page: Record<string, unknown>[] = [];
            for (const row of iterator) {
              page.push(row);
              if (page.length >= PAGE_ROWS) {
                yield page;
                page = [];
              }
            }
            if (page.length) yield page;
          } finally {
            iterator.return?.();
          }
        },
      };
      return await fn(snapshot);
    } finally {
      if (raw.inTransaction) raw.exec("COMMIT");
      await db.destroy();
    }
  }
  return database.db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => {
      const snapshot: Snapshot = {
        db: trx,
        dialect: "postgres",
        async *pages(table) {
          const cursor = "cms_backup_rows";
          await sql.raw(`declare ${cursor} no scroll cursor for select * from ${quoteIdent(table.name)} order by ${orderByClause(table)}`).execute(trx);
          try {
            for (;;) {
              const { rows } = await sql.raw<Record<string, unknown>>(`fetch forward ${PAGE_ROWS} from ${cursor}`).execute(trx);
              if (!rows.length) break;
              yield rows;
            }
          } finally {
            await sql.raw(`close ${cursor}`).execute(trx);
          }
        },
      };
      return fn(snapshot);
    });
}

/** Name of the last migration applied, read inside the snapshot. */
async function schemaVersionOf(db: Kysely<any>): Promise<string> {
  const row = (await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db)).rows[0];
  if (!row) throw new Error("Die Datenbank hat keine Migrationen – nichts zu sichern.");
  return row.name;
}

/**
 * Writes one archive to `file` (a local path; the caller moves it to S3 if needed): the rows of
 * every table in one consistent snapshot while the site keeps running, then the media originals
 * content_assets names. The file appears only when complete (written as `file.partial`, renamed).
 */
export async function createBackup(deps: BackupDeps, file: string, progress?: JobProgress, options: { withoutMedia?: boolean } = {}): Promise<BackupSummary> {
  const started = performance.now();
  const target = path.resolve(file);
  await fsp.mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  const work = await fsp.mkdtemp(path.join(path.dirname(target), ".cms-backup-"));
  const out = fs.createWriteStream(partial, { flags: "w" });
  const tar = new TarWriter(out);
  const warnings: string[] = [];
  try {
    const { createdAt, schemaVersion, tables, keys } = await withSnapshot(deps.database, async (snapshot) => {
      const createdAt = germanIsoTime();
      const schemaVersion = await schemaVersionOf(snapshot.db);
      const infos = await listBackupTables(snapshot.db, snapshot.dialect);
      const assetRows = (await sql<{ n: number | string }>`select count(*) as n from content_assets`.execute(snapshot.db)).rows[0];
      const expectedMedia = Number(assetRows?.n ?? 0);
      const total = infos.length + expectedMedia;
      const tables: BackupTableEntry[] = [];
      for (const [index, info] of infos.entries()) {
        progress?.set(index, total, `Tabelle ${info.name} wird gesichert`);
        tables.push(await writeTable(tar, work, snapshot, info));
      }
      // withoutMedia: the rows alone (an older archive brought up to the current schema; its media come from the original).
      const keys = options.withoutMedia ? [] : (await sql<{ file_path: string }>`select distinct file_path from content_assets order by file_path`.execute(snapshot.db)).rows.map((r) => r.file_path);
      return { createdAt, schemaVersion, tables, keys };
    });

    // After the rows: a file deleted meanwhile is a warning (its row is in the archive, the file not).
    const media: BackupMediaEntry[] = [];
    const total = tables.length + keys.length;
    for (const [index, key] of keys.entries()) {
      progress?.set(tables.length + index, total, `Mediendatei ${index + 1} von ${keys.length} wird gesichert`);
      try {
        assertValidKey(key);
      } catch {
        warnings.push(`Die Mediendatei „${key}“ hat keinen gültigen Speicherschlüssel und wurde nicht gesichert.`);
        continue;
      }
      const found = await deps.storage.get(key);
      if (!found) {
        warnings.push(`Die Mediendatei „${key}“ fehlt im Speicher (gelöscht?) und ist nicht in der Sicherung.`);
        continue;
      }
      const sha256 = await tar.addStream(MEDIA_DIR + key, found.object.size, found.body);
      media.push({ key, size: found.object.size, sha256 });
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      schemaVersion,
      createdAt,
      timeZone: BACKUP_TIME_ZONE,
      dialect: deps.database.dialect,
      appVersion: pkg.version,
      tables,
      media,
      warnings,
    };
    await tar.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2) + "\n", "utf8"));
    await tar.finish();
    await fsp.rename(partial, target);
    progress?.set(total, total, "Sicherung abgeschlossen");
    const summary: BackupSummary = {
      file: target,
      bytes: (await fsp.stat(target)).size,
      createdAt,
      schemaVersion,
      tables: tables.length,
      rows: tables.reduce((sum, t) => sum + t.rows, 0),
      mediaFiles: media.length,
      mediaBytes: media.reduce((sum, m) => sum + m.size, 0),
      durationMs: Math.round(performance.now() - started),
      warnings,
    };
    logger().info({ ...summary, warnings: warnings.length }, "Sicherung geschrieben");
    return summary;
  } catch (error) {
    tar.destroy();
    out.destroy();
    await fsp.rm(partial, { force: true });
    throw error;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** One table as JSONL: written to a temp file page by page (size unknown before), then into the tar. */
async function writeTable(tar: TarWriter, work: string, snapshot: Snapshot, table: TableInfo): Promise<BackupTableEntry> {
  const temp = path.join(work, `${table.name}.jsonl`);
  const stream = fs.createWriteStream(temp);
  let rows = 0;
  try {
    for await (const page of snapshot.pages(table)) {
      let text = "";
      for (const row of page) {
        if (table.name === "app_meta" && typeof row.key === "string" && isTransientAppMetaKey(row.key)) continue;
        const portable: Record<string, unknown> = {};
        for (const column of table.columns) portable[column.name] = toPortable(row[column.name]);
        text += JSON.stringify(portable) + "\n";
        rows++;
      }
      if (!stream.write(text)) await new Promise<void>((resolve, reject) => {
        stream.once("drain", resolve);
        stream.once("error", reject);
      });
    }
    await new Promise<void>((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())));
  } catch (error) {
    stream.destroy();
    throw error;
  }
  const entry = `${TABLES_DIR}${table.name}.jsonl`;
  const bytes = (await fsp.stat(temp)).size;
  const sha256 = await tar.addStream(entry, bytes, fs.createReadStream(temp));
  await fsp.rm(temp, { force: true });
  return { name: table.name, rows, file: entry, sha256, bytes, columns: table.columns.map(({ name, type }) => ({ name, type })) };
}
