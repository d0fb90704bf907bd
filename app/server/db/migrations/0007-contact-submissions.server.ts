import type { Kysely } from "kysely";
import { columnTypes } from "../dialect.server";

/**
 * Contact form submissions, stored before any mail is sent so an SMTP outage never loses one.
 * The rate-limit counters, so far only for auth, become the one table every rate limit uses.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("auth_rate_limits").renameTo("rate_limits").execute();
  await db.schema
    .createTable("contact_submissions")
    .addColumn("id", "text", (c) => c.primaryKey())
    // No foreign key: a submission outlives the page it came from (title and path are copied).
    .addColumn("page_id", "text")
    .addColumn("page_title", "text", (c) => c.notNull())
    .addColumn("page_path", "text", (c) => c.notNull())
    .addColumn("block_id", "text", (c) => c.notNull())
    .addColumn("form_title", "text", (c) => c.notNull())
    .addColumn("answers", t.json, (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("sender_email", "text")
    .addColumn("sender_name", "text")
    .addColumn("recipient", "text", (c) => c.notNull())
    // Keyed hash of the sender's IP: enough to spot a flood, not enough to identify anyone.
    .addColumn("ip_hash", "text", (c) => c.notNull())
    .addColumn("mail_id", "text")
    .addColumn("confirmation_mail_id", "text")
    // Lower-cased text of sender, subject, page and answers: case-insensitive search on both
    // databases (SQLite's lower() only folds ASCII).
    .addColumn("search_text", "text", (c) => c.notNull())
    .addColumn("read_at", t.timestamp)
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("contact_submissions_created_at").on("contact_submissions").column("created_at").execute();
  await db.schema.createIndex("contact_submissions_form").on("contact_submissions").columns(["page_id", "block_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("contact_submissions").ifExists().execute();
  await db.schema.alterTable("rate_limits").renameTo("auth_rate_limits").execute();
}
