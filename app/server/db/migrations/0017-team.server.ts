import type { Kysely } from "kysely";
import { columnTypes } from "../dialect.server";

/**
 * Issue 29, a team instead of one admin.
 * - content_pages.created_by: who made a page or post (an Autor edits only their own drafts);
 *   null for older and imported content.
 * - user_status: per person beside better-auth's user table: active (a deactivated person cannot
 *   sign in, their sessions are gone) and the last sign-in for the people list.
 * - invitations: one-time links (only the SHA-256 of the token is stored) with the role to grant.
 * - audit_log: who did what, written in the transaction of the change it records.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("content_pages").addColumn("created_by", "text").execute();

  await db.schema
    .createTable("user_status")
    .addColumn("user_id", "text", (c) => c.primaryKey())
    .addColumn("active", t.bool, (c) => c.notNull().defaultTo(t.true))
    .addColumn("deactivated_at", t.timestamp)
    .addColumn("last_sign_in_at", t.timestamp)
    .execute();

  await db.schema
    .createTable("invitations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("expires_at", t.timestamp, (c) => c.notNull())
    .addColumn("accepted_at", t.timestamp)
    .addColumn("accepted_by", "text")
    .execute();
  await db.schema.createIndex("invitations_email").on("invitations").column("email").execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", t.timestamp, (c) => c.notNull())
    // null: not signed in (a failed sign-in) or the shell.
    .addColumn("user_id", "text")
    // The person's name and e-mail at that time (the entry stays readable when they change).
    .addColumn("user_name", "text")
    .addColumn("user_email", "text")
    // e.g. "page.publish", "auth.sign-in-failed" (app/server/audit/actions.ts)
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("object_type", "text")
    .addColumn("object_id", "text")
    // The object's title at that time.
    .addColumn("object_title", "text")
    // Shortened for privacy (IPv4 without its last octet, IPv6 to /48).
    .addColumn("address", "text")
    // JSON with details (e.g. the old and new role).
    .addColumn("detail", "text")
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
  await db.schema.createIndex("audit_log_user").on("audit_log").columns(["user_id", "at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").ifExists().execute();
  await db.schema.dropTable("invitations").ifExists().execute();
  await db.schema.dropTable("user_status").ifExists().execute();
  await db.schema.alterTable("content_pages").dropColumn("created_by").execute();
}
