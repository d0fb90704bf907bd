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
  assetType: "image" | "video" | "document" | "presentation";
  folderId: string | null;
  createdAt: string;
}

export interface DownloadFolder {
  id: string;
  name: string;
  parentId: string | null;
  isDownloadFolder: boolean;
}

export interface DownloadsData {
  files: DownloadFile[];
  folders: DownloadFolder[];
}

export function useDownloadsData(): DownloadsData | undefined {
  return useLoadedData<DownloadsData>("downloads");
}
