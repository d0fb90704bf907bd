import { PostgresAdapter, sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from "kysely";

/**
 * The one place where SQLite and PostgreSQL differ for our queries. Query modules call these
 * helpers instead of branching on the dialect themselves.
 */
export type Dialect = "sqlite" | "postgres";

export function dialectOf(db: Kysely<any>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** Column types for migrations. */
export function columnTypes(db: Kysely<any>) {
  const pg = dialectOf(db) === "postgres";
  return {
    bool: pg ? ("boolean" as const) : ("integer" as const),
    json: pg ? ("jsonb" as const) : ("text" as const),
    timestamp: pg ? ("timestamptz" as const) : ("text" as const),
    false: pg ? sql`false` : sql`0`,
    true: pg ? sql`true` : sql`1`,
  };
}

/** Value to write into a boolean column (both dialects accept 0/1 for their boolean type). */
export function toDbBool(value: boolean): number {
  return value ? 1 : 0;
}

export function fromDbBool(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "t";
}

/** JSON is always written as text; PostgreSQL casts it into jsonb. */
export function toDbJson(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/** PostgreSQL hands back parsed jsonb, SQLite the text we stored. */
export function fromDbJson(value: unknown): unknown {
  if (typeof value !== "string") return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    // Not JSON: legacy content stored as a raw string.
    return value;
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}

export function fromDbTimestamp(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? value : parsed.toISOString();
  }
  return new Date(0).toISOString();
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => "\\" + c);
}

/**
 * Case-insensitive "contains" that also folds umlauts (Ü/ü, Ä/ä, Ö/ö). SQLite's own LOWER() and
 * LIKE only fold ASCII, so on SQLite we call ci_fold(), registered on the connection in client.server.ts.
 */
export function containsInsensitive(
  db: Kysely<any>,
  column: Expression<unknown> | RawBuilder<unknown>,
  term: string,
): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(term)}%`;
  if (dialectOf(db) === "postgres") {
    return sql<SqlBool>`lower(coalesce(${column}, '')) like lower(${pattern}) escape '\\'`;
  }
  return sql<SqlBool>`ci_fold(${column}) like ci_fold(${pattern}) escape '\\'`;
}

/** The JavaScript side of ci_fold, also used to compare in memory the way the database does. */
export function ciFold(value: unknown): string {
  return value == null ? "" : String(value).toLocaleLowerCase("de-DE");
}

/**
 * Runs `fn` in a transaction, or inside the caller's transaction when `db` already is one, so
 * query functions compose (the seeder creates pages inside its own transaction).
 */
export async function inTransaction<DBT, T>(db: Kysely<DBT>, fn: (trx: Kysely<DBT>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db);
  return db.transaction().execute(fn);
}
