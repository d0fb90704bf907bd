import { sql, type Kysely } from "kysely";
import { columnTypes } from "../dialect.server";

/**
 * Drafts: a page keeps what visitors get beside the working copy its editors save into.
 *
 * - title, content, meta_title, meta_description: the published state. While a page has never
 *   been published (published_at null) there is no published state; these columns then hold the
 *   page's only copy, its working copy, which no visitor can reach (is_published is false, and it
 *   becomes true only by publishing exactly this copy).
 * - draft_title, draft_content, draft_meta_title, draft_meta_description: the working copy of a
 *   published page while it differs from the published state; all null when it does not. Titles
 *   are never empty, so draft_title null means "no working copy of its own".
 * - published_at: when a working copy last went live; null for a page never published.
 *
 * Existing pages start with working copy = published state (no draft); those online now count as
 * published at their last change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  // SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable("content_pages").addColumn("draft_title", "text").execute();
  await db.schema.alterTable("content_pages").addColumn("draft_content", t.json).execute();
  await db.schema.alterTable("content_pages").addColumn("draft_meta_title", "text").execute();
  await db.schema.alterTable("content_pages").addColumn("draft_meta_description", "text").execute();
  await db.schema.alterTable("content_pages").addColumn("published_at", t.timestamp).execute();
  await db
    .updateTable("content_pages")
    .set({ published_at: sql`updated_at` })
    .where("is_published", "=", t.true)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["published_at", "draft_meta_description", "draft_meta_title", "draft_content", "draft_title"]) {
    await db.schema.alterTable("content_pages").dropColumn(column).execute();
  }
}
