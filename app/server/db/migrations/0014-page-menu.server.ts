import type { Kysely } from "kysely";
import { columnTypes } from "../dialect.server";

/**
 * Menu control (issue 25 item 7): show_in_menu says whether a page appears in the header's main
 * menu, menu_title is its short label there and in breadcrumbs (null: the title). Existing pages
 * get show_in_menu = true, so the menu stays as it was (the content-type and legal rules of
 * app/lib/navigation.ts still apply on top).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable("content_pages")
    .addColumn("show_in_menu", t.bool, (c) => c.notNull().defaultTo(t.true))
    .execute();
  await db.schema.alterTable("content_pages").addColumn("menu_title", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("content_pages").dropColumn("menu_title").execute();
  await db.schema.alterTable("content_pages").dropColumn("show_in_menu").execute();
}
