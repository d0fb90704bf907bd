/**
 * Media library types shared by server and browser. Field names follow the spec (snake_case).
 * `audio` is ours beyond the spec's four types: the audio block needs its files in the library.
 */
export const ASSET_TYPES = ["image", "video", "audio", "document", "presentation"] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** The orders of the library's pages (issue 38, item 18); the first is the default. */
export const ASSET_SORTS = ["neueste", "aelteste", "name", "groesse"] as const;
export type AssetSort = (typeof ASSET_SORTS)[number];

export interface Asset {
  id: string;
  name: string;
  description: string | null;
  alt_text: string | null;
  /** Storage key, spec §7: `{type}s/{random}.{ext}`, e.g. "images/3f9c….jpg". */
  file_path: string;
  /** Public address: `/media/{file_path}` (served by app/server/media). */
  url: string;
  asset_type: AssetType;
  mime_type: string;
  file_size: number;
  /** Pixels; images only, else null. */
  width: number | null;
  height: number | null;
  folder_id: string | null;
  created_at: string;
}

/** Where an asset is used (GET /api/assets/:id, 409 on delete). */
export type AssetUsage =
  | { kind: "page"; page_id: string; title: string; slug: string; content_type: string; state: "published" | "draft" }
  | { kind: "settings"; field: "header.logo_asset_id" | "footer.logo_asset_id"; label: string };

export interface Folder {
  id: string;
  name: string;
  parent_id: string | null;
  /** "/" + names from the root down, e.g. "/Produkte/Datenblätter". */
  path: string;
  is_download_folder: boolean;
  /** Order among siblings (downloads page), then name. */
  sort_order: number;
  created_at: string;
}

export function isAssetType(value: unknown): value is AssetType {
  return (ASSET_TYPES as readonly unknown[]).includes(value);
}

// Browsers report .ppt/.pptx inconsistently (often application/octet-stream), hence the name check.
const PRESENTATION_MIME = /powerpoint|presentation/i;
const PRESENTATION_NAME = /\.pptx?$/i;

export function assetTypeFromFile(mime: string, fileName: string): AssetType {
  const type = mime.trim().toLowerCase();
  if (type.startsWith("image/")) return "image";
  if (type.startsWith("video/")) return "video";
  if (type.startsWith("audio/")) return "audio";
  if (PRESENTATION_MIME.test(type) || PRESENTATION_NAME.test(fileName.trim())) return "presentation";
  return "document";
}

/** Public address of a stored file (served by the media routes). */
export function assetFileUrl(filePath: string): string {
  return `/media/${filePath.split("/").filter(Boolean).map(encodeURIComponent).join("/")}`;
}
