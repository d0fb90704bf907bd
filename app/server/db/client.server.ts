import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, SqliteDriver, sql, type DatabaseConnection, type Driver, type SqliteDialectConfig } from "kysely";
import pg from "pg";
import { logger } from "../logger.server";
import { ciFold, dialectOf, type Dialect } from "./dialect.server";
import type { DB } from "./schema.server";

export type Db = Kysely<DB>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** Human-readable location without credentials, for logs. */
  location: string;
  close(): Promise<void>;
  /**
   * PostgreSQL only: a dedicated connection that LISTENs on `channel` (scoped to the schema, so
   * test schemas never hear each other) and reconnects when it drops. Resolves once listening.
   * `onReconnect` runs each time listening resumes after a drop (what was sent meanwhile is lost).
   */
  listen?(channel: string, onMessage: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: NOTIFY on the same scoped channel, through `via` when given: inside a
   * transaction PostgreSQL sends it at commit and drops it on rollback.
   */
  notify?(channel: string, payload: string, via?: Db): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… to use PostgreSQL; otherwise SQLite. */
  databaseUrl?: string;
  /** SQLite file (default DATA_DIR/cms.db). */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests give each run its own). */
  pgSchema?: string;
  pgPoolSize?: number;
}

// int8 (count(*), sums) arrives as a string by default; our counts fit in a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
// json/jsonb arrive as text, as on SQLite, so fromDbJson parses exactly once on both databases
// (otherwise stored string content like "123" would be parsed twice into a number).
pg.types.setTypeParser(114, (value) => value);
pg.types.setTypeParser(3802, (value) => value);

export function openDatabase(options: OpenOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pgPoolSize ?? 10,
      options: options.pgSchema ? `-c search_path=${options.pgSchema}` : undefined,
      connectionTimeoutMillis: 5000,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on("error", (error) => logger().warn({ err: error }, "PostgreSQL-Verbindung im Leerlauf verloren"));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(options.databaseUrl);
    const scoped = (channel: string) => (options.pgSchema ? `${channel}_${options.pgSchema}` : channel).toLowerCase().replace(/[^a-z0-9_]/g, "_");
    const databaseUrl = options.databaseUrl;
    return {
      db,
      dialect: "postgres",
      location: `postgres://${url.host}${url.pathname}${options.pgSchema ? ` (Schema ${options.pgSchema})` : ""}`,
      close: () => db.destroy(),
      listen: (channel, onMessage, onReconnect) => listenPostgres(databaseUrl, scoped(channel), onMessage, onReconnect),
      notify: async (channel, payload, via) => {
        await sql`select pg_notify(${scoped(channel)}, ${payload})`.execute(via ?? db);
      },
    };
  }

  if (!options.sqliteFile) throw new Error("openDatabase: sqliteFile oder databaseUrl ist erforderlich");
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const database = new SqliteDatabase(options.sqliteFile);
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  database.pragma("synchronous = NORMAL");
  database.function("ci_fold", { deterministic: true }, (value: unknown) => ciFold(value));
  const db = new Kysely<DB>({ dialect: new CmsSqliteDialect({ database }, database) });
  return {
    db,
    dialect: "sqlite",
    location: options.sqliteFile,
    close: () => db.destroy(),
  };
}

/**
 * SQLite rolls a transaction back by itself after some errors (SQLITE_FULL on a full disk,
 * SQLITE_IOERR, …). Kysely's rollback then fails with "cannot rollback - no transaction is
 * active", and that error replaces the real cause (a full disk became a plain 500).
 */
class CmsSqliteDriver extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly raw: SqliteDatabase.Database,
  ) {
    super(config);
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.raw.inTransaction) return;
    await super.rollbackTransaction(connection);
  }
}

class CmsSqliteDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly raw: SqliteDatabase.Database,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new CmsSqliteDriver(this.config, this.raw);
  }
}

/** LISTEN on a channel over its own connection, reconnecting with backoff when it drops. */
async function listenPostgres(
  databaseUrl: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 200;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    next.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    next.on("error", (error) => {
      logger().warn({ err: error, channel }, "LISTEN-Verbindung verloren, verbinde neu");
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!stopped) setTimeout(() => void reconnect(), retryMs);
    });
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    client = next;
    retryMs = 200;
  };
  const reconnect = async () => {
    if (stopped || client) return;
    try {
      await connect();
      onReconnect?.();
    } catch (error) {
      retryMs = Math.min(retryMs * 2, 10_000);
      logger().warn({ err: error, channel }, "LISTEN-Verbindung nicht möglich, neuer Versuch");
      if (!stopped) setTimeout(() => void reconnect(), retryMs);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}

/** Throws when the database does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

export { dialectOf };
