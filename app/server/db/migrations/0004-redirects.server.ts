import type { Kysely } from "kysely";
import { columnTypes } from "../dialect.server";

/**
 * Old URLs keep working after a published page's slug changes: the public page route answers a
 * path without a page by looking it up here (301). from_path is unique so a lookup is one row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("redirects")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("from_path", "text", (c) => c.notNull().unique())
    .addColumn("to_path", "text", (c) => c.notNull())
    .addColumn("status_code", "integer", (c) => c.notNull().defaultTo(301))
    .addColumn("hits", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  // A slug change repoints every redirect that ended at the old path (no chains).
  await db.schema.createIndex("redirects_to_path").on("redirects").column("to_path").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("redirects").ifExists().execute();
}
