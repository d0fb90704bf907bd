import { assetFileUrl } from "~/lib/assets";
import { fromDbBool, toDbBool } from "~/server/db/dialect.server";
import { getAssetsByIds } from "~/server/media/assets.server";
import type { BlockDataLoader } from "../data-registry.server";
import { block } from "./block";
import { MAX_DOWNLOAD_FILES, type DownloadsData } from "./downloads-data";

/**
 * Only what the page's downloads blocks can show (docs/decisions/036): the folders they name (their
 * chosen folders; with "Alle Download-Dateien anzeigen" the flagged download folders, or the files
 * outside any folder while none is flagged — spec §9) and at most MAX_DOWNLOAD_FILES files per page,
 * the first by name. The file reads use indexes (content_assets folder_id, then primary keys); the
 * rest of the media library is never read for a visitor. Each block then picks its own
 * (selectDownloads).
 */
export const loader: BlockDataLoader<DownloadsData> = async ({ db, blocks }) => {
  const contents = blocks.map((b) => block.schema.parse(b.content ?? {}));
  const showAll = contents.some((c) => c.showAllAssets);
  const chosen = [...new Set(contents.filter((c) => !c.showAllAssets).flatMap((c) => c.selectedFolders))].filter((id) => id.length > 0);
  if (!showAll && chosen.length === 0) return { files: [], folders: [] };

  const folderRows = await db
    .selectFrom("content_folders")
    .select(["id", "name", "parent_id", "is_download_folder", "sort_order", "path"])
    .where((eb) =>
      eb.or([
        ...(showAll ? [eb("is_download_folder", "=", toDbBool(true))] : []),
        ...(chosen.length > 0 ? [eb("id", "in", chosen)] : []),
      ]),
    )
    .orderBy("path", "asc")
    .execute();
  const folders = folderRows.map((f) => ({
    id: f.id,
    name: f.name,
    parentId: f.parent_id ?? null,
    isDownloadFolder: fromDbBool(f.is_download_folder),
    sortOrder: Number(f.sort_order ?? 0),
  }));

  const flagged = folders.filter((f) => f.isDownloadFolder).map((f) => f.id);
  const known = new Set(folders.map((f) => f.id));
  const folderIds = [...new Set([...(showAll ? flagged : []), ...chosen.filter((id) => known.has(id))])];
  const root = showAll && flagged.length === 0;
  if (folderIds.length === 0 && !root) return { files: [], folders };

  // First the ids of the first MAX_DOWNLOAD_FILES by name (short columns, folder_id index), then their rows.
  const picked = await db
    .selectFrom("content_assets")
    .select("id")
    .where((eb) => eb.or([...(folderIds.length > 0 ? [eb("folder_id", "in", folderIds)] : []), ...(root ? [eb("folder_id", "is", null)] : [])]))
    .orderBy("name", "asc")
    .orderBy("id", "asc")
    .limit(MAX_DOWNLOAD_FILES)
    .execute();
  const assets = await getAssetsByIds(
    db,
    picked.map((r) => r.id),
  );
  // The order the whole library was read in before (newest first), so equal names keep their order.
  assets.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : 1));
  return {
    files: assets.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description ?? "",
      url: assetFileUrl(a.file_path),
      mimeType: a.mime_type,
      fileSize: a.file_size,
      assetType: a.asset_type,
      folderId: a.folder_id,
      createdAt: a.created_at,
    })),
    folders,
  };
};
