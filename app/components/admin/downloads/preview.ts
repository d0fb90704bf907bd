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

/** A folder in the list of /admin/downloads. */
export interface AdminFolderRow {
  id: string;
  name: string;
  /** "/Produkte/Datenblätter" */
  path: string;
  depth: number;
  isDownloadFolder: boolean;
  sortOrder: number;
  fileCount: number;
}

/** A download folder in the order section, with what visitors see first of it. */
export interface AdminDownloadFolder extends AdminFolderRow {
  /** Absent for a folder flagged a moment ago, until the screen has reloaded. */
  preview?: FolderPreview;
}

export interface DownloadsOverview {
  /** One page of the library's folders, parents before children (by path; issue 38, item 18). */
  folders: AdminFolderRow[];
  /** Every download folder with its preview, whichever page of the list it is on. */
  downloadFolders: AdminDownloadFolder[];
  /** Download folders in the order of the downloads page. */
  order: string[];
  /** What /downloads lists while no folder is flagged (spec §9: the files outside any folder). */
  root: FolderPreview & { fileCount: number };
}

/** What buildDownloadsOverview needs; the server reads only these, never the whole library. */
export interface DownloadsOverviewInput {
  /** The folders of the list's page. */
  page: Folder[];
  /** Every folder flagged as a download folder. */
  downloadFolders: Folder[];
  /** Every folder's parent (id → parent id), for the depth. */
  parents: ReadonlyMap<string, string | null>;
  /** Files directly in each folder; the key "" for the files outside any folder. */
  counts: ReadonlyMap<string, number>;
  /**
   * The files the previews come from: of the download folders and of the root (which /downloads
   * lists while no folder is flagged); at least the first PREVIEW_LIMIT of each in page order.
   */
  previewFiles: Asset[];
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

/** The first PREVIEW_LIMIT of `files` in page order; `count` files in all ('und n weitere'). */
export function previewOf(files: DownloadFile[], count = files.length): FolderPreview {
  const ordered = orderFiles(files);
  return { items: ordered.slice(0, PREVIEW_LIMIT).map((f) => toDownloadItem(f, true)), more: Math.max(0, count - PREVIEW_LIMIT) };
}

/** How deep each folder lies, by the parent chain, not by counting "/" in the path: a folder name may contain one. */
export function folderDepth(parents: ReadonlyMap<string, string | null>, id: string): number {
  let depth = 0;
  for (let p = parents.get(id); p && depth < parents.size; p = parents.get(p)) depth++;
  return depth;
}

/**
 * Everything /admin/downloads shows, computed with the same ordering functions as the downloads
 * block (app/blocks/downloads/select.ts), so the preview is what visitors will get.
 */
export function buildDownloadsOverview(input: DownloadsOverviewInput): DownloadsOverview {
  const byFolder = new Map<string | null, DownloadFile[]>();
  for (const file of input.previewFiles.map(toDownloadFile)) byFolder.set(file.folderId, [...(byFolder.get(file.folderId) ?? []), file]);
  const row = (f: Folder): AdminFolderRow => ({
    id: f.id,
    name: f.name,
    path: f.path,
    depth: folderDepth(input.parents, f.id),
    isDownloadFolder: f.is_download_folder,
    sortOrder: f.sort_order ?? 0,
    fileCount: input.counts.get(f.id) ?? 0,
  });
  const downloadFolders = orderFolders(input.downloadFolders.map((f) => ({ ...row(f), preview: previewOf(byFolder.get(f.id) ?? [], input.counts.get(f.id) ?? 0) })));
  const rootCount = input.counts.get("") ?? 0;
  return {
    folders: input.page.map(row),
    downloadFolders,
    order: downloadFolders.map((f) => f.id),
    root: { ...previewOf(byFolder.get(null) ?? [], rootCount), fileCount: rootCount },
  };
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
