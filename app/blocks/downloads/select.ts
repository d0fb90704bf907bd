import { formatFileSize } from "~/lib/format";
import { safeMediaSrc } from "../image/media";
import type { DownloadFile, DownloadFolder } from "./downloads-data";
import type { DownloadGroup, DownloadItem } from "./downloads-list.island";
import { deDownloads as t } from "./strings";

/**
 * Which files a downloads block (and the /downloads view) lists and in which order. Pure, shared by
 * the block's server render and the preview in /admin/downloads, so the preview cannot drift.
 */

export interface DownloadsSelection {
  /** Spec §9 rule (download folders, root only without any) instead of the chosen folders. */
  showAllAssets: boolean;
  selectedFolders: string[];
}

/**
 * - showAllAssets: spec §9 — the files of folders flagged as download folders; files at the root
 *   (no folder) only while no folder is flagged. The rest of the media library stays private.
 * - otherwise: the files of the folders chosen in selectedFolders (flagged or not: the editor chose them).
 */
export function selectDownloads(files: DownloadFile[], folders: DownloadFolder[], content: DownloadsSelection): DownloadFile[] {
  if (content.showAllAssets) {
    const downloadFolders = new Set(folders.filter((f) => f.isDownloadFolder).map((f) => f.id));
    if (downloadFolders.size === 0) return files.filter((f) => f.folderId === null);
    return files.filter((f) => f.folderId !== null && downloadFolders.has(f.folderId));
  }
  const chosen = new Set(content.selectedFolders);
  return files.filter((f) => f.folderId !== null && chosen.has(f.folderId));
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "de", { numeric: true });

/** Folders in the order of the downloads page: sort_order (set in /admin/downloads), then name. */
export function orderFolders<T extends Pick<DownloadFolder, "name" | "sortOrder">>(folders: T[]): T[] {
  return [...folders].sort((a, b) => a.sortOrder - b.sortOrder || byName(a, b));
}

/** Files of one list in the order visitors see them: by name, numbers counted as numbers. */
export function orderFiles<T extends { name: string }>(files: T[]): T[] {
  return [...files].sort(byName);
}

export function toDownloadItem(file: DownloadFile, showFileSize: boolean): DownloadItem {
  return {
    id: file.id,
    name: file.name,
    description: file.description,
    url: safeMediaSrc(file.url),
    assetType: file.assetType,
    folderId: file.folderId,
    size: showFileSize ? formatFileSize(file.fileSize) : "",
  };
}

/**
 * One group per folder in the folders' order (files without folder as 'Allgemein', last), or one
 * untitled group when not grouped.
 */
export function groupDownloads(
  files: DownloadFile[],
  folders: DownloadFolder[],
  content: { groupByFolder: boolean; showFileSize: boolean },
): DownloadGroup[] {
  const sorted = orderFiles(files);
  if (!content.groupByFolder) return [{ title: "", items: sorted.map((f) => toDownloadItem(f, content.showFileSize)) }];
  const groups: DownloadGroup[] = [];
  for (const folder of orderFolders(folders)) {
    const items = sorted.filter((f) => f.folderId === folder.id).map((f) => toDownloadItem(f, content.showFileSize));
    if (items.length > 0) groups.push({ title: folder.name, items });
  }
  const known = new Set(folders.map((f) => f.id));
  const loose = sorted.filter((f) => f.folderId === null || !known.has(f.folderId));
  if (loose.length > 0) groups.push({ title: t.ungrouped, items: loose.map((f) => toDownloadItem(f, content.showFileSize)) });
  return groups;
}
