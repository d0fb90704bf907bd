import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
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
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return {
    ...handle,
    cleanup: async () => {
      await handle.close();
      await remove();
    },
  };
}
