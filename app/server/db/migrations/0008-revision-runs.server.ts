import type { Kysely } from "kysely";
import { columnTypes } from "../dialect.server";

/**
 * Revisions that stay useful under autosave: a revision knows its kind (a save, or its own event:
 * created, publish, restore, links, fix), and a run of saves by one user updates one revision, so
 * it has a time of its last update besides its creation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable("page_revisions").addColumn("kind", "text", (c) => c.notNull().defaultTo("save")).execute();
  await db.schema.alterTable("page_revisions").addColumn("updated_at", t.timestamp).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("page_revisions").dropColumn("updated_at").execute();
  await db.schema.alterTable("page_revisions").dropColumn("kind").execute();
}
