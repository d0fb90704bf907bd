import pg from "pg";
import { testDatabaseUrl, testDbKind } from "./test-db";

/**
 * A database of its own for the CLI tests (the CLI opens DATA_DIR / DATABASE_URL like the server):
 * on PostgreSQL a fresh database `name` beside the test database, its address set as
 * env.DATABASE_URL; on SQLite nothing (the CLI uses DATA_DIR/cms.db). Shared set-up (issue 40).
 */
export async function createCliDatabase(name: string, env: NodeJS.ProcessEnv): Promise<void> {
  if (testDbKind !== "postgres") return;
  await asAdmin(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
}

/** Drops the database of createCliDatabase again (on PostgreSQL; on SQLite nothing to do). */
export async function dropCliDatabase(name: string): Promise<void> {
  if (testDbKind === "postgres") await asAdmin(`drop database if exists ${name} with (force)`);
}

async function asAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}
