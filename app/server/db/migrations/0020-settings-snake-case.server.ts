import type { Kysely } from "kysely";
import { renameSettingsToCamelCase, renameSettingsToSnakeCase } from "~/server/settings/names.server";
import { fromDbJson, toDbJson } from "../dialect.server";

/**
 * Decision 032 (issue 38 item 28): the settings document, stored as JSON in site_settings and
 * answered by /api/settings as it is, names its properties in snake_case (site_name,
 * legal_pages.agb.page_id …). Up renames every stored row (app/server/settings/names.server.ts:
 * one table of the old and new names), so the stored form, the API and its OpenAPI schema are the
 * same object. A restored backup of an older schema runs this too (the restore migrates to the
 * latest schema); reading renames a row still in the old names anyway (getSettings), so nothing
 * falls back to defaults in between. Down renames back.
 */

async function rewrite(db: Kysely<any>, rename: (settings: unknown) => unknown): Promise<void> {
  const rows: { id: string; settings: unknown }[] = await db.selectFrom("site_settings").select(["id", "settings"]).execute();
  for (const row of rows) {
    const before = fromDbJson(row.settings);
    const after = rename(before);
    if (JSON.stringify(after) === JSON.stringify(before)) continue;
    await db.updateTable("site_settings").set({ settings: toDbJson(after) }).where("id", "=", row.id).execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, (settings) => renameSettingsToSnakeCase(settings).value);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, renameSettingsToCamelCase);
}
