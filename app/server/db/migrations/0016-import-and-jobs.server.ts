import type { Kysely } from "kysely";
import { columnTypes } from "../dialect.server";

/**
 * Issue 28. import_items remembers what an import made (a WordPress id → our page, post or asset),
 * so importing the same export again updates instead of duplicating, and knows from the page's
 * version at import time whether someone edited it here since. background_jobs holds the progress
 * and the result of long work started from the admin (an import, "Jetzt sichern"): any instance
 * can answer the progress bar's poll, and the report survives a reload.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("import_items")
    // e.g. "wordpress:https://example.de" (the export's site address): two sites' ids never meet.
    .addColumn("source", "text", (c) => c.notNull())
    // e.g. "post:123", "attachment:45", "menu:7"
    .addColumn("source_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("target_id", "text", (c) => c.notNull())
    // The page's version right after the import wrote it; null for non-pages.
    .addColumn("imported_version", "integer")
    .addColumn("imported_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("import_items_pk", ["source", "source_id"])
    .execute();
  await db.schema.createIndex("import_items_target").on("import_items").column("target_id").execute();
  await db.schema
    .createTable("background_jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    // "import" | "backup"
    .addColumn("kind", "text", (c) => c.notNull())
    // "running" | "done" | "failed"
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    // The current step in German, for the progress bar's label.
    .addColumn("message", "text")
    // JSON: the job's report (import) or result (backup); null while running.
    .addColumn("result", "text")
    .addColumn("error", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("background_jobs_kind").on("background_jobs").columns(["kind", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("background_jobs").ifExists().execute();
  await db.schema.dropTable("import_items").ifExists().execute();
}
