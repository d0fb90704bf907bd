import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "~/server/db/client.server";
import { migrateToLatest } from "~/server/db/migrate.server";

/**
 * Integration tests run once per database: `TEST_DB=sqlite` (a temp file) or `TEST_DB=postgres`
 * (TEST_DATABASE_URL, default postgres://127.0.0.1:5432/test, in a schema of its own per database
 * handle so runs never collide). scripts/test.mjs runs the integration suite once for each.
 */
export const testDbKind: "sqlite" | "postgres" = process.env.TEST_DB === "postgres" ? "postgres" : "sqlite";
export const testDbLabel = testDbKind === "postgres" ? "PostgreSQL" : "SQLite";
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export type TestStorageKind = "local" | "s3";
/**
 * The file storages a test of media, files or backups runs on in this run. npm test runs the
 * integration suite once per database; a storage's behaviour does not depend on the database, so
 * each run takes the storage installations pair with it: SQLite with local files (one machine),
 * PostgreSQL with an S3-compatible bucket (several). Both storages are covered once per npm test
 * instead of twice. `TEST_STORAGE=all` (or `local`, `s3`) chooses otherwise, e.g. for one file.
 */
export const testStorageKinds: TestStorageKind[] = ((): TestStorageKind[] => {
  const chosen = process.env.TEST_STORAGE;
  if (chosen === "all") return ["local", "s3"];
  if (chosen === "local" || chosen === "s3") return [chosen];
  return testDbKind === "postgres" ? ["s3"] : ["local"];
})();
/** The storage setups of a test file that this run takes (see testStorageKinds). */
export function storageSetupsOfRun<T>(setups: Record<TestStorageKind, T>): TestStorageKind[] {
  return (Object.keys(setups) as TestStorageKind[]).filter((kind) => testStorageKinds.includes(kind));
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes the temp file or schema. */
  cleanup(): Promise<void>;
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const suffix = crypto.randomBytes(6).toString("hex");
  let handle: DatabaseHandle;
  let remove: () => Promise<void>;
  if (testDbKind === "postgres") {
    const schema = `cms_test_${suffix}`;
    const template = options.migrate !== false ? await migratedSchemaSql() : null;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    try {
      await admin.query(template ? template.sql.split(template.schema).join(schema) : `create schema ${schema}`);
    } finally {
      await admin.end();
    }
    handle = openDatabase({ databaseUrl: testDatabaseUrl, pgSchema: schema, pgPoolSize: 4 });
    remove = async () => {
      const c = new pg.Client({ connectionString: testDatabaseUrl });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-test-"));
    handle = openDatabase({ sqliteFile: path.join(dir, "cms.db") });
    remove = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  if (options.migrate !== false) {
    try {
      await migrateToLatest(handle.db);
    } catch (error) {
      // No empty schema or temp file left behind by a failed start.
      await handle.close();
      await remove();
      throw error;
    }
  }
  return {
    ...handle,
    cleanup: async () => {
      await handle.close();
      await remove();
    },
  };
}

let migratedSchema: Promise<{ schema: string; sql: string } | null> | null = null;

/**
 * PostgreSQL: the migrated schema as SQL, made once per test worker (files share its module graph):
 * a schema migrated as before, dumped with pg_dump (tables, indexes, sequences and the rows the
 * migrations wrote, the migrator's own included) and dropped again. A test database replays it
 * into its new schema in one round trip instead of running every migration (1–2 s each on a busy
 * machine); migrateToLatest then finds nothing to do. Null (each database migrates) without pg_dump.
 */
function migratedSchemaSql(): Promise<{ schema: string; sql: string } | null> {
  return (migratedSchema ??= (async () => {
    const schema = `cms_tpl_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    try {
      await admin.query(`create schema ${schema}`);
      const handle = openDatabase({ databaseUrl: testDatabaseUrl, pgSchema: schema, pgPoolSize: 1 });
      try {
        await migrateToLatest(handle.db);
      } finally {
        await handle.close();
      }
      const args = ["--dbname", testDatabaseUrl, "--schema", schema, "--inserts", "--no-owner", "--no-privileges", "--no-comments"];
      const { stdout } = await promisify(execFile)("pg_dump", args, { maxBuffer: 64 * 1024 * 1024 });
      // Without psql's meta-commands (`\\restrict …`), which the server does not understand.
      return { schema, sql: stdout.replace(/^\\.*$/gm, "") };
    } catch {
      return null;
    } finally {
      await admin.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
      await admin.end();
    }
  })());
}

