import { sql, type Kysely } from "kysely";
import type { Dialect } from "../db/dialect.server";

/**
 * Which tables a backup holds and how their values travel between SQLite and PostgreSQL. Tables
 * are discovered from the database (Kysely introspection), so a table a later migration adds is
 * in the archive without touching this file; only what must NOT travel is listed here.
 */

/** Not in the archive: the migrator's own tables, short-lived or per-process state. */
export const EXCLUDED_TABLES: ReadonlySet<string> = new Set([
  "kysely_migration",
  "kysely_migration_lock",
  // better-auth sign-ins: a restored site starts without sessions (everyone signs in again).
  "session",
  // Short-lived tokens (password reset, e-mail confirmation).
  "verification",
  "rate_limits",
  "change_events",
  "background_jobs",
  // Who has a page open right now (issue 30): stale within 30 s anyway.
  "page_presence",
  // Daily salts of the visitor hash: rotating secrets, never kept beyond their day.
  "analytics_salts",
  // SQLite's AUTOINCREMENT bookkeeping: SQLite keeps it up to date on insert by itself.
  "sqlite_sequence",
]);

/** app_meta keys that describe a running process or a backup run, not the site. */
export const SERVER_HEARTBEAT_KEY = "server_heartbeat";
export const TRANSIENT_APP_META_KEYS: ReadonlySet<string> = new Set([SERVER_HEARTBEAT_KEY, "backup_last", "backup_running", "restore_last"]);
export const TRANSIENT_APP_META_PREFIXES: readonly string[] = ["backup_claim:"];

export function isTransientAppMetaKey(key: string): boolean {
  return TRANSIENT_APP_META_KEYS.has(key) || TRANSIENT_APP_META_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** How a column's values are converted for the target database. */
export type ColumnKind = "bool" | "timestamp" | "json" | "integer" | "number" | "bytes" | "text";

export interface ColumnInfo {
  name: string;
  /** The database's own type name (introspection), e.g. "timestamptz", "INTEGER", "date". */
  type: string;
  kind: ColumnKind;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  /** Primary key columns in key order; empty when the table has none (then ordered by every column). */
  primaryKey: string[];
}

export function columnKind(type: string): ColumnKind {
  const t = type.toLowerCase();
  if (t === "bool" || t === "boolean") return "bool";
  if (t.startsWith("timestamp") || t === "date" || t === "datetime") return "timestamp";
  if (t === "json" || t === "jsonb") return "json";
  if (/^(int|integer|int2|int4|int8|smallint|bigint|serial|bigserial)$/.test(t)) return "integer";
  if (/^(real|double|float|float4|float8|numeric|decimal|double precision)/.test(t)) return "number";
  if (t === "blob" || t === "bytea") return "bytes";
  return "text";
}

export function isBackedUpTable(name: string): boolean {
  return !EXCLUDED_TABLES.has(name) && !name.startsWith("sqlite_") && !name.startsWith("kysely_");
}

/** The tables of the database that go into a backup (sorted by name), with columns and primary key. */
export async function listBackupTables(db: Kysely<any>, dialect: Dialect): Promise<TableInfo[]> {
  const result: TableInfo[] = [];
  for (const table of await ownTables(db, dialect)) {
    if (!isBackedUpTable(table.name)) continue;
    result.push({
      name: table.name,
      columns: table.columns.map((c) => ({ name: c.name, type: c.dataType, kind: columnKind(c.dataType) })),
      primaryKey: await primaryKeyOf(db, dialect, table.name),
    });
  }
  return result.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The tables (no views) of our own schema with their columns in order. On PostgreSQL only the
 * search path's schema is read: Kysely's introspection reads every schema of the database, and
 * fails when another schema is created or dropped meanwhile (seen with parallel test runs; the
 * same can happen to a site sharing its database).
 */
async function ownTables(db: Kysely<any>, dialect: Dialect): Promise<{ name: string; columns: { name: string; dataType: string }[] }[]> {
  if (dialect !== "postgres") {
    return (await db.introspection.getTables({ withInternalKyselyTables: true }))
      .filter((t) => !t.isView)
      .map((t) => ({ name: t.name, columns: t.columns.map((c) => ({ name: c.name, dataType: c.dataType })) }));
  }
  const rows = (
    await sql<{ table_name: string; column_name: string; data_type: string }>`
      select c.table_name, c.column_name, c.udt_name as data_type
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`.execute(db)
  ).rows;
  const tables = new Map<string, { name: string; dataType: string }[]>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? [];
    columns.push({ name: row.column_name, dataType: row.data_type });
    tables.set(row.table_name, columns);
  }
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

/** Names of all tables in our schema (any table, excluded ones too). */
export async function tableNames(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  return (await ownTables(db, dialect)).map((t) => t.name).sort();
}

export async function primaryKeyOf(db: Kysely<any>, dialect: Dialect, table: string): Promise<string[]> {
  if (dialect === "sqlite") {
    const rows = (await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table}) where pk > 0 order by pk`.execute(db)).rows;
    return rows.map((r) => r.name);
  }
  const rows = (
    await sql<{ name: string }>`
      select a.attname as name
      from pg_index i
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = to_regclass(quote_ident(current_schema()) || '.' || quote_ident(${table})) and i.indisprimary
      order by array_position(i.indkey, a.attnum)`.execute(db)
  ).rows;
  return rows.map((r) => r.name);
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function orderByClause(table: TableInfo): string {
  const columns = table.primaryKey.length ? table.primaryKey : table.columns.map((c) => c.name);
  return columns.map(quoteIdent).join(", ");
}

export type PortableValue = string | number | boolean | null | { $base64: string };
export type PortableRow = Record<string, PortableValue>;

/**
 * A value as read from either database → its archive form: timestamps as ISO strings, booleans
 * as they come (0/1 from SQLite, true/false from PostgreSQL: the restore converts by the target's
 * column type), JSON columns as their text (identical on both), bigint → number, bytes → base64.
 */
export function toPortable(value: unknown): PortableValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $base64: Buffer.from(value).toString("base64") };
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  // json/jsonb arrive as text (client.server.ts sets the parsers); anything else parsed → its JSON.
  return JSON.stringify(value);
}

/** An archive value → what the target database's column accepts. */
export function fromPortable(value: PortableValue | undefined, kind: ColumnKind, dialect: Dialect): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "object") {
    const bytes = Buffer.from(value.$base64, "base64");
    return kind === "bytes" ? bytes : bytes.toString("utf8");
  }
  switch (kind) {
    case "bool": {
      const truth = value === true || value === 1 || value === "1" || value === "t" || value === "true";
      return dialect === "postgres" ? truth : truth ? 1 : 0;
    }
    case "timestamp":
      if (typeof value === "number") return new Date(value).toISOString();
      return typeof value === "boolean" ? String(value) : value;
    case "json":
      if (typeof value !== "string") return JSON.stringify(value);
      // SQLite may hold text that is not JSON (legacy content); jsonb only takes JSON, and a JSON
      // string reads back as the same text through fromDbJson.
      if (dialect === "postgres" && !isJson(value)) return JSON.stringify(value);
      return value;
    case "integer":
    case "number":
      if (typeof value === "boolean") return value ? 1 : 0;
      return value;
    default:
      if (typeof value === "boolean") return dialect === "postgres" ? value : value ? 1 : 0;
      return value;
  }
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Normalised form of a stored value for comparing two databases (tests, verification): booleans
 * → true/false, timestamps → ISO, JSON → parsed, integers → numbers.
 */
export function comparableValue(value: unknown, kind: ColumnKind): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case "bool":
      return value === true || value === 1 || value === "1" || value === "t";
    case "timestamp": {
      const date = value instanceof Date ? value : new Date(typeof value === "number" ? value : String(value));
      return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
    }
    case "json":
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    case "integer":
    case "number":
      return Number(value);
    default:
      return value instanceof Date ? value.toISOString() : value;
  }
}

/**
 * PostgreSQL: moves every sequence owned by a column of these tables (serial/identity) past the
 * highest restored value, so the next insert does not collide. SQLite needs nothing.
 */
export async function resetSequences(db: Kysely<any>, dialect: Dialect, tables: string[]): Promise<void> {
  if (dialect !== "postgres") return;
  for (const table of tables) {
    const columns = (
      await sql<{ column: string; seq: string }>`
        select a.attname as column, pg_get_serial_sequence(quote_ident(current_schema()) || '.' || quote_ident(${table}), a.attname) as seq
        from pg_attribute a
        where a.attrelid = to_regclass(quote_ident(current_schema()) || '.' || quote_ident(${table})) and a.attnum > 0 and not a.attisdropped`.execute(db)
    ).rows.filter((r) => r.seq);
    for (const { column, seq } of columns) {
      await sql`select setval(${seq}::regclass, coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 1), (select max(${sql.ref(column)}) from ${sql.table(table)}) is not null)`.execute(db);
    }
  }
}
