import type { Kysely } from "kysely";
import { columnTypes } from "../dialect.server";

export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable("content_pages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("parent_id", "text", (c) => c.references("content_pages.id").onDelete("set null"))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_published", t.bool, (c) => c.notNull().defaultTo(t.false))
    .addColumn("is_legal", t.bool, (c) => c.notNull().defaultTo(t.false))
    .addColumn("content_type", "text", (c) => c.notNull().defaultTo("basis"))
    .addColumn("show_in_footer_navigation", t.bool, (c) => c.notNull().defaultTo(t.false))
    .addColumn("content", t.json, (c) => c.notNull())
    .addColumn("meta_title", "text")
    .addColumn("meta_description", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("content_pages_parent_sort").on("content_pages").columns(["parent_id", "sort_order"]).execute();
  await db.schema.createIndex("content_pages_published").on("content_pages").columns(["is_published", "sort_order"]).execute();

  await db.schema
    .createTable("site_settings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("settings", t.json, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("content_folders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("parent_id", "text", (c) => c.references("content_folders.id").onDelete("cascade"))
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("is_download_folder", t.bool, (c) => c.notNull().defaultTo(t.false))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("content_folders_path").on("content_folders").column("path").execute();

  await db.schema
    .createTable("content_assets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("alt_text", "text")
    .addColumn("file_path", "text", (c) => c.notNull().unique())
    .addColumn("asset_type", "text", (c) => c.notNull())
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("file_size", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("folder_id", "text", (c) => c.references("content_folders.id").onDelete("set null"))
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("content_assets_folder_created").on("content_assets").columns(["folder_id", "created_at"]).execute();

  await db.schema
    .createTable("user_roles")
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("user_roles_pk", ["user_id", "role"])
    .execute();
  await db.schema.createIndex("user_roles_role").on("user_roles").column("role").execute();

  await db.schema
    .createTable("page_revisions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("page_id", "text", (c) => c.notNull().references("content_pages.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("content", t.json, (c) => c.notNull())
    .addColumn("meta_title", "text")
    .addColumn("meta_description", "text")
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("author_id", "text")
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("page_revisions_page_created").on("page_revisions").columns(["page_id", "created_at"]).execute();

  await db.schema
    .createTable("page_templates")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("description", "text")
    .addColumn("content", t.json, (c) => c.notNull())
    .addColumn("created_at", t.timestamp, (c) => c.notNull())
    .addColumn("updated_at", t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("app_meta")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "app_meta",
    "page_templates",
    "page_revisions",
    "user_roles",
    "content_assets",
    "content_folders",
    "site_settings",
    "content_pages",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
