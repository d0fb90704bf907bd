import type { Kysely } from "kysely";
import { columnTypes } from "../dialect.server";

/**
 * How far a change reaches, so caches drop no more than it touched: `site` (navigation, settings,
 * redirects: everything) or `page` (one page's own addresses, listed in `paths`). Older rows
 * count as `site`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("change_events").addColumn("scope", "text", (c) => c.notNull().defaultTo("site")).execute();
  await db.schema.alterTable("change_events").addColumn("paths", t.json).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("change_events").dropColumn("paths").execute();
  await db.schema.alterTable("change_events").dropColumn("scope").execute();
}
