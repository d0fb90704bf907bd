import { de } from "~/i18n/de";
import { HttpError } from "../http/http-error.server";
import type { Asset, AssetUsage, Folder } from "~/lib/assets";
import { assetListQuerySchema, assetPatchSchema, folderCreateSchema, folderOrderSchema, folderPatchSchema } from "~/lib/media-schema";
import { parseOrThrow, ValidationError } from "../api/validation.server";
import type { Db } from "../db/client.server";
import { recordChange, withChanges } from "../events/changes.server";
import { recordAction } from "../audit/log.server";
import { logger } from "../logger.server";
import type { Storage } from "../storage/storage.server";
import { AssetError, deleteAsset, getAsset, listAssetsPage, updateAsset } from "./assets.server";
import { countAssetsByFolder, ROOT, createFolder, deleteFolder, FolderError, getFolder, listFolders, moveFolder, renameFolder, setDownloadFolder, setFolderOrder, setFolderSortOrder } from "./folders.server";
import { findAssetUsages } from "./usages.server";
import { deleteVariants } from "./variants.server";

/**
 * The media library for the API: validated input, one transaction per change with its public
 * change event (pages showing files and the downloads lists follow it), German field errors.
 */

function fieldError(error: unknown): never {
  if (error instanceof AssetError) {
    throw new ValidationError({ [error.code === "folder" ? "folder_id" : error.code]: error.message }, error.message);
  }
  if (error instanceof FolderError) {
    // The cycle keeps the spec's (English) wording as `error`; the field gets a German message.
    const fieldMessage = error.code === "cycle" ? de.media.api.folderCycle : error.message;
    throw new ValidationError({ [error.code === "name" ? "name" : "parent_id"]: fieldMessage }, error.message);
  }
  throw error;
}

/**
 * GET /api/assets: the files matching `q`, `type`, `folder_id` in the order `sort`. With `paging`
 * one window of them (issue 38, item 18), without it every match (the API's answer before paging).
 */
export async function listAssetsFromQuery(
  db: Db,
  params: URLSearchParams,
  paging: { limit: number; offset: number } | null = null,
): Promise<{ items: Asset[]; total: number }> {
  const query = parseOrThrow(assetListQuerySchema, Object.fromEntries([...params].filter(([k, v]) => v !== "" && k !== "limit" && k !== "offset")));
  const filter = { search: query.q, type: query.type, folderId: query.folder_id === undefined ? undefined : query.folder_id === "root" ? null : query.folder_id };
  // Without paging: the whole list in the requested order, as one unbounded page.
  return listAssetsPage(db, { ...filter, sort: query.sort, ...(paging ?? { limit: Number.MAX_SAFE_INTEGER, offset: 0 }) });
}

export async function getAssetWithUsages(db: Db, id: string): Promise<(Asset & { usages: AssetUsage[] }) | null> {
  const asset = await getAsset(db, id);
  return asset ? { ...asset, usages: await findAssetUsages(db, asset) } : null;
}

export async function updateAssetFromInput(db: Db, id: string, input: unknown): Promise<Asset | null> {
  const patch = parseOrThrow(assetPatchSchema, input ?? {});
  try {
    return await withChanges(db, async (trx) => {
      const updated = await updateAsset(trx, id, patch);
      if (updated) await recordChange(trx, { topic: "media", action: "updated", public: true });
      return updated;
    });
  } catch (error) {
    fieldError(error);
  }
}

export class AssetInUseError extends HttpError {
  constructor(readonly usages: AssetUsage[]) {
    super(409, de.media.api.inUse(usages.length), { usages });
    this.name = "AssetInUseError";
  }
}

/**
 * Deletes an asset: refused with AssetInUseError while pages or settings use it, unless forced.
 * The row goes first (in a transaction with its event); then the file and its image variants.
 * False when it does not exist.
 */
export async function deleteAssetById(db: Db, storage: Storage, id: string, options: { force?: boolean } = {}): Promise<boolean> {
  const asset = await getAsset(db, id);
  if (!asset) return false;
  if (!options.force) {
    const usages = await findAssetUsages(db, asset);
    if (usages.length > 0) throw new AssetInUseError(usages);
  }
  const deleted = await withChanges(db, async (trx) => {
    const row = await deleteAsset(trx, id);
    if (row) await recordChange(trx, { topic: "media", action: "deleted", public: true });
    if (row) await recordAction(trx, { action: "media.deleted", objectType: "asset", objectId: row.id, objectTitle: row.name, detail: options.force ? { force: true } : null });
    return row;
  });
  if (!deleted) return false;
  try {
    await storage.delete(deleted.file_path);
    await deleteVariants(storage, deleted.file_path);
  } catch (error) {
    // The row is gone, so nothing links to the file any more; an orphan is logged, not shown.
    logger().error({ err: error, key: deleted.file_path, module: "media" }, "Datei konnte nach dem Löschen nicht entfernt werden");
  }
  return true;
}

export interface FolderList {
  folders: Array<Folder & { asset_count: number }>;
  /** Files outside any folder. */
  root_count: number;
}

export async function listFoldersWithCounts(db: Db): Promise<FolderList> {
  const [folders, counts] = await Promise.all([listFolders(db), countAssetsByFolder(db)]);
  return { folders: folders.map((folder) => ({ ...folder, asset_count: counts.get(folder.id) ?? 0 })), root_count: counts.get(ROOT) ?? 0 };
}

export async function createFolderFromInput(db: Db, input: unknown): Promise<Folder> {
  const values = parseOrThrow(folderCreateSchema, input ?? {});
  try {
    return await withChanges(db, async (trx) => {
      const folder = await createFolder(trx, values);
      await recordChange(trx, { topic: "media", action: "folder-created", public: true });
      return folder;
    });
  } catch (error) {
    fieldError(error);
  }
}

/** Rename, move, download flag and order in one transaction; null when the folder is missing. */
export async function updateFolderFromInput(db: Db, id: string, input: unknown): Promise<Folder | null> {
  const patch = parseOrThrow(folderPatchSchema, input ?? {});
  try {
    return await withChanges(db, async (trx) => {
      if (!(await getFolder(trx, id))) return null;
      if (patch.name !== undefined) await renameFolder(trx, id, patch.name);
      if (patch.parent_id !== undefined) await moveFolder(trx, id, patch.parent_id);
      if (patch.is_download_folder !== undefined) await setDownloadFolder(trx, id, patch.is_download_folder);
      if (patch.sort_order !== undefined) await setFolderSortOrder(trx, id, patch.sort_order);
      await recordChange(trx, { topic: "media", action: "folder-updated", public: true });
      return getFolder(trx, id);
    });
  } catch (error) {
    fieldError(error);
  }
}

export async function deleteFolderById(db: Db, id: string): Promise<boolean> {
  return withChanges(db, async (trx) => {
    if (!(await deleteFolder(trx, id))) return false;
    await recordChange(trx, { topic: "media", action: "folder-deleted", public: true });
    return true;
  });
}

export async function orderFoldersFromInput(db: Db, input: unknown): Promise<FolderList> {
  const { ids } = parseOrThrow(folderOrderSchema, input ?? {});
  await withChanges(db, async (trx) => {
    const known = new Set((await listFolders(trx)).map((f) => f.id));
    const missing = ids.find((id) => !known.has(id));
    if (missing) throw new ValidationError({ ids: de.media.api.folderNotFound }, de.media.api.folderNotFound);
    await setFolderOrder(trx, ids);
    await recordChange(trx, { topic: "media", action: "folders-ordered", public: true });
  });
  return listFoldersWithCounts(db);
}
