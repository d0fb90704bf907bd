import type { Kysely } from "kysely";
import { columnTypes } from "../dialect.server";

/**
 * Scheduled publishing: publish_at is when a page's working copy goes live by itself (null: no
 * schedule). The scheduler (app/server/pages/scheduler.server.ts) claims a due page by clearing
 * this column with a conditional UPDATE, so the index serves both "what is due" and "when next".
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("content_pages").addColumn("publish_at", t.timestamp).execute();
  await db.schema.createIndex("content_pages_publish_at").on("content_pages").column("publish_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("content_pages_publish_at").execute();
  await db.schema.alterTable("content_pages").dropColumn("publish_at").execute();
}
