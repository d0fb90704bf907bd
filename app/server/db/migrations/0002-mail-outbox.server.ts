import type { Kysely } from "kysely";
import { columnTypes } from "../dialect.server";

/**
 * Every outgoing mail is a row here before it leaves (app/server/mail/): without SMTP the row is
 * the admin-readable outbox, with SMTP it is what makes retries survive restarts and crashes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("from_address", "text", (c) => c.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text")
    // pending | sent | stored | failed (checked in app/server/mail/outbox.server.ts)
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", t.timestamp, (c) => c.notNull())
    .addColumn("last_error", "text")
    // smtp | file
    .addColumn("transport", "text", (c) => c.notNull())
    .addColumn("eml_path", "text")
    .addColumn("message_id", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("sent_at", t.timestamp)
    .execute();
  // The retry worker's query: pending rows whose time has come.
  await db.schema.createIndex("mail_outbox_status_next").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
  // The admin outbox lists newest first.
  await db.schema.createIndex("mail_outbox_created").on("mail_outbox").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_outbox").ifExists().execute();
}
