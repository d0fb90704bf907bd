import { de } from "~/i18n/de";
import type { SiteSettings } from "~/lib/settings";
import { validateSettings } from "~/lib/settings-validation";
import type { Db } from "../db/client.server";
import { recordChange, withChanges } from "../events/changes.server";
import { recordAction } from "../audit/log.server";
import { logger } from "../logger.server";
import { getAsset } from "../media/assets.server";
import { listPages } from "../pages/pages.server";
import { migrateSettings } from "./migration.server";
import { oldSettingsNames } from "./names.server";
import { saveSettings } from "./settings.server";

export type SettingsSaveResult = { ok: true; settings: SiteSettings } | { ok: false; fields: Record<string, string> };

/**
 * Settings rules for the API: the whole object is validated (a German message per bad field,
 * nothing written unless all of it is valid), normalised by the same rules as on load (e.g. a
 * legal page enabled without a page is stored disabled), and saved in one transaction with its
 * public change event (navigation, header and footer of every page follow).
 * A property under its name before decision 032 (`siteName`) is refused with its new name: unknown
 * properties are otherwise dropped, and a whole-object PUT in the old names would reset every value.
 */
export async function saveSettingsFromInput(db: Db, input: object): Promise<SettingsSaveResult> {
  const renamed = oldSettingsNames(input);
  if (renamed.length > 0) return { ok: false, fields: Object.fromEntries(renamed.map(({ path, now }) => [path, de.settings.errors.renamed(now)])) };
  const result = validateSettings(input);
  if (!result.ok) return { ok: false, fields: result.fields };
  const logoFields = await checkLogos(db, result.settings);
  if (Object.keys(logoFields).length > 0) return { ok: false, fields: logoFields };
  const { settings, notes } = migrateSettings(result.settings, await listPages(db));
  const saved = await withChanges(db, async (trx) => {
    const stored = await saveSettings(trx, settings);
    await recordChange(trx, { topic: "settings", action: "saved", public: true });
    await recordAction(trx, { action: "settings.saved", objectType: "settings", objectTitle: "Einstellungen" });
    return stored;
  });
  if (notes.length > 0) logger().info({ notes }, "site settings normalised on save");
  return { ok: true, settings: saved };
}

/** A logo must be a picture of the media library (the picker offers nothing else). */
async function checkLogos(db: Db, settings: SiteSettings): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const area of ["header", "footer"] as const) {
    const id = settings[area].logo_asset_id;
    if (!id) continue;
    const asset = await getAsset(db, id);
    if (!asset) fields[`${area}.logo_asset_id`] = "Dieses Logo gibt es nicht mehr in der Mediathek. Bitte wählen Sie ein anderes.";
    else if (asset.asset_type !== "image") fields[`${area}.logo_asset_id`] = "Als Logo eignen sich nur Bilder.";
  }
  return fields;
}
