import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { testDatabaseUrl } from "./test-db";
import { openDatabase, type DatabaseHandle } from "~/server/db/client.server";
import type { Storage } from "~/server/storage/storage.server";
import { hashStream, readArchive } from "~/server/backup/archive.server";
import { comparableValue, isTransientAppMetaKey, listBackupTables, orderByClause, quoteIdent, type ColumnKind } from "~/server/backup/tables.server";

/** Helpers for the backup and restore tests: empty target databases, comparing two databases. */

export interface ScratchDatabase extends DatabaseHandle {
  cleanup(): Promise<void>;
}

/** An EMPTY database of the given kind (no migrations): a new SQLite file or a new PostgreSQL schema. */
export async function emptyDatabase(kind: "sqlite" | "postgres"): Promise<ScratchDatabase> {
  const suffix = crypto.randomBytes(6).toString("hex");
  if (kind === "postgres") {
    const schema = `cms_restore_${suffix}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const handle = openDatabase({ databaseUrl: testDatabaseUrl, pgSchema: schema, pgPoolSize: 4 });
    return {
      ...handle,
      cleanup: async () => {
        await handle.close();
        const c = new pg.Client({ connectionString: testDatabaseUrl });
        await c.connect();
        await c.query(`drop schema if exists ${schema} cascade`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-restore-"));
  const handle = openDatabase({ sqliteFile: path.join(dir, "cms.db") });
  return {
    ...handle,
    cleanup: async () => {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Every backed-up table of a database, rows in primary-key order, values normalised (booleans,
 * timestamps, JSON parsed), so two databases of different kinds compare with toEqual. `kinds`
 * (from the other side) decides how a column is read when this side cannot tell (SQLite keeps
 * booleans as integers and JSON as text).
 */
export async function tableContents(database: DatabaseHandle, kinds?: Map<string, ColumnKind>): Promise<Record<string, Record<string, unknown>[]>> {
  const db = database.db as Kysely<any>;
  const result: Record<string, Record<string, unknown>[]> = {};
  for (const table of await listBackupTables(db, database.dialect)) {
    const rows = (await sql.raw<Record<string, unknown>>(`select * from ${quoteIdent(table.name)} order by ${orderByClause(table)}`).execute(db)).rows;
    result[table.name] = rows
      .filter((row) => table.name !== "app_meta" || !isTransientAppMetaKey(String(row.key)))
      .map((row) => {
        const out: Record<string, unknown> = {};
        for (const column of table.columns) {
          const own = column.kind;
          const other = kinds?.get(`${table.name}.${column.name}`);
          const kind = own === "text" || own === "integer" ? (other ?? own) : own;
          out[column.name] = comparableValue(row[column.name], kind);
        }
        return out;
      });
  }
  return result;
}

/** Column kinds of every backed-up table ("table.column" → kind). */
export async function columnKinds(database: DatabaseHandle): Promise<Map<string, ColumnKind>> {
  const kinds = new Map<string, ColumnKind>();
  for (const table of await listBackupTables(database.db as Kysely<any>, database.dialect)) {
    for (const column of table.columns) kinds.set(`${table.name}.${column.name}`, column.kind);
  }
  return kinds;
}

/** sha256 of every stored object content_assets names. */
export async function mediaHashes(database: DatabaseHandle, storage: Storage): Promise<Record<string, string | null>> {
  const keys = (await database.db.selectFrom("content_assets").select("file_path").orderBy("file_path").execute()).map((r) => r.file_path);
  const result: Record<string, string | null> = {};
  for (const key of keys) {
    const found = await storage.get(key);
    result[key] = found ? (await hashStream(found.body)).sha256 : null;
  }
  return result;
}

/** The rows of one JSON-lines entry of a backup archive, e.g. "tables/content_pages.jsonl". */
export async function archiveLines(file: string, entryName: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  await readArchive(file, async (entry) => {
    if (entry.path !== entryName) return;
    for await (const line of readline.createInterface({ input: entry.body, crlfDelay: Infinity })) if (line) rows.push(JSON.parse(line));
  });
  return rows;
}
