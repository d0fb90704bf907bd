import type { Kysely } from "kysely";
import { columnTypes } from "../dialect.server";

/**
 * Addresses of deleted published pages: they answer 410 Gone instead of 404, so search engines
 * drop them quickly. A page that takes the address again removes the entry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("gone_paths")
    .addColumn("path", "text", (c) => c.primaryKey())
    .addColumn("deleted_at", t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("gone_paths").ifExists().execute();
}
