import { defaultSettings, settingsSchema, type SiteSettings } from "~/lib/settings";
import type { Db } from "../db/client.server";
import { fromDbJson, fromDbTimestamp, inTransaction, nowIso, toDbJson } from "../db/dialect.server";
import { renameSettingsToSnakeCase } from "./names.server";

/** The only code that reads and writes site_settings (one row; spec §7). */

export interface StoredSettings {
  id: string | null;
  /** As stored, before validation: the settings migration of spec §4 works on this. */
  raw: unknown;
  settings: SiteSettings;
  updated_at: string | null;
}

export const SETTINGS_ROW_ID = "site";

/**
 * Reads the settings row. Missing fields take the spec's defaults; a field whose stored value is
 * invalid falls back to its default rather than breaking the site. A row still in the names before
 * decision 032 (the old app's, or one restored without migrating) is read in the new names, so no
 * reader falls back to a default for a value that is stored (e.g. two-factor for admins).
 */
export async function getSettings(db: Db): Promise<StoredSettings> {
  const row = await db.selectFrom("site_settings").selectAll().orderBy("updated_at", "desc").executeTakeFirst();
  if (!row) return { id: null, raw: null, settings: defaultSettings(), updated_at: null };
  const raw = fromDbJson(row.settings);
  return { id: row.id, raw, settings: parseLenient(renameSettingsToSnakeCase(raw).value), updated_at: fromDbTimestamp(row.updated_at) };
}

function parseLenient(raw: unknown): SiteSettings {
  const full = settingsSchema.safeParse(raw ?? {});
  if (full.success) return full.data;
  // Drop each invalid top-level field so one bad value does not reset everything.
  const copy: Record<string, unknown> = { ...(raw && typeof raw === "object" ? raw : {}) };
  for (const issue of full.error.issues) {
    const key = issue.path[0];
    if (typeof key === "string") delete copy[key];
  }
  const retry = settingsSchema.safeParse(copy);
  return retry.success ? retry.data : defaultSettings();
}

/** Updates the one settings row, or inserts it when none exists (spec §7). */
export async function saveSettings(db: Db, settings: SiteSettings): Promise<SiteSettings> {
  const valid = settingsSchema.parse(settings);
  await inTransaction(db, async (trx) => {
    const existing = await trx.selectFrom("site_settings").select("id").executeTakeFirst();
    if (existing) {
      await trx
        .updateTable("site_settings")
        .set({ settings: toDbJson(valid), updated_at: nowIso() })
        .where("id", "=", existing.id)
        .execute();
    } else {
      await trx
        .insertInto("site_settings")
        .values({ id: SETTINGS_ROW_ID, settings: toDbJson(valid), updated_at: nowIso() })
        .onConflict((oc) => oc.column("id").doUpdateSet({ settings: toDbJson(valid), updated_at: nowIso() }))
        .execute();
    }
  });
  return valid;
}
