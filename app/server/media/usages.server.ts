import { sql } from "kysely";
import { de } from "~/i18n/de";
import type { Asset, AssetUsage } from "~/lib/assets";
import type { Db } from "../db/client.server";
import { fromDbBool } from "../db/dialect.server";
import { getSettings } from "../settings/settings.server";

/**
 * Where an asset is used: pages whose published content or working copy mention its stored path
 * (blocks keep `/media/{file_path}` URLs, with or without variant parameters or the site's
 * origin), and the logo fields of the settings (by asset id). Shown in the media library and
 * answered with 409 before a used asset is deleted.
 */

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function findAssetUsages(db: Db, asset: Pick<Asset, "id" | "file_path">): Promise<AssetUsage[]> {
  const pattern = likePattern(asset.file_path);
  const mentions = (column: "content" | "draft_content") => sql<boolean>`cast(${sql.ref(column)} as text) like ${pattern} escape '\\'`;
  const rows = await db
    .selectFrom("content_pages")
    .select(["id", "title", "slug", "content_type", "is_published"])
    .select((eb) => [mentions("content").as("in_content"), eb.case().when(sql.ref("draft_content"), "is not", null).then(mentions("draft_content")).else(sql<boolean>`false`).end().as("in_draft")])
    .where((eb) => eb.or([mentions("content"), eb.and([eb("draft_content", "is not", null), mentions("draft_content")])]))
    .orderBy("title")
    .execute();
  const usages: AssetUsage[] = rows.map((row) => ({
    kind: "page",
    page_id: row.id,
    title: row.title,
    slug: row.slug,
    content_type: row.content_type,
    // The published state counts when visitors see the file; else only the working copy has it.
    state: fromDbBool(row.is_published) && fromDbBool(row.in_content) ? "published" : "draft",
  }));
  const { settings } = await getSettings(db);
  if (settings.header.logo_asset_id === asset.id) usages.push({ kind: "settings", field: "header.logo_asset_id", label: de.media.api.headerLogo });
  if (settings.footer.logo_asset_id === asset.id) usages.push({ kind: "settings", field: "footer.logo_asset_id", label: de.media.api.footerLogo });
  return usages;
}
