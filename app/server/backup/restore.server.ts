import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import readline from "node:readline";
import { sql, type Kysely } from "kysely";
import { recordAction, type EntryActor } from "../audit/log.server";
import { createAuth, migrateAuth } from "../auth/auth.server";
import type { DatabaseHandle } from "../db/client.server";
import type { Dialect } from "../db/dialect.server";
import { migrateToLatest, migrateUpTo, migrationNames } from "../db/migrate.server";
import { loadEnv, type Env } from "../env.server";
import type { JobProgress } from "../jobs/jobs.server";
import { logger } from "../logger.server";
import { formatFileSize } from "~/lib/format";
import { contentTypeForKey } from "../storage/local.server";
import { assertValidKey, type Storage } from "../storage/storage.server";
import { BackupArchiveError, MANIFEST_ENTRY, MEDIA_DIR, parseManifest, readArchive, type BackupManifest } from "./archive.server";
import { HEARTBEAT_FRESH_MS, readHeartbeat } from "./heartbeat.server";
import { comparableValue, fromPortable, isTransientAppMetaKey, listBackupTables, orderByClause, quoteIdent, resetSequences, TRANSIENT_APP_META_KEYS, TRANSIENT_APP_META_PREFIXES, type ColumnKind, type PortableRow, type TableInfo } from "./tables.server";

export interface RestoreSummary {
  /** Schema of the archive. */
  schemaVersion: string;
  /** Schema of the database after the restore (the latest this code knows). */
  migratedTo: string;
  tables: number;
  rows: number;
  mediaFiles: number;
  /** Of those, already in the storage with the same size (not written again). */
  mediaSkipped: number;
  durationMs: number;
  /** German notes for the person restoring (AUTH_SECRET, sessions, the backup's own warnings). */
  warnings: string[];
  /** With `compare`: every table of the archive against what was restored. */
  checks?: TableCheck[];
  /** With `keepSessionId`: the session survived (its account is in the archive). */
  sessionKept?: boolean;
}

export interface RestoreDeps {
  database: DatabaseHandle;
  storage: Storage;
  /** The target server's configuration (for the better-auth tables and AUTH_SECRET); default: loadEnv(). */
  env?: Env;
}

export interface RestoreOptions {
  /** Overwrite a database that holds content (all rows of the archive's tables are deleted first). */
  replace?: boolean;
  /** Who restores (the shell names the system account): written into the restored database's log. */
  restoredBy?: EntryActor | null;
  /**
   * The restore runs inside the running site (the admin's 'Wiederherstellen'): the caller has put
   * every instance into maintenance, so a fresh heartbeat is no reason to refuse.
   */
  online?: boolean;
  /** The session (id) of the person restoring: kept when their account exists in the archive too. */
  keepSessionId?: string;
  /** Called once the archive is verified, before anything is changed (maintenance, a safety backup). */
  beforeChanges?: (manifest: BackupManifest) => Promise<void>;
  /** Where the table files are unpacked (default: the system's temporary folder). */
  tempDir?: string;
  /** Do not write media files (the probe restore checks their checksums only). */
  skipMedia?: boolean;
  /** Compare every table with the archive (row count and checksum) after the rows are in. */
  compare?: boolean;
  /** Migrate to the latest schema at the end (default true). */
  migrate?: boolean;
  /** Write the 'Sicherung eingespielt' log entry (default true; not into a throw-away database). */
  record?: boolean;
  /** Take the media files from this (verified) archive instead: the original of an upgraded one. */
  mediaArchive?: { file: string; manifest: BackupManifest };
}

/** One table of a probe restore: rows in the archive, rows restored, whether their checksums agree. */
export interface TableCheck {
  name: string;
  expected_rows: number;
  rows: number;
  checksum: string;
  ok: boolean;
}

/** The restore will not run (nothing was changed); the message is German and says why. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

/** Tables whose rows mean "this database holds a site". */
const CONTENT_TABLES = ["content_pages", "content_assets", "user"];

/** Largest number of bound values per insert statement (SQLite allows 32766, PostgreSQL 65535). */
const MAX_PARAMS = 30_000;
const MAX_BATCH_ROWS = 500;

export const AUTH_SECRET_WARNING =
  "Die Zwei-Faktor-Geheimnisse sind mit AUTH_SECRET verschlüsselt: Damit die Anmeldung mit zweitem Faktor weiter funktioniert, muss AUTH_SECRET auf diesem Server denselben Wert haben wie auf dem Server, der die Sicherung geschrieben hat (ohne gesetzte Variable: die Datei auth-secret im DATA_DIR des alten Servers übernehmen).";
export const SESSIONS_WARNING = "Anmeldungen (Sitzungen) sind nicht Teil der Sicherung: Alle Personen melden sich neu an.";
export const SESSIONS_KEPT_WARNING =
  "Anmeldungen (Sitzungen) sind nicht Teil der Sicherung: Alle anderen Personen melden sich neu an; Ihre eigene Anmeldung bleibt bestehen, weil Ihr Konto auch in der Sicherung enthalten ist.";

/** Room kept free on the temporary folder's disk beyond the table files (the system needs some too). */
const TEMP_RESERVE_BYTES = 64 * 1024 * 1024;

/**
 * Restores an archive into the database (of either kind) and the storage: checks that no server
 * runs on the database and that it holds no content (unless `replace`), verifies the archive
 * (manifest, format, every checksum, known schema), migrates the target up to the archive's
 * schema, inserts every row in ONE transaction (a failure leaves the tables as they were), then
 * migrates to the latest schema. Media files are written before the rows; a key that exists with
 * the same size is skipped, so running the restore again after a failure is safe.
 */
export async function restoreBackup(deps: RestoreDeps, file: string, options: RestoreOptions = {}, progress?: JobProgress): Promise<RestoreSummary> {
  const started = performance.now();
  const { database, storage } = deps;
  const db = database.db as Kysely<any>;
  const dialect = database.dialect;

  if (!options.online) await refuseWhileServerRuns(database);
  if (!options.replace) await refuseWhenContent(db);

  const work = await fsp.mkdtemp(path.join(options.tempDir ?? os.tmpdir(), "cms-restore-"));
  try {
    progress?.set(0, 1, "Archiv wird geprüft");
    // Manifest first: nothing is written before the archive is known to be ours and complete.
    const manifest = await verifyArchive(file);
    await checkTempSpace(work, manifest);
    await extractTables(file, manifest, work);

    const known = migrationNames();
    if (!known.includes(manifest.schemaVersion)) {
      throw new RestoreRefusedError(
        `Die Sicherung hat den Schemastand ${manifest.schemaVersion}, den diese Version der Anwendung nicht kennt (neueste bekannte: ${known.at(-1)}). Bitte zuerst die Anwendung aktualisieren.`,
      );
    }
    const applied = await appliedMigrations(db);
    const targetVersion = applied.at(-1);
    if (targetVersion && targetVersion > manifest.schemaVersion) {
      throw new RestoreRefusedError(
        `Die Zieldatenbank hat schon einen neueren Schemastand (${targetVersion}) als die Sicherung (${manifest.schemaVersion}). Bitte in eine leere Datenbank wiederherstellen (neue SQLite-Datei bzw. leeres PostgreSQL-Schema).`,
      );
    }

    await options.beforeChanges?.(manifest);
    await migrateUpTo(database.db, manifest.schemaVersion);
    const env = deps.env ?? loadEnv();
    await migrateAuth(createAuth({ database, env, mailer: { send: async () => undefined } }));

    const mediaSource = options.mediaArchive ?? { file, manifest };
    const mediaCount = options.skipMedia ? 0 : mediaSource.manifest.media.length;
    const total = mediaCount + manifest.tables.length;
    const media = options.skipMedia
      ? { written: 0, skipped: 0 }
      : await restoreMedia(mediaSource.file, mediaSource.manifest, storage, work, (done) => progress?.set(done, total, `Mediendatei ${done + 1} von ${mediaCount} wird wiederhergestellt`));

    const targetTables = await listBackupTables(db, dialect);
    const warnings: string[] = [];
    let rows = 0;
    let sessionKept = false;
    await db.transaction().execute(async (trx) => {
      const fks = await deferForeignKeys(trx, dialect);
      const kept = options.keepSessionId ? await readSession(trx, options.keepSessionId) : null;
      await clearTables(trx, dialect, targetTables, Boolean(options.replace));
      for (const [index, entry] of manifest.tables.entries()) {
        progress?.set(mediaCount + index, total, `Tabelle ${entry.name} wird wiederhergestellt`);
        const table = targetTables.find((t) => t.name === entry.name);
        if (!table) {
          if (entry.rows > 0) warnings.push(`Die Tabelle ${entry.name} gibt es in der Zieldatenbank nicht; ihre ${entry.rows} Zeilen wurden nicht übernommen.`);
          continue;
        }
        rows += await insertTable(trx, dialect, table, path.join(work, entry.file), warnings);
      }
      await resetSequences(trx, dialect, manifest.tables.map((t) => t.name).filter((name) => targetTables.some((t) => t.name === name)));
      if (kept) sessionKept = await putSessionBack(trx, kept);
      await fks.restore();
    });

    const checks = options.compare ? await compareWithArchive(db, dialect, manifest, work, targetTables) : undefined;
    const migrated = options.migrate === false ? [] : await migrateToLatest(database.db);
    const migratedTo = migrated.at(-1) ?? (await appliedMigrations(db)).at(-1) ?? manifest.schemaVersion;
    // The restore replaced the log with the archive's: the entry goes into the restored one.
    if (options.record !== false) await recordAction(database.db, {
      action: "backup.restored",
      objectType: "backup",
      objectId: path.basename(file),
      objectTitle: path.basename(file),
      detail: { schemaVersion: manifest.schemaVersion, tables: manifest.tables.length, rows, replace: Boolean(options.replace) },
      actor: options.restoredBy ?? null,
    });
    progress?.set(total, total, "Wiederherstellung abgeschlossen");

    const summary: RestoreSummary = {
      schemaVersion: manifest.schemaVersion,
      migratedTo,
      tables: manifest.tables.length,
      rows,
      mediaFiles: media.written + media.skipped,
      mediaSkipped: media.skipped,
      durationMs: Math.round(performance.now() - started),
      ...(checks ? { checks } : {}),
      ...(options.keepSessionId ? { sessionKept } : {}),
      warnings: [
        AUTH_SECRET_WARNING,
        sessionKept ? SESSIONS_KEPT_WARNING : SESSIONS_WARNING,
        ...manifest.warnings.map((w) => `Hinweis aus der Sicherung: ${w}`),
        ...warnings,
      ],
    };
    logger().info({ file, schemaVersion: summary.schemaVersion, migratedTo, rows, media: summary.mediaFiles }, "Sicherung wiederhergestellt");
    return summary;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

async function refuseWhileServerRuns(database: DatabaseHandle): Promise<void> {
  let beat;
  try {
    beat = await readHeartbeat(database.db);
  } catch {
    return; // No app_meta yet: an empty database, nobody runs on it.
  }
  if (!beat) return;
  const age = Date.now() - Date.parse(beat.at);
  if (age < HEARTBEAT_FRESH_MS) {
    throw new RestoreRefusedError(
      `Auf dieser Datenbank läuft ein Server (letztes Lebenszeichen vor ${Math.max(0, Math.round(age / 1000))} s von ${beat.host}, Prozess ${beat.pid}). Bitte den Server beenden; die Wiederherstellung ist möglich, sobald ${HEARTBEAT_FRESH_MS / 1000} s lang kein Lebenszeichen kam.`,
    );
  }
}

async function refuseWhenContent(db: Kysely<any>): Promise<void> {
  for (const table of CONTENT_TABLES) {
    let found = false;
    try {
      found = (await sql`select 1 from ${sql.table(table)} limit 1`.execute(db)).rows.length > 0;
    } catch {
      continue; // the table does not exist yet
    }
    if (found) {
      throw new RestoreRefusedError(
        `Die Zieldatenbank enthält bereits Inhalte (Tabelle ${table}). Die Wiederherstellung überschreibt sie nur mit --replace.`,
      );
    }
  }
}

async function appliedMigrations(db: Kysely<any>): Promise<string[]> {
  try {
    return (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name);
  } catch {
    return [];
  }
}

/**
 * First pass: reads the whole archive WITHOUT writing anything (the manifest comes last), hashing
 * every entry, then checks the manifest and that every file it names is there with its sha256 and
 * size. Entries the manifest does not name are never written anywhere. Refuses (naming the file)
 * on any mismatch. A gzip bomb ends in tar's decompression-ratio limit: a German refusal.
 */
export async function verifyArchive(file: string): Promise<BackupManifest> {
  const seen = new Map<string, { sha256: string; bytes: number }>();
  let manifestText: string | null = null;
  try {
    await readArchive(file, async (entry) => {
      if (entry.path === MANIFEST_ENTRY) {
        if (entry.size > MANIFEST_MAX_BYTES) throw new BackupArchiveError("Die Datei manifest.json des Archivs ist zu groß.");
        const chunks: Buffer[] = [];
        for await (const chunk of entry.body as AsyncIterable<Buffer>) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString("utf8");
        return;
      }
      const hash = crypto.createHash("sha256");
      let bytes = 0;
      for await (const chunk of entry.body as AsyncIterable<Buffer>) {
        hash.update(chunk);
        bytes += chunk.length;
      }
      seen.set(entry.path, { sha256: hash.digest("hex"), bytes });
    });
  } catch (error) {
    if (error instanceof BackupArchiveError) throw new RestoreRefusedError(error.message);
    throw error;
  }
  if (manifestText === null) throw new RestoreRefusedError("Dem Archiv fehlt manifest.json – es ist unvollständig oder keine Sicherung dieses CMS.");
  let manifest: BackupManifest;
  try {
    manifest = parseManifest(manifestText);
  } catch (error) {
    throw new RestoreRefusedError((error as Error).message);
  }
  const expect = (name: string, sha256: string, size: number) => {
    const got = seen.get(name);
    if (!got) throw new RestoreRefusedError(`Dem Archiv fehlt die Datei ${name}, die manifest.json nennt.`);
    if (got.sha256 !== sha256 || got.bytes !== size) throw new RestoreRefusedError(`Die Prüfsumme der Datei ${name} stimmt nicht: das Archiv ist beschädigt.`);
  };
  for (const table of manifest.tables) {
    // The file is read from the work folder by this name: only our own naming is accepted.
    if (!/^[A-Za-z0-9_]+$/.test(table.name) || table.file !== `tables/${table.name}.jsonl`) {
      throw new RestoreRefusedError(`Das Archiv nennt eine ungültige Tabellendatei: ${JSON.stringify(table.file)}.`);
    }
    if (!Number.isSafeInteger(table.bytes) || table.bytes < 0) throw new RestoreRefusedError(`Das Archiv nennt für ${table.file} keine gültige Größe.`);
    expect(table.file, table.sha256, table.bytes);
  }
  for (const media of manifest.media) {
    try {
      assertValidKey(media.key);
    } catch {
      throw new RestoreRefusedError(`Das Archiv nennt einen ungültigen Speicherschlüssel: ${JSON.stringify(media.key)}.`);
    }
    expect(MEDIA_DIR + media.key, media.sha256, media.size);
  }
  return manifest;
}

const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;

/**
 * The disk budget of the table files: exactly what the manifest names (each file at most its
 * verified size), refused before writing when the temporary folder's disk has not that much free.
 */
export async function checkTempSpace(work: string, manifest: BackupManifest): Promise<void> {
  const needed = manifest.tables.reduce((sum, t) => sum + t.bytes, 0);
  let free: number;
  try {
    const stats = await fsp.statfs(work);
    free = Number(stats.bavail) * Number(stats.bsize);
  } catch {
    return; // unknown: the per-file limit of extractTables still holds
  }
  if (needed + TEMP_RESERVE_BYTES > free) {
    throw new RestoreRefusedError(
      `Im temporären Verzeichnis ist nicht genug Platz für die Tabellen der Sicherung: benötigt ${formatFileSize(needed)} (und ${formatFileSize(TEMP_RESERVE_BYTES)} Reserve), frei ${formatFileSize(free)}.`,
    );
  }
}

/**
 * Second pass: writes the table files the manifest names into `work`, each cut off at its
 * verified size and checked again (the file could have changed since the first pass).
 */
async function extractTables(file: string, manifest: BackupManifest, work: string): Promise<void> {
  const wanted = new Map(manifest.tables.map((t) => [t.file, t]));
  try {
    await readArchive(file, async (entry) => {
      const table = wanted.get(entry.path);
      if (!table) return;
      wanted.delete(entry.path);
      const target = path.join(work, table.file);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      const hash = crypto.createHash("sha256");
      let bytes = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          if (bytes > table.bytes) return callback(new RestoreRefusedError(`Die Datei ${table.file} ist größer, als manifest.json angibt.`));
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      await pipeline(entry.body, limit, fs.createWriteStream(target));
      if (hash.digest("hex") !== table.sha256 || bytes !== table.bytes) throw new RestoreRefusedError(`Die Prüfsumme der Datei ${table.file} stimmt nicht: das Archiv ist beschädigt.`);
    });
  } catch (error) {
    if (error instanceof BackupArchiveError) throw new RestoreRefusedError(error.message);
    throw error;
  }
  const missing = [...wanted.keys()][0];
  if (missing) throw new RestoreRefusedError(`Dem Archiv fehlt die Datei ${missing}, die manifest.json nennt.`);
}

/**
 * Second pass: the media files into the storage (content type from content_assets, else from the
 * extension), checked again on the way; a key with the same size already there is skipped.
 */
async function restoreMedia(
  file: string,
  manifest: BackupManifest,
  storage: Storage,
  work: string,
  onFile: (done: number) => void,
): Promise<{ written: number; skipped: number }> {
  if (!manifest.media.length) return { written: 0, skipped: 0 };
  const wanted = new Map(manifest.media.map((m) => [MEDIA_DIR + m.key, m]));
  const mimeTypes = await assetMimeTypes(path.join(work, "tables", "content_assets.jsonl"));
  let written = 0;
  let skipped = 0;
  await readArchive(file, async (entry) => {
    const media = wanted.get(entry.path);
    if (!media) return;
    onFile(written + skipped);
    const existing = await storage.stat(media.key);
    if (existing && existing.size === media.size) {
      skipped++;
      return;
    }
    if (existing) await storage.delete(media.key);
    const hash = crypto.createHash("sha256");
    const check = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    await storage.put(media.key, entry.body.pipe(check), { contentType: mimeTypes.get(media.key) ?? contentTypeForKey(media.key) });
    if (hash.digest("hex") !== media.sha256) {
      await storage.delete(media.key);
      throw new Error(`Die Prüfsumme der Datei ${entry.path} stimmt beim Schreiben nicht mehr.`);
    }
    written++;
  });
  return { written, skipped };
}

async function assetMimeTypes(file: string): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  if (!fs.existsSync(file)) return result;
  for await (const line of readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    const row = JSON.parse(line) as PortableRow;
    if (typeof row.file_path === "string" && typeof row.mime_type === "string") result.set(row.file_path, row.mime_type);
  }
  return result;
}

/**
 * Foreign keys are checked at the end of the transaction, so rows can go in table by table in any
 * order (a page before its parent). SQLite: defer_foreign_keys for this transaction. PostgreSQL:
 * the constraints are made deferrable inside the transaction and set back before it commits.
 */
async function deferForeignKeys(trx: Kysely<any>, dialect: Dialect): Promise<{ restore(): Promise<void> }> {
  if (dialect === "sqlite") {
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    return { restore: async () => undefined };
  }
  const constraints = (
    await sql<{ table: string; name: string }>`
      select c.conrelid::regclass::text as table, c.conname as name
      from pg_constraint c
      where c.contype = 'f' and not c.condeferrable and c.connamespace = to_regnamespace(current_schema())`.execute(trx)
  ).rows;
  for (const c of constraints) await sql.raw(`alter table ${c.table} alter constraint ${quoteIdent(c.name)} deferrable initially deferred`).execute(trx);
  await sql`set constraints all deferred`.execute(trx);
  return {
    async restore() {
      // Runs the pending checks now (a violation fails the restore here), then the schema is as before.
      await sql`set constraints all immediate`.execute(trx);
      for (const c of constraints) await sql.raw(`alter table ${c.table} alter constraint ${quoteIdent(c.name)} not deferrable`).execute(trx);
    },
  };
}

/**
 * Empties every table the backup covers (rows migrations wrote, or with --replace the old site);
 * with --replace also sign-ins and tokens, which belonged to the people being replaced.
 */
async function clearTables(trx: Kysely<any>, dialect: Dialect, tables: TableInfo[], replace: boolean): Promise<void> {
  const names = tables.map((t) => t.name);
  if (replace) names.push("session", "verification");
  for (const name of names) {
    if (dialect === "postgres") {
      const exists = (await sql<{ t: string | null }>`select to_regclass(quote_ident(current_schema()) || '.' || quote_ident(${name}))::text as t`.execute(trx)).rows[0]?.t;
      if (!exists) continue;
    }
    try {
      if (name === "app_meta") {
        // The target's own runs (heartbeat, last backup, claimed days) describe this server, not the site.
        const prefixes = TRANSIENT_APP_META_PREFIXES.map((prefix) => sql`and key not like ${prefix + "%"}`);
        await sql`delete from app_meta where key not in (${sql.join([...TRANSIENT_APP_META_KEYS])}) ${sql.join(prefixes, sql` `)}`.execute(trx);
        continue;
      }
      await sql`delete from ${sql.table(name)}`.execute(trx);
    } catch (error) {
      if (dialect === "sqlite" && /no such table/.test((error as Error).message)) continue;
      throw error;
    }
  }
}

/** Streams one table file into the table in batches; returns the row count. */
async function insertTable(trx: Kysely<any>, dialect: Dialect, table: TableInfo, file: string, warnings: string[]): Promise<number> {
  const columns = new Map(table.columns.map((c) => [c.name, c]));
  const batchSize = Math.max(1, Math.min(MAX_BATCH_ROWS, Math.floor(MAX_PARAMS / Math.max(1, table.columns.length))));
  const unknown = new Set<string>();
  let batch: Record<string, unknown>[] = [];
  let count = 0;
  const flush = async () => {
    if (!batch.length) return;
    await trx.insertInto(table.name).values(batch).execute();
    count += batch.length;
    batch = [];
  };
  for await (const line of readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    const row = JSON.parse(line) as PortableRow;
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(row)) {
      const column = columns.get(name);
      if (!column) {
        unknown.add(name);
        continue;
      }
      values[name] = fromPortable(value, column.kind, dialect);
    }
    batch.push(values);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  if (unknown.size) warnings.push(`Spalten der Tabelle ${table.name}, die es in der Zieldatenbank nicht gibt, wurden ausgelassen: ${[...unknown].join(", ")}.`);
  return count;
}

type SessionRow = Record<string, unknown> & { userId: string };

async function readSession(trx: Kysely<any>, id: string): Promise<SessionRow | null> {
  return ((await sql<SessionRow>`select * from "session" where id = ${id}`.execute(trx)).rows[0] as SessionRow | undefined) ?? null;
}

/** The restoring person's session goes back in when their account is in the archive (same id). */
async function putSessionBack(trx: Kysely<any>, session: SessionRow): Promise<boolean> {
  const user = (await sql`select 1 from "user" where id = ${session.userId}`.execute(trx)).rows[0];
  if (!user) return false;
  await trx.insertInto("session").values(session).execute();
  return true;
}

/**
 * The probe's comparison: per table the archive's row count against the restored one, and an
 * order-independent checksum (sum of per-row sha256 values) of the rows normalised the same way on
 * both sides (booleans, timestamps, JSON with sorted keys), so it holds across SQLite and
 * PostgreSQL whatever order or collation the database reads them in.
 */
async function compareWithArchive(db: Kysely<any>, dialect: Dialect, manifest: BackupManifest, work: string, targetTables: TableInfo[]): Promise<TableCheck[]> {
  const checks: TableCheck[] = [];
  for (const entry of manifest.tables) {
    const table = targetTables.find((t) => t.name === entry.name);
    const archive = new RowSum();
    const restored = new RowSum();
    for await (const line of readline.createInterface({ input: fs.createReadStream(path.join(work, entry.file)), crlfDelay: Infinity })) {
      if (!line) continue;
      const row = JSON.parse(line) as PortableRow;
      if (entry.name === "app_meta" && typeof row.key === "string" && isTransientAppMetaKey(row.key)) continue;
      archive.add(table ? table.columns.map((c) => normalise(fromPortable(row[c.name], c.kind, dialect), c.kind)) : [line]);
    }
    if (table) {
      const rows = (await sql.raw<Record<string, unknown>>(`select * from ${quoteIdent(table.name)} order by ${orderByClause(table)}`).execute(db)).rows;
      for (const row of rows) {
        if (table.name === "app_meta" && typeof row.key === "string" && isTransientAppMetaKey(row.key)) continue;
        // The probe's own log entry is written after this comparison; nothing else differs.
        restored.add(table.columns.map((c) => normalise(row[c.name], c.kind)));
      }
    }
    const ok = Boolean(table) && archive.count === entry.rows && restored.count === entry.rows && archive.digest() === restored.digest();
    checks.push({ name: entry.name, expected_rows: entry.rows, rows: restored.count, checksum: restored.digest(), ok });
  }
  return checks;
}

function normalise(value: unknown, kind: ColumnKind): unknown {
  const v = comparableValue(value, kind);
  if (kind === "number" && typeof v === "number") return Number(v.toPrecision(7));
  if (kind === "bytes" && v != null) return Buffer.from(v as Uint8Array).toString("base64");
  if (kind === "text" && typeof v !== "string" && v !== null) return String(typeof v === "boolean" ? Number(v) : v);
  return v;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** A multiset hash: the sum (mod 2^128) of every row's sha256, so the order of the rows does not matter. */
class RowSum {
  count = 0;
  private sum = 0n;
  add(values: unknown[]): void {
    const hash = crypto.createHash("sha256").update(canonicalJson(values)).digest();
    this.sum = (this.sum + BigInt(`0x${hash.subarray(0, 16).toString("hex")}`)) & ((1n << 128n) - 1n);
    this.count++;
  }
  digest(): string {
    return this.sum.toString(16).padStart(32, "0");
  }
}
