import type { DownloadFile, DownloadFolder } from "~/blocks/downloads/downloads-data";
import type { DownloadItem } from "~/blocks/downloads/downloads-list.island";
import { orderFiles, orderFolders, toDownloadItem } from "~/blocks/downloads/select";
import type { Asset, Folder } from "~/lib/assets";
import { assetFileUrl } from "~/lib/assets";

/** Spec §9: the preview shows 10 assets, then 'und n weitere'. */
export const PREVIEW_LIMIT = 10;

export interface FolderPreview {
  /** The first files in the order of the downloads page. */
  items: DownloadItem[];
  /** Files beyond the preview ('und n weitere'). */
  more: number;
}

export interface AdminDownloadFolder {
  id: string;
  name: string;
  /** "/Produkte/Datenblätter" */
  path: string;
  depth: number;
  isDownloadFolder: boolean;
  sortOrder: number;
  fileCount: number;
  preview: FolderPreview;
}

export interface DownloadsOverview {
  /** Every folder of the library, parents before children (by path). */
  folders: AdminDownloadFolder[];
  /** Download folders in the order of the downloads page. */
  order: string[];
  /** What /downloads lists while no folder is flagged (spec §9: the files outside any folder). */
  root: FolderPreview & { fileCount: number };
}

export function toDownloadFile(asset: Pick<Asset, "id" | "name" | "description" | "file_path" | "mime_type" | "file_size" | "asset_type" | "folder_id" | "created_at">): DownloadFile {
  return {
    id: asset.id,
    name: asset.name,
    description: asset.description ?? "",
    url: assetFileUrl(asset.file_path),
    mimeType: asset.mime_type,
    fileSize: asset.file_size,
    assetType: asset.asset_type,
    folderId: asset.folder_id,
    createdAt: asset.created_at,
  };
}

export function toDownloadFolder(folder: Pick<Folder, "id" | "name" | "parent_id" | "is_download_folder" | "sort_order">): DownloadFolder {
  return { id: folder.id, name: folder.name, parentId: folder.parent_id, isDownloadFolder: folder.is_download_folder, sortOrder: folder.sort_order ?? 0 };
}

export function previewOf(files: DownloadFile[]): FolderPreview {
  const ordered = orderFiles(files);
  return { items: ordered.slice(0, PREVIEW_LIMIT).map((f) => toDownloadItem(f, true)), more: Math.max(0, ordered.length - PREVIEW_LIMIT) };
}

/**
 * Everything /admin/downloads shows, computed with the same ordering functions as the downloads
 * block (app/blocks/downloads/select.ts), so the preview is what visitors will get.
 */
export function buildDownloadsOverview(folders: Folder[], assets: Asset[]): DownloadsOverview {
  const files = assets.map(toDownloadFile);
  const byFolder = new Map<string | null, DownloadFile[]>();
  for (const file of files) byFolder.set(file.folderId, [...(byFolder.get(file.folderId) ?? []), file]);
  const sortedByPath = [...folders].sort((a, b) => a.path.localeCompare(b.path, "de"));
  // By the parent chain, not by counting "/" in the path: a folder name may contain one.
  const parentOf = new Map(folders.map((f) => [f.id, f.parent_id]));
  const depthOf = (id: string) => {
    let depth = 0;
    for (let p = parentOf.get(id); p && depth < folders.length; p = parentOf.get(p)) depth++;
    return depth;
  };
  const list = sortedByPath.map((f) => {
    const own = byFolder.get(f.id) ?? [];
    return {
      id: f.id,
      name: f.name,
      path: f.path,
      depth: depthOf(f.id),
      isDownloadFolder: f.is_download_folder,
      sortOrder: f.sort_order ?? 0,
      fileCount: own.length,
      preview: previewOf(own),
    };
  });
  const order = orderFolders(list.filter((f) => f.isDownloadFolder)).map((f) => f.id);
  const rootFiles = byFolder.get(null) ?? [];
  return { folders: list, order, root: { ...previewOf(rootFiles), fileCount: rootFiles.length } };
}

/** Moves `id` one place up (-1) or down (+1); the list unchanged at the ends. */
export function moveInOrder(order: string[], id: string, delta: -1 | 1): string[] {
  const from = order.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return order;
  const next = [...order];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
