import type { Kysely } from "kysely";

/**
 * Media library: image dimensions read at upload (width/height on the page, so nothing shifts while
 * loading) and an order of folders among their siblings (the downloads page lists them in it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("content_assets").addColumn("width", "integer").execute();
  await db.schema.alterTable("content_assets").addColumn("height", "integer").execute();
  await db.schema.alterTable("content_folders").addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("content_folders").dropColumn("sort_order").execute();
  await db.schema.alterTable("content_assets").dropColumn("height").execute();
  await db.schema.alterTable("content_assets").dropColumn("width").execute();
}
