import { assetFileUrl } from "~/lib/assets";
import { listAssets } from "~/server/media/assets.server";
import { listFolders } from "~/server/media/folders.server";
import type { BlockDataLoader } from "../data-registry.server";
import type { DownloadsData } from "./downloads-data";

/** Every file and folder of the media library; each block picks its own (selectDownloads). */
export const loader: BlockDataLoader<DownloadsData> = async ({ db }) => {
  const [assets, folders] = await Promise.all([listAssets(db), listFolders(db)]);
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
    folders: folders.map((f) => ({
      id: f.id,
      name: f.name,
      parentId: f.parent_id,
      isDownloadFolder: f.is_download_folder,
      sortOrder: f.sort_order ?? 0,
    })),
  };
};
