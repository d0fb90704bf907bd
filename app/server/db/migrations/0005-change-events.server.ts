import type { Kysely } from "kysely";
import { columnTypes, dialectOf } from "../dialect.server";

/**
 * Change events (pages created, changed, published, reordered, deleted; settings saved). One
 * ordered log for every instance: its id is the SSE event id, so a visitor's browser can resume
 * with Last-Event-ID on whichever instance it reconnects to. Old rows are pruned.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const pg = dialectOf(db) === "postgres";
  await db.schema
    .createTable("change_events")
    .addColumn("id", pg ? "bigserial" : "integer", (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn("topic", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("page_id", "text")
    .addColumn("slug", "text")
    .addColumn("is_public", t.bool, (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("change_events").ifExists().execute();
}
