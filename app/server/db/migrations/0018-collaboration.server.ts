import type { Kysely } from "kysely";
import { columnTypes } from "../dialect.server";

/**
 * Issue 30, working together.
 * - content_pages.review_status: 'pending' (submitted with 'Zur Freigabe einreichen'), 'returned'
 *   (given back with a comment) or null; content_pages.review_required: 'Freigabe erforderlich'
 *   (nobody publishes it directly, it goes through a review).
 * - page_reviews: every review step (submit, approve, return) with its note or comment and who.
 * - page_annotations: reviewers' notes pinned to a single block ('Anmerkung'), resolvable.
 * - page_presence: who has a page open where (one row per browser tab, refreshed by a heartbeat;
 *   a row not seen for 30 s is gone). In the database, so every process and instance sees it.
 * - preview_links: shareable previews of the working copy; the link carries a signature over its
 *   id, page and expiry, the row makes it revocable.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("content_pages").addColumn("review_status", "text").execute();
  await db.schema
    .alterTable("content_pages")
    .addColumn("review_required", t.bool, (c) => c.notNull().defaultTo(t.false))
    .execute();

  await db.schema
    .createTable("page_reviews")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("page_id", "text", (c) => c.notNull())
    // submit, approve, return
    .addColumn("action", "text", (c) => c.notNull())
    // The note of a submission or the comment of a return.
    .addColumn("message", "text")
    .addColumn("user_id", "text")
    .addColumn("user_name", "text")
    // The revision the step made or looked at (a submission's working copy, an approval's publish).
    .addColumn("revision_id", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("page_reviews_page").on("page_reviews").columns(["page_id", "created_at"]).execute();

  await db.schema
    .createTable("page_annotations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("page_id", "text", (c) => c.notNull())
    .addColumn("block_id", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_by_name", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("resolved_at", t.timestamp)
    .addColumn("resolved_by", "text")
    .addColumn("resolved_by_name", "text")
    .execute();
  await db.schema.createIndex("page_annotations_page").on("page_annotations").column("page_id").execute();

  await db.schema
    .createTable("page_presence")
    .addColumn("page_id", "text", (c) => c.notNull())
    // One per browser tab (random, made by the tab).
    .addColumn("client_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("user_name", "text", (c) => c.notNull())
    // edit | view
    .addColumn("mode", "text", (c) => c.notNull())
    // builder | slides | inline
    .addColumn("surface", "text", (c) => c.notNull())
    .addColumn("since", t.timestamp, (c) => c.notNull())
    .addColumn("seen_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("page_presence_pk", ["page_id", "client_id"])
    .execute();
  await db.schema.createIndex("page_presence_seen").on("page_presence").column("seen_at").execute();

  await db.schema
    .createTable("preview_links")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("page_id", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("revoked_at", t.timestamp)
    .execute();
  await db.schema.createIndex("preview_links_page").on("preview_links").column("page_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("preview_links").ifExists().execute();
  await db.schema.dropTable("page_presence").ifExists().execute();
  await db.schema.dropTable("page_annotations").ifExists().execute();
  await db.schema.dropTable("page_reviews").ifExists().execute();
  await db.schema.alterTable("content_pages").dropColumn("review_required").execute();
  await db.schema.alterTable("content_pages").dropColumn("review_status").execute();
}
