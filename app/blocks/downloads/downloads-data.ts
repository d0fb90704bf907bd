import type { AssetType } from "~/lib/assets";
import { useLoadedData } from "../data";

/** What the downloads block lists: files and folders of the media library (loaded by data.server.ts). */
export interface DownloadFile {
  id: string;
  name: string;
  description: string;
  /** Address the visitor downloads from (site-relative or http(s)). */
  url: string;
  mimeType: string;
  /** Bytes. */
  fileSize: number;
  /** Audio files are listed under "all types" only (the spec's filter has no audio entry). */
  assetType: AssetType;
  folderId: string | null;
  createdAt: string;
}

export interface DownloadFolder {
  id: string;
  name: string;
  parentId: string | null;
  isDownloadFolder: boolean;
  /** Order on the downloads page (set in /admin/downloads), then name. */
  sortOrder: number;
}

/**
 * Hard upper bound on the files one page's downloads blocks read and list (the first by name; a
 * visitor's page render never reads more rows of the media library). docs/decisions/036.
 */
export const MAX_DOWNLOAD_FILES = 500;

export interface DownloadsData {
  files: DownloadFile[];
  folders: DownloadFolder[];
}

export function useDownloadsData(): DownloadsData | undefined {
  return useLoadedData<DownloadsData>("downloads");
}
